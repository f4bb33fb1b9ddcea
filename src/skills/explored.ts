/**
 * What a bot has seen of the land, kept per body: a coarse map of 8×8-column
 * cells marked when their ground was in view, with what lay on top there
 * (water, sand, grass, snow, leaves), and where things worth coming back for
 * were seen. The surface search (./surface.ts) walks toward ground not on the
 * map and back to what the map remembers, never over the same ground twice.
 * Only what the body saw goes in: the world's generator is never asked.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { EYE_HEIGHT } from '../knowledge/sight.js';
import { at, isEmpty, isFluid } from './geometry.js';
import { isFloor } from './passable.js';
import { posKey } from './target.js';

/** Columns per cell side. */
export const CELL = 8;
/** Cells whose centre column is this near (horizontally) are looked at: within the 32-block view, with room for the ground's rise and fall. */
export const SURVEY = 28;
/** The column scan runs from this far above the eyes to this far below. */
const SCAN_UP = 12;
const SCAN_DOWN = 24;

export interface Cell {
  cx: number;
  cz: number;
  /** Game tick its ground was last in view. */
  seenAt: number;
  /** Where to stand on it (the cell over a dry column's ground), or null when all of it seen is water. */
  stand: Vec3Like | null;
  /** What lay on top of its seen columns, and under leaves, grass or snow: water, sand, grass_block, oak_leaves… */
  tops: string[];
  /** Walks toward it that failed. */
  failed: number;
  /** The body has stood on it and looked around. */
  visited: boolean;
}

export interface Sighting {
  name: string;
  pos: Vec3Like;
  tick: number;
  /** A mob's entity id: a search told to look past `#id` (a sheared sheep) must not walk back to it. */
  id?: number;
}

const cellKey = (cx: number, cz: number): number => (cx + 0x8000) * 0x10000 + (cz + 0x8000);
export const cellOf = (x: number): number => Math.floor(x / CELL);
/** The column a cell is looked at through. */
export const centreOf = (c: { cx: number; cz: number }): { x: number; z: number } => ({ x: c.cx * CELL + CELL / 2, z: c.cz * CELL + CELL / 2 });

/** The columns of a cell looked at: one in each quarter, so a stream or a strip of beach is not missed. */
const SAMPLES: readonly [number, number][] = [
  [2, 2],
  [6, 6],
  [6, 2],
  [2, 6],
];

interface Column {
  top: string;
  topY: number;
  floor: string;
  /** The feet cell's y on it. */
  ground: number;
}

/** The ground under a top block seen at y (leaves, grass, snow stand on it), as far as in view. */
function groundUnder(body: Body, x: number, y: number, z: number, top: string): Column {
  for (let g = y; g >= y - 16; g--) {
    const n = body.blockAt(at(x, g, z));
    if (n === null) break;
    if (isFloor(n) || isFluid(n)) return { top, topY: y, floor: n, ground: g + 1 };
  }
  return { top, topY: y, floor: top, ground: y + 1 };
}

/**
 * Top and ground of column (x, z) as far as seen, or null when none of it is
 * in view. The scan starts a little over `from` (the last column's top: the
 * land is mostly smooth) and climbs when that is inside a rise.
 */
function column(body: Body, x: number, z: number, from: number, eyeY: number): Column | null {
  const start = Math.min(from + 4, eyeY + SCAN_UP);
  let n = body.blockAt(at(x, start, z));
  if (n !== null && !isEmpty(n)) {
    let y = start;
    for (; y < eyeY + SCAN_UP; y++) {
      const up = body.blockAt(at(x, y + 1, z));
      if (up === null || isEmpty(up)) break;
      n = up;
    }
    return groundUnder(body, x, y, z, n);
  }
  for (let y = start - 1; y >= eyeY - SCAN_DOWN; y--) {
    n = body.blockAt(at(x, y, z));
    if (n !== null && !isEmpty(n)) return groundUnder(body, x, y, z, n);
  }
  return null;
}

/** How far over the ground a column is looked up for the water over it. */
const WATER_UP = 32;

/**
 * Ground under water: the bed of the sea or a lake seen through the water, whose cells between it and the surface
 * the senses need not report one by one. The first cell over it that is in view tells. Not ground to stand on: a
 * sweep that walked to it swam down out of breath and back to the shore, ring point after ring point (dark oak
 * seed 1, 20 minutes).
 */
function underWater(body: Body, x: number, ground: number, z: number): boolean {
  for (let y = ground; y < ground + WATER_UP; y++) {
    const n = body.blockAt(at(x, y, z));
    if (n !== null) return isFluid(n);
  }
  return false;
}

export class ExploredMap {
  private readonly cells = new Map<number, Cell>();
  /** Cells looked toward whose ground stayed out of view (behind a hill, under a crown), by how often. */
  private readonly hidden = new Map<number, number>();
  /** By block or mob name, then position: where it was seen, and when. */
  private readonly sightings = new Map<string, Map<string, Sighting>>();
  /**
   * Villages looked over (a landmark walked to, or given up on), and places a village's streets were looked over
   * from: kept for the body's whole run, so that a sweep restarted by a repair does not walk back to a village it
   * already looked over.
   */
  readonly villagesVisited: Vec3Like[] = [];
  readonly signsLookedFrom: Vec3Like[] = [];
  /** The village sweep's waypoints passed (./sweep.ts), by "x,z": a sweep begun again (after a death, from the spawn) walks on from where it was. */
  readonly sweptPoints = new Set<string>();
  /** Landmarks walked to (./far-sight.ts: a grove, a snowfield): whether the target was found there or not, not walked to again. */
  readonly farWalked: Vec3Like[] = [];
  /** Mountain tops seen on the skyline (Body.landmarks), one per cell: where the mountains are, for the run. */
  readonly mountainTops: Vec3Like[] = [];

