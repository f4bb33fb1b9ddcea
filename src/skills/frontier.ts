/**
 * Where to look next: the seen, dry cell from which the most unseen ground
 * comes into view, for the walk there. Unseen ground near the target's signs
 * (./habitat.ts) counts more, ground beside bare rock less; nearer the start
 * counts more (the search grows outward, nearest ground first), higher ground
 * a little more (it sees over what hides lower ground; lower, for what grows
 * by water), and ground that stayed hidden from two places no more. Frontier
 * exploration, as robots map a building, on a map of what the body saw
 * (./explored.ts) rather than GITM's fixed chessboard of waypoints.
 */
import type { Vec3Like } from '../contracts/body.js';
import { SEA_LEVEL } from './habitat.js';
import { CELL, centreOf, cellOf, SURVEY, type Cell, type ExploredMap } from './explored.js';

/** Cells within this many of a place come into view from it: the map's survey reach, less the walk's slack of a few blocks. */
const VIEW_CELLS = (SURVEY - 4) / CELL;
/** Unseen ground near a sign of the target is worth this many times plain ground; near sea level, for targets found by water, this many. */
const SIGN_WEIGHT = 5;
const LOWLAND_WEIGHT = 3;
/** Unseen ground with only bare rock seen around it is worth this much: likely more rock. */
const BARREN_WEIGHT = 0.25;
/** Blocks of walking added to every walk's length: long walks to wide views beat short walks to narrow ones. */
const WALK_BIAS = 24;
/** Blocks from the search's start that halve a view's worth: the search grows outward ring by ring, nearest ground first, and leaves no hole behind. */
export const START_BIAS = 48;
/** Blocks of height that double a view's worth, and the most height adds: a hill top sees over what hides the lowland. */
const HEIGHT_DOUBLES = 64;
const HIGH_GROUND_MAX = 1.25;
/** Blocks of walking one block of climb costs: a jump takes about half a block's walk longer (sim/path.ts JUMP_EXTRA over WALK_TICKS). */
const CLIMB_COST = 0.5;
/**
 * What a standing point under a canopy is worth, for a target seen only in the open (an animal): among trunks the
 * view is a few blocks and the walk winds round them (taiga walks ran three times slower than open ones), while from
 * open grass the whole 32-block view is clear. Not lower: animals live in woods too, and at 0.3 the cows of a birch
 * forest 30 blocks from seed 24's spawn took 26 game minutes instead of 1.75 (examples/plans/food_fallback.json).
 * Plan4MC Interact-Mobs, seeds 1-5, honest, paused: 0.84 at 1, 0.92 at 0.3 and at 0.5, 0.94 at 0.7.
 */
const UNDER_CANOPY = 0.7;
/** A cell walked toward this many times in vain is not tried again. */
export const MAX_FAILED = 2;
/** A cell whose ground stayed hidden from this many surveys is taken as seen. */
const MAX_MISSES = 2;

export interface Frontier {
  map: ExploredMap;
  /** Where the search began, and how far from it it may look (blocks). */
  start: Vec3Like;
  radius: number;
  /** Top blocks that tell the target's ground, and ground where it is not. */
  signs: ReadonlySet<string>;
  barren: ReadonlySet<string>;
  /** The target is found by water: ground near sea level is a sign too, and low ground beats high. */
  lowland: boolean;
  /** Is this cell's view recent enough to trust for the target (mobs wander off)? */
  fresh: (c: Cell) => boolean;
  /** The target is seen only in the open (a mob, not a tree): stand on open ground rather than under leaves. */
  open: boolean;
  /** Blocks from the start that halve a view's worth (START_BIAS unless the search has widened). */
  startBias?: number;
}

const underCanopy = (c: Cell): boolean => c.tops.some((t) => t.endsWith('_leaves'));

const inRadius = (f: Frontier, cx: number, cz: number): boolean => {
  const c = centreOf({ cx, cz });
  return Math.max(Math.abs(c.x - f.start.x), Math.abs(c.z - f.start.z)) <= f.radius;
};

/** Ground within a block of sea level: a shore, a river bank, a beach. */
const lowGround = (c: Cell): boolean => c.stand !== null && c.stand.y <= SEA_LEVEL + 2;

/** What the signs of the target on this cell or its eight neighbours make an unseen cell worth. */
function signWorth(f: Frontier, cx: number, cz: number): number {
  let low = false;
  let seen = 0;
  let bare = 0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dz = -1; dz <= 1; dz++) {
      const n = f.map.cell(cx + dx, cz + dz);
      if (!n) continue;
      if (n.tops.some((t) => f.signs.has(t))) return SIGN_WEIGHT;
      low ||= f.lowland && lowGround(n);
      seen++;
      if (n.tops.every((t) => f.barren.has(t))) bare++;
    }
  }
  return low ? LOWLAND_WEIGHT : seen > 0 && bare === seen ? BARREN_WEIGHT : 1;
}

/** What an unseen cell is worth (0: seen, hidden, or beyond the radius), memoised for one choice. */
function worth(f: Frontier, memo: Map<number, number>, cx: number, cz: number): number {
  const key = cx * 0x10000 + cz;
  let w = memo.get(key);
  if (w === undefined) {
    const u = f.map.cell(cx, cz);
    w = (u && f.fresh(u)) || f.map.misses(cx, cz) >= MAX_MISSES || !inRadius(f, cx, cz) ? 0 : signWorth(f, cx, cz);
    memo.set(key, w);
  }
  return w;
}

/** How much unseen ground comes into view from cell c. */
function gain(f: Frontier, memo: Map<number, number>, c: Cell): number {
  let g = 0;
  const r = Math.floor(VIEW_CELLS);
  for (let dx = -r; dx <= r; dx++) {
    for (let dz = -r; dz <= r; dz++) {
      if (dx * dx + dz * dz > VIEW_CELLS * VIEW_CELLS) continue;
      g += worth(f, memo, c.cx + dx, c.cz + dz);
    }
  }
  return g;
}

/** The standing point to walk to next, or null when no unseen ground within the radius can be looked at from seen dry land. */
export function nextView(f: Frontier, from: Vec3Like): Vec3Like | null {
  let best: Vec3Like | null = null;
  let bestScore = 0;
  const memo = new Map<number, number>();
  for (const c of f.map.all()) {
    // Where it stood it has looked around already.
    const p = c.stand;
    if (!p || c.visited || c.failed >= MAX_FAILED || !inRadius(f, c.cx, c.cz)) continue;
    const g = gain(f, memo, c);
    if (g === 0) continue;
    // Climbing costs more than walking on the level (a jump per block).
    const walk = Math.hypot(p.x - from.x, p.z - from.z) + CLIMB_COST * Math.max(0, p.y - from.y);
    const rise = f.lowland ? from.y - p.y : p.y - from.y;
    const out = Math.hypot(p.x - f.start.x, p.z - f.start.z) / (f.startBias ?? START_BIAS);
    const shade = f.open && underCanopy(c) ? UNDER_CANOPY : 1;
    const score = (shade * g * Math.min(HIGH_GROUND_MAX, Math.max(0.5, 1 + rise / HEIGHT_DOUBLES))) / ((walk + WALK_BIAS) * (1 + out));
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** The cell a point lies in, to mark a failed walk. */
export const cellAt = (f: Frontier, p: Vec3Like): Cell | undefined => f.map.cell(cellOf(p.x), cellOf(p.z));
