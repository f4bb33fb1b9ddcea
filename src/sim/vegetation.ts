/**
 * Trees and plants. Each chunk's trees come from its biomes' tree placed
 * features (count per chunk, spread over the chunk, kept in the biome), as a
 * pure function of the seed and chunk so that a chunk can draw the leaves of
 * trees rooted in its neighbours; plants are decided inside the chunk after
 * caves, on the real surface block.
 */
import { B } from './data.js';
import { Chunk, chunkKey, idx, SEA_LEVEL } from './chunk.js';
import { BIO, BIOMES, columnInfo, type ColumnInfo } from './biomes.js';
import { BIOME_FEATURES, type TreeFeature, type TreeKind } from './biome-features.js';
import { hash4, hashFloat, Rng } from './rng.js';
import { ACACIA_LEAVES, ACACIA_LOG, disc, put } from './tree-blocks.js';
import { drawDarkOak, drawHugeMushroom, drawJungle, drawJungleBush, drawMegaJungle, drawSwampOak } from './trees-big.js';
import { biomePlant, chunkPatches, smallFlower } from './plants-biome.js';
import { inVillage } from './villages.js';

export type { TreeKind } from './biome-features.js';

const KINDS: TreeKind[] = [
  'oak',
  'birch',
  'spruce',
  'acacia',
  'jungle',
  'jungle_bush',
  'mega_jungle',
  'dark_oak',
  'swamp_oak',
  'huge_red_mushroom',
  'huge_brown_mushroom',
];
const LOG = { oak: B.oak_log, birch: B.birch_log, spruce: B.spruce_log, acacia: ACACIA_LOG };
const LEAVES = { oak: B.oak_leaves, birch: B.birch_leaves, spruce: B.spruce_leaves, acacia: ACACIA_LEAVES };
/** Farthest a tree reaches from its root column: a 2×2 trunk's crown 3 beyond its far side, and a vine hanging beside a leaf. */
const REACH = 5;
/** What a tree's root may stand on: the dirt tag (grass, dirt; mycelium under huge mushrooms, swamp oaks on the dirt under pools). */
const SOIL = new Set([B.grass_block, B.dirt, B.mycelium]);

export interface TreeSpot {
  x: number;
  z: number;
  /** The ground block's y; the trunk starts above it. */
  y: number;
  kind: TreeKind;
}
interface ChunkTrees {
  spots: TreeSpot[];
  /** Per column (lz << 4 | lx): 0, or the tree kind's index + 1. */
  at: Uint8Array;
}

const treeFeature = (biome: number): TreeFeature | null => BIOME_FEATURES[BIOMES[biome]].trees;

/**
 * Trees root on dry grass: vanilla's SurfaceWaterDepthFilter(0) and a sapling's need for dirt (bare stone tops the hills
 * above ~95); swamp oaks under up to 2 blocks of water (trees_swamp's SurfaceWaterDepthFilter(2)).
 */
const rootable = (col: ColumnInfo): boolean =>
  col.height >= (col.biome === BIO.swamp ? SEA_LEVEL - 2 : SEA_LEVEL) && !(col.biome === BIO.windswept_hills && col.height > 95);

/** countExtra: `count`, plus `extra` with probability `extraChance`. */
const rollCount = (f: TreeFeature, rng: Rng): number => f.count + (rng.chance(f.extraChance) ? f.extra : 0);

function rollKind(f: TreeFeature, r: number): TreeKind {
  for (const [kind, w] of f.kinds) {
    if (r < w) return kind;
    r -= w;
  }
  return f.kinds[f.kinds.length - 1][0];
}

const cache = new Map<number, Map<number, ChunkTrees>>();
/** Trees root no nearer a village than this: a crown reaches two blocks out. */
const VILLAGE_MARGIN = 2;

