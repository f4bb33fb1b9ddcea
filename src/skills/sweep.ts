/**
 * Looking for a village, or for land far off, as a player without a map does:
 * walk an outward square spiral, nearest land first, its rings far enough
 * apart that nothing sought fits unseen between two, and turn aside to what is
 * seen on the way. Villages stand one per region of 34 × 34 chunks at most
 * (StructureSets.VILLAGES), anywhere in it, so no direction beats another and
 * the nearest ring is the likeliest to hold the nearest village. A body that
 * sees far (Body.landmarks) walks rings farther apart and heads for any
 * village, or grove or ground of the target (./far-sight.ts), it sees.
 */
import { SKYLINE, type Body, type Vec3Like } from '../contracts/body.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { ascendToSky, skyAbove } from './ascend.js';
import { add, at, distance, flat, floor, fmt, isFluid, isSolid } from './geometry.js';
import { cellOf, exploredBy, SURVEY, type ExploredMap } from './explored.js';
import { found } from './found.js';
import { SEA_LEVEL, signsOf, VILLAGE_SIGNS } from './habitat.js';
import { farSign, FAR_RANGE } from './far-sight.js';
import { groundY } from './surface.js';
import type { Target } from './target.js';
import { afield } from './afield.js';

/**
 * Blocks between rings: the eye's reach on either side of a ring's walk (the map's survey, 28), and 16 more, so that
 * a village, some 30 blocks across at least (a well and two streets of 14), cannot lie unseen between two rings or
 * in the corner where one ring turns into the next.
 */
export const RING_SPACING = 2 * SURVEY + 16;
/**
 * Blocks between rings for a body that sees villages on the skyline: its eyes reach SKYLINE (128) by day, but hills
 * hide a village's roofs from well inside that, so a village is taken as seen from 80 blocks on either side.
 */
export const SKYLINE_RING_SPACING = 160;
/** Blocks by which hills are taken to cut a far sight's reach, from the sim's 128 to the 80 its rings allow for. */
const HILLS = 48;

/** Rings as far apart as the body's eyes allow: SKYLINE_RING_SPACING with the full far sight, the blind spacing without. */
export function ringSpacing(body: Body): number {
  if (!body.landmarks) return RING_SPACING;
  return Math.max(RING_SPACING, Math.min(SKYLINE_RING_SPACING, 2 * ((body.skylineReach?.() ?? SKYLINE) - HILLS)));
}

/** The longest walk toward a village seen far off before looking again (the ground on the way is unseen). */
export const HOP = 48;
/** A village whose landmark the bot came this near has been looked over. */
const VISITED = 24;
/** Landmarks this near a visited one belong to the same village. */
const SAME_VILLAGE = 80;
/** Blocks between waypoints along a ring: a look round from each leaves no ground between them unseen. */
const STEP = SURVEY - 4;
/** A sign seen this near has been looked over from where the bot stands. */
const LOOKED_OVER = 8;
/** Walks in a row that get nowhere before the sweep lets the next one dig. */
const SHUT_IN = 3;
/** How far off the ground a shut-in bot digs out to may lie. */
const ESCAPE = 16;
/** Ground this near a hostile is not gone ashore on. */
const SHUN = 12;
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

/**
 * The nearest street, field or window seen and not yet looked over. Places walked to are kept for the whole sweep:
 * the map notes a sign again whenever it is in view, and a village without the target had the bot walking round
 * its streets for the rest of the hour (seed 3's savanna village).
 */
function nearestSign(body: Body, signs: readonly string[], lookedFrom: Vec3Like[]): Vec3Like | null {
  const here = body.position();
  let best: Vec3Like | null = null;
  for (const s of exploredBy(body).remembered(signs, -Infinity, new Set())) {
    if (best && distance(s.pos, here) >= distance(best, here)) continue;
    if (distance(s.pos, here) > LOOKED_OVER && !lookedFrom.some((p) => distance(s.pos, p) <= LOOKED_OVER)) best = s.pos;
  }
  return best;
}

/** The dry ground seen (a cell's stand above the sea) nearest `p` by `measure`, among those `measure` puts within [min, max]. */
function nearestStand(
  map: ExploredMap,
  p: Vec3Like,
  measure: (a: Vec3Like, b: Vec3Like) => number = flat,
  min = 0,
  max = Infinity,
  shun: readonly Vec3Like[] = [],
): Vec3Like | null {
  let best: Vec3Like | null = null;
  let bestD = Infinity;
  for (const c of map.all()) {
    if (!c.stand || c.stand.y <= SEA_LEVEL || shun.some((h) => flat(h, c.stand!) <= SHUN)) continue;
    const d = measure(c.stand, p);
    if (d >= min && d <= max && d < bestD) [best, bestD] = [c.stand, d];
  }
  return best;
}

