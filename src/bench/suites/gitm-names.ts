/**
 * GITM's Table 6 names (pre-1.13 ids, words separated by spaces, as printed)
 * to the 1.20.4 item Sapling asks for. A printed name is read in this order:
 *  1. GITM_RENAMED: the old id names another item now, or several (a group);
 *  2. GITM_NOT_MODELLED: nothing in the simulated overworld yields it (listed
 *     with the reason; each counts as a failure on every seed);
 *  3. otherwise the same id with underscores (a test checks each is a 1.20.4 item).
 *
 * Groups: where the old id covered several items by metadata (any wool colour,
 * any log or planks, any small flower), the goal asks for the group's first
 * member as the game listed it (meta 0: white wool, oak log, poppy), and only
 * that item counts as obtained: stricter than GITM's any member.
 */

export interface GitmItem {
  /** The 1.20.4 item asked for. */
  item: string;
  /** The old id covered a group; `item` is its meta-0 member. */
  group?: string;
  /** Why the old name maps to another id. */
  why?: string;
}

const g = (item: string, group: string): GitmItem => ({ item, group });
const r = (item: string, why?: string): GitmItem => ({ item, ...(why ? { why } : {}) });

export const GITM_RENAMED: Record<string, GitmItem> = {
  // renamed in the 1.13 flattening
  stonebrick: r('stone_bricks'),
  trapdoor: r('oak_trapdoor'),
  'wooden button': r('oak_button'),
  'wooden door': r('oak_door'),
  'wooden pressure plate': r('oak_pressure_plate'),
  deadbush: r('dead_bush'),
  boat: r('oak_boat'),
  'stone slab2': r('red_sandstone_slab', 'stone_slab2 meta 0 was the red sandstone slab'),
  'brick block': r('bricks'),
  'hardened clay': r('terracotta'),
  'yellow flower': r('dandelion'),
  'lit pumpkin': r('jack_o_lantern'),
  fence: r('oak_fence'),
  'fence gate': r('oak_fence_gate'),
  reeds: r('sugar_cane'),
  waterlily: r('lily_pad'),
  'melon block': r('melon'),
  'snow layer': r('snow'),
  noteblock: r('note_block'),
  'golden rail': r('powered_rail'),
  fireworks: r('firework_rocket'),
  sign: r('oak_sign'),
  slime: r('slime_block'),
  'speckled melon': r('glistering_melon_slice'),
  'enchancing table': r('enchanting_table', "the paper's spelling of enchanting_table"),
  // the same id, another item now
  melon: r('melon_slice', 'the pre-1.13 item melon is the slice; melon is the block now'),
  snow: r('snow_block', 'the pre-1.13 snow is the block; snow is the layer now'),
  'stone slab': r('smooth_stone_slab', 'stone_slab meta 0 became smooth_stone_slab in 1.14'),
  'stone stairs': r('cobblestone_stairs', 'stone_stairs was the cobblestone stairs'),
  grass: r('grass_block', 'the pre-1.13 grass is the grass block (needs Silk Touch in both)'),
  'iron ore': r('raw_iron', 'since 1.17 iron ore drops raw iron; the ore block needs Silk Touch'),
  'gold ore': r('raw_gold', 'since 1.17 gold ore drops raw gold; the ore block needs Silk Touch'),
  // one old id, several items now: asked as its meta-0 member
  'wooden slab': g('oak_slab', 'any wooden slab'),
  'red flower': g('poppy', 'any small flower but the dandelion'),
  sapling: g('oak_sapling', 'any sapling'),
  tallgrass: g('short_grass', 'short grass or fern (shears)'),
  'double plant': g('sunflower', 'any two-block plant'),
  leaves: g('oak_leaves', 'any leaves (shears)'),
  log: g('oak_log', 'any log of the first four woods'),
  wool: g('white_wool', 'any wool colour'),
  planks: g('oak_planks', 'any planks'),
  carpet: g('white_carpet', 'any carpet colour'),
  banner: g('white_banner', 'any banner colour'),
  bed: g('white_bed', 'any bed colour'),
};

const SILK = 'the block drops itself only to silk touch, which needs enchanting (not modelled); the huge mushrooms grow in dark forests and mushroom fields';

/** Printed names nothing in the simulated overworld yields, and why. */
export const GITM_NOT_MODELLED: Record<string, string> = {
  'red mushroom block': SILK,
  'brown mushroom block': SILK,
};

/** How Sapling reads one printed name: the item it asks for, or why it cannot be run. */
export function gitmItem(printed: string): GitmItem & { notModelled?: string } {
  const renamed = GITM_RENAMED[printed];
  const base = renamed ?? { item: printed.replace(/ /g, '_') };
  const why = GITM_NOT_MODELLED[printed];
  return why ? { ...base, notModelled: why } : base;
}
