/**
 * The simulated player's eyes and memory. A block is seen when a ray from the
 * eyes reaches one of its open faces (knowledge/sight.ts); what was seen is
 * remembered (../seen.ts). The body glances around after every verb and once
 * a second of game time while time passes, and feels the cells it touches.
 * Glances look only at notable blocks with an open face, listed per 16³
 * section and listed again only when the section or a neighbour changed.
 */
import { mcData } from '../../sim/data.js';
import { MIN_Y, MAX_Y, SECTIONS, type Chunk } from '../../sim/chunk.js';
import type { World } from '../../sim/world.js';
import { blockVisible, EYE_HEIGHT, fluidIds, hasOpenFace, notableTable, seeThroughTable, touchedCells, touches, type Sight } from '../../knowledge/sight.js';
import { SeenBlocks } from '../seen.js';
import type { Senses } from '../../contracts/body.js';
import { ViewWindow } from './view.js';

export const SEE = seeThroughTable(mcData.blocksArray);
export const FLUIDS = fluidIds(mcData.blocksArray);
export const NOTABLE = notableTable(mcData.blocksArray);

/** While game time passes (walking, digging, waiting) the body looks around once a second. */
const GLANCE_TICKS = 20;

const sectionKey = (cx: number, cz: number, sy: number): number => ((cx + 0x200000) * 0x400000 + (cz + 0x200000)) * 32 + sy;
const cellKey = (x: number, y: number, z: number): number => ((x + 0x200000) * 0x400000 + (z + 0x200000)) * 512 + (y - MIN_Y);

interface Candidates {
  /** The section's own version when `notable` was listed. */
  version: number;
  /** Local indices of its notable blocks. */
  notable: number[];
  stamp: number;
  /** Local indices of notable blocks with an open face. */
  cells: number[];
  /** Per cell: 1 once memory holds it as it is (no need to look again until the section changes). */
  known: Uint8Array;
  /** The neighbouring chunks east, west, south, north, once loaded. */
  sides: (Chunk | null)[];
}

/** The face between a block and its neighbour is open when the neighbour lets sight through and is not the same fluid (knowledge/sight.ts faceOpen). */
const openBeside = (id: number, n: number): boolean => SEE[n] === 1 && !(n === id && FLUIDS.has(id));

