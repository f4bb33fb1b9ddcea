/**
 * Light levels by the vanilla 1.20.4 light engine's rules, computed only at the cells asked about.
 *
 * - Block light: an emitter (minecraft-data `emitLight`: torch 14, lava 15, glowstone 15, lantern 15…;
 *   a lit furnace 13, which minecraft-data leaves at 0 because it depends on the `lit` state) has its level
 *   in its own cell, and light loses max(1, filterLight) for every cell it enters; opaque cells
 *   (filterLight 15) stop it.
 * - Sky light: 15 in a cell with nothing but clear (filterLight 0) blocks above it (vanilla keeps sky light
 *   15 straight down through clear blocks), spreading from there by the same rule into overhangs and caves.
 *
 * A query is a breadth-first search of at most 14 steps outward from the cell (minecraft-data's filterLight
 * is only ever 0, 1 or 15, so every open step costs exactly 1): the level there is the best source level minus
 * the steps to it. Unloaded chunks count as opaque (no light data, as in vanilla). Results are cached per
 * cell and dropped when any block changes in the chunks around the cell.
 */
import { BLOCK_COUNT, B, mcData } from './data.js';
import { type Chunk, MIN_Y, MAX_Y, SECTIONS } from './chunk.js';

export interface LightWorld {
  loadedChunk(cx: number, cz: number): Chunk | undefined;
  timeOfDay(): number;
  /** Whether the furnace at this cell is burning (vanilla: `lit` furnaces emit 13). */
  furnaceLit?(x: number, y: number, z: number): boolean;
}

export const MAX_LIGHT = 15;
/** Vanilla `AbstractFurnaceBlock`: light 13 when lit. */
const FURNACE_LIT_LIGHT = 13;
/** Clear blocks stacked on the top of a column (grass, flowers, torches, snow layers) still let the full sky through. */
const CLEAR_TOP = 2;

/** minecraft-data 1.20.4 `emitLight` and `filterLight` per block id. */
const EMIT = new Uint8Array(BLOCK_COUNT);
const FILTER = new Uint8Array(BLOCK_COUNT);
for (const b of mcData.blocksArray) {
  EMIT[b.id] = b.emitLight;
  FILTER[b.id] = b.filterLight;
}
export const emitLight = (id: number): number => EMIT[id];
export const filterLight = (id: number): number => FILTER[id];
const OPAQUE = 15;

/**
 * Vanilla `Level.updateSkyBrightness` without rain: skyDarken = (1 − d)·11 with
 * d = 0.5 + 2·clamp(cos(2π·celestialAngle), −0.25, 0.25), and the celestial angle from
 * `DimensionType.timeOfDay`. 0 at noon, 11 at midnight.
 */
export function skyDarken(timeOfDay: number): number {
  const f = (((timeOfDay / 24000 - 0.25) % 1) + 1) % 1;
  const angle = (f * 2 + (0.5 - Math.cos(f * Math.PI) / 2)) / 3;
  const d = 0.5 + 2 * Math.min(0.25, Math.max(-0.25, Math.cos(angle * Math.PI * 2)));
  return Math.floor((1 - d) * 11);
}

const R = 15;
const SIDE = 2 * R + 1;
const NEIGHBOURS = [1, 0, 0, -1, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 1, 0, 0, -1];
const cellKey = (x: number, y: number, z: number): number => ((x + 0x100000) * 0x200000 + (z + 0x100000)) * 512 + (y - MIN_Y);
const CACHE_LIMIT = 50_000;

export class Light {
  private readonly seen = new Int32Array(SIDE * SIDE * SIDE);
  private readonly queue = new Int32Array(SIDE * SIDE * SIDE * 3);
  private stamp = 0;
  /** 3×3 chunks around the query cell. */
  private readonly near: (Chunk | undefined)[] = new Array(9);
  private ncx = 0;
  private ncz = 0;
  private readonly cache = new Map<number, number>();
  /** Per chunk: section id-set sizes last seen and whether the section may hold an emitter. */
  private readonly emitters = new WeakMap<Chunk, Int32Array>();
  /** Per chunk: [sum of its section write counters, lowest column top]. */
  private readonly tops = new WeakMap<Chunk, [number, number]>();

  constructor(private readonly world: LightWorld) {}

