import type { Body } from '../contracts/body.js';
import type { CheckDef } from './types.js';

type Bounds = { min: number | null; max: number | null };

const range = (a: Bounds): string =>
  a.min !== null && a.max !== null ? `${a.min}..${a.max}` : a.min !== null ? `≥ ${a.min}` : a.max !== null ? `≤ ${a.max}` : 'any';

/** A check that one number the body reports lies within optional bounds. */
export function boundsCheck(kind: string, description: string, read: (body: Body) => number): CheckDef<Bounds> {
  return {
    kind,
    description,
    args: {
      min: { type: ['integer', 'null'], description: 'at least; null for no lower bound' },
      max: { type: ['integer', 'null'], description: 'at most; null for no upper bound' },
    },
    label: (a) => `${kind} ${range(a)}`,
    holds: (body, a) => {
      const v = read(body);
      return (a.min === null || a.min === undefined || v >= a.min) && (a.max === null || a.max === undefined || v <= a.max);
    },
    failure: 'not_found',
  };
}
