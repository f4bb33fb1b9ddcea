/**
 * Rough "seconds to find one" for natural blocks and mobs: the cost model's
 * idea of how common things are. Not from any data set; tuned so that the
 * cheapest source is the one a player would pick (logs from trees, cobblestone
 * from stone, coal from coal ore rather than charcoal, string from spiders).
 */

/** Blocks found within a few steps almost anywhere in the overworld. */
const EVERYWHERE = [
  'stone',
  'deepslate',
  'dirt',
  'grass_block',
  'sand',
  'short_grass',
  'tall_grass',
  'fern',
  'large_fern',
  'water',
  'tuff',
  'granite',
  'diorite',
  'andesite',
  'gravel',
];
/** Log blocks of trees that grow naturally; stripped logs and woods are player-made. */
const TREE_LOGS = ['oak_log', 'spruce_log', 'birch_log', 'jungle_log', 'acacia_log', 'dark_oak_log', 'mangrove_log', 'cherry_log'];
/** Per-ore find times: how many seconds of digging and looking per ore block. */
const ORE_FIND: Record<string, number> = {
  coal: 10,
  copper: 20,
  iron: 25,
  redstone: 40,
  lapis: 60,
  gold: 60,
  diamond: 120,
  emerald: 300,
};
/** Common natural things: a short walk. */
const COMMON: Record<string, number> = {
  clay: 30,
  sugar_cane: 20,
  pumpkin: 60,
  melon: 60,
  cactus: 40,
  kelp: 20,
  seagrass: 10,
  vine: 20,
  // The flowers by how vanilla 1.20.4 places them (VegetationFeatures): dandelions and poppies in most grassy
  // biomes (flower_default, and two thirds of flower_plain); azure bluets, oxeye daisies and cornflowers only in
  // plains (a third of flower_plain, shared four ways); tulips only in plains' rare noise areas; lily of the valley
  // and the tall ones in one forest_flowers patch per several forest chunks (onAverageOnceEvery(7), one of four).
  dandelion: 10,
  poppy: 10,
  azure_bluet: 60,
  oxeye_daisy: 60,
  cornflower: 60,
  lily_of_the_valley: 120,
  lilac: 120,
  rose_bush: 120,
  peony: 120,
  orange_tulip: 600,
  red_tulip: 600,
  pink_tulip: 600,
  white_tulip: 600,
  // flower_cherry: only in cherry groves, a rare biome high on the mountain slopes.
  pink_petals: 1200,
  sweet_berry_bush: 40,
  bamboo: 60,
  lily_pad: 30,
  snow: 20,
  snow_block: 30,
  ice: 40,
  cobweb: 120,
  mossy_cobblestone: 200,
  cobblestone: 40,
  // Only where generation happened to put water against lava: 5 honest hour-long searches found none (tech tree bench),
  // so pouring a bucket on lava (a water bucket more) is the way.
  obsidian: 1200,
  lava: 60,
  bee_nest: 120,
  red_mushroom: 30,
  brown_mushroom: 30,
  azalea: 60,
  moss_block: 60,
  dripstone_block: 60,
  pointed_dripstone: 60,
  amethyst_cluster: 200,
  calcite: 120,
  sandstone: 20,
  red_sand: 60,
  // The badlands surface rule puts red sandstone only on the ceilings of red sand overhangs (SurfaceRuleData
  // ON_CEILING); its floors are red sand and terracotta. A player crafts it from four red sand instead (GITM's red
  // sandstone spent the hour searching at stop 30).
  red_sandstone: 600,
  terracotta: 60,
  mud: 40,
  podzol: 40,
  mycelium: 200,
  coarse_dirt: 40,
  rooted_dirt: 60,
  packed_ice: 200,
  blue_ice: 300,
  magma_block: 60,
  // Fossils: FOSSIL_UPPER in deserts and swamps and FOSSIL_LOWER deep underground, each onAverageOnceEvery(64) chunks.
  bone_block: 1800,
  glow_lichen: 60,
  sculk: 300,
  cocoa: 120,
  sea_pickle: 60,
};
/**
 * Blocks that only generate in villages (and outposts): fields of crops, hay
 * bales and the meeting point's bell. Villages sit hundreds of blocks apart in a few biomes, and a bot
 * without a map searches a long time (the simulated world has none), so these
 * cost more than farming the crop.
 */
const VILLAGE: Record<string, number> = { hay_block: 3600, wheat: 3600, carrots: 3600, potatoes: 3600, beetroots: 3600, bell: 3600 };
/** Extra seconds to reach a dimension. */
const NETHER = 300;
const END = 1200;
const NETHER_BLOCKS = new Set([
  'netherrack',
  'nether_quartz_ore',
  'nether_gold_ore',
  'ancient_debris',
  'soul_sand',
  'soul_soil',
  'glowstone',
  'crimson_stem',
  'warped_stem',
  'crimson_nylium',
  'warped_nylium',
  'nether_wart_block',
  'warped_wart_block',
  'shroomlight',
  'basalt',
  'blackstone',
  'magma_block',
  'nether_wart',
  'crimson_fungus',
  'warped_fungus',
  'crimson_roots',
  'warped_roots',
  'weeping_vines',
  'twisting_vines',
  'gilded_blackstone',
  'crying_obsidian',
]);
const END_BLOCKS = new Set(['end_stone', 'chorus_plant', 'chorus_flower', 'dragon_egg']);

