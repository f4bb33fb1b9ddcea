/**
 * Corrections to minecraft-data's flattened loot tables where the flattening
 * loses the real odds, and drops it leaves out.
 * Sources: https://minecraft.wiki/w/Leaves#Drops, https://minecraft.wiki/w/Sheep#Drops,
 * https://minecraft.wiki/w/Grass#Breaking (Java Edition 1.20.4).
 */

import { NOTHING_UNSHEARED, SHEARED_BLOCKS, shearedDrop } from './shears.js';

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

/**
 * A drop only shears (or silk touch) give: leaves, grass, ferns, vines, dead bushes and cobwebs drop themselves
 * to shears alone (tables/shears.ts), so digging them by hand is no source of them; shearing is (GATHER).
 */
export function needsShears(block: string, item: string): boolean {
  const sheared = shearedDrop(block);
  return (sheared !== null && (item === sheared.name || item === block)) || NOTHING_UNSHEARED.has(block);
}

/**
 * Chances minecraft-data's flattening gets wrong without a silk-touch split to undo: gravel gives flint 10 % of
 * the time (gravel.json: `table_bonus` 0.1 without Fortune, https://minecraft.wiki/w/Gravel#Breaking), not half.
 */
export const DROP_CHANCES: Readonly<Record<string, Readonly<Record<string, number>>>> = { gravel: { flint: 0.1, gravel: 0.9 } };

/**
 * Mean drops per kill where minecraft-data's flattened entityLoot loses the 1.20.4 loot table's counts
 * (data/minecraft/loot_tables/entities/*.json, no Looting): rabbit.json gives hide and meat uniform(0, 1), not 1;
 * squid.json ink sacs uniform(1, 3), not 1. A slime drops balls uniform(0, 2) at size 1 only (slime.json), and a slime
 * of size 2 or 4 splits into 2-4 of half its size (`Slime.remove`): a spawned slime (sizes 1, 2, 4 a third each) makes
 * 1, 4 or 13 kills for 1, 3 or 9 balls, 13 balls in 18 kills on average, so 13/18 a kill. A spider (and a cave
 * spider) drops its eye only a third of the time (spider.json: `random_chance_with_looting` 0.33), which the
 * flattening reads as every kill: a plan for one eye hunted one spider.
 */
export const MOB_DROP_MEANS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  rabbit: { rabbit_hide: 0.5, rabbit: 0.5 },
  squid: { ink_sac: 2 },
  slime: { slime_ball: 13 / 18 },
  spider: { spider_eye: 1 / 3 },
  cave_spider: { spider_eye: 1 / 3 },
};

/** Mob drops missing from entityLoot: a sheep drops one wool of its colour (white is the common one). */
export const EXTRA_MOB_DROPS: readonly { mob: string; item: string; perKill: number }[] = [{ mob: 'sheep', item: 'white_wool', perKill: 1 }];

/**
 * Using a tool on a block or mob. `consumes` is used up (an empty bucket
 * becomes a full one); otherwise `using` is a tool kept in hand.
 * `perUse` is the expected items per use (shearing gives 1-3 wool).
 */
export interface GatherRule {
  /** A second tool the result needs (the diamond pickaxe that mines the obsidian water makes of lava). */
  tool?: string;
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
  // Shears carve a pumpkin where it grows (PumpkinBlock.use); the carved block is then broken by hand for the item.
  { item: 'carved_pumpkin', using: 'shears', target: 'pumpkin', targetKind: 'block', consumes: null, perUse: 1 },
  // Shears cut these plants whole (vanilla `match_tool` shears in their loot tables).
  ...SHEARED_BLOCKS.map((block): GatherRule => {
    const drop = shearedDrop(block)!;
    return { item: drop.name, using: 'shears', target: block, targetKind: 'block', consumes: null, perUse: drop.count };
  }),
  // Water poured beside a lava source makes it obsidian (LiquidBlock.shouldSpreadLiquid); the water is taken back.
  { item: 'obsidian', using: 'water_bucket', target: 'lava', targetKind: 'block', consumes: null, perUse: 1, tool: 'diamond_pickaxe' },
  ...['cod', 'salmon', 'pufferfish', 'tropical_fish', 'axolotl', 'tadpole'].map((mob): GatherRule => ({
    item: `${mob}_bucket`,
    using: 'water_bucket',
    target: mob,
    targetKind: 'mob',
    consumes: 'water_bucket',
    perUse: 1,
  })),
];