  /** Block light at a cell, 0..15. */
  blockLight(x: number, y: number, z: number): number {
    return this.cached(x, y, z) & 15;
  }

  /** Sky light at a cell, 0..15, before the time of day darkens it. */
  skyLight(x: number, y: number, z: number): number {
    return this.cached(x, y, z) >> 4;
  }

  /** Vanilla `getMaxLocalRawBrightness`: max(sky light − skyDarken, block light). */
  lightAt(x: number, y: number, z: number): number {
    const v = this.cached(x, y, z);
    return Math.max((v >> 4) - skyDarken(this.world.timeOfDay()), v & 15);
  }

  private cached(x: number, y: number, z: number): number {
    if (y < MIN_Y || y > MAX_Y) return y > MAX_Y ? MAX_LIGHT << 4 : 0;
    this.loadNear(x >> 4, z >> 4);
    const k = cellKey(x, y, z);
    const version = this.versionAround();
    const hit = this.cache.get(k);
    if (hit !== undefined && Math.floor(hit / 256) === version) return hit & 255;
    const v = (this.sky(x, y, z) << 4) | this.block(x, y, z);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(k, version * 256 + v);
    return v;
  }

  private loadNear(cx: number, cz: number): void {
    this.ncx = cx;
    this.ncz = cz;
    for (let dx = -1; dx <= 1; dx++) for (let dz = -1; dz <= 1; dz++) this.near[(dx + 1) * 3 + dz + 1] = this.world.loadedChunk(cx + dx, cz + dz);
  }

  /** Sum of the write counters of the 3×3 chunks (light within 15 blocks, and the column tops the sky comes past). */
  private versionAround(): number {
    let v = 0;
    for (const c of this.near) {
      if (!c) continue;
      v += 1;
      for (let t = 0; t < SECTIONS; t++) v += c.versions[t];
    }
    return v;
  }

  /** The loaded chunk holding (x, z) when it is one of the 3×3 around the query. */
  private chunkAt(x: number, z: number): Chunk | undefined {
    const dx = (x >> 4) - this.ncx + 1,
      dz = (z >> 4) - this.ncz + 1;
    return dx >= 0 && dx < 3 && dz >= 0 && dz < 3 ? this.near[dx * 3 + dz] : undefined;
  }

