/**
 * Where things grow and graze, as a player reads the land: the blocks seen on
 * top of the ground near where a target is found (vanilla 1.20.4 placement
 * and survival rules). The surface search heads for ground near these signs.
 */
import type { Target } from './target.js';

/** Trees are seen from afar by their crowns: a log's own leaves (oak_log → oak_leaves). */
const leavesOf = (log: string): string[] => (log.endsWith('_log') ? [log.replace(/_log$/, '_leaves')] : []);

/** Grass, for what spawns or is placed on grass blocks. */
const GRASS = ['grass_block', 'short_grass', 'tall_grass'];

const BADLANDS = ['red_sand', 'terracotta', 'orange_terracotta', 'white_terracotta', 'dead_bush'];
const MUSHROOMS = ['mycelium', 'red_mushroom_block', 'brown_mushroom_block', 'mushroom_stem', 'lily_pad'];
const FOREST = ['oak_leaves', 'birch_leaves', 'dark_oak_leaves'];
const PLAINS = ['tall_grass', 'sunflower'];
/**
 * What a village is seen by from its edge, of the blocks the bot never puts down itself (its night huts are
 * planks): streets, fields and windows.
 */
export const VILLAGE_SIGNS: readonly string[] = ['dirt_path', 'farmland', 'glass_pane'];
/** Blocks that generate only in villages (their fields, hay and bell): StructureSets.VILLAGES, and no feature places them. */
export const VILLAGE_ONLY: readonly string[] = ['wheat', 'carrots', 'potatoes', 'beetroots', 'hay_block', 'bell'];

/**
 * Signs by target. Sources, Minecraft 1.20.4:
 * - sugar_cane: SugarCaneBlock.canSurvive wants water beside the block it stands on.
 * - cactus: placed by patch_cactus_desert (desert biome); CactusBlock.canSurvive wants sand under it; dead bushes share the desert.
 * - sand: the desert and beach surface rules, and the floor of rivers and the sea near sea level (SurfaceRuleData).
 * - clay, gravel: disk_clay and disk_gravel are placed on the floor under water.
 * - pumpkin: patch_pumpkin is placed only on grass_block (BlockPredicate matchesBlocks GRASS_BLOCK below).
 * - cow, sheep, pig, chicken: Animal.checkAnimalSpawnRules wants animals_spawnable_on (grass_block) under them.
 * - cocoa: CocoaDecorator hangs pods only on jungle trees' trunks (jungle_tree in TreeFeatures).
 * - vine: jungle trees (TrunkVineDecorator, LeaveVineDecorator) and swamp oaks (LeaveVineDecorator).
 * - melon: patch_melon is a jungle feature (addJungleMelons); the sim grows a few more on plains and in forests.
 * - lily_pad, blue_orchid: patch_waterlily and flower_swamp are swamp features, on its pools and wet grass.
 * - red_sand, terracotta: the badlands surface rule (SurfaceRuleData), with its dead bushes (patch_dead_bush_badlands).
 * - red_mushroom, brown_mushroom: mushroom fields (mycelium, huge mushrooms) and swamps (*_mushroom_swamp).
 * - lilac, rose_bush, peony, lily_of_the_valley: forest_flowers, in forests; sunflower: patch_sunflower in sunflower plains.
 * - azure_bluet, oxeye_daisy, cornflower, the tulips: flower_plain, only in plains and sunflower plains, whose own
 *   plants are tall grass (patch_tall_grass_2, which forests lack) and sunflowers.
 * - rabbit: Rabbit.checkRabbitSpawnRules wants rabbits_spawnable_on (sand, snow, grass), and rabbits spawn in deserts,
 *   snowy plains and taigas (MobSpawnSettings): sand, snow and spruce crowns are their signs.
 * - squid: WaterAnimal.checkSurfaceWaterAnimalSpawnRules, in rivers and oceans: water.
 */
const SIGNS: Record<string, readonly string[]> = {
  sugar_cane: ['water'],
  cactus: ['sand', 'red_sand', 'dead_bush'],
  sand: ['water'],
  clay: ['water'],
  gravel: ['water'],
  pumpkin: GRASS,
  melon: [...GRASS, 'jungle_leaves'],
  cow: GRASS,
  sheep: GRASS,
  pig: GRASS,
  chicken: GRASS,
  cocoa: ['jungle_log', 'jungle_leaves'],
  vine: ['jungle_leaves', 'jungle_log', 'oak_leaves'],
  lily_pad: ['water'],
  blue_orchid: ['lily_pad', 'oak_leaves'],
  red_sand: BADLANDS,
  terracotta: BADLANDS,
  red_mushroom: MUSHROOMS,
  brown_mushroom: MUSHROOMS,
  sunflower: GRASS,
  lilac: FOREST,
  rose_bush: FOREST,
  peony: FOREST,
  lily_of_the_valley: FOREST,
  ...Object.fromEntries(['azure_bluet', 'oxeye_daisy', 'cornflower', ...['orange', 'red', 'pink', 'white'].map((c) => `${c}_tulip`)].map((f) => [f, PLAINS])),
  rabbit: ['sand', 'snow', 'snow_block', 'spruce_leaves'],
  squid: ['water'],
};

