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

/** Why `item` has no source under the rules when mobs the world lacks would drop it; null when that is not why. */
export function absentMobsReason(item: string, rules: Readonly<SpawnRules>, droppers: readonly string[], spawns: (mob: string) => boolean): string | null {
  const absent = droppers.filter((m) => !spawns(m));
  if (absent.length === 0) return null;
  const names = absent.length > 4 ? `${absent.slice(0, 4).join(', ')} and others` : absent.join(', ');
  const world = rules.mobs ? 'no hostile mobs (hostiles off)' : 'no mobs at all (mobs off)';
  const fix = rules.mobs ? 'turn hostile mobs on' : 'turn mobs on';
  return `cannot obtain ${item}: only mobs drop it (${names}) and this world spawns ${world}; start with it in the inventory, or ${fix}`;
}
