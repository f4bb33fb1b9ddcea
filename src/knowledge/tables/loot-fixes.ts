/**
 * Corrections to minecraft-data's flattened loot tables where the flattening
 * loses the real odds, and drops it leaves out.
 * Sources: https://minecraft.wiki/w/Leaves#Drops, https://minecraft.wiki/w/Sheep#Drops,
 * https://minecraft.wiki/w/Grass#Breaking (Java Edition 1.20.4).
 */

/** minecraft-data names the block `grass`, renamed `short_grass` in 1.20.3. */
export const LOOT_BLOCK_RENAMES: Record<string, string> = { grass: 'short_grass' };

/**
 * Leaves drop their sapling at 5%, sticks at 2% (1-2), apples at 0.5% (oak and
 * dark oak only); the flattened table says 100%, which would make leaves the
 * cheapest apple and stick source.
 */
export function leafDropChance(item: string): number | null {
  if (item.endsWith('_sapling') || item === 'mangrove_propagule' || item === 'azalea' || item === 'flowering_azalea') return 0.05;
  if (item === 'stick') return 0.02 * 1.5;
  if (item === 'apple') return 0.005;
  return null;
}

/** Leaves only drop themselves to shears or silk touch, which the mine source does not model. */
export function leafDropsItself(block: string, item: string): boolean {
  return block.endsWith('_leaves') && item === block;
}

/** Mob drops missing from entityLoot: a sheep drops one wool of its colour (white is the common one). */
export const EXTRA_MOB_DROPS: readonly { mob: string; item: string; perKill: number }[] = [{ mob: 'sheep', item: 'white_wool', perKill: 1 }];

/**
 * Using a tool on a block or mob. `consumes` is used up (an empty bucket
 * becomes a full one); otherwise `using` is a tool kept in hand.
 * `perUse` is the expected items per use (shearing gives 1-3 wool).
 */
export interface GatherRule {
  item: string;
  using: string;
  target: string;
  targetKind: 'block' | 'mob';
  consumes: string | null;
  perUse: number;
}

export const GATHER: readonly GatherRule[] = [
  { item: 'water_bucket', using: 'bucket', target: 'water', targetKind: 'block', consumes: 'bucket', perUse: 1 },
  { item: 'lava_bucket', using: 'bucket', target: 'lava', targetKind: 'block', consumes: 'bucket', perUse: 1 },
  { item: 'milk_bucket', using: 'bucket', target: 'cow', targetKind: 'mob', consumes: 'bucket', perUse: 1 },
  { item: 'powder_snow_bucket', using: 'bucket', target: 'powder_snow', targetKind: 'block', consumes: 'bucket', perUse: 1 },
  { item: 'white_wool', using: 'shears', target: 'sheep', targetKind: 'mob', consumes: null, perUse: 2 },
  { item: 'honey_bottle', using: 'glass_bottle', target: 'bee_nest', targetKind: 'block', consumes: 'glass_bottle', perUse: 1 },
  { item: 'sweet_berries', using: 'hand', target: 'sweet_berry_bush', targetKind: 'block', consumes: null, perUse: 2 },
  // Chickens lay an egg every 5-10 minutes; waiting by a few of them is the way to get one.
  { item: 'egg', using: 'hand', target: 'chicken', targetKind: 'mob', consumes: null, perUse: 0.2 },
  { item: 'honeycomb', using: 'shears', target: 'bee_nest', targetKind: 'block', consumes: null, perUse: 3 },
  ...['cod', 'salmon', 'pufferfish', 'tropical_fish', 'axolotl', 'tadpole'].map((mob): GatherRule => ({
    item: `${mob}_bucket`,
    using: 'water_bucket',
    target: mob,
    targetKind: 'mob',
    consumes: 'water_bucket',
    perUse: 1,
  })),
];
