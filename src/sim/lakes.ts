/**
 * Lava lakes, as vanilla 1.20.4's LakeFeature with the lake_lava configured
 * feature (fluid lava, barrier stone) and its two placements
 * (https://minecraft.wiki/w/Lava_lake; MiscOverworldPlacements):
 *
 *   lake_lava_underground  once in 9 chunks, y uniform 0..319, then scanning down
 *                          up to 32 blocks for a block that is not air, kept only
 *                          5 or more blocks under the ocean-floor heightmap
 *   lake_lava_surface      once in 200 chunks, on the world-surface heightmap
 *
 * The shape: 4..7 ellipsoid blobs in a 16 x 8 x 16 box whose middle is the
 * placement y; the lower 4 layers are lava, the upper 4 cave air. The lake is
 * abandoned when its upper rim touches a liquid or its lower rim has an opening
 * that is not lava; then the rim is turned to stone (the lower half always, the
 * upper half at random). Vanilla puts the box's corner at the placement point,
 * so lakes straddle chunks; here the box is the chunk itself, keeping chunk
 * generation local.
 */
import { B, blockFlags, F_LAVA, F_SOLID, F_WATER } from './data.js';
import { Chunk, idx, MIN_Y, MAX_Y, SEA_LEVEL } from './chunk.js';
import { Rng, hash4 } from './rng.js';

/** Where a lake was put: its origin (the middle of its box). */
export interface LakeSpot {
  x: number;
  y: number;
  z: number;
}

/** Place this chunk's lava lakes; `ground[c]` is the terrain height of column c. Returns the lakes placed. */
export function placeLakes(seed: number, chunk: Chunk, ground: Int16Array): LakeSpot[] {
  const out: LakeSpot[] = [];
  const b = chunk.blocks;
  const under = new Rng(hash4(seed ^ 0x1a4e, chunk.cx, chunk.cz, 9));
  if (under.chance(1 / 9)) {
    const lx = under.int(0, 15),
      lz = under.int(0, 15);
    const y = scanDown(b, lx, under.int(0, MAX_Y), lz);
    if (y !== null && y <= ground[(lz << 4) | lx] - 5 && lake(b, under, y)) out.push(spot(chunk, y));
  }
  const surface = new Rng(hash4(seed ^ 0x1a4e, chunk.cx, chunk.cz, 200));
  if (surface.chance(1 / 200)) {
    const c = (surface.int(0, 15) << 4) | surface.int(0, 15);
    const y = Math.max(ground[c], SEA_LEVEL) + 1;
    if (lake(b, surface, y)) out.push(spot(chunk, y));
  }
  return out;
}

const spot = (chunk: Chunk, y: number): LakeSpot => ({ x: chunk.cx * 16 + 8, y, z: chunk.cz * 16 + 8 });

/** EnvironmentScanPlacement down, up to 32 steps, for a block that is not plain air with 5 blocks of world under it. */
function scanDown(b: Uint16Array, lx: number, y: number, lz: number): number | null {
  const hit = (h: number): boolean => h - 5 >= MIN_Y && b[idx(lx, h, lz)] !== B.air;
  for (let i = 0; i < 32; i++) {
    if (hit(y)) return y;
    if (--y < MIN_Y) return null;
  }
  return hit(y) ? y : null;
}

/** LakeFeature.place with the box in this chunk; false when the spot was unfit. */
function lake(b: Uint16Array, rng: Rng, originY: number): boolean {
  if (originY <= MIN_Y + 4 || originY + 3 > MAX_Y) return false;
  const y0 = originY - 4;
  const inLake = new Uint8Array(16 * 16 * 8);
  const at = (x: number, z: number, y: number): number => (x * 16 + z) * 8 + y;
  const blobs = rng.int(4, 7);
  for (let j = 0; j < blobs; j++) {
    const sx = rng.next() * 6 + 3,
      sy = rng.next() * 4 + 2,
      sz = rng.next() * 6 + 3;
    const cx = rng.next() * (16 - sx - 2) + 1 + sx / 2,
      cy = rng.next() * (8 - sy - 4) + 2 + sy / 2,
      cz = rng.next() * (16 - sz - 2) + 1 + sz / 2;
    for (let x = 1; x < 15; x++)
      for (let z = 1; z < 15; z++)
        for (let y = 1; y < 7; y++) {
          const dx = (x - cx) / (sx / 2),
            dy = (y - cy) / (sy / 2),
            dz = (z - cz) / (sz / 2);
          if (dx * dx + dy * dy + dz * dz < 1) inLake[at(x, z, y)] = 1;
        }
  }
  const rim = (x: number, z: number, y: number): boolean =>
    !inLake[at(x, z, y)] &&
    ((x < 15 && inLake[at(x + 1, z, y)] === 1) ||
      (x > 0 && inLake[at(x - 1, z, y)] === 1) ||
      (z < 15 && inLake[at(x, z + 1, y)] === 1) ||
      (z > 0 && inLake[at(x, z - 1, y)] === 1) ||
      (y < 7 && inLake[at(x, z, y + 1)] === 1) ||
      (y > 0 && inLake[at(x, z, y - 1)] === 1));
  for (let x = 0; x < 16; x++)
    for (let z = 0; z < 16; z++)
      for (let y = 0; y < 8; y++) {
        if (!rim(x, z, y)) continue;
        const f = blockFlags[b[idx(x, y0 + y, z)]];
        if (y >= 4 && f & (F_WATER | F_LAVA)) return false;
        if (y < 4 && !(f & F_SOLID) && !(f & F_LAVA)) return false;
      }
  for (let x = 0; x < 16; x++)
    for (let z = 0; z < 16; z++)
      for (let y = 0; y < 8; y++) {
        const i = idx(x, y0 + y, z);
        if (inLake[at(x, z, y)] && b[i] !== B.bedrock) b[i] = y >= 4 ? B.cave_air : B.lava;
      }
  for (let x = 0; x < 16; x++)
    for (let z = 0; z < 16; z++)
      for (let y = 0; y < 8; y++) {
        if (!rim(x, z, y) || (y >= 4 && rng.int(0, 1) === 0)) continue;
        const i = idx(x, y0 + y, z);
        if (blockFlags[b[i]] & F_SOLID && b[i] !== B.bedrock) b[i] = B.stone;
      }
  return true;
}
