/**
 * Trees and plants. Trees are decided per column by a pure hash so a chunk can
 * draw the leaves of trees rooted in its neighbours; plants are decided inside
 * the chunk after caves, on the real surface block.
 */
import { B, blockFlags, F_AIR } from './data.js';
import { Chunk, idx, SEA_LEVEL } from './chunk.js';
import { BIO, columnInfo, type ColumnInfo } from './biomes.js';
import { hash4, hashFloat } from './rng.js';

/** Trees per column by biome (forests ~9 per chunk, plains ~1 in 3 chunks, as vanilla's tree placement counts). */
const TREE_DENSITY: Record<number, number> = {
  [BIO.forest]: 0.035,
  [BIO.birch_forest]: 0.035,
  [BIO.taiga]: 0.03,
  [BIO.plains]: 0.0015,
  [BIO.snowy_plains]: 0.003,
  [BIO.windswept_hills]: 0.008,
};

export type TreeKind = 'oak' | 'birch' | 'spruce';

export function treeAt(seed: number, x: number, z: number, col: ColumnInfo): TreeKind | null {
  const d = TREE_DENSITY[col.biome];
  if (!d || col.height < SEA_LEVEL || (col.biome === BIO.windswept_hills && col.height > 140)) return null;
  if (hashFloat(seed ^ 0x7ee, x, z, 1) >= d) return null;
  if (col.biome === BIO.birch_forest) return 'birch';
  if (col.biome === BIO.forest) return hashFloat(seed ^ 0x7ee, x, z, 2) < 0.2 ? 'birch' : 'oak';
  if (col.biome === BIO.plains) return 'oak';
  return 'spruce';
}

/** Draw every tree whose canopy reaches into this chunk. */
export function placeTrees(seed: number, chunk: Chunk, cols: ColumnInfo[]): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  const tmp: ColumnInfo = { height: 0, biome: 0, mountain: 0 };
  for (let x = bx - 3; x < bx + 19; x++) {
    for (let z = bz - 3; z < bz + 19; z++) {
      const inside = x >= bx && x < bx + 16 && z >= bz && z < bz + 16;
      const col = inside ? cols[((z - bz) << 4) | (x - bx)] : columnInfo(seed, x, z, tmp);
      const kind = treeAt(seed, x, z, col);
      if (!kind) continue;
      if (inside && chunk.get(x - bx, col.height, z - bz) !== B.grass_block) continue;
      drawTree(seed, chunk, kind, x, col.height + 1, z);
    }
  }
}

function drawTree(seed: number, chunk: Chunk, kind: TreeKind, x: number, y: number, z: number): void {
  const h = hash4(seed ^ 0x7ef, x, z, 3);
  const log = kind === 'oak' ? B.oak_log : kind === 'birch' ? B.birch_log : B.spruce_log;
  const leaves = kind === 'oak' ? B.oak_leaves : kind === 'birch' ? B.birch_leaves : B.spruce_leaves;
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

/** A square of leaves with corners randomly trimmed, the vanilla blob-foliage look. */
function disc(chunk: Chunk, x: number, y: number, z: number, r: number, leaves: number, seed: number, trim: boolean): void {
  for (let dx = -r; dx <= r; dx++) {
    for (let dz = -r; dz <= r; dz++) {
      const corner = Math.abs(dx) === r && Math.abs(dz) === r && r > 0;
      if (corner && (trim || hashFloat(seed, x + dx, y, z + dz) < 0.5)) continue;
      put(chunk, x + dx, y, z + dz, leaves, false);
    }
  }
}

function put(chunk: Chunk, x: number, y: number, z: number, id: number, force: boolean): void {
  const lx = x - chunk.cx * 16,
    lz = z - chunk.cz * 16;
  if (lx < 0 || lx > 15 || lz < 0 || lz > 15) return;
  const i = idx(lx, y, lz);
  const cur = chunk.blocks[i];
  if (
    force
      ? cur === B.oak_leaves || cur === B.birch_leaves || cur === B.spruce_leaves || (blockFlags[cur] & F_AIR) !== 0 || isPlant(cur)
      : (blockFlags[cur] & F_AIR) !== 0 || isPlant(cur)
  ) {
    chunk.blocks[i] = id;
  }
}

const isPlant = (id: number): boolean => id === B.short_grass || id === B.fern || id === B.dandelion || id === B.poppy || id === B.snow || id === B.dead_bush;

const FLOWERS = [B.dandelion, B.poppy, B.oxeye_daisy, B.azure_bluet, B.cornflower];

/** Grass, flowers, ferns, cactus, dead bushes, sugar cane by water, pumpkin and melon patches, snow layers. */
export function placePlants(seed: number, chunk: Chunk, cols: ColumnInfo[]): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  // patches are rare: vanilla pumpkins are ~1 per 300 chunks in plains; we use more so they are findable
  const pumpkinPatch = hashFloat(seed ^ 0x9e, chunk.cx, chunk.cz, 5) < 1 / 24;
  const melonPatch = hashFloat(seed ^ 0x9e, chunk.cx, chunk.cz, 6) < 1 / 48;
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const col = cols[(lz << 4) | lx];
      const y = col.height;
      const ground = chunk.get(lx, y, lz);
      if (chunk.get(lx, y + 1, lz) !== B.air) continue;
      const x = bx + lx,
        z = bz + lz;
      const r = hashFloat(seed ^ 0x91a, x, z, 7);
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
      const grassChance = col.biome === BIO.plains ? 0.3 : col.biome === BIO.windswept_hills ? 0.05 : 0.12;
      if (pumpkinPatch && r < 0.03 && (col.biome === BIO.plains || col.biome === BIO.taiga)) chunk.blocks[idx(lx, y + 1, lz)] = B.pumpkin;
      else if (melonPatch && r < 0.03 && (col.biome === BIO.plains || col.biome === BIO.forest)) chunk.blocks[idx(lx, y + 1, lz)] = B.melon;
      else if (r < 0.02) chunk.blocks[idx(lx, y + 1, lz)] = FLOWERS[hash4(seed, x, z, 10) % FLOWERS.length];
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
