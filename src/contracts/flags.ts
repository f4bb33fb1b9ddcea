/**
 * Numeric command-line flags (`--seed`, `--max-minutes`, `--port`, the bench's
 * `--seeds` …), parsed one way everywhere: the error names the flag, the value
 * it got and the form it takes. In the bottom layer so that both the CLI and
 * the bench, which may not import each other, use it.
 */

/** A flag value that is not what the flag takes. The message is one line for the user. */
export class FlagError extends Error {
  override name = 'FlagError';
}

export interface WholeRange {
  min?: number;
  max?: number;
}

/** Whole-number ranges the flags share. */
export const RANGES = {
  /** The simulated world mixes its seed with 32-bit integer arithmetic: wider seeds would collide. */
  seed: { min: -2147483648, max: 2147483647 },
  /** At least one game minute, at most one game day of 24 hours. */
  maxMinutes: { min: 1, max: 1440 },
  port: { min: 0, max: 65535 },
  /** How many seeds a benchmark runs. */
  seeds: { min: 1, max: 1000 },
  /** Bench episodes at once (worker threads); 1 runs them in the main thread. */
  jobs: { min: 1, max: 256 },
} as const satisfies Record<string, WholeRange>;

const form = ({ min, max }: WholeRange): string => {
  if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
  if (min !== undefined) return `a whole number of at least ${min}`;
  if (max !== undefined) return `a whole number of at most ${max}`;
  return 'a whole number';
};

/**
 * `text` as a whole number: digits with an optional sign and nothing else (no
 * '', '1.5', '1e3', '0x10'), within the range. Throws a FlagError such as
 * "--seed takes a whole number from -2147483648 to 2147483647, got 'abc'".
 */
export function parseWholeFlag(flag: string, text: string | undefined, range: WholeRange = {}): number {
  const takes = `${flag} takes ${form(range)}`;
  if (text === undefined) throw new FlagError(`${takes}, got nothing`);
  if (text.trim() === '') throw new FlagError(`${takes}, got an empty value`);
  const n = Number(text.trim());
  if (!/^[+-]?\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) throw new FlagError(`${takes}, got '${text}'`);
  if ((range.min !== undefined && n < range.min) || (range.max !== undefined && n > range.max)) throw new FlagError(`${takes}, got '${text}'`);
  return n;
}