  cell(cx: number, cz: number): Cell | undefined {
    return this.cells.get(cellKey(cx, cz));
  }

  /** Times the cell was in range of a survey but its ground out of view. */
  misses(cx: number, cz: number): number {
    return this.hidden.get(cellKey(cx, cz)) ?? 0;
  }

  /** Has any ground within survey reach of p been seen? */
  seesGround(p: Vec3Like): boolean {
    const r = Math.ceil(SURVEY / CELL);
    for (let dx = -r; dx <= r; dx++) for (let dz = -r; dz <= r; dz++) if (this.cell(cellOf(p.x) + dx, cellOf(p.z) + dz)) return true;
    return false;
  }

  all(): IterableIterator<Cell> {
    return this.cells.values();
  }

  /** Mark the cells whose ground is in view now, and note where the watched blocks and mobs are. */
  survey(body: Body, watch: { blocks: readonly string[]; mobs: readonly string[] }): void {
    const p = body.position();
    const tick = body.gameTick();
    const eyeY = Math.floor(p.y + EYE_HEIGHT);
    let guess = Math.floor(p.y) - 1;
    const r = Math.ceil(SURVEY / CELL);
    for (let cx = cellOf(p.x) - r; cx <= cellOf(p.x) + r; cx++) {
      for (let cz = cellOf(p.z) - r; cz <= cellOf(p.z) + r; cz++) {
        const c = centreOf({ cx, cz });
        if (Math.hypot(c.x - p.x, c.z - p.z) > SURVEY) continue;
        const had = this.cell(cx, cz);
        if (had) {
          // Ground once seen is still there: only the time it was last looked over changes.
          had.seenAt = tick;
          continue;
        }
        const cell = this.look(body, cx, cz, guess, eyeY, tick, watch.blocks);
        if (!cell) {
          this.hidden.set(cellKey(cx, cz), this.misses(cx, cz) + 1);
          continue;
        }
        this.cells.set(cellKey(cx, cz), cell);
        if (cell.stand) guess = cell.stand.y - 1;
      }
    }
    const on = this.cell(cellOf(p.x), cellOf(p.z));
    if (on) on.visited = true;
    if (watch.blocks.length) for (const b of body.findBlocks(watch.blocks, { count: 64 })) this.note(b.name, b.pos, tick);
    if (watch.mobs.length) for (const e of body.entities({ names: watch.mobs })) if (e.kind !== 'item') this.note(e.name, e.pos, tick, e.id);
  }

  /** A cell's columns as seen from here, or null when none is in view. Watched blocks seen on top are noted. */
  private look(body: Body, cx: number, cz: number, guess: number, eyeY: number, tick: number, watch: readonly string[]): Cell | null {
    const tops = new Set<string>();
    let stand: Vec3Like | null = null;
    for (const [ox, oz] of SAMPLES) {
      const x = cx * CELL + ox,
        z = cz * CELL + oz;
      const col = column(body, x, z, stand ? stand.y - 1 : guess, eyeY);
      if (!col) continue;
      tops.add(col.top).add(col.floor);
      const drowned = underWater(body, x, col.ground, z);
      if (drowned) tops.add('water');
      if (!stand && !isFluid(col.floor) && !drowned) stand = at(x, col.ground, z);
      // Sand, gravel, snow: bulk blocks the body does not remember one by one, but the map does where it looked (not under water: no diving for sand).
      if (watch.includes(col.top)) this.note(col.top, at(x, col.topY, z), tick);
      if (watch.includes(col.floor) && !isFluid(col.top)) this.note(col.floor, at(x, col.ground - 1, z), tick);
    }
    return tops.size ? { cx, cz, seenAt: tick, stand, tops: [...tops], failed: 0, visited: false } : null;
  }

  note(name: string, pos: Vec3Like, tick: number, id?: number): void {
    let m = this.sightings.get(name);
    if (!m) this.sightings.set(name, (m = new Map()));
    m.set(posKey(pos), { name, pos, tick, ...(id !== undefined ? { id } : {}) });
  }

  /** Sightings of these names since `since`, not at an excluded position nor of an excluded mob (`#id`). */
  remembered(names: readonly string[], since: number, exclude: ReadonlySet<string>): Sighting[] {
    const out: Sighting[] = [];
    const excluded = (s: Sighting): boolean => exclude.has(posKey(s.pos)) || (s.id !== undefined && exclude.has(`#${s.id}`));
    for (const n of names) for (const s of this.sightings.get(n)?.values() ?? []) if (s.tick >= since && !excluded(s)) out.push(s);
    return out;
  }

  /** Gone, or not to be had: not worth walking back to. */
  forget(name: string, pos: Vec3Like): void {
    this.sightings.get(name)?.delete(posKey(pos));
  }
}

const maps = new WeakMap<Body, ExploredMap>();

/** The body's map, made on first use. */
export function exploredBy(body: Body): ExploredMap {
  let m = maps.get(body);
  if (!m) maps.set(body, (m = new ExploredMap()));
  return m;
}