const SIDES: readonly [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

export class Vision {
  readonly memory = new SeenBlocks(NOTABLE);
  /** The world around the player as loaded: rays, face tests and floods read it (unknown past the loaded chunks). */
  readonly sight: Sight;
  private readonly view: ViewWindow;
  private readonly index = new Map<number, Candidates>();
  private last = { x: NaN, y: NaN, z: NaN, stamp: -1, tick: -1 };
  private felt = { x: NaN, y: NaN, z: NaN };
  /** Line-of-sight answers for blockAt, valid while neither the clock nor the eyes move. */
  private sightCache = new Map<number, boolean>();
  private cacheAt = { tick: -1, x: NaN, y: NaN, z: NaN };

  constructor(
    private readonly world: World,
    private readonly senses: () => Senses,
  ) {
    this.view = new ViewWindow(world);
    this.sight = { look: this.view.look, see: SEE, fluids: FLUIDS };
  }

  /** The highest non-air y of column (x,z) as loaded, or MAX_Y where the column is not loaded. */
  heightAt(x: number, z: number): number {
    const c = this.view.chunkAt(x, z);
    return c === null ? MAX_Y : c.height[((z & 15) << 4) | (x & 15)];
  }

  /** Chunks within sight are there (generated as a server sends them) before anything is looked at. */
  ready(): void {
    this.view.update(this.senses().radius);
  }

  /** Once per game tick: feel the cells the body moved into, and glance around once a second. */
  onTick(): void {
    if (this.senses().xray) return;
    const p = this.world.player.pos;
    const fx = Math.floor(p.x),
      fy = Math.floor(p.y),
      fz = Math.floor(p.z);
    if (fx !== this.felt.x || fy !== this.felt.y || fz !== this.felt.z) this.feel(fx, fy, fz);
    if (this.world.tick - this.last.tick >= GLANCE_TICKS) this.glance();
  }

  /** The cells the body touches are known whatever the light. */
  feel(fx: number, fy: number, fz: number): void {
    this.felt = { x: fx, y: fy, z: fz };
    for (const [x, y, z] of touchedCells(fx, fy, fz)) if (y >= MIN_Y && y <= MAX_Y) this.memory.set(x, y, z, this.world.blockId(x, y, z));
  }

  /** The body changed this cell itself (dug or placed): it knows what is there now. */
  know(x: number, y: number, z: number): void {
    if (y >= MIN_Y && y <= MAX_Y) this.memory.set(x, y, z, this.world.blockId(x, y, z));
  }

  /** Is block (x,y,z) in view right now: touched, or within the senses radius with a clear ray to an open face? */
  sees(x: number, y: number, z: number): boolean {
    const p = this.world.player.pos;
    if (touches(Math.floor(p.x), Math.floor(p.y), Math.floor(p.z), x, y, z)) return true;
    const r = this.senses().radius;
    const dx = x + 0.5 - p.x,
      dy = y + 0.5 - p.y,
      dz = z + 0.5 - p.z;
    if (dx * dx + dy * dy + dz * dz > r * r) return false;
    const c = this.cacheAt;
    if (c.tick !== this.world.tick || c.x !== p.x || c.y !== p.y || c.z !== p.z) {
      this.sightCache.clear();
      this.cacheAt = { tick: this.world.tick, x: p.x, y: p.y, z: p.z };
      this.ready();
    }
    const key = cellKey(x, y, z);
    let v = this.sightCache.get(key);
    if (v === undefined) {
      v = blockVisible(this.sight, p.x, p.y + EYE_HEIGHT, p.z, x, y, z);
      this.sightCache.set(key, v);
    }
    return v;
  }

  /** What the body knows at (x,y,z): the block if in view (remembered from now on), else as last seen, else -1. */
  blockId(x: number, y: number, z: number): number {
    if (y < MIN_Y || y > MAX_Y) return -1;
    if (this.sees(x, y, z)) {
      const id = this.world.blockId(x, y, z);
      this.memory.set(x, y, z, id);
      return id;
    }
    return this.memory.get(x, y, z);
  }

  /**
   * Look around: remember every notable block in view. Nothing is redone when
   * neither the eyes nor any block within the radius moved since last time.
   */
  glance(): void {
    const w = this.world;
    const p = w.player.pos;
    const r = this.senses().radius;
    this.ready();
    const sections = this.sectionsInView(p, r);
    let stamp = 0;
    for (let k = 0; k < sections.length; k += 2) stamp += (sections[k] as Chunk).versions[sections[k + 1] as number];
    const l = this.last;
    const same = l.x === p.x && l.y === p.y && l.z === p.z && l.stamp === stamp;
    l.x = p.x;
    l.y = p.y;
    l.z = p.z;
    l.stamp = stamp;
    l.tick = w.tick;
    if (same) return;
    const ex = p.x,
      ey = p.y + EYE_HEIGHT,
      ez = p.z;
    for (let s = 0; s < sections.length; s += 2) {
      const chunk = sections[s] as Chunk,
        sy = sections[s + 1] as number;
      const base = sy << 12;
      const x0 = chunk.cx * 16,
        z0 = chunk.cz * 16,
        y0 = MIN_Y + sy * 16;
      const { cells, known } = this.candidates(chunk, sy);
      for (let k = 0; k < cells.length; k++) {
        if (known[k] === 1) continue;
        const i = cells[k];
        const x = x0 + (i & 15),
          z = z0 + ((i >> 4) & 15),
          y = y0 + (i >> 8);
        const dx = x + 0.5 - p.x,
          dy = y + 0.5 - p.y,
          dz = z + 0.5 - p.z;
        if (dx * dx + dy * dy + dz * dz > r * r) continue;
        const id = chunk.blocks[base + i];
        if (this.memory.get(x, y, z) !== id) {
          if (!blockVisible(this.sight, ex, ey, ez, x, y, z)) continue;
          this.memory.set(x, y, z, id);
        }
        known[k] = 1;
      }
    }
  }

  /** The 16³ sections that reach within r of p, flattened as chunk, section index, chunk, section index… */
  private sectionsInView(p: { x: number; y: number; z: number }, r: number): (Chunk | number)[] {
    const out: (Chunk | number)[] = [];
    const sy0 = Math.max(0, Math.floor((p.y - r - MIN_Y) / 16)),
      sy1 = Math.min(SECTIONS - 1, Math.floor((p.y + r - MIN_Y) / 16));
    for (let cx = Math.floor((p.x - r) / 16); cx <= Math.floor((p.x + r) / 16); cx++) {
      for (let cz = Math.floor((p.z - r) / 16); cz <= Math.floor((p.z + r) / 16); cz++) {
        const dx = Math.max(cx * 16 - p.x, 0, p.x - cx * 16 - 16),
          dz = Math.max(cz * 16 - p.z, 0, p.z - cz * 16 - 16);
        if (dx * dx + dz * dz > r * r) continue;
        const chunk = this.view.chunkAt(cx * 16, cz * 16);
        if (chunk === null) continue;
        for (let sy = sy0; sy <= sy1; sy++) {
          const y0 = MIN_Y + sy * 16;
          const dy = Math.max(y0 - p.y, 0, p.y - y0 - 16);
          if (dx * dx + dy * dy + dz * dz <= r * r) out.push(chunk, sy);
        }
      }
    }
    return out;
  }

  /** Notable blocks with an open face in a section, listed again when it or a neighbouring section changed. */
  private candidates(chunk: Chunk, sy: number): Candidates {
    const key = sectionKey(chunk.cx, chunk.cz, sy);
    let had = this.index.get(key);
    if (!had) this.index.set(key, (had = { version: -1, notable: [], stamp: -1, cells: [], known: new Uint8Array(0), sides: [null, null, null, null] }));
    const stamp = this.stampOf(chunk, sy, had.sides);
    if (had.stamp === stamp) return had;
    const base = sy << 12;
    const blocks = chunk.blocks;
    // A neighbour's change only opens or closes faces: the notable blocks are listed again only when this section changed.
    if (had.version !== chunk.versions[sy]) {
      had.version = chunk.versions[sy];
      had.notable = [];
      for (let i = 0; i < 4096; i++) if (NOTABLE[blocks[base + i]] === 1) had.notable.push(i);
    }
    const cells: number[] = [];
    const x0 = chunk.cx * 16,
      z0 = chunk.cz * 16,
      y0 = MIN_Y + sy * 16;
    for (const i of had.notable) {
      const id = blocks[base + i];
      const lx = i & 15,
        lz = (i >> 4) & 15,
        ly = i >> 8;
      // Inside the section the six neighbours are read straight from the chunk; on its faces through the window.
      const open =
        lx > 0 && lx < 15 && lz > 0 && lz < 15 && ly > 0 && ly < 15
          ? openBeside(id, blocks[base + i + 1]) ||
            openBeside(id, blocks[base + i - 1]) ||
            openBeside(id, blocks[base + i + 16]) ||
            openBeside(id, blocks[base + i - 16]) ||
            openBeside(id, blocks[base + i + 256]) ||
            openBeside(id, blocks[base + i - 256])
          : hasOpenFace(this.sight, x0 + lx, y0 + ly, z0 + lz, id);
      if (open) cells.push(i);
    }
    had.stamp = stamp;
    had.cells = cells;
    had.known = new Uint8Array(cells.length);
    return had;
  }

  /** Grows whenever the section or one of its six neighbours is written (or a neighbouring chunk arrives). */
  private stampOf(chunk: Chunk, sy: number, sides: (Chunk | null)[]): number {
    let s = chunk.versions[sy];
    if (sy > 0) s += chunk.versions[sy - 1];
    if (sy < SECTIONS - 1) s += chunk.versions[sy + 1];
    for (let k = 0; k < 4; k++) {
      let c = sides[k];
      if (c === null) {
        const [dx, dz] = SIDES[k];
        c = sides[k] = this.view.chunkAt((chunk.cx + dx) * 16, (chunk.cz + dz) * 16);
        if (c === null) continue;
      }
      s += c.versions[sy] + 1;
    }
    return s;
  }
}