/** The trees rooted in chunk (cx, cz): every tree-bearing biome in it (sampled at quart centres, vanilla's biome resolution) runs its feature once. */
export function chunkTrees(seed: number, cx: number, cz: number): ChunkTrees {
  let bySeed = cache.get(seed);
  if (!bySeed) cache.set(seed, (bySeed = new Map()));
  const key = chunkKey(cx, cz);
  const hit = bySeed.get(key);
  if (hit) return hit;
  if (bySeed.size > 4096) bySeed.clear();
  const bx = cx * 16,
    bz = cz * 16;
  const tmp: ColumnInfo = { height: 0, biome: 0, mountain: 0 };
  let present = 0;
  for (let q = 0; q < 16; q++) present |= 1 << columnInfo(seed, bx + 2 + (q & 3) * 4, bz + 2 + (q >> 2) * 4, tmp).biome;
  const out: ChunkTrees = { spots: [], at: new Uint8Array(256) };
  for (let b = 0; b < BIOMES.length; b++) {
    const f = treeFeature(b);
    if (!(present & (1 << b)) || !f) continue;
    const rng = new Rng(hash4(seed ^ 0x7ee, cx, cz, b));
    const n = rollCount(f, rng);
    for (let i = 0; i < n; i++) {
      const lx = rng.int(0, 15),
        lz = rng.int(0, 15);
      const kind = rollKind(f, rng.next());
      const col = columnInfo(seed, bx + lx, bz + lz, tmp);
      const c = (lz << 4) | lx;
      // A village's streets and yards are built over the ground, trees and all.
      if (col.biome !== b || !rootable(col) || out.at[c] || inVillage(seed, bx + lx, bz + lz, VILLAGE_MARGIN)) continue;
      out.at[c] = KINDS.indexOf(kind) + 1;
      out.spots.push({ x: bx + lx, z: bz + lz, y: col.height, kind });
    }
  }
  bySeed.set(key, out);
  return out;
}

/** The tree rooted at column (x, z), if any. */
export function treeAt(seed: number, x: number, z: number, col: ColumnInfo): TreeKind | null {
  if (!treeFeature(col.biome)) return null;
  const k = chunkTrees(seed, x >> 4, z >> 4).at[((z & 15) << 4) | (x & 15)];
  return k ? KINDS[k - 1] : null;
}

/** Draw every tree whose canopy reaches into this chunk. */
export function placeTrees(seed: number, chunk: Chunk, _cols: ColumnInfo[]): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  for (let dcx = -1; dcx <= 1; dcx++) {
    for (let dcz = -1; dcz <= 1; dcz++) {
      for (const t of chunkTrees(seed, chunk.cx + dcx, chunk.cz + dcz).spots) {
        if (t.x < bx - REACH || t.x >= bx + 16 + REACH || t.z < bz - REACH || t.z >= bz + 16 + REACH) continue;
        const inside = dcx === 0 && dcz === 0;
        if (inside && !SOIL.has(chunk.get(t.x - bx, t.y, t.z - bz))) continue;
        drawTree(seed, chunk, t.kind, t.x, t.y + 1, t.z);
      }
    }
  }
}

function drawTree(seed: number, chunk: Chunk, kind: TreeKind, x: number, y: number, z: number): void {
  const h = hash4(seed ^ 0x7ef, x, z, 3);
  const rng = new Rng(h);
  if (kind === 'jungle') return drawJungle(chunk, rng, x, y, z);
  if (kind === 'jungle_bush') return drawJungleBush(chunk, x, y, z, seed);
  if (kind === 'mega_jungle') return drawMegaJungle(chunk, rng, x, y, z);
  if (kind === 'dark_oak') return drawDarkOak(chunk, rng, x, y, z);
  if (kind === 'swamp_oak') return drawSwampOak(chunk, rng, x, y, z);
  if (kind === 'huge_red_mushroom' || kind === 'huge_brown_mushroom') return drawHugeMushroom(chunk, rng, x, y, z, kind === 'huge_red_mushroom');
  if (kind === 'acacia') return drawAcacia(chunk, h, x, y, z);
  const log = LOG[kind],
    leaves = LEAVES[kind];
  const trunk = kind === 'spruce' ? 6 + (h % 4) : kind === 'birch' ? 5 + (h % 3) : 4 + (h % 3);
  const top = y + trunk;
  if (kind === 'spruce') {
    for (let ly = top - trunk + 2; ly <= top + 1; ly++) {
      const fromTop = top + 1 - ly;
      const r = ly > top - 1 ? (ly === top + 1 ? 0 : 1) : fromTop % 2 === 0 ? 1 : 2 + Math.min(1, fromTop >> 2);
      disc(chunk, x, ly, z, r, leaves, seed, false);
    }
  } else {
    for (let ly = top - 3; ly <= top; ly++) {
      const r = ly >= top - 1 ? 1 : 2;
      disc(chunk, x, ly, z, r, leaves, seed, ly === top || ly === top - 2);
    }
  }
  for (let ly = y; ly < top; ly++) put(chunk, x, ly, z, log, true);
}

/**
 * Vanilla's acacia: a ForkingTrunkPlacer(5, 2, 2) trunk (5 + 0..2 + 0..2 high) whose
 * last 1..3 logs lean one block sideways per block up, under a flat AcaciaFoliagePlacer
 * crown (radius 2, a radius 1 layer above).
 */
