/** Commander parsers for numeric flags: a bad value is a one-line usage error (exit 2) that names the flag. */
import { FlagError, parseWholeFlag, type WholeRange } from '../contracts/flags.js';
import { UsageError } from './errors.js';

export { RANGES } from '../contracts/flags.js';

/** `text` as a whole number for `flag`, or a UsageError naming both. */
export function wholeFlag(flag: string, text: string | undefined, range?: WholeRange): number {
  try {
    return parseWholeFlag(flag, text, range);
  } catch (e) {
    if (e instanceof FlagError) throw new UsageError(e.message);
    throw e;
  }
}

/** For `.option('--seed <n>', 'why', whole('--seed', RANGES.seed), 1)`. Commander does not pass defaults through it. */
export const whole =
  (flag: string, range?: WholeRange) =>
  (text: string): number =>
    wholeFlag(flag, text, range);
