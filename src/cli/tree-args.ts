/** `--arg name=value` for `sapling run --tree`: a tree's parameters from the command line, typed by its header. */
import { bindParams, closest, type TreeParam, type TreeSource } from '../plan/index.js';
import type { ArgValue, Plan } from '../contracts/plan.js';
import { UsageError } from './errors.js';

/** Collects repeated `--arg name=value` flags. */
export const collectArg = (value: string, previous: string[] = []): string[] => [...previous, value];

/** The tree's plan with its parameters bound: the values given, else the defaults; a required one left out is a usage error. */
export function treeWithArgs(src: TreeSource, given: readonly string[]): Plan {
  const values: Record<string, ArgValue> = {};
  for (const pair of given) {
    const m = /^([a-z][a-z0-9_]*)=(.*)$/.exec(pair);
    if (!m) throw new UsageError(`--arg takes name=value, got '${pair}'`);
    const p = src.params.find((x) => x.name === m[1]);
    if (!p) {
      const names = src.params.map((x) => x.name);
      const s = closest(m[1]!, names);
      throw new UsageError(
        `the tree has no parameter '${m[1]}'${s.length ? `; did you mean '${s[0]}'?` : names.length ? `; it takes ${names.join(', ')}` : '; it takes none'}`,
      );
    }
    values[p.name] = typed(p, m[2]!);
  }
  const missing = src.params.filter((p) => p.default === undefined && values[p.name] === undefined);
  if (missing.length) throw new UsageError(`the tree needs ${missing.map((p) => `--arg ${p.name}=<${p.type}>`).join(' ')}`);
  return bindParams(src, values).plan;
}

function typed(p: TreeParam, text: string): ArgValue {
  if (p.type === 'integer' || p.type === 'number') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || (p.type === 'integer' && !Number.isInteger(n)))
      throw new UsageError(`--arg ${p.name} takes ${p.type === 'integer' ? 'a whole number' : 'a number'}, got '${text}'`);
    return n;
  }
  if (p.type === 'boolean') {
    if (text !== 'true' && text !== 'false') throw new UsageError(`--arg ${p.name} takes true or false, got '${text}'`);
    return text === 'true';
  }
  return text;
}
