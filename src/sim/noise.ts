/** Seeded gradient noise (Perlin-style, hashed lattice gradients) in 2D and 3D, plus fractal sums. */
import { hash4 } from './rng.js';

const fade = (t: number): number => t * t * t * (t * (t * 6 - 15) + 10);
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

function grad2(seed: number, ix: number, iz: number, dx: number, dz: number): number {
  const h = hash4(seed, ix, iz, 0x51ed) & 7;
  const u = h < 4 ? dx : dz;
  const v = h < 4 ? dz : dx;
  return (h & 1 ? -u : u) + (h & 2 ? -2 * v : 2 * v) * 0.5;
}

/** 2D gradient noise, roughly in [-1, 1]. */
export function noise2(seed: number, x: number, z: number): number {
  const ix = Math.floor(x),
    iz = Math.floor(z);
  const fx = x - ix,
    fz = z - iz;
  const u = fade(fx),
    v = fade(fz);
  const a = grad2(seed, ix, iz, fx, fz),
    b = grad2(seed, ix + 1, iz, fx - 1, fz);
  const c = grad2(seed, ix, iz + 1, fx, fz - 1),
    d = grad2(seed, ix + 1, iz + 1, fx - 1, fz - 1);
  return lerp(lerp(a, b, u), lerp(c, d, u), v) * 1.1;
}

function grad3(seed: number, ix: number, iy: number, iz: number, dx: number, dy: number, dz: number): number {
  const h = hash4(seed, ix, iy, iz) % 12;
  // the 12 cube-edge gradients of improved Perlin noise
  switch (h) {
    case 0:
      return dx + dy;
    case 1:
      return -dx + dy;
    case 2:
      return dx - dy;
    case 3:
      return -dx - dy;
    case 4:
      return dx + dz;
    case 5:
      return -dx + dz;
    case 6:
      return dx - dz;
    case 7:
      return -dx - dz;
    case 8:
      return dy + dz;
    case 9:
      return -dy + dz;
    case 10:
      return dy - dz;
    default:
      return -dy - dz;
  }
}

/** 3D gradient noise, roughly in [-1, 1]. */
export function noise3(seed: number, x: number, y: number, z: number): number {
  const ix = Math.floor(x),
    iy = Math.floor(y),
    iz = Math.floor(z);
  const fx = x - ix,
    fy = y - iy,
    fz = z - iz;
  const u = fade(fx),
    v = fade(fy),
    w = fade(fz);
  const x0 = lerp(grad3(seed, ix, iy, iz, fx, fy, fz), grad3(seed, ix + 1, iy, iz, fx - 1, fy, fz), u);
  const x1 = lerp(grad3(seed, ix, iy + 1, iz, fx, fy - 1, fz), grad3(seed, ix + 1, iy + 1, iz, fx - 1, fy - 1, fz), u);
  const x2 = lerp(grad3(seed, ix, iy, iz + 1, fx, fy, fz - 1), grad3(seed, ix + 1, iy, iz + 1, fx - 1, fy, fz - 1), u);
  const x3 = lerp(grad3(seed, ix, iy + 1, iz + 1, fx, fy - 1, fz - 1), grad3(seed, ix + 1, iy + 1, iz + 1, fx - 1, fy - 1, fz - 1), u);
  return lerp(lerp(x0, x1, v), lerp(x2, x3, v), w);
}

/**
 * Each octave's lattice is shifted by a seeded offset in [0, 256), as vanilla's
 * ImprovedNoise does (`xo = random.nextDouble() * 256.0`, same for zo). Without it
 * gradient noise is 0 at the origin for every seed, so every world would have
 * the same climate at (0, 0) (there: a river by a forest).
 */
const offsetCache = new Map<number, Float64Array>();
function octaveOffsets(seed: number): Float64Array {
  let o = offsetCache.get(seed);
  if (!o) {
    o = new Float64Array(16);
    for (let i = 0; i < 16; i++) o[i] = (hash4(seed, i >> 1, i & 1, 0x0ff5e7) / 4294967296) * 256;
    offsetCache.set(seed, o);
  }
  return o;
}

/** Fractal 2D noise: `octaves` layers (at most 8), each double the frequency and half the amplitude. */
export function fbm2(seed: number, x: number, z: number, octaves: number): number {
  const off = octaveOffsets(seed);
  let sum = 0,
    amp = 1,
    norm = 0,
    f = 1;
  for (let o = 0; o < octaves; o++) {
    sum += noise2(seed + o * 7919, x * f + off[o * 2], z * f + off[o * 2 + 1]) * amp;
    norm += amp;
    amp *= 0.5;
    f *= 2;
  }
  return sum / norm;
}