/**
 * Blocks that generate naturally even though their item can also be crafted or
 * smelted; every other craftable or smeltable block counts as player-made.
 */
/**
 * Blocks the overworld's generator never places (vanilla 1.20.4), whose item a player gets only by making or
 * converting something: concrete (its powder set by water), glazed terracotta (smelted), shulker boxes (from the End's
 * shulkers), froglights (a frog eating a magma cube), oxidised copper (copper left to weather for hours), worn anvils,
 * and mob heads (a charged creeper's blast). A search for one never ends, so none is a source to mine.
 */
export const NEVER_GENERATED =
  /_concrete$|_glazed_terracotta$|shulker_box$|_froglight$|^(?:exposed|weathered|oxidized)_copper$|^(?:chipped|damaged)_anvil$|_(?:skull|head)$/;

export const NATURAL_MADE = new Set([
  'stone',
  'sandstone',
  'red_sandstone',
  'clay',
  'snow_block',
  'packed_ice',
  'blue_ice',
  'terracotta',
  'glowstone',
  'melon',
  'hay_block',
  'bone_block',
  'dripstone_block',
  'magma_block',
  'amethyst_block',
  'nether_wart_block',
  'mossy_cobblestone',
  'deepslate',
  'smooth_basalt',
  'mud_bricks',
  'moss_carpet',
  'coarse_dirt',
  'quartz_block',
  'granite',
  'diorite',
  'andesite',
  'tuff',
  'calcite',
  'packed_mud',
  'podzol',
]);

/** How deep the digging starts to matter: travel cost per block of Y below the surface. */
const SURFACE_Y = 64;
const PER_Y = 0.3;

/** Seconds to find one of this block, before digging; `made` blocks are ones the game does not generate. */
export function findSeconds(block: string, made: boolean, bestY: number | null): number {
  let base: number;
  const ore = /^(?:deepslate_)?(\w+?)_ore$/.exec(block)?.[1];
  if (EVERYWHERE.includes(block)) base = 2;
  else if (TREE_LOGS.includes(block) || block === 'crimson_stem' || block === 'warped_stem') base = 5;
  else if (block.endsWith('_leaves')) base = 2;
  else if (ore && ORE_FIND[ore] !== undefined) base = ORE_FIND[ore] + (block.startsWith('deepslate_') ? 5 : 0);
  else if (COMMON[block] !== undefined) base = COMMON[block];
  else if (VILLAGE[block] !== undefined) base = VILLAGE[block];
  else base = made ? 300 : 90;
  if (block === 'ancient_debris') base = 600;
  if (NETHER_BLOCKS.has(block)) base += NETHER;
  else if (END_BLOCKS.has(block)) base += END;
  if (bestY !== null && bestY < SURFACE_Y) base += (SURFACE_Y - bestY) * PER_Y;
  return base;
}

/** Seconds to find one of this mob. Farm animals are near; night mobs wait for dark; others are far. */
const MOB_FIND: Record<string, number> = {
  cow: 20,
  pig: 20,
  sheep: 20,
  chicken: 20,
  rabbit: 40,
  mooshroom: 600,
  goat: 90,
  horse: 60,
  zombie: 40,
  skeleton: 40,
  spider: 40,
  creeper: 40,
  enderman: 90,
  drowned: 90,
  husk: 90,
  stray: 90,
  squid: 40,
  // Striders walk the nether's lava seas: the nether's way in comes first.
  strider: 600,
  glow_squid: 120,
  cod: 40,
  salmon: 40,
  tropical_fish: 60,
  pufferfish: 90,
  turtle: 200,
  slime: 150,
  witch: 300,
  cave_spider: 200,
  phantom: 300,
  iron_golem: 200,
  villager: 200,
  blaze: 900,
  wither_skeleton: 900,
  ghast: 600,
  magma_cube: 500,
  zombified_piglin: 400,
  piglin: 400,
  hoglin: 500,
  guardian: 600,
  shulker: 1800,
  evoker: 1800,
  vindicator: 1200,
  pillager: 600,
  ravager: 1800,
  elder_guardian: 3600,
  wither: 3600,
  ender_dragon: 7200,
  warden: 3600,
};
/** Entities that do not spawn in survival, or that a bot should not kill for loot. */
export const NOT_HUNTED = new Set([
  'player',
  'armor_stand',
  'giant',
  'illusioner',
  'zombie_horse',
  'allay',
  'wandering_trader',
  'villager',
  // 100 health and 7.5 to 21.5 a hit on normal: no player fights a village's golem for its iron. Rebuilding a kit after
  // a death, the planner sent a bot with a stone sword after two of them (kill 1 zombie, seed 3).
  'iron_golem',
  'cat',
  'wolf',
  'parrot',
]);

export function mobFindSeconds(mob: string, hostile: boolean): number {
  return MOB_FIND[mob] ?? (hostile ? 300 : 150);
}
