/**
 * Looking for a village as a player without a map does: walk an outward
 * square spiral, nearest land first, its rings far enough apart that no
 * village fits unseen between two, and turn aside to any street or field seen
 * on the way. Villages stand one per region of 34 × 34 chunks at most
 * (StructureSets.VILLAGES), anywhere in it, so no direction beats another and
 * the nearest ring is the likeliest to hold the nearest village.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { add, at, distance, floor, fmt, isFluid } from './geometry.js';
import { cellOf, exploredBy, SURVEY, type ExploredMap } from './explored.js';
import { found } from './found.js';
import { SEA_LEVEL, VILLAGE_SIGNS } from './habitat.js';
import { groundY } from './surface.js';
import type { Target } from './target.js';

/**
 * Blocks between rings: the eye's reach on either side of a ring's walk (the map's survey, 28), and 16 more, so that
 * a village, some 30 blocks across at least (a well and two streets of 14), cannot lie unseen between two rings or
 * in the corner where one ring turns into the next.
 */
export const RING_SPACING = 2 * SURVEY + 16;
/** Blocks between waypoints along a ring: a look round from each leaves no ground between them unseen. */
const STEP = SURVEY - 4;
/** A sign seen this near has been looked over from where the bot stands. */
const LOOKED_OVER = 8;
/** Walks in a row that fail (sea, cliffs) before the sweep gives up, for a repair to start it again from where the bot is. */
const MAX_FAILURES = 12;

/** The waypoints of an outward square spiral round `start`: legs of 1, 1, 2, 2, 3, 3... rings, a point every STEP blocks. */
export function* spiral(start: Vec3Like, spacing: number, radius: number): Generator<{ x: number; z: number }> {
  const dirs = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ] as const;
  let x = start.x,
    z = start.z;
  for (let leg = 0; ; leg++) {
    const [dx, dz] = dirs[leg % 4];
    const length = spacing * (1 + (leg >> 1));
    for (let done = 0; done < length;) {
      const step = Math.min(STEP, length - done);
      done += step;
      x += dx * step;
      z += dz * step;
      if (Math.max(Math.abs(x - start.x), Math.abs(z - start.z)) > radius) return;
      yield { x, z };
    }
  }
}

/** Signs within LOOKED_OVER of a place are looked over from it: not worth walking to again. */
function forgetSignsNear(map: ExploredMap, p: Vec3Like): void {
  for (const s of map.remembered(VILLAGE_SIGNS, -Infinity, new Set())) if (distance(s.pos, p) <= LOOKED_OVER) map.forget(s.name, s.pos);
}

/** The nearest street, field or window seen and not yet looked over. */
function nearestSign(body: Body): Vec3Like | null {
  const map = exploredBy(body);
  const here = body.position();
  forgetSignsNear(map, here);
  let best: Vec3Like | null = null;
  for (const s of map.remembered(VILLAGE_SIGNS, -Infinity, new Set())) if (!best || distance(s.pos, here) < distance(best, here)) best = s.pos;
  return best;
}

/** The nearest dry ground seen above the sea, to swim to. */
function nearestShore(body: Body): Vec3Like | null {
  const here = body.position();
  let best: Vec3Like | null = null;
  for (const c of exploredBy(body).all()) {
    if (!c.stand || c.stand.y <= SEA_LEVEL) continue;
    if (!best || distance(c.stand, here) < distance(best, here)) best = c.stand;
  }
  return best;
}

export async function villageSweep(body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const map = exploredBy(body);
  const start = floor(body.position());
  const watch = { blocks: [...(target.kind === 'block' ? target.blocks : []), ...VILLAGE_SIGNS], mobs: [] };
  let failures = 0;
  let last = '';
  const walk = async (to: Vec3Like, range: number): Promise<Outcome | null> => {
    const r = await act(what, signal, () => body.goto(to, range, signal));
    if (fatal(r)) return r;
    failures = r.ok ? 0 : failures + 1;
    if (r.ok) return null;
    last = r.message;
    // A long swim under water is refused for want of air: ashore first, then on.
    const shore = isFluid(body.blockAt(add(floor(body.position()), 0, 1, 0))) ? nearestShore(body) : null;
    if (shore) {
      const a = await act(what, signal, () => body.goto(shore, 1, signal));
      if (fatal(a)) return a;
    }
    return failures >= MAX_FAILURES ? fail('unreachable', `${what}: ${failures} walks in a row failed (${last})`) : null;
  };
  for (const point of spiral(start, RING_SPACING, radius)) {
    for (;;) {
      const hit = found(body, target);
      if (hit) return hit;
      map.survey(body, watch);
      const sign = nearestSign(body);
      if (!sign) break;
      const end = await walk(sign, 3);
      if (end) return end;
      // Walked to it or could not: either way not a place to walk to again.
      forgetSignsNear(map, sign);
    }
    // Stood there already (an earlier sweep from near here, before a night or a repair), or seen to be water: a village
    // stands on land, and the ring's next point on the far shore looks over the same water.
    const cell = map.cell(cellOf(point.x), cellOf(point.z));
    if (cell?.visited || (cell && !cell.stand)) continue;
    // Unseen ground is guessed at the bot's height, but not under the sea: a walk to a point on a lake bed drowns.
    const guess = Math.max(SEA_LEVEL + 1, Math.floor(body.position().y));
    const end = await walk(cell?.stand ?? at(point.x, groundY(body, point.x, point.z, guess), point.z), 4);
    if (end) return end;
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} within ${radius} blocks of ${fmt(start)} (village sweep)`);
}
