/**
 * The trees of the jungle, dark forest, swamp and mushroom fields, as vanilla
 * 1.20.4's TreeFeatures configures them, with their decorators (CocoaDecorator,
 * TrunkVineDecorator, LeaveVineDecorator). Each draws only the cells inside the
 * chunk it is given, from a generator seeded by the tree's own position, so every
 * chunk a canopy reaches draws the same tree.
 */
import { B } from './data.js';
import { Chunk } from './chunk.js';
import { Rng } from './rng.js';
import * as T from './tree-blocks.js';

/** Positions of the tree being drawn (x, y, z flattened), reused from tree to tree: the decorators read them. */
const logs: number[] = [];
const leafCells: number[] = [];

const SIDES: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** jungle_tree: StraightTrunkPlacer(4, 8, 0), BlobFoliagePlacer(2, 0, 3) in jungle leaves; CocoaDecorator(0.2), TrunkVine, LeaveVine(0.25). */
export function drawJungle(chunk: Chunk, rng: Rng, x: number, y: number, z: number): void {
  const top = y + 4 + rng.int(0, 8);
  leafCells.length = logs.length = 0;
  blob(chunk, rng, x, top, z, 2, T.JUNGLE_LEAVES);
  trunk(chunk, x, y, z, top, 1, T.JUNGLE_LOG);
  decorate(chunk, rng, 0.2);
}

/** jungle_bush: one jungle log under BushFoliagePlacer(2, 1, 2) oak leaves. */
export function drawJungleBush(chunk: Chunk, x: number, y: number, z: number, seed: number): void {
  T.disc(chunk, x, y, z, 2, B.oak_leaves, seed, false);
  T.disc(chunk, x, y + 1, z, 1, B.oak_leaves, seed, false);
  T.put(chunk, x, y, z, T.JUNGLE_LOG, true);
}

/** mega_jungle_tree: MegaJungleTrunkPlacer(10, 2, 19), a 2×2 trunk, MegaJungleFoliagePlacer(2, 0, 2); TrunkVine, LeaveVine(0.25). */
export function drawMegaJungle(chunk: Chunk, rng: Rng, x: number, y: number, z: number): void {
  const top = y + 10 + rng.int(0, 2) + rng.int(0, 19);
  leafCells.length = logs.length = 0;
  crown(chunk, x, top - 1, z, 3, T.JUNGLE_LEAVES);
  crown(chunk, x, top, z, 2, T.JUNGLE_LEAVES);
  trunk(chunk, x, y, z, top - 1, 2, T.JUNGLE_LOG);
  decorate(chunk, rng, 0);
}

/** dark_oak: DarkOakTrunkPlacer(6, 2, 1), a 2×2 trunk, DarkOakFoliagePlacer: a flat crown 3 wide around it, two smaller layers above. */
export function drawDarkOak(chunk: Chunk, rng: Rng, x: number, y: number, z: number): void {
  const top = y + 6 + rng.int(0, 2) + rng.int(0, 1);
  leafCells.length = logs.length = 0;
  crown(chunk, x, top - 1, z, 3, T.DARK_OAK_LEAVES);
  crown(chunk, x, top, z, 2, T.DARK_OAK_LEAVES);
  crown(chunk, x, top + 1, z, 1, T.DARK_OAK_LEAVES);
  trunk(chunk, x, y, z, top, 2, T.DARK_OAK_LOG);
}

/** swamp_oak: StraightTrunkPlacer(5, 3, 0), BlobFoliagePlacer(3, 0, 3) oak leaves; LeaveVineDecorator(0.25). */
export function drawSwampOak(chunk: Chunk, rng: Rng, x: number, y: number, z: number): void {
  const top = y + 5 + rng.int(0, 3);
  leafCells.length = logs.length = 0;
  blob(chunk, rng, x, top, z, 3, B.oak_leaves);
  trunk(chunk, x, y, z, top, 1, B.oak_log);
  logs.length = 0;
  decorate(chunk, rng, 0);
}

/**
 * HugeRedMushroomFeature / HugeBrownMushroomFeature (foliage radius 2 / 3): a stem 4–6 high (doubled one time in 12),
 * the red cap a dome hanging 3 blocks down its sides, the brown cap a flat 7×7 without corners.
 */
