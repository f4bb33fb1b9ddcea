/**
 * Noise caves in the 1.18 style: "cheese" caverns and "spaghetti" tunnels from 3D
 * noise sampled on a coarse 4x8x4 grid and interpolated (as vanilla does), plus
 * ravines (canyon carvers) strung along random lines. Spaghetti tunnels may break
 * through the surface; caverns stay 10 blocks down. What fills a carved cell
 * (air, water, lava, or rock left as an aquifer barrier) is the caller's: see
 * aquifers.ts.
 */
import { noise3 } from './noise.js';
import { hash4, Rng } from './rng.js';
import { MIN_Y, HEIGHT } from './chunk.js';

const CELL_XZ = 4,
  CELL_Y = 8;
const NX = 16 / CELL_XZ + 1,
  NY = HEIGHT / CELL_Y + 1;

/**
 * Carve one chunk. `top[c]` is the highest y that may be carved in column c and
 * `surface[c]` its terrain height; `put(lx, y, lz)` is called for each carved block.
 */
export function carveChunk(seed: number, cx: number, cz: number, top: Int16Array, surface: Int16Array, put: (lx: number, y: number, lz: number) => void): void {
  const cheese = new Float32Array(NX * NX * NY);
  const spagA = new Float32Array(NX * NX * NY);
  const spagB = new Float32Array(NX * NX * NY);
  for (let i = 0; i < NX; i++) {
    for (let k = 0; k < NX; k++) {
      const x = cx * 16 + i * CELL_XZ,
        z = cz * 16 + k * CELL_XZ;
      for (let j = 0; j < NY; j++) {
        const y = MIN_Y + j * CELL_Y;
        const n = (i * NX + k) * NY + j;
        cheese[n] = noise3(seed + 11, x / 90, y / 45, z / 90) + 0.35 * noise3(seed + 12, x / 28, y / 18, z / 28);
        spagA[n] = noise3(seed + 13, x / 56, y / 36, z / 56);
        spagB[n] = noise3(seed + 14, x / 56, y / 36, z / 56);
      }
    }
  }
  const ravines = ravinesNear(seed, cx, cz);
  const colC = new Float32Array(NY),
    colA = new Float32Array(NY),
    colB = new Float32Array(NY);
  for (let lz = 0; lz < 16; lz++) {
    for (let lx = 0; lx < 16; lx++) {
      const c = (lz << 4) | lx;
      const maxY = top[c],
        h = surface[c];
      if (maxY < MIN_Y + 5) continue;
      const fx = lx / CELL_XZ,
        fz = lz / CELL_XZ;
      const i = fx | 0,
        k = fz | 0,
        tx = fx - i,
        tz = fz - k;
      const jMax = Math.min(NY - 1, ((maxY - MIN_Y) >> 3) + 1);
      for (let j = 0; j <= jMax; j++) {
        colC[j] = bilerp(cheese, i, j, k, tx, tz);
        colA[j] = bilerp(spagA, i, j, k, tx, tz);
        colB[j] = bilerp(spagB, i, j, k, tx, tz);
      }
      for (let y = MIN_Y + 5; y <= maxY; y++) {
        const fy = (y - MIN_Y) / CELL_Y;
        const j = fy | 0,
          ty = fy - j;
        const depth = h - y;
        if (depth >= 10) {
          const v = colC[j] + (colC[j + 1] - colC[j]) * ty;
          // caverns get likelier with depth, as big vanilla caves sit low
          const threshold = 0.5 - Math.min(0.12, Math.max(0, -y) / 600);
          if (v > threshold) {
            put(lx, y, lz);
            continue;
          }
        }
        const a = colA[j] + (colA[j + 1] - colA[j]) * ty,
          b = colB[j] + (colB[j + 1] - colB[j]) * ty;
        if (a * a + b * b < (depth < 4 ? 0.0018 : 0.0032)) {
          put(lx, y, lz);
          continue;
        }
        for (let r = 0; r < ravines.length; r++)
          if (ravines[r](lx + cx * 16, y, lz + cz * 16)) {
            put(lx, y, lz);
            break;
          }
      }
    }
  }
}

function bilerp(g: Float32Array, i: number, j: number, k: number, tx: number, tz: number): number {
  const a = g[(i * NX + k) * NY + j],
    b = g[((i + 1) * NX + k) * NY + j];
  const c = g[(i * NX + k + 1) * NY + j],
    d = g[((i + 1) * NX + k + 1) * NY + j];
  const ab = a + (b - a) * tx,
    cd = c + (d - c) * tx;
  return ab + (cd - ab) * tz;
}

/** Ravines: one chance in 12 per 64x64 region, 40..110 blocks long, y 10..67 as vanilla's canyon carver. */
function ravinesNear(seed: number, cx: number, cz: number): ((x: number, y: number, z: number) => boolean)[] {
  const out: ((x: number, y: number, z: number) => boolean)[] = [];
  const rx0 = Math.floor((cx * 16 - 120) / 64),
    rx1 = Math.floor((cx * 16 + 136) / 64);
  const rz0 = Math.floor((cz * 16 - 120) / 64),
    rz1 = Math.floor((cz * 16 + 136) / 64);
  for (let rx = rx0; rx <= rx1; rx++) {
    for (let rz = rz0; rz <= rz1; rz++) {
      const rng = new Rng(hash4(seed ^ 0xca7, rx, rz, 77));
      if (!rng.chance(1 / 12)) continue;
      const x0 = rx * 64 + rng.next() * 64,
        z0 = rz * 64 + rng.next() * 64;
      const y0 = 10 + rng.next() * 57;
      const ang = rng.next() * Math.PI * 2;
      const len = 40 + rng.next() * 70;
      const maxW = 1.5 + rng.next() * 2;
      const dx = Math.cos(ang),
        dz = Math.sin(ang);
      const minX = Math.min(x0, x0 + dx * len) - 5,
        maxX = Math.max(x0, x0 + dx * len) + 5;
      const minZ = Math.min(z0, z0 + dz * len) - 5,
        maxZ = Math.max(z0, z0 + dz * len) + 5;
      if (maxX < cx * 16 || minX > cx * 16 + 16 || maxZ < cz * 16 || minZ > cz * 16 + 16) continue;
      out.push((x, y, z) => {
        const px = x - x0,
          pz = z - z0;
        const along = px * dx + pz * dz;
        if (along < 0 || along > len) return false;
        const across = Math.abs(-px * dz + pz * dx);
        const w = maxW * Math.sin((Math.PI * along) / len) + 0.5;
        if (across > w) return false;
        const wobble = Math.sin(along / 7) * 3;
        const half = w * 6;
        return Math.abs(y - (y0 + wobble)) < half * Math.sqrt(1 - (across / w) ** 2);
      });
    }
  }
  return out;
}
