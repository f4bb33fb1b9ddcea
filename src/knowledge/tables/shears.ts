/**
 * What breaking a block with shears drops, and what the same plants drop to any
 * other tool, from vanilla 1.20.4's block loot tables
 * (data/minecraft/loot_tables/blocks/*.json: a `match_tool` condition on
 * `minecraft:shears`, https://minecraft.wiki/w/Shears#Collecting_blocks).
 * minecraft-data's flattened tables lose the condition (vine drops itself to
 * the hand there), so these are listed by hand.
 */
/** A stack dropped by a block. */
export interface Drop {
  name: string;
  count: number;
}

/** Blocks that drop something else (or more) when sheared; the rest drop themselves. */
const SHEARED_AS: Record<string, Drop> = {
  tall_grass: { name: 'short_grass', count: 2 },
  large_fern: { name: 'fern', count: 2 },
  tall_seagrass: { name: 'seagrass', count: 2 },
  // The hanging stems of the Nether vines drop the vine item.
  weeping_vines_plant: { name: 'weeping_vines', count: 1 },
  twisting_vines_plant: { name: 'twisting_vines', count: 1 },
};

const SELF = /^(?:\w+_leaves|short_grass|fern|dead_bush|vine|cobweb|seagrass|glow_lichen|hanging_roots|nether_sprouts|weeping_vines|twisting_vines)$/;

/** The drop of a block broken with shears, or null when shears are no different from the hand. */
export function shearedDrop(block: string): Drop | null {
  return SHEARED_AS[block] ?? (SELF.test(block) ? { name: block, count: 1 } : null);
}

/** Every block that shears cut for itself or another plant item (the gather rules: shears on the block). */
export const SHEARED_BLOCKS: readonly string[] = [
  ...['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak', 'mangrove', 'cherry', 'azalea', 'flowering_azalea'].map((w) => `${w}_leaves`),
  ...['short_grass', 'tall_grass', 'fern', 'large_fern', 'dead_bush', 'vine', 'cobweb', 'seagrass', 'tall_seagrass', 'glow_lichen', 'hanging_roots'],
  ...['nether_sprouts', 'weeping_vines', 'twisting_vines'],
];

/** Blocks whose only drop needs shears (or silk touch): to the hand they give nothing. */
export const NOTHING_UNSHEARED: ReadonlySet<string> = new Set(['vine', 'seagrass', 'tall_seagrass', 'glow_lichen', 'hanging_roots', 'nether_sprouts']);
