/**
 * The blocks trees are drawn with and the two ways a tree writes a cell: a
 * trunk (forced through leaves, plants and water) or leaves and decorations
 * (only into air and plants). Shared by vegetation.ts and trees-big.ts.
 */
import { B, blockFlags, blockId, F_AIR, F_WATER } from './data.js';
import { Chunk, idx } from './chunk.js';
import { hashFloat } from './rng.js';

export const JUNGLE_LOG = blockId('jungle_log'),
  JUNGLE_LEAVES = blockId('jungle_leaves'),
  DARK_OAK_LOG = blockId('dark_oak_log'),
  DARK_OAK_LEAVES = blockId('dark_oak_leaves'),
  ACACIA_LOG = blockId('acacia_log'),
  ACACIA_LEAVES = blockId('acacia_leaves'),
  VINE = blockId('vine'),
  COCOA = blockId('cocoa'),
  MUSHROOM_STEM = blockId('mushroom_stem'),
  RED_MUSHROOM_BLOCK = blockId('red_mushroom_block'),
  BROWN_MUSHROOM_BLOCK = blockId('brown_mushroom_block');

const LEAF_IDS = new Set([B.oak_leaves, B.birch_leaves, B.spruce_leaves, ACACIA_LEAVES, JUNGLE_LEAVES, DARK_OAK_LEAVES]);
const PLANTS = new Set([B.short_grass, B.tall_grass, B.fern, B.dandelion, B.poppy, B.snow, B.dead_bush, VINE]);
export const isPlant = (block: number): boolean => PLANTS.has(block);
export const isLeaves = (block: number): boolean => LEAF_IDS.has(block);

/** The block at world (x, y, z) if it lies in this chunk, else -1. */
export function blockIn(chunk: Chunk, x: number, y: number, z: number): number {
  const lx = x - chunk.cx * 16,
    lz = z - chunk.cz * 16;
  return lx < 0 || lx > 15 || lz < 0 || lz > 15 ? -1 : chunk.blocks[idx(lx, y, lz)];
}

/** Write a tree's block: `force` (trunks, stems) also overwrites leaves and water, as a trunk placer's `validTreePos` does. */
export function put(chunk: Chunk, x: number, y: number, z: number, block: number, force: boolean): void {
  const cur = blockIn(chunk, x, y, z);
  if (cur < 0) return;
  const free = (blockFlags[cur] & F_AIR) !== 0 || isPlant(cur) || (force && (LEAF_IDS.has(cur) || (blockFlags[cur] & F_WATER) !== 0));
  if (free) chunk.blocks[idx(x - chunk.cx * 16, y, z - chunk.cz * 16)] = block;
}

/** Only into air: cocoa and vines (`isAir` in CocoaDecorator, TrunkVineDecorator, LeaveVineDecorator). */
export function putInAir(chunk: Chunk, x: number, y: number, z: number, block: number): boolean {
  const cur = blockIn(chunk, x, y, z);
  if (cur < 0 || (blockFlags[cur] & F_AIR) === 0) return false;
  chunk.blocks[idx(x - chunk.cx * 16, y, z - chunk.cz * 16)] = block;
  return true;
}

/** A square of leaves with corners randomly trimmed, the vanilla blob-foliage look. */
export function disc(chunk: Chunk, x: number, y: number, z: number, r: number, leaves: number, seed: number, trim: boolean): void {
  for (let dx = -r; dx <= r; dx++) {
    for (let dz = -r; dz <= r; dz++) {
      const corner = Math.abs(dx) === r && Math.abs(dz) === r && r > 0;
      if (corner && (trim || hashFloat(seed, x + dx, y, z + dz) < 0.5)) continue;
      put(chunk, x + dx, y, z + dz, leaves, false);
    }
  }
}