/** The point at most `reach` blocks from the bot on the way to `to`, on the map. */
export function toward(body: Body, to: { x: number; z: number }, reach: number): { x: number; z: number } {
  const here = body.position();
  const f = Math.min(1, reach / Math.max(1, flat(here, to)));
  return { x: Math.floor(here.x + (to.x - here.x) * f), z: Math.floor(here.z + (to.z - here.z) * f) };
}

/** The nearest village on the skyline that the bot has not yet walked into. */
function unvisitedLandmark(body: Body, visited: Vec3Like[]): Vec3Like | null {
  for (const l of body.landmarks?.('village') ?? []) {
    if (l.distance <= VISITED) visited.push(l.pos);
    else if (!visited.some((v) => distance(v, l.pos) <= SAME_VILLAGE)) return l.pos;
  }
  return null;
}

/** ESCAPE blocks toward `to`, at its height. */
function escapeToward(body: Body, to: Vec3Like): Vec3Like {
  const e = toward(body, to, ESCAPE);
  return at(e.x, to.y, e.z);
}

/** The dry ground seen at column (x, z), or null where none of it has been seen (or it is the floor of the sea: a walk there drowns). */
function seenGround(body: Body, x: number, z: number, guess: number): Vec3Like | null {
  const y = groundY(body, x, z, guess);
  if (isFluid(body.blockAt(at(x, y, z)))) return null;
  return y !== guess || isSolid(body.blockAt(at(x, y - 1, z))) ? at(x, y, z) : null;
}

/**
 * Where to stand for a point on the way: its own ground if seen, else the seen ground nearest it, when that is
 * nearer the point than the bot is. Only with neither is the ground guessed, at the bot's height and not under the
 * sea: a walk to a guessed point inside a hill tunnels through it (seed 4 dug for 50 minutes through a taiga ridge).
 */
export function standFor(body: Body, map: ExploredMap, p: { x: number; z: number }): Vec3Like {
  const here = body.position();
  const guess = Math.max(SEA_LEVEL + 1, Math.floor(here.y));
  const own = map.cell(cellOf(p.x), cellOf(p.z))?.stand ?? seenGround(body, p.x, p.z, guess);
  if (own) return own;
  const point = at(p.x, guess, p.z);
  const best = nearestStand(map, point);
  return best && flat(best, point) < flat(here, point) - STEP / 2 ? best : point;
}

/** What a sweep heads for besides the target itself. */
interface Lookout {
  /** Blocks seen near the way that are worth a detour to look over (a village's streets and fields). */
  signs: readonly string[];
  /** The nearest landmark in sight to head for, not passed yet. */
  landmark(body: Body): Vec3Like | null;
  /** The bot came this near a landmark: it has been looked over. Without it the lookout marks landmarks itself. */
  near?: number;
  /** Do not head for this landmark again (looked over, or no nearer to be got). */
  pass(pos: Vec3Like): void;
  /** The sweep's name in a failure. */
  name: string;
}

/** Villages seen far off; their streets, fields and windows near by. Landmarks of the villages walked into that hold no target are not walked to again. */
const villages = (map: ExploredMap): Lookout => ({
  signs: VILLAGE_SIGNS,
  landmark: (body) => unvisitedLandmark(body, map.villagesVisited),
  pass: (pos) => map.villagesVisited.push(pos),
  name: 'village sweep',
});

/** Groves of the target's tree, or ground with a sign of it, seen far off (./far-sight.ts). */
const farLand = (map: ExploredMap, target: Target): Lookout => {
  const signs = signsOf(target);
  return {
    signs: [],
    landmark: (body) => farSign(body, target, map, signs),
    near: 2 * FAR_RANGE,
    pass: (pos) => map.farWalked.push(pos),
    name: 'sweep for far land',
  };
};