  /** Block id, or -1 outside the loaded 3×3 chunks around the query. */
  private id(x: number, y: number, z: number): number {
    if (y < MIN_Y) return B.bedrock;
    if (y > MAX_Y) return B.air;
    const c = this.chunkAt(x, z);
    return c ? c.blocks[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)] : -1;
  }

  private emission(id: number, x: number, y: number, z: number): number {
    if (id === B.furnace) return this.world.furnaceLit?.(x, y, z) ? FURNACE_LIT_LIGHT : 0;
    return EMIT[id];
  }

  /** A cell the full sky reaches: above its column's top block, or under at most two clear blocks there. */
  private openToSky(x: number, y: number, z: number): boolean {
    const c = this.chunkAt(x, z);
    if (!c) return y > MAX_Y;
    const h = c.height[((z & 15) << 4) | (x & 15)];
    if (y > h) return true;
    if (h - y > CLEAR_TOP) return false;
    for (let t = y; t <= h; t++) if (FILTER[c.blocks[((t - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)]] !== 0) return false;
    return true;
  }

  private sky(x: number, y: number, z: number): number {
    const here = this.id(x, y, z);
    if (here < 0 || FILTER[here] === OPAQUE) return 0;
    if (this.openToSky(x, y, z)) return MAX_LIGHT;
    // A sky cell is at most CLEAR_TOP below its column's top, and each step moves one block.
    if (this.lowestTop() - CLEAR_TOP - y >= MAX_LIGHT || this.skyBound(x, y, z) <= 0) return 0;
    return this.search(x, y, z, true);
  }

  private block(x: number, y: number, z: number): number {
    const here = this.id(x, y, z);
    if (here < 0) return 0;
    const own = this.emission(here, x, y, z);
    if (FILTER[here] === OPAQUE || own === MAX_LIGHT || !this.emittersNear(y)) return own;
    return Math.max(own, this.search(x, y, z, false));
  }

  /** Lowest column top in the loaded 3×3 chunks around (the sky cannot come from lower down). */
  private lowestTop(): number {
    let low = MAX_Y;
    for (const c of this.near) {
      if (!c) continue;
      let version = 0;
      for (let s = 0; s < SECTIONS; s++) version += c.versions[s];
      let m = this.tops.get(c);
      if (!m || m[0] !== version) {
        let h = MAX_Y;
        for (let i = 0; i < 256; i++) if (c.height[i] < h) h = c.height[i];
        this.tops.set(c, (m = [version, h]));
      }
      if (m[1] < low) low = m[1];
    }
    return low;
  }

  /** Upper bound on the sky light here from the column tops within reach: 15 − min(|dx| + |dz| + climb to the top). */
  private skyBound(x: number, y: number, z: number): number {
    let steps = MAX_LIGHT;
    for (let dx = -R + 1; dx < R; dx++) {
      for (let dz = -R + 1 + Math.abs(dx); dz < R - Math.abs(dx); dz++) {
        const c = this.chunkAt(x + dx, z + dz);
        if (!c) continue;
        const climb = Math.max(0, c.height[(((z + dz) & 15) << 4) | ((x + dx) & 15)] - CLEAR_TOP - y);
        const s = Math.abs(dx) + Math.abs(dz) + climb;
        if (s < steps) steps = s;
      }
    }
    return MAX_LIGHT - steps;
  }

  /** Whether any section within 15 blocks vertically of y in the 3×3 chunks may hold an emitter (a furnace counts). */
  private emittersNear(y: number): boolean {
    const lo = Math.max(0, (y - R - MIN_Y) >> 4),
      hi = Math.min(SECTIONS - 1, (y + R - MIN_Y) >> 4);
    for (const c of this.near) {
      if (!c) continue;
      let marks = this.emitters.get(c);
      if (!marks) this.emitters.set(c, (marks = new Int32Array(SECTIONS).fill(-1)));
      for (let s = lo; s <= hi; s++) {
        const ids = c.sectionIds[s];
        // The id set only grows, so its size tells whether the mark is still right.
        if (marks[s] >> 1 !== ids.size) {
          let any = 0;
          for (const id of ids) if (EMIT[id] > 0 || id === B.furnace) any = 1;
          marks[s] = (ids.size << 1) | any;
        }
        if (marks[s] & 1) return true;
      }
    }
    return false;
  }

  /** Breadth-first search outward from (x,y,z) for the brightest source: the sky when `sky`, else emitters. */
  private search(x0: number, y0: number, z0: number, sky: boolean): number {
    const seen = this.seen,
      q = this.queue;
    const mark = ++this.stamp;
    let head = 0,
      tail = 0,
      best = 0;
    seen[(R * SIDE + R) * SIDE + R] = mark;
    q[tail++] = x0;
    q[tail++] = y0;
    q[tail++] = z0;
    for (let depth = 1; depth < MAX_LIGHT && MAX_LIGHT - depth > best; depth++) {
      const end = tail;
      while (head < end) {
        const ax = q[head++],
          ay = q[head++],
          az = q[head++];
        for (let n = 0; n < 18; n += 3) {
          const nx = ax + NEIGHBOURS[n],
            ny = ay + NEIGHBOURS[n + 1],
            nz = az + NEIGHBOURS[n + 2];
          const li = ((ny - y0 + R) * SIDE + (nz - z0 + R)) * SIDE + (nx - x0 + R);
          if (Math.abs(nx - x0) > R || Math.abs(nz - z0) > R || Math.abs(ny - y0) > R || seen[li] === mark) continue;
          seen[li] = mark;
          const id = this.id(nx, ny, nz);
          if (id < 0) continue;
          const level = sky ? (FILTER[id] === 0 && this.openToSky(nx, ny, nz) ? MAX_LIGHT : 0) : this.emission(id, nx, ny, nz);
          if (level - depth > best) best = level - depth;
          if (sky && level === MAX_LIGHT) return best;
          // Past a source of 14 or more nothing farther can be brighter.
          if (FILTER[id] === OPAQUE || level >= MAX_LIGHT - 1) continue;
          q[tail++] = nx;
          q[tail++] = ny;
          q[tail++] = nz;
        }
      }
      if (head === tail) break;
    }
    return best;
  }
}
