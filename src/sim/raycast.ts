/**
 * Voxel ray casts against full-block collision (minecraft-data `boundingBox: 'block'`), the way vanilla's
 * `ClipContext.Block.COLLIDER` clips sight lines, arrows and explosion exposure rays: walk every cell the
 * segment passes through (Amanatides–Woo) and stop at the first solid one.
 */
import { isSolid } from './data.js';

export interface RayWorld {
  blockId(x: number, y: number, z: number): number;
}

/** Fraction 0..1 of the segment a→b travelled before entering a solid cell, or Infinity when it is clear. A start inside a solid cell counts as 0. */
export function clip(w: RayWorld, ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  let x = Math.floor(ax),
    y = Math.floor(ay),
    z = Math.floor(az);
  if (isSolid(w.blockId(x, y, z))) return 0;
  const ex = Math.floor(bx),
    ey = Math.floor(by),
    ez = Math.floor(bz);
  const dx = bx - ax,
    dy = by - ay,
    dz = bz - az;
  const sx = Math.sign(dx),
    sy = Math.sign(dy),
    sz = Math.sign(dz);
  const tdx = sx ? Math.abs(1 / dx) : Infinity,
    tdy = sy ? Math.abs(1 / dy) : Infinity,
    tdz = sz ? Math.abs(1 / dz) : Infinity;
  let tx = sx > 0 ? (x + 1 - ax) * tdx : sx < 0 ? (ax - x) * tdx : Infinity;
  let ty = sy > 0 ? (y + 1 - ay) * tdy : sy < 0 ? (ay - y) * tdy : Infinity;
  let tz = sz > 0 ? (z + 1 - az) * tdz : sz < 0 ? (az - z) * tdz : Infinity;
  for (let guard = 0; guard < 1024 && (x !== ex || y !== ey || z !== ez); guard++) {
    let t: number;
    if (tx <= ty && tx <= tz) {
      t = tx;
      x += sx;
      tx += tdx;
    } else if (ty <= tz) {
      t = ty;
      y += sy;
      ty += tdy;
    } else {
      t = tz;
      z += sz;
      tz += tdz;
    }
    if (t > 1) break;
    if (isSolid(w.blockId(x, y, z))) return t;
  }
  return Infinity;
}

/** Whether nothing solid lies between the two points (vanilla `hasLineOfSight` between eye positions). */
export const clearLine = (w: RayWorld, ax: number, ay: number, az: number, bx: number, by: number, bz: number): boolean =>
  clip(w, ax, ay, az, bx, by, bz) === Infinity;

/** Fraction 0..1 of the segment a→b before it enters the box, or Infinity when it misses (slab test). */
export function hitBox(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  min: [number, number, number],
  max: [number, number, number],
): number {
  let t0 = 0,
    t1 = 1;
  const a = [ax, ay, az],
    d = [bx - ax, by - ay, bz - az];
  for (let i = 0; i < 3; i++) {
    if (d[i] === 0) {
      if (a[i] < min[i] || a[i] > max[i]) return Infinity;
      continue;
    }
    let lo = (min[i] - a[i]) / d[i],
      hi = (max[i] - a[i]) / d[i];
    if (lo > hi) [lo, hi] = [hi, lo];
    t0 = Math.max(t0, lo);
    t1 = Math.min(t1, hi);
    if (t0 > t1) return Infinity;
  }
  return t0;
}
