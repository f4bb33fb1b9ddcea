/**
 * Minecraft 1.20.4 facts the simulated world reads straight from minecraft-data,
 * prismarine-block and prismarine-recipe, turned into flat numeric tables so the
 * hot loops (terrain, A*, senses) never touch per-block objects.
 */
import { createRequire } from 'node:module';
import type { IndexedData } from 'minecraft-data';

const require = createRequire(import.meta.url);

export const MC_VERSION = '1.20.4';

export const mcData: IndexedData = require('minecraft-data')(MC_VERSION);

/** prismarine-block's Block class; only digTime/canHarvest are used. */
export interface PBlock {
  name: string;
  hardness: number;
  harvestTools?: Record<string, boolean>;
  digTime(held: number | null, creative: boolean, inWater: boolean, notOnGround: boolean, ench?: unknown[], effects?: unknown): number;
  canHarvest(held: number | null): boolean;
}
export const PrismarineBlock: { fromStateId(stateId: number, biomeId: number): PBlock } = require('prismarine-block')(MC_VERSION);

export interface PRecipeItem {
  id: number;
  metadata: number | null;
  count: number;
}
export interface PRecipe {
  result: PRecipeItem;
  delta: PRecipeItem[];
  requiresTable: boolean;
}
type RecipeLoader = (registry: unknown) => { Recipe: { find(itemType: number, metadata: number | null): PRecipe[] } };
const loadRecipes = require('prismarine-recipe') as RecipeLoader;
const registry: unknown = require('prismarine-registry')(MC_VERSION);

/**
 * The same Recipe.find mineflayer's bot.recipesFor uses. prismarine-recipe
 * keeps the recipes of the last registry it was loaded with in module state,
 * and every mineflayer bot loads it for its own server's version (item ids
 * differ between versions): bound to the sim's registry before each lookup.
 */
export const Recipe = {
  find: (itemType: number, metadata: number | null): PRecipe[] => loadRecipes(registry).Recipe.find(itemType, metadata),
};

export const BLOCK_COUNT = mcData.blocksArray.length;

/** A block's numeric id by name; an unknown name is a bug in the caller, so it throws. */
export function blockId(name: string): number {
  const b = mcData.blocksByName[name];
  if (!b) throw new Error(`unknown block '${name}' in minecraft-data ${MC_VERSION}`);
  return b.id;
}

/** Numeric ids of blocks the generator and physics name directly. */
export const B = {
  air: blockId('air'),
  cave_air: blockId('cave_air'),
  stone: blockId('stone'),
  deepslate: blockId('deepslate'),
  bedrock: blockId('bedrock'),
  dirt: blockId('dirt'),
  grass_block: blockId('grass_block'),
  sand: blockId('sand'),
  sandstone: blockId('sandstone'),
  gravel: blockId('gravel'),
  clay: blockId('clay'),
  water: blockId('water'),
  lava: blockId('lava'),
  granite: blockId('granite'),
  diorite: blockId('diorite'),
  andesite: blockId('andesite'),
  tuff: blockId('tuff'),
  snow: blockId('snow'),
  snow_block: blockId('snow_block'),
  ice: blockId('ice'),
  oak_log: blockId('oak_log'),
  oak_leaves: blockId('oak_leaves'),
  birch_log: blockId('birch_log'),
  birch_leaves: blockId('birch_leaves'),
  spruce_log: blockId('spruce_log'),
  spruce_leaves: blockId('spruce_leaves'),
  short_grass: blockId('short_grass'),
  tall_grass: blockId('tall_grass'),
  fern: blockId('fern'),
  dandelion: blockId('dandelion'),
  poppy: blockId('poppy'),
  oxeye_daisy: blockId('oxeye_daisy'),
  azure_bluet: blockId('azure_bluet'),
  cornflower: blockId('cornflower'),
  lily_of_the_valley: blockId('lily_of_the_valley'),
  orange_tulip: blockId('orange_tulip'),
  red_tulip: blockId('red_tulip'),
  pink_tulip: blockId('pink_tulip'),
  white_tulip: blockId('white_tulip'),
  sugar_cane: blockId('sugar_cane'),
  pumpkin: blockId('pumpkin'),
  carved_pumpkin: blockId('carved_pumpkin'),
  melon: blockId('melon'),
  cactus: blockId('cactus'),
  dead_bush: blockId('dead_bush'),
  sweet_berry_bush: blockId('sweet_berry_bush'),
  crafting_table: blockId('crafting_table'),
  furnace: blockId('furnace'),
  chest: blockId('chest'),
  torch: blockId('torch'),
  farmland: blockId('farmland'),
  fire: blockId('fire'),
  magma_block: blockId('magma_block'),
  cobweb: blockId('cobweb'),
  mycelium: blockId('mycelium'),
  red_sand: blockId('red_sand'),
  red_sandstone: blockId('red_sandstone'),
  terracotta: blockId('terracotta'),
  orange_terracotta: blockId('orange_terracotta'),
  lily_pad: blockId('lily_pad'),
  blue_orchid: blockId('blue_orchid'),
  brown_mushroom: blockId('brown_mushroom'),
  red_mushroom: blockId('red_mushroom'),
  large_fern: blockId('large_fern'),
  sunflower: blockId('sunflower'),
  lilac: blockId('lilac'),
  rose_bush: blockId('rose_bush'),
  peony: blockId('peony'),
} as const;

