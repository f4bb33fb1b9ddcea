/** Short human labels for skills, checks and mistreevous calls. */
import type { Check } from '../plan/types.js';

const value = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** `mine oak_log 3`: the skill then its non-null argument values, as the trace labels nodes. */
export function skillLabel(skill: string, args: Record<string, unknown> | null): string {
  const vals = Object.values(args ?? {}).filter((v) => v !== null && v !== undefined).map(value);
  return [skill, ...vals].join(' ');
}

const range = (min: number | null, max: number | null): string =>
  min !== null && max !== null ? `${min}..${max}` : min !== null ? `≥ ${min}` : max !== null ? `≤ ${max}` : 'any';

export function checkLabel(c: Check): string {
  switch (c.kind) {
    case 'has_item':
      return `has ${c.item} ≥ ${c.count}`;
    case 'near_block':
      return `near ${c.block} ≤ ${c.distance}`;
    case 'near_entity':
      return `near ${c.entity} ≤ ${c.distance}`;
    case 'time_of_day':
      return `is ${c.period}`;
    case 'health':
    case 'food':
    case 'y_level':
      return `${c.kind} ${range(c.min, c.max)}`;
  }
}

/** `call(a, b)` for mistreevous conditions and guards. */
export const callLabel = (call: string, args: unknown[]): string =>
  args.length ? `${call}(${args.map(value).join(', ')})` : call;
