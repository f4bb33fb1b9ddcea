/**
 * The plants of the newer biomes and the two-block plants, as vanilla 1.20.4's
 * VegetationPlacements places them per biome (BiomeDefaultFeatures lists which
 * biome has which). A patch feature with RarityFilter.onAverageOnceEvery(n) is a
 * chunk that holds the patch with chance 1/n, its plants spread over the chunk.
 */
import { B } from './data.js';
import { Chunk, idx, SEA_LEVEL } from './chunk.js';
import { BIO, type ColumnInfo } from './biomes.js';
import { hash4, hashFloat } from './rng.js';
import { noise2 } from './noise.js';

/**
 * forest_flowers (VegetationFeatures): a SIMPLE_RANDOM_SELECTOR of four patches, lilac, rose bush, peony and
 * lily of the valley (the last a NO_BONEMEAL_FLOWER patch of the one-block flower), one of them per patch.
 */
const FOREST_FLOWERS = [B.lilac, B.rose_bush, B.peony, B.lily_of_the_valley];
/** The two-block plants (DoublePlantBlock): a lower and an upper half, both this block id here. */
export const TWO_BLOCK_PLANTS: ReadonlySet<number> = new Set([B.tall_grass, B.large_fern, B.sunflower, B.lilac, B.rose_bush, B.peony]);

/** Which patch features this chunk holds: the rarity filters rolled once per chunk. */
export interface ChunkPatches {
  /** patch_sunflower, onAverageOnceEvery(3), sunflower plains only. */
  sunflower: boolean;
  /** forest_flowers, onAverageOnceEvery(7) (addForestFlowers: forests, birch forests, dark forest): the flower, or 0. */
  forestFlower: number;
  /** patch_large_fern, onAverageOnceEvery(5) (taiga's addFerns). */
  largeFern: boolean;
  /** patch_melon, onAverageOnceEvery(6) (jungle). */
  melon: boolean;
  /** patch_cactus_decorated, onAverageOnceEvery(13) (badlands). */
  cactus: boolean;
}

export function chunkPatches(seed: number, cx: number, cz: number): ChunkPatches {
  const roll = (k: number, n: number): boolean => hashFloat(seed ^ 0x9f, cx, cz, k) < 1 / n;
  return {
    sunflower: roll(1, 3),
    forestFlower: roll(2, 7) ? FOREST_FLOWERS[hash4(seed ^ 0x9f, cx, cz, 3) % FOREST_FLOWERS.length] : 0,
    largeFern: roll(4, 5),
    melon: roll(5, 6),
    cactus: roll(6, 13),
  };
}

const FORESTS = new Set([BIO.forest, BIO.birch_forest, BIO.dark_forest]);

/**
 * A plant for this column, if its biome places one here; `r` is the column's own uniform draw. Returns whether
 * it placed one (the caller then leaves the column alone).
 */
export function biomePlant(chunk: Chunk, lx: number, lz: number, col: ColumnInfo, r: number, p: ChunkPatches): boolean {
  const y = col.height;
  const b = col.biome;
  // patch_waterlily (swamp, count 4): a lily pad on the water surface, the air above a still pool
  if (b === BIO.swamp && y < SEA_LEVEL) {
    if (r < 0.06 && chunk.get(lx, SEA_LEVEL, lz) === B.water && chunk.get(lx, SEA_LEVEL + 1, lz) === B.air)
      return set(chunk, lx, SEA_LEVEL + 1, lz, B.lily_pad);
    return false;
  }
  if (chunk.get(lx, y + 1, lz) !== B.air) return false;
  const ground = chunk.get(lx, y, lz);
  if (b === BIO.badlands && (ground === B.red_sand || ground === B.terracotta)) {
    // patch_dead_bush_badlands (count 20) and patch_cactus_decorated (cactus wants sand or red sand under it)
    if (p.cactus && ground === B.red_sand && r < 0.01 && lx > 0 && lx < 15 && lz > 0 && lz < 15)
      return column(chunk, lx, y, lz, B.cactus, 1 + (Math.floor(r * 1e4) % 3));
    return r < 0.05 && set(chunk, lx, y + 1, lz, B.dead_bush);
  }
  // mushroom fields: brown_mushroom_taiga and red_mushroom_taiga on mycelium
  if (ground === B.mycelium) return r < 0.012 && set(chunk, lx, y + 1, lz, r < 0.008 ? B.brown_mushroom : B.red_mushroom);
  if (ground !== B.grass_block) return false;
  if (b === BIO.swamp) {
    // flower_swamp (blue orchids), brown_mushroom_swamp and red_mushroom_swamp
    if (r < 0.02) return set(chunk, lx, y + 1, lz, B.blue_orchid);
    if (r < 0.03) return set(chunk, lx, y + 1, lz, r < 0.025 ? B.brown_mushroom : B.red_mushroom);
    return false;
  }
  if (b === BIO.jungle && p.melon && r < 0.05) return set(chunk, lx, y + 1, lz, B.melon);
  const forestPatch = FORESTS.has(b) && p.forestFlower && r < 0.04;
  if (forestPatch && p.forestFlower === B.lily_of_the_valley) return set(chunk, lx, y + 1, lz, B.lily_of_the_valley);
  if (chunk.get(lx, y + 2, lz) !== B.air) return false;
  if (b === BIO.sunflower_plains && p.sunflower && r < 0.08) return tall(chunk, lx, y, lz, B.sunflower);
  if (forestPatch) return tall(chunk, lx, y, lz, p.forestFlower);
  if (b === BIO.taiga && p.largeFern && r < 0.05) return tall(chunk, lx, y, lz, B.large_fern);
  // patch_tall_grass_2 (plains), patch_tall_grass (savanna): tall grass among the short
  const tallGrass = b === BIO.plains || b === BIO.sunflower_plains ? 0.03 : b === BIO.savanna ? 0.05 : 0;
  return r > 1 - tallGrass && tall(chunk, lx, y, lz, B.tall_grass);
}

