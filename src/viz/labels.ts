/** Short human labels for skills, checks and mistreevous calls. */

const value = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** `mine oak_log 3`: the skill then its non-null argument values, as the trace labels nodes. */
export function skillLabel(skill: string, args: Record<string, unknown> | null): string {
  const vals = Object.values(args ?? {})
    .filter((v) => v !== null && v !== undefined)
    .map(value);
  return [skill, ...vals].join(' ');
}

export { checkLabel } from '../checks/index.js';

/** `call(a, b)` for mistreevous conditions and guards. */
export const callLabel = (call: string, args: unknown[]): string => (args.length ? `${call}(${args.map(value).join(', ')})` : call);