export function drawHugeMushroom(chunk: Chunk, rng: Rng, x: number, y: number, z: number, red: boolean): void {
  let height = rng.int(4, 6);
  if (rng.int(0, 11) === 0) height *= 2;
  const top = y + height;
  const cap = red ? T.RED_MUSHROOM_BLOCK : T.BROWN_MUSHROOM_BLOCK;
  if (red) {
    for (let ly = top - 3; ly <= top; ly++) {
      const r = ly < top ? 2 : 1;
      for (let dx = -r; dx <= r; dx++) {
        for (let dz = -r; dz <= r; dz++) {
          const edge = Math.abs(dx) === r || Math.abs(dz) === r;
          if ((ly < top && !edge) || (Math.abs(dx) === r && Math.abs(dz) === r && ly < top)) continue;
          T.put(chunk, x + dx, ly, z + dz, cap, false);
        }
      }
    }
  } else {
    for (let dx = -3; dx <= 3; dx++) for (let dz = -3; dz <= 3; dz++) if (Math.abs(dx) + Math.abs(dz) < 6) T.put(chunk, x + dx, top, z + dz, cap, false);
  }
  for (let ly = y; ly < top; ly++) T.put(chunk, x, ly, z, T.MUSHROOM_STEM, true);
}

/** Logs of a 1×1 or 2×2 trunk from y up to (not including) top, noted for the decorators. */
function trunk(chunk: Chunk, x: number, y: number, z: number, top: number, width: number, log: number): void {
  for (let ly = y; ly < top; ly++) {
    for (let dx = 0; dx < width; dx++) {
      for (let dz = 0; dz < width; dz++) {
        T.put(chunk, x + dx, ly, z + dz, log, true);
        logs.push(x + dx, ly, z + dz);
      }
    }
  }
}

/** A blob crown (BlobFoliagePlacer): radius r for the two lower layers, r - 1 for the top two, corners trimmed at random. */
function blob(chunk: Chunk, rng: Rng, x: number, top: number, z: number, r: number, leaves: number): void {
  for (let ly = top - 3; ly <= top; ly++) {
    const lr = ly >= top - 1 ? r - 1 : r;
    for (let dx = -lr; dx <= lr; dx++) {
      for (let dz = -lr; dz <= lr; dz++) {
        if (Math.abs(dx) === lr && Math.abs(dz) === lr && lr > 0 && (ly === top || rng.chance(0.5))) continue;
        T.put(chunk, x + dx, ly, z + dz, leaves, false);
        leafCells.push(x + dx, ly, z + dz);
      }
    }
  }
}

/** A round layer of leaves around a 2×2 trunk's top (x..x+1, z..z+1). */
function crown(chunk: Chunk, x: number, y: number, z: number, r: number, leaves: number): void {
  for (let dx = -r; dx <= r + 1; dx++) {
    for (let dz = -r; dz <= r + 1; dz++) {
      const ex = dx < 0 ? -dx : dx - 1,
        ez = dz < 0 ? -dz : dz - 1;
      if (ex * ex + ez * ez > r * r + 1) continue;
      T.put(chunk, x + dx, y, z + dz, leaves, false);
      leafCells.push(x + dx, y, z + dz);
    }
  }
}

/**
 * CocoaDecorator(p): with chance p, each side of the lowest three logs bears a pod (1 in 4) where the cell is air.
 * TrunkVineDecorator: each side of each log a vine, 2 in 3, into air. LeaveVineDecorator(0.25): each side of each
 * leaf 1 in 4, a vine hanging down to 4 blocks while the cells are air.
 */
function decorate(chunk: Chunk, rng: Rng, cocoa: number): void {
  const y0 = logs.length ? logs[1] : 0;
  if (cocoa > 0 && rng.chance(cocoa)) {
    for (let i = 0; i < logs.length && logs[i + 1] - y0 <= 2; i += 3)
      for (const [dx, dz] of SIDES) if (rng.chance(0.25)) T.putInAir(chunk, logs[i] + dx, logs[i + 1], logs[i + 2] + dz, T.COCOA);
  }
  for (let i = 0; i < logs.length; i += 3)
    for (const [dx, dz] of SIDES) if (rng.int(0, 2) > 0) T.putInAir(chunk, logs[i] + dx, logs[i + 1], logs[i + 2] + dz, T.VINE);
  for (let i = 0; i < leafCells.length; i += 3) {
    for (const [dx, dz] of SIDES) {
      if (!rng.chance(0.25)) continue;
      for (let k = 0; k < 4 && T.putInAir(chunk, leafCells[i] + dx, leafCells[i + 1] - k, leafCells[i + 2] + dz, T.VINE); k++);
    }
  }
}
