/**
 * Chunk generation: columns (stone, deepslate, bedrock, surface layers, water),
 * then caves, ores, trees, plants and villages. Every step is a pure function of the seed
 * and chunk coordinates, so chunks can be generated lazily in any order.
 */
import { B } from './data.js';
import { Chunk, idx, MIN_Y, SEA_LEVEL } from './chunk.js';
import { BIO, columnInfo, type ColumnInfo } from './biomes.js';
import { carveChunk } from './caves.js';
import { aquiferAt, BARRIER } from './aquifers.js';
import { placeLakes } from './lakes.js';
import { placeOres } from './ores.js';
import { placeSprings } from './springs.js';
import { placePlants, placeTrees, treeAt } from './vegetation.js';
import { hashFloat } from './rng.js';
import { fbm2 } from './noise.js';
import { bandAt, bandOffset, bandsOf } from './badlands.js';
import { placeVillages } from './villages.js';

export type TerrainKind = 'default' | 'flat';

export function generateChunk(seed: number, cx: number, cz: number, terrain: TerrainKind): Chunk {
  return terrain === 'flat' ? flatChunk(cx, cz) : defaultChunk(seed, cx, cz);
}

/** Flat test world: bedrock at -64, stone to 59, dirt 60..62, grass at 63. */
export const FLAT_SURFACE = 63;
function flatChunk(cx: number, cz: number): Chunk {
  const c = new Chunk(cx, cz);
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      c.blocks[idx(lx, MIN_Y, lz)] = B.bedrock;
      for (let y = MIN_Y + 1; y < 60; y++) c.blocks[idx(lx, y, lz)] = y < 0 ? B.deepslate : B.stone;
      for (let y = 60; y < FLAT_SURFACE; y++) c.blocks[idx(lx, y, lz)] = B.dirt;
      c.blocks[idx(lx, FLAT_SURFACE, lz)] = B.grass_block;
      c.biome[(lz << 4) | lx] = BIO.plains;
    }
  }
  c.finish();
  return c;
}

function defaultChunk(seed: number, cx: number, cz: number): Chunk {
  const chunk = new Chunk(cx, cz);
  const cols: ColumnInfo[] = new Array(256);
  let maxY = SEA_LEVEL;
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const col = columnInfo(seed, cx * 16 + lx, cz * 16 + lz);
      cols[(lz << 4) | lx] = col;
      chunk.biome[(lz << 4) | lx] = col.biome;
      if (col.height > maxY) maxY = col.height;
      fillColumn(seed, chunk, lx, lz, col);
    }
  }
  const ground = carveCaves(seed, chunk, cols);
  placeLakes(seed, chunk, ground);
  placeOres(seed, chunk, maxY);
  placeSprings(seed, chunk);
  placeTrees(seed, chunk, cols);
  placePlants(seed, chunk, cols);
  placeVillages(seed, chunk);
  chunk.finish();
  return chunk;
}

function fillColumn(seed: number, chunk: Chunk, lx: number, lz: number, col: ColumnInfo): void {
  const x = chunk.cx * 16 + lx,
    z = chunk.cz * 16 + lz;
  const b = chunk.blocks;
  const h = col.height;
  b[idx(lx, MIN_Y, lz)] = B.bedrock;
  for (let y = MIN_Y + 1; y <= h; y++) {
    let id: number;
    // bedrock thins out over y -63..-60; deepslate fades in over y 0..7, as vanilla's gradients
    if (y <= MIN_Y + 4 && hashFloat(seed, x, y, z) < (MIN_Y + 5 - y) / 5) id = B.bedrock;
    else if (y < 0 || (y < 8 && hashFloat(seed ^ 0xdee9, x, y, z) < (8 - y) / 8)) id = B.deepslate;
    else id = B.stone;
    b[idx(lx, y, lz)] = id;
  }
  const [top, under, depth] = surfaceOf(seed, x, z, col);
  for (let k = 0; k < depth && h - k > MIN_Y + 5; k++) b[idx(lx, h - k, lz)] = k === 0 ? top : under;
  if (col.biome === BIO.desert) for (let k = depth; k < depth + 3; k++) b[idx(lx, h - k, lz)] = B.sandstone;
  if (col.biome === BIO.badlands) terracottaColumn(seed, b, lx, lz, x, z, h, top);
  for (let y = h + 1; y <= SEA_LEVEL; y++) b[idx(lx, y, lz)] = B.water;
}