/** The sweep for villages, with the body marked as out on the land while it runs (./afield.ts). */
export const villageSweep = (body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> =>
  afield(body, () => sweep(body, target, villages(exploredBy(body)), radius, signal, what));

/**
 * The sweep for a target found only where far sight tells (a dark forest's logs, a snowfield's snow): from a start
 * with none of it on the skyline, the land round about holds none, and a player walks out to look farther.
 */
export const farLandSweep = (body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> =>
  afield(body, () => sweep(body, target, farLand(exploredBy(body), target), radius, signal, what));

async function sweep(body: Body, target: Target, lookout: Lookout, radius: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const map = exploredBy(body);
  const start = floor(body.position());
  const spacing = ringSpacing(body);
  const lookedFrom = map.signsLookedFrom;
  const watch = { blocks: [...(target.kind === 'block' ? target.blocks : []), ...lookout.signs], mobs: [] };
  let failures = 0;
  let last = '';
  // Walks cross unseen ground, so not by tunnel (a point guessed inside a hill had the bot dig through it by hand),
  // unless walks keep getting nowhere: then the bot is shut in (a pit, a ravine) and digs its way on.
  // A walk counts as failed only when it got nowhere: one refused half way has still moved the sweep on.
  const walk = async (to: Vec3Like, range: number): Promise<Outcome | null> => {
    const from = body.position();
    // Shut in: under a roof (a cave the bot fell into), climb to the sky; else dig out to seen ground close by, not on
    // toward the far point (a tunnel through a ridge by hand).
    if (failures >= SHUT_IN && !skyAbove(body, floor(body.position()))) {
      const up = await ascendToSky(body, signal, what);
      if (fatal(up)) return up;
    }
    // With no such ground (the floor of a ravine), a short dig toward the point, at its height, climbs out.
    const out = failures >= SHUT_IN ? (nearestStand(map, body.position(), flat, ESCAPE / 2, ESCAPE) ?? escapeToward(body, to)) : null;
    const r = await act(what, signal, () => (out ? body.goto(out, 1, signal, { dig: true }) : body.goto(to, range, signal, { dig: false })));
    if (fatal(r)) return r;
    failures = r.ok || flat(body.position(), from) >= 2 ? 0 : failures + 1;
    if (r.ok) return null;
    last = r.message;
    // A long swim under water is refused for want of air: ashore first, then on.
    // Not where a hostile in sight waits: an unarmed bot flees it and swims back, again and again.
    const hostiles = (): Vec3Like[] => body.entities({ maxDistance: SURVEY }).flatMap((e) => (e.kind === 'hostile' ? [e.pos] : []));
    const shore = isFluid(body.blockAt(add(floor(body.position()), 0, 1, 0))) ? nearestStand(map, body.position(), distance, 0, Infinity, hostiles()) : null;
    if (shore) {
      const a = await act(what, signal, () => body.goto(shore, 1, signal, { dig: false }));
      if (fatal(a)) return a;
    }
    return failures >= MAX_FAILURES ? fail('unreachable', `${what}: ${failures} walks in a row failed (${last})`) : null;
  };
  const points = spiral(start, spacing, radius);
  // Stood there already (an earlier sweep from near here, before a night or a repair), or seen to be water: a village
  // stands on land, and the ring's next point on the far shore looks over the same water.
  const next = (): { x: number; z: number } | null => {
    // Not for-of: leaving a for-of loop closes the generator.
    for (let n = points.next(); !n.done; n = points.next()) {
      const p = n.value;
      const cell = map.cell(cellOf(p.x), cellOf(p.z));
      if (!cell?.visited && !(cell && !cell.stand) && !map.sweptPoints.has(`${p.x},${p.z}`)) return p;
    }
    return null;
  };
  for (let point = next(); point;) {
    const hit = found(body, target);
    if (hit) return hit;
    map.survey(body, watch);
    const sign = lookout.signs.length ? nearestSign(body, lookout.signs, lookedFrom) : null;
    if (sign) {
      const end = await walk(sign, 3);
      if (end) return end;
      // Walked to it or could not: either way not a place to walk to again.
      lookedFrom.push(sign, floor(body.position()));
      continue;
    }
    // A landmark seen far off first, else the ring's next point: a hop at a time, each to ground seen if any.
    const far = lookout.landmark(body);
    const aim = far ?? point;
    const before = body.position();
    const end = await walk(standFor(body, map, toward(body, aim, HOP)), 4);
    if (end) return end;
    const closer = flat(body.position(), aim) < flat(before, aim) - 2;
    // A hop that gets no nearer (a cliff, the sea between) gives that landmark or that point up.
    if (far && (!closer || (lookout.near !== undefined && flat(body.position(), far) <= lookout.near))) lookout.pass(far);
    if (!far && (!closer || flat(body.position(), point) <= 6)) {
      map.sweptPoints.add(`${point.x},${point.z}`);
      point = next();
    }
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} within ${radius} blocks of ${fmt(start)} (${lookout.name})`);
}