/** A target found only in villages: looked for by a sweep for villages (./sweep.ts). */
export const inVillagesOnly = (target: Target): boolean => target.kind === 'block' && target.blocks.every((b) => VILLAGE_ONLY.includes(b));

/**
 * Mobs met only underground, and the y below which they are: slimes spawn in slime chunks below y 40
 * (Slime.checkSlimeSpawnRules; swamps by the moon too, at night only and not by every start). A player looks
 * for them by tunnelling under that depth, where a tunnel opens into caves large enough for them (3×3×3).
 */
export const UNDERGROUND_BELOW: Readonly<Record<string, number>> = { slime: 40 };
/** Tunnelled for this far under that depth: room for caves above the deepslate's lava-filled bottom. */
const TUNNEL_BELOW = 20;
/** The y to tunnel at for a mob met only underground; null for the others. */
export const tunnelYFor = (mob: string): number | null => (UNDERGROUND_BELOW[mob] === undefined ? null : UNDERGROUND_BELOW[mob] - TUNNEL_BELOW);

/** The overworld's sea level: data/minecraft/worldgen/noise_settings/overworld.json `sea_level` 63 (1.20.4). */
export const SEA_LEVEL = 63;

/** Targets found by water: a player looking for them goes down toward sea level, where rivers and the sea are. */
export const byWater = (target: Target): boolean => (target.kind === 'block' ? target.blocks : target.mobs).some((n) => SIGNS[n]?.includes('water'));

/** The top blocks that tell ground where the target may be: the target itself seen on top, and its signs. */
export function signsOf(target: Target): Set<string> {
  const names = target.kind === 'block' ? target.blocks : target.mobs;
  return new Set(names.flatMap((n) => [n, ...leavesOf(n), ...(SIGNS[n] ?? [])]));
}

/**
 * Bare rock, ice and gravel: ground where nothing the surface search looks for
 * grows or grazes (trees and sugar cane want dirt or sand under them, animals
 * grass, cactus sand: SaplingBlock, SugarCaneBlock, CactusBlock mayPlaceOn or
 * canSurvive, Animal.checkAnimalSpawnRules). Unseen ground beside it is likely
 * more of it.
 */
const BARE = ['stone', 'andesite', 'diorite', 'granite', 'tuff', 'calcite', 'gravel', 'snow_block', 'ice', 'packed_ice'];
/**
 * Sand is bare too for what needs dirt or grass: trees (a sapling's mayPlaceOn is the dirt tag), pumpkins and melons
 * (placed on grass_block), grazing animals. So are the badlands' terracotta slopes.
 */
const SAND = ['sand', 'red_sand', 'terracotta', 'orange_terracotta', 'white_terracotta'];
const onSoil = (name: string): boolean => name.endsWith('_log') || GRASS.some((g) => SIGNS[name]?.includes(g));

/** Tops that tell ground where the target is not (none of them a sign of it). */
export function barrenFor(target: Target): Set<string> {
  const signs = signsOf(target);
  const names = target.kind === 'block' ? target.blocks : target.mobs;
  const bare = names.some(onSoil) ? [...BARE, ...SAND] : BARE;
  return new Set(bare.filter((b) => !signs.has(b)));
}

/**
 * Surface things a player notes on the way and comes back for: the map
 * remembers where they were seen, so a later search for one starts there.
 */
export const LANDMARKS: readonly string[] = [
  'oak_log',
  'birch_log',
  'spruce_log',
  'jungle_log',
  'acacia_log',
  'dark_oak_log',
  'mangrove_log',
  'cherry_log',
  'sugar_cane',
  'pumpkin',
  'melon',
  'cactus',
  'clay',
  'sweet_berry_bush',
  'bee_nest',
  'cocoa',
  'lily_pad',
  'red_sand',
  'red_mushroom_block',
  'brown_mushroom_block',
];
export const ANIMALS: readonly string[] = ['cow', 'sheep', 'pig', 'chicken'];
