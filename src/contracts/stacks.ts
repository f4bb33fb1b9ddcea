/** Inventory arithmetic shared by both bodies, the skills and the runner. */
import type { ItemStack } from './body.js';

/** Total count per item name. */
export function countsOf(stacks: readonly ItemStack[] | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of stacks ?? []) out[s.name] = (out[s.name] ?? 0) + s.count;
  return out;
}

/** Per-item change between two snapshots (negative: spent), for an Outcome's `gained`; keys sorted so traces are stable. */
export function countsDiff(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const d = (after.get(name) ?? 0) - (before.get(name) ?? 0);
    if (d !== 0) out[name] = d;
  }
  return out;
}
