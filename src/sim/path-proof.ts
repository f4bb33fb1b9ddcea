/**
 * Proof, before a search, that findPath would answer `none`. The search ends
 * `none` when it expands no node closer to the goal than the start (by the
 * heuristic) and no node within range. Each node other than the start stands
 * on something: a solid block or water under the feet, or water at the feet or
 * head (every move but the pillar asks for one), and a pillar rises from such a
 * node through cells it can clear. So when no cell nearer than the start could
 * hold a node, the answer is `none` without expanding anything. The common
 * case: a drop that hangs in the air for the tick it was dug (out of a tree, or
 * over a cave), which the search would flood 8000 nodes around before failing.
 */
import { MIN_Y } from './chunk.js';

export interface Cell {
  x: number;
  y: number;
  z: number;
}

/** The search's own functions, so the proof answers for the same cells and costs. */
export interface SearchView {
  h(x: number, y: number, z: number): number;
  done(x: number, y: number, z: number): boolean;
  /** Where a node can be without a pillar: solid or water under the feet, or water at the feet or head (and lava at neither, but beside water). */
  standing(x: number, y: number, z: number): boolean;
  /** Ticks to make the cell passable (Infinity when it cannot be). */
  clear(x: number, y: number, z: number): number;
  /** Whether the column's chunk is generated: the proof must not generate one the search would not have. */
  loaded(x: number, z: number): boolean;
}

/** The cells nearer than the start are searched for a node only when they are this few. */
const MAX_CELLS = 4096;

/**
 * A failing search reads blocks up to about 45 blocks from its start (8000 nodes, seeds 1-100), and reading an
 * ungenerated chunk generates it, which starts its mobs and springs. Answering without the search must not leave
 * such a chunk for later, so the proof is used only where every chunk within this many blocks is generated.
 * That is a margin, not a bound: a search may reach further (seed 69 changed course before it).
 */
const FLOOD_REACH = 32;

const generatedAround = (v: SearchView, start: Cell, r: number): boolean => {
  for (let cx = (start.x - r) >> 4; cx <= (start.x + r) >> 4; cx++)
    for (let cz = (start.z - r) >> 4; cz <= (start.z + r) >> 4; cz++) if (!v.loaded(cx * 16, cz * 16)) return false;
  return true;
};

/** Could the search hold a node at (x,y,z)? A pillar climbs from a node below while the cell over each head can be cleared. */
function couldStand(v: SearchView, start: Cell, x: number, y: number, z: number, pillar: boolean): boolean {
  for (let yy = y; yy >= MIN_Y + 1; yy--) {
    if (v.standing(x, yy, z) || (x === start.x && yy === start.y && z === start.z)) return true;
    if (!pillar || v.clear(x, yy + 1, z) === Infinity) return false;
  }
  return false;
}

/**
 * True when no cell with a smaller heuristic than the start's, or within range, could be a node.
 * `reach` bounds those cells around the target: horizontally and vertically, in blocks.
 */
export function provenOutOfReach(v: SearchView, start: Cell, target: Cell, reach: { flat: number; up: number }, pillar: boolean): boolean {
  if (v.done(start.x, start.y, start.z) || !generatedAround(v, start, FLOOD_REACH)) return false;
  const hStart = v.h(start.x, start.y, start.z);
  const x0 = Math.floor(target.x - reach.flat),
    x1 = Math.ceil(target.x + reach.flat),
    z0 = Math.floor(target.z - reach.flat),
    z1 = Math.ceil(target.z + reach.flat),
    y0 = Math.max(MIN_Y + 1, Math.floor(target.y - reach.up)),
    y1 = Math.ceil(target.y + reach.up);
  if (!((x1 - x0 + 1) * (z1 - z0 + 1) * (y1 - y0 + 1) <= MAX_CELLS)) return false;
  // clear() reads the cells beside the one asked about
  for (let cx = (x0 - 1) >> 4; cx <= (x1 + 1) >> 4; cx++) for (let cz = (z0 - 1) >> 4; cz <= (z1 + 1) >> 4; cz++) if (!v.loaded(cx * 16, cz * 16)) return false;
  // Most goals can be stood on: settle those at their own cell before looking around it.
  const tx = Math.floor(target.x),
    ty = Math.floor(target.y),
    tz = Math.floor(target.z);
  if ((v.h(tx, ty, tz) < hStart || v.done(tx, ty, tz)) && couldStand(v, start, tx, ty, tz, pillar)) return false;
  for (let x = x0; x <= x1; x++)
    for (let z = z0; z <= z1; z++)
      for (let y = y0; y <= y1; y++) {
        if (!(v.h(x, y, z) < hStart || v.done(x, y, z))) continue;
        if (couldStand(v, start, x, y, z, pillar)) return false;
      }
  return true;
}
