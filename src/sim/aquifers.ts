/**
 * Aquifers: what fills a carved cave cell, after vanilla 1.18+'s
 * Aquifer.NoiseBasedAquifer (https://minecraft.wiki/w/Aquifer).
 *
 * Below y -54 every cave is lava (the global lava level). Above it the world is
 * cut into aquifer cells 16 x 12 x 16 with a jittered centre each; a carved cell
 * takes the fluid of the nearest centre: water or lava below that aquifer's
 * fluid level, air above it. An aquifer under the sea floor (surface + 8 below
 * sea level) is flooded to sea level; elsewhere the floodedness noise makes it
 * flooded to sea level (n > 0.8), filled to a random level (n > 0.4: a level in
 * a 40-block band, quantised by 3, never above the lowest surface nearby), or
 * dry. A level at or below y -10 is lava where the lava noise says so
 * (|n| > 0.3). Where two aquifers meet with one wet and one dry at this height,
 * or with water against lava, the cell stays rock: vanilla's barrier, simplified
 * to "keep stone where the two nearest centres are about as near".
 *
 * Noises are NormalNoise-like (two seeded-offset gradient noises, the second at
 * 1.0181 times the frequency, summed and scaled by 1/6 / 0.2) at vanilla's frequencies:
 * floodedness 2^-7 per block (y x0.67), spread 2^-5 per aquifer-grid unit, lava
 * 2^-1 per 64x40x64 unit.
 */
import { B } from './data.js';
import { SEA_LEVEL } from './chunk.js';
import { columnInfo } from './biomes.js';
import { noise3 } from './noise.js';
import { hash4 } from './rng.js';

