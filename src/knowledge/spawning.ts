/**
 * What a world without some mobs lacks (SpawnRules), and the reason a chain gives when only those mobs
 * bring an item, so that a plan fails at once instead of hunting a mob that never comes.
 */
import type { SpawnRules } from './types.js';

/**
 * Not hostile, yet spawned only where hostile mobs are: a skeleton horse comes from a skeleton trap, which
 * ServerLevel.tickChunk sets off in a thunderstorm with chance effectiveDifficulty × 1 % (0 on peaceful); a
 * zombie horse never spawns naturally.
 */
const WITH_HOSTILES = new Set(['skeleton_horse', 'zombie_horse']);

export const needsHostiles = (mob: string, hostile: (m: string) => boolean): boolean => hostile(mob) || WITH_HOSTILES.has(mob);

/** What the reason is read from. */
export interface ScarcityFacts {
  rules: Readonly<SpawnRules>;
  /** Mobs whose loot holds the item. */
  droppers(item: string): readonly string[];
  spawns(mob: string): boolean;
  /** What recipes and the furnace make the item from (concrete items). */
  inputs(item: string): readonly string[];
  /** Whether the item can be had at all in this world. */
  obtainable(item: string): boolean;
}

/** How far down the recipes the reason is looked for (cooked beef ← beef is one step). */
const DEPTH = 3;

/**
 * Why `item` cannot be had when it is mobs the world lacks: they alone drop it, or it is made only from
 * something they alone drop ("cooked_beef, made from beef: only mobs drop it…"). Null when that is not why.
 */
export function absentMobsReason(item: string, f: ScarcityFacts): string | null {
  const why = reason(item, f, 0);
  return why ? `cannot obtain ${why}` : null;
}

function reason(item: string, f: ScarcityFacts, depth: number): string | null {
  const absent = f.droppers(item).filter((m) => !f.spawns(m));
  if (absent.length > 0) {
    const names = absent.length > 4 ? `${absent.slice(0, 4).join(', ')} and others` : absent.join(', ');
    const world = f.rules.mobs ? 'no hostile mobs (hostiles off)' : 'no mobs at all (mobs off)';
    const fix = f.rules.mobs ? 'turn hostile mobs on' : 'turn mobs on';
    return `${item}: only mobs drop it (${names}) and this world spawns ${world}; start with it in the inventory, or ${fix}`;
  }
  if (depth >= DEPTH) return null;
  for (const input of f.inputs(item)) {
    if (input === item || f.obtainable(input)) continue;
    const deeper = reason(input, f, depth + 1);
    if (deeper) return `${item}, made from ${deeper}`;
  }
  return null;
}
