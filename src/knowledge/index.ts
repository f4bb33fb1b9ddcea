/**
 * Facts about the game: recipes with interchangeable items folded into groups,
 * loot, harvest tools, smelting and fuel, ore depths, costed sources, name
 * lookup and the aggregated obtain chain.
 */
import { GameKnowledge } from './knowledge.js';
import { DEFAULT_VERSION, EVERY_MOB, type Knowledge, type SpawnRules } from './types.js';
import { assertKnownVersion } from './versions.js';

export * from './types.js';
export { GameKnowledge } from './knowledge.js';
export { obtainChain, MAX_DEPTH, type ChainWorld } from './chain.js';
export { normalise } from './names.js';
export { UNOBTAINABLE, unobtainableReason } from './tables/unobtainable.js';
export { FIRST_VERSION, KNOWLEDGE_GAPS, compareVersions, versionGap, assertKnownVersion } from './versions.js';
export { COMBAT_KIT, NEUTRAL_MOBS, isNeutralMob, type KitPiece } from './tables/combat.js';
export { REPLACEABLE } from './tables/replaceable.js';

const cache = new Map<string, GameKnowledge>();

/**
 * Knowledge for a game version and the world's spawn rules (every mob by default), built once per pair;
 * KnowledgeError for a version Sapling cannot play (versions.ts).
 */
export function getKnowledge(version: string = DEFAULT_VERSION, rules: Readonly<SpawnRules> = EVERY_MOB): Knowledge {
  // No mobs means no hostile ones either: one knowledge serves both spellings.
  const spawn = { mobs: rules.mobs, hostiles: rules.mobs && rules.hostiles };
  const key = `${version}|${spawn.mobs ? 'mobs' : 'no mobs'}|${spawn.hostiles ? 'hostiles' : 'no hostiles'}`;
  let k = cache.get(key);
  if (!k) {
    assertKnownVersion(version);
    k = new GameKnowledge(version, spawn);
    cache.set(key, k);
  }
  return k;
}