/** Carved cells at or below this y are lava: vanilla fills caves below y -54 with it. */
export const LAVA_SEA_TOP = -55;
/** carve result: leave the rock standing (an aquifer barrier). */
export const BARRIER = -1;
const NO_FLUID = -10000;
/** Vanilla's SURFACE_SAMPLING_OFFSETS_IN_CHUNKS: where the surface is looked at around an aquifer. */
const SURFACE_OFFSETS = [
  [-2, -1],
  [-1, -1],
  [0, -1],
  [1, -1],
  [-3, 0],
  [-2, 0],
  [-1, 0],
  [0, 0],
  [1, 0],
  [-2, 1],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** A seeded lattice offset in [0, 256), as ImprovedNoise's xo/yo/zo: gradient noise is 0 on its lattice, where grid-unit samples land. */
const shift = (seed: number, axis: number): number => (hash4(seed, axis, 0x0ff5e7, 3) / 4294967296) * 256;
const gradient = (seed: number, x: number, y: number, z: number): number => noise3(seed, x + shift(seed, 0), y + shift(seed, 1), z + shift(seed, 2));
const normalNoise = (seed: number, x: number, y: number, z: number): number => {
  const f = 1.0181268882175227;
  return ((gradient(seed, x, y, z) + gradient(seed + 1, x * f, y * f, z * f)) * (1 / 6)) / 0.2;
};
const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

/** Aquifer statuses and surface heights by numeric key, for one seed at a time: pure functions of it, so a plain bounded cache. */
const statusCache = new Map<number, number>();
const surfaceCache = new Map<number, number>();
let cacheSeed = NaN;
const CACHE_MAX = 1 << 16;
function remember(m: Map<number, number>, k: number, v: number): number {
  if (m.size >= CACHE_MAX) m.clear();
  m.set(k, v);
  return v;
}
function useSeed(seed: number): void {
  if (seed === cacheSeed) return;
  cacheSeed = seed;
  statusCache.clear();
  surfaceCache.clear();
}
/** |a|, |c| < 2^20 and |b| < 2^10 packed into one exact double. */
const key3 = (a: number, b: number, c: number): number => ((a + 2 ** 20) * 2 ** 21 + (c + 2 ** 20)) * 2 ** 11 + (b + 2 ** 10);

/** Terrain height at a chunk's centre: the coarse "preliminary surface" vanilla's aquifers read. */
function surfaceAt(seed: number, qx: number, qz: number): number {
  const k = key3(qx, 0, qz);
  return surfaceCache.get(k) ?? remember(surfaceCache, k, columnInfo(seed, qx * 16 + 8, qz * 16 + 8).height);
}

/** Fluid level and kind of the aquifer at grid cell (gx, gy, gz), packed as level * 2 + (lava ? 1 : 0). */
function status(seed: number, gx: number, gy: number, gz: number): number {
  const k = key3(gx, gy, gz);
  const hit = statusCache.get(k);
  if (hit !== undefined) return hit;
  const h = hash4(seed ^ 0xa9f1, gx, gy, gz);
  // the centre: a random point in the first 10 x 9 x 10 of the cell (positionalRandomFactory.at(gx, gy, gz))
  return remember(statusCache, k, computeFluid(seed, gx * 16 + (h % 10), gy * 12 + ((h >>> 8) % 9), gz * 16 + ((h >>> 16) % 10)));
}

const pack = (level: number, lava: boolean): number => level * 2 + (lava ? 1 : 0);
/** The global fluid: lava below y -54, the sea (the simulated ocean fills up to SEA_LEVEL) above. */
const globalFluid = (y: number): number => (y < LAVA_SEA_TOP + 1 ? pack(LAVA_SEA_TOP + 1, true) : pack(SEA_LEVEL + 1, false));

/** Aquifer.NoiseBasedAquifer.computeFluid at an aquifer centre. */
function computeFluid(seed: number, x: number, y: number, z: number): number {
  const global = globalFluid(y);
  let minSurface = Infinity,
    nearSurface = false;
  for (const [ox, oz] of SURFACE_OFFSETS) {
    const s = surfaceAt(seed, (x >> 4) + ox, (z >> 4) + oz);
    const s8 = s + 8;
    const centre = ox === 0 && oz === 0;
    if (centre && y - 12 > s8) return global;
    const topAbove = y + 12 > s8;
    if ((topAbove || centre) && s8 <= SEA_LEVEL) {
      // under the sea: this aquifer is the sea's
      if (centre) nearSurface = true;
      if (topAbove) return global;
    }
    minSurface = Math.min(minSurface, s);
  }
  // computeSurfaceLevel: how flooded, from the floodedness noise, fuller near the sea floor
  // f: 1 at the sea floor (+8), 0 from 64 below it; Mth.map(f, 1, 0, -0.3, 0.8) and (.., -0.8, 0.4)
  const f = nearSurface ? clamp(1 - (minSurface + 8 - y) / 64, 0, 1) : 0;
  const n = clamp(normalNoise(seed + 31, x / 128, (y * 0.67) / 128, z / 128), -1, 1);
  let level: number;
  if (n > -0.3 + 1.1 * (1 - f)) level = global >> 1;
  else if (n > -0.8 + 1.2 * (1 - f)) level = randomLevel(seed, x, y, z, minSurface);
  else return pack(NO_FLUID, false);
  const globalLava = (global & 1) === 1;
  // computeFluidType: a low water aquifer is lava where the lava noise is strong
  if (level <= -10 && !globalLava && Math.abs(normalNoise(seed + 35, Math.floor(x / 64) / 2, Math.floor(y / 40) / 2, Math.floor(z / 64) / 2)) > 0.3)
    return pack(level, true);
  return pack(level, globalLava);
}

/** computeRandomizedFluidSurfaceLevel: the middle of this 40-high band, moved by up to ±10 in steps of 3. */
function randomLevel(seed: number, x: number, y: number, z: number, minSurface: number): number {
  const gy = Math.floor(y / 40);
  const n = normalNoise(seed + 33, Math.floor(x / 16) / 32, (gy * 0.7142857142857143) / 32, Math.floor(z / 16) / 32) * 10;
  return Math.min(minSurface, gy * 40 + 20 + Math.floor(n / 3) * 3);
}

/**
 * What a carved cell at (x, y, z) holds: B.lava or B.water, 0 for air, or
 * BARRIER where the rock stays between two aquifers.
 */
/** The 12 candidate centres of the last lookup: cells in a column share them, so they are hashed once per 12 blocks. */
const cand = {
  seed: NaN,
  gx: NaN,
  gy: NaN,
  gz: NaN,
  ax: new Int32Array(12),
  ay: new Int32Array(12),
  az: new Int32Array(12),
  px: new Int32Array(12),
  py: new Int32Array(12),
  pz: new Int32Array(12),
};

function candidates(seed: number, gx: number, gy: number, gz: number): void {
  if (cand.seed === seed && cand.gx === gx && cand.gy === gy && cand.gz === gz) return;
  cand.seed = seed;
  cand.gx = gx;
  cand.gy = gy;
  cand.gz = gz;
  let n = 0;
  for (let i = 0; i <= 1; i++)
    for (let j = -1; j <= 1; j++)
      for (let k = 0; k <= 1; k++, n++) {
        const ax = gx + i,
          ay = gy + j,
          az = gz + k;
        const h = hash4(seed ^ 0xa9f1, ax, ay, az);
        cand.ax[n] = ax;
        cand.ay[n] = ay;
        cand.az[n] = az;
        cand.px[n] = ax * 16 + (h % 10);
        cand.py[n] = ay * 12 + ((h >>> 8) % 9);
        cand.pz[n] = az * 16 + ((h >>> 16) % 10);
      }
}

/**
 * What a carved cell at (x, y, z) holds: B.lava or B.water, 0 for air, or
 * BARRIER where the rock stays between two aquifers.
 */
export function aquiferAt(seed: number, x: number, y: number, z: number): number {
  if (y <= LAVA_SEA_TOP) return B.lava;
  useSeed(seed);
  // NoiseBasedAquifer.computeSubstance: the aquifer centres around, x and z from 5 blocks back, y one up
  candidates(seed, Math.floor((x - 5) / 16), Math.floor((y + 1) / 12), Math.floor((z - 5) / 16));
  let d1 = Infinity,
    d2 = Infinity,
    n1 = 0,
    n2 = 0;
  for (let n = 0; n < 12; n++) {
    const dx = cand.px[n] - x,
      dy = cand.py[n] - y,
      dz = cand.pz[n] - z;
    const d = dx * dx + dy * dy + dz * dz;
    if (d < d1) {
      d2 = d1;
      n2 = n1;
      d1 = d;
      n1 = n;
    } else if (d < d2) {
      d2 = d;
      n2 = n;
    }
  }
  const f1 = fluidOf(status(seed, cand.ax[n1], cand.ay[n1], cand.az[n1]), y);
  // Aquifer.similarity: 1 - |d2 - d1| / 25 > 0 means the cell sits on the border of the two
  if (d2 - d1 < 25 && fluidOf(status(seed, cand.ax[n2], cand.ay[n2], cand.az[n2]), y) !== f1) return BARRIER;
  return f1;
}

const fluidOf = (s: number, y: number): number => (y < s >> 1 ? (s & 1 ? B.lava : B.water) : 0);