/** [top block, block under it, layer depth] for a column (its top is also what far sight sees of it: body/sim/skyline.ts). */
export function surfaceOf(seed: number, x: number, z: number, col: ColumnInfo): [number, number, number] {
  const h = col.height;
  const depth = 3 + Math.floor(hashFloat(seed ^ 0x5eb, x, 0, z) * 2);
  if (h < SEA_LEVEL) {
    const n = fbm2(seed + 707, x / 24, z / 24, 2);
    if (col.biome === BIO.river && n > 0.25) return [B.clay, B.clay, 2];
    // swamp pools have a dirt floor with disk_clay patches (addSwampClayDisk)
    if (col.biome === BIO.swamp) return n > 0 ? [B.clay, B.clay, 2] : [B.dirt, B.dirt, depth];
    return n < -0.15 ? [B.gravel, B.gravel, depth] : [B.sand, B.sand, depth];
  }
  if (col.biome === BIO.desert || col.biome === BIO.beach) return [B.sand, B.sand, depth + 1];
  if (col.biome === BIO.mushroom_fields) return [B.mycelium, B.dirt, depth];
  // badlands floor is red sand below yStartCheck(74, 1), y 74 plus the surface depth (SurfaceRuleData); terracottaColumn does the rest
  if (col.biome === BIO.badlands) return [h < 74 + depth ? B.red_sand : B.terracotta, B.terracotta, 1];
  if (col.biome === BIO.windswept_hills) {
    if (h > 165) return [B.snow_block, B.stone, 1];
    if (h > 115 + col.mountain * 10 || hashFloat(seed, x, 1, z) < (h - 95) / 30) return [B.stone, B.stone, 1];
  }
  return [B.grass_block, B.dirt, depth];
}

/**
 * The badlands above y 63 (SurfaceRuleData): orange terracotta up to y 74, the coloured bands above it, through
 * the whole hill and not just its skin; a floor at y 74 or above is plain terracotta in three windows of the
 * surface noise, else its band.
 */
function terracottaColumn(seed: number, b: Uint16Array, lx: number, lz: number, x: number, z: number, h: number, top: number): void {
  const bands = bandsOf(seed),
    offset = bandOffset(seed, x, z);
  for (let y = SEA_LEVEL; y < h; y++) b[idx(lx, y, lz)] = y <= 74 ? B.orange_terracotta : bandAt(bands, y, offset);
  if (top === B.red_sand) return;
  const n = fbm2(seed + 707, x / 24, z / 24, 2) * 2;
  const plain = (n > -0.909 && n < -0.5454) || (n > -0.1818 && n < 0.1818) || (n > 0.5454 && n < 0.909);
  b[idx(lx, h, lz)] = plain ? B.terracotta : bandAt(bands, h, offset);
}

/** Carve caves, filling them as the aquifers say; returns the terrain height per column. */
function carveCaves(seed: number, chunk: Chunk, cols: ColumnInfo[]): Int16Array {
  const top = new Int16Array(256),
    surface = new Int16Array(256);
  for (let c = 0; c < 256; c++) {
    const col = cols[c];
    // keep a lid under water and under trees, so oceans do not drain and trees do not float
    const wet = col.height < SEA_LEVEL + 2;
    const tree = treeAt(seed, chunk.cx * 16 + (c & 15), chunk.cz * 16 + (c >> 4), col);
    top[c] = wet ? col.height - 6 : tree ? col.height - 1 : col.height;
    surface[c] = col.height;
  }
  const b = chunk.blocks;
  const x0 = chunk.cx * 16,
    z0 = chunk.cz * 16;
  carveChunk(seed, chunk.cx, chunk.cz, top, surface, (lx, y, lz) => {
    const fluid = aquiferAt(seed, x0 + lx, y, z0 + lz);
    if (fluid === BARRIER) return;
    b[idx(lx, y, lz)] = fluid || (y >= surface[(lz << 4) | lx] - 1 ? B.air : B.cave_air);
  });
  return surface;
}