function drawAcacia(chunk: Chunk, h: number, x: number, y: number, z: number): void {
  const height = 5 + (h % 3) + ((h >>> 2) % 3);
  const bend = 1 + ((h >>> 4) % 2);
  const [dx, dz] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ][(h >>> 6) & 3];
  let tx = x,
    tz = z;
  for (let k = 0; k < height; k++) {
    if (k >= height - bend) {
      tx += dx;
      tz += dz;
    }
    put(chunk, tx, y + k, tz, LOG.acacia, true);
  }
  const top = y + height;
  disc(chunk, tx, top - 1, tz, 2, LEAVES.acacia, h, true);
  disc(chunk, tx, top, tz, 1, LEAVES.acacia, h, true);
}

/** Grass, flowers, ferns, cactus, dead bushes, sugar cane by water, pumpkin and melon patches, snow layers. */
export function placePlants(seed: number, chunk: Chunk, cols: ColumnInfo[]): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  // patches are rare: vanilla pumpkins are ~1 per 300 chunks in plains; we use more so they are findable
  const pumpkinPatch = hashFloat(seed ^ 0x9e, chunk.cx, chunk.cz, 5) < 1 / 24;
  const melonPatch = hashFloat(seed ^ 0x9e, chunk.cx, chunk.cz, 6) < 1 / 48;
  const patches = chunkPatches(seed, chunk.cx, chunk.cz);
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const col = cols[(lz << 4) | lx];
      const y = col.height;
      const ground = chunk.get(lx, y, lz);
      const x = bx + lx,
        z = bz + lz;
      const r = hashFloat(seed ^ 0x91a, x, z, 7);
      let flower = 0;
      if (biomePlant(chunk, lx, lz, col, r, patches) || chunk.get(lx, y + 1, lz) !== B.air) continue;
      if (col.biome === BIO.snowy_plains && ground === B.grass_block) {
        chunk.blocks[idx(lx, y + 1, lz)] = B.snow;
        continue;
      }
      if (ground === B.grass_block || ground === B.sand) {
        if (y === SEA_LEVEL && nextToWater(chunk, lx, y, lz) && r < 0.15) {
          const tall = 1 + (hash4(seed, x, z, 8) % 3);
          for (let k = 1; k <= tall; k++) chunk.blocks[idx(lx, y + k, lz)] = B.sugar_cane;
          continue;
        }
      }
      if (ground === B.sand && col.biome === BIO.desert) {
        if (r < 0.006 && lx > 0 && lx < 15 && lz > 0 && lz < 15) {
          const tall = 1 + (hash4(seed, x, z, 9) % 3);
          for (let k = 1; k <= tall; k++) chunk.blocks[idx(lx, y + k, lz)] = B.cactus;
        } else if (r < 0.012) chunk.blocks[idx(lx, y + 1, lz)] = B.dead_bush;
        continue;
      }
      if (ground !== B.grass_block) continue;
      const grassChance =
        col.biome === BIO.plains || col.biome === BIO.sunflower_plains || col.biome === BIO.savanna || col.biome === BIO.jungle
          ? 0.3
          : col.biome === BIO.windswept_hills
            ? 0.05
            : 0.12;
      if (pumpkinPatch && r < 0.03 && (col.biome === BIO.plains || col.biome === BIO.taiga)) chunk.blocks[idx(lx, y + 1, lz)] = B.pumpkin;
      else if (melonPatch && r < 0.03 && (col.biome === BIO.plains || col.biome === BIO.forest)) chunk.blocks[idx(lx, y + 1, lz)] = B.melon;
      else if (r < 0.02 && (flower = smallFlower(seed, col.biome, x, z))) chunk.blocks[idx(lx, y + 1, lz)] = flower;
      else if (r < grassChance) chunk.blocks[idx(lx, y + 1, lz)] = col.biome === BIO.taiga ? B.fern : B.short_grass;
      else if (col.biome === BIO.taiga && r < grassChance + 0.003) chunk.blocks[idx(lx, y + 1, lz)] = B.sweet_berry_bush;
    }
  }
}

function nextToWater(chunk: Chunk, lx: number, y: number, lz: number): boolean {
  return (
    (lx > 0 && chunk.get(lx - 1, y, lz) === B.water) ||
    (lx < 15 && chunk.get(lx + 1, y, lz) === B.water) ||
    (lz > 0 && chunk.get(lx, y, lz - 1) === B.water) ||
    (lz < 15 && chunk.get(lx, y, lz + 1) === B.water)
  );
}