/** flower_default: poppy at weight 2, dandelion at 1 (a SimpleWeightedRandomList). */
const DEFAULT_FLOWERS = [B.poppy, B.poppy, B.dandelion];
/** flower_plain's NoiseThresholdProvider: its low states (below the threshold) and its high states. */
const TULIPS = [B.orange_tulip, B.red_tulip, B.pink_tulip, B.white_tulip];
const PLAIN_FLOWERS = [B.poppy, B.azure_bluet, B.oxeye_daisy, B.cornflower];
/**
 * Vanilla's threshold is -0.8 on its NormalNoise (seed 2345, scale 0.005); this world's noise2 is spread wider, so the
 * threshold here is where about 3 % of the plains fall (noise2 < -0.6 over seeds 1–5), a rare tulip area every few
 * hundred blocks, as in vanilla plains.
 */
const TULIP_NOISE = -0.6;
/**
 * Biomes with flower_default (addDefaultFlowers; addWarmFlowers places the same flowers in savannas and jungles):
 * forests (beside forest_flowers), taiga, windswept hills, snowy plains, rivers, beaches. Deserts, badlands and
 * mushroom fields have no flower feature on their grass, swamps flower_swamp (biomePlant above).
 */
const DEFAULT_FLOWER_BIOMES = new Set([
  BIO.forest,
  BIO.birch_forest,
  BIO.dark_forest,
  BIO.taiga,
  BIO.windswept_hills,
  BIO.snowy_plains,
  BIO.river,
  BIO.beach,
  BIO.ocean,
  BIO.savanna,
  BIO.jungle,
]);

/**
 * The one-block flower a flower feature puts at (x, z) in this biome, or 0 for none; the caller decides the
 * density. Plains and sunflower plains (addPlainVegetation) use flower_plain: in the noise's tulip areas one of
 * the four tulips, elsewhere one of poppy, azure bluet, oxeye daisy, cornflower with chance 1/3, else a dandelion.
 */
export function smallFlower(seed: number, biome: number, x: number, z: number): number {
  const h = hash4(seed ^ 0xf1a, x, z, 11);
  if (biome === BIO.plains || biome === BIO.sunflower_plains) {
    if (noise2(seed ^ 2345, x * 0.005, z * 0.005) < TULIP_NOISE) return TULIPS[h % TULIPS.length];
    return (h >>> 8) % 3 === 0 ? PLAIN_FLOWERS[h % PLAIN_FLOWERS.length] : B.dandelion;
  }
  return DEFAULT_FLOWER_BIOMES.has(biome) ? DEFAULT_FLOWERS[h % DEFAULT_FLOWERS.length] : 0;
}

function set(chunk: Chunk, lx: number, y: number, lz: number, block: number): true {
  chunk.blocks[idx(lx, y, lz)] = block;
  return true;
}
const tall = (chunk: Chunk, lx: number, y: number, lz: number, block: number): true => column(chunk, lx, y, lz, block, 2);
function column(chunk: Chunk, lx: number, y: number, lz: number, block: number, n: number): true {
  for (let k = 1; k <= n; k++) chunk.blocks[idx(lx, y + k, lz)] = block;
  return true;
}

/** What breaking a block needs of the world. */
interface Cells {
  blockId(x: number, y: number, z: number): number;
  setBlockId(x: number, y: number, z: number, id: number): void;
}

/** DoublePlantBlock: breaking either half removes the other (one drop, from the half broken). */
export function breakOtherHalf(world: Cells, x: number, y: number, z: number, block: number): void {
  if (!TWO_BLOCK_PLANTS.has(block)) return;
  if (world.blockId(x, y + 1, z) === block) world.setBlockId(x, y + 1, z, B.air);
  else if (world.blockId(x, y - 1, z) === block) world.setBlockId(x, y - 1, z, B.air);
}