export const blockName = (id: number): string => mcData.blocks[id]?.name ?? 'air';
export const blockIdOf = (name: string): number | undefined => mcData.blocksByName[name]?.id;
export const itemIdOf = (name: string): number | undefined => mcData.itemsByName[name]?.id;
export const itemName = (id: number): string | undefined => mcData.items[id]?.name;

/** Per block id flags: 1 = air-like, 2 = solid (full collision, can stand on), 4 = water, 8 = lava, 16 = gravity (falls), 32 = climb-through hazard (cactus, fire, magma: never path through). */
export const F_AIR = 1,
  F_SOLID = 2,
  F_WATER = 4,
  F_LAVA = 8,
  F_GRAVITY = 16,
  F_HAZARD = 32;
export const blockFlags = new Uint8Array(BLOCK_COUNT);
for (const b of mcData.blocksArray) {
  let f = 0;
  if (b.name === 'air' || b.name === 'cave_air' || b.name === 'void_air') f |= F_AIR;
  else if (b.name === 'water' || b.name === 'bubble_column') f |= F_WATER;
  else if (b.name === 'lava') f |= F_LAVA;
  else if (b.boundingBox === 'block') f |= F_SOLID;
  if (b.name === 'sand' || b.name === 'red_sand' || b.name === 'gravel' || b.name.endsWith('concrete_powder')) f |= F_GRAVITY;
  if (b.name === 'cactus' || b.name === 'fire' || b.name === 'magma_block' || b.name === 'sweet_berry_bush' || b.name === 'cobweb' || b.name === 'powder_snow')
    f |= F_HAZARD;
  blockFlags[b.id] = f;
}
export const isSolid = (id: number): boolean => (blockFlags[id] & F_SOLID) !== 0;
export const isAirLike = (id: number): boolean => (blockFlags[id] & F_AIR) !== 0;
/** Neither solid nor liquid: air, flowers, grass, torches, snow layers. */
export const isPassable = (id: number): boolean => (blockFlags[id] & (F_SOLID | F_WATER | F_LAVA | F_HAZARD)) === 0;

const pblocks: (PBlock | undefined)[] = [];
/** One shared prismarine Block per block type, for digTime and canHarvest. */
export function pblock(id: number): PBlock {
  let b = pblocks[id];
  if (!b) {
    b = PrismarineBlock.fromStateId(mcData.blocks[id].defaultState!, 0);
    pblocks[id] = b;
  }
  return b;
}

export const stackSizeOf = (item: string): number => mcData.itemsByName[item]?.stackSize ?? 64;
export const maxDurabilityOf = (item: string): number | null => mcData.itemsByName[item]?.maxDurability ?? null;
