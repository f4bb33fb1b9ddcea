/** `--reflexes a,b` and `--no-reflexes`, shared by `run` and `compile`. */
import type { Command } from 'commander';
import type { ReflexOptions } from '../compile/index.js';
import { closest } from '../plan/issues.js';
import { reflexNames } from '../reflexes/index.js';
import { UsageError } from './errors.js';

export const withReflexOptions = (cmd: Command): Command =>
  cmd
    .option('--reflexes <names>', `reflexes wrapped around the plan, comma-separated, in priority order (default: ${reflexNames().join(',')})`)
    .option('--no-reflexes', 'no reflex layer: the bot neither fights back, eats nor shelters unless the plan says so');

/** Unknown names are a usage error with a suggestion; false turns the layer off. */
export function reflexOption(v: string | boolean | undefined): ReflexOptions | false {
  if (v === false) return false;
  if (v === undefined || v === true) return {};
  const names = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const n of names) {
    if (reflexNames().includes(n)) continue;
    const s = closest(n, reflexNames());
    throw new UsageError(`unknown reflex '${n}'${s.length ? `; did you mean '${s[0]}'?` : ''} (reflexes: ${reflexNames().join(', ')})`);
  }
  return { names };
}
