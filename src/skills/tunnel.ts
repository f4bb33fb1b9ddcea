/** Looking for an ore not yet seen: a 1x2 strip-mine tunnel with side branches at a y-level, scanning as it goes. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { clearColumn, descendTo } from './descend.js';
import { add, at, floor, HORIZONTAL, isFluid, isLava, isSolid } from './geometry.js';
import { fill } from './filler.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { beenThere, cellOf, markBeen, openGround } from './caves.js';
import { found } from './found.js';
import { posKey, type Target } from './target.js';

export const DEFAULT_TUNNEL_LENGTH = 64;
/** Turns relative to the heading, in order of preference. */
const TURNS = [0, 1, 3, 2];

/** The cells around `p` (feet) a fluid could pour in from once the rock between is dug: head, above, ahead, and both sides. */
function openings(p: Vec3Like, dir: Vec3Like): Vec3Like[] {
  const up = add(p, 0, 1, 0);
  return [add(p, 0, 2, 0), ...[p, up].flatMap((q) => [add(q, dir.x, 0, dir.z), add(q, dir.z, 0, dir.x), add(q, -dir.z, 0, -dir.x)])];
}

/** Is stepping into `p` (feet) safe from lava and flooding, as far as seen? Cells behind the rock ahead are out of sight until it is dug. */
function dry(body: Body, p: Vec3Like, dir: Vec3Like): boolean {
  return [p, add(p, 0, 1, 0), ...openings(p, dir)].every((q) => !isFluid(body.blockAt(q))) && !isLava(body.blockAt(add(p, 0, -1, 0)));
}

/**
 * What a careful miner does when a dig opens onto fluid or a hole: put a block
 * in every fluid cell around the opening, and a floor under it. Returns
 * whether `next` is now dry and floored.
 */
async function secure(body: Body, next: Vec3Like, dir: Vec3Like, signal: AbortSignal, what: string): Promise<{ safe: boolean; out: Outcome | null }> {
  // A fluid already in the opening itself is blocked off too, and the tunnel turns.
  for (const q of [next, add(next, 0, 1, 0), ...openings(next, dir)]) {
    if (!isFluid(body.blockAt(q))) continue;
    const f = await fill(body, q, signal, what);
    if (f.out) return { safe: false, out: f.out };
  }
  if (!dry(body, next, dir)) return { safe: false, out: null };
  const under = add(next, 0, -1, 0);
  if (!isSolid(body.blockAt(under))) {
    const f = await fill(body, under, signal, what);
    if (f.out) return { safe: false, out: f.out };
    if (!f.solid) return { safe: false, out: null };
  }
  return { safe: true, out: null };
}

/**
 * One step into a cell just dug, dry and floored. A real pathfinder can give up
 * on it (stuck for a moment on a loaded server), and giving up here turns the
 * whole tunnel: the step is tried once more first.
 */
async function stepInto(body: Body, next: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  const g = await act(what, signal, () => body.goto(next, 0, signal));
  if (g.ok || g.code !== 'unreachable') return g;
  return act(what, signal, () => body.goto(next, 0, signal));
}

/** Dig one block ahead (feet and head), make the opening safe, and step in. Unreachable when every direction is wet or blocked. */
async function advance(
  body: Body,
  dirIndex: number,
  signal: AbortSignal,
  what: string,
  visited?: Set<string>,
  sought?: Target,
): Promise<{ out: Outcome; dirIndex: number }> {
  const feet = floor(body.position());
  // Ahead, then right, left, and back last; cells already walked show nothing new, so they wait for a second pass.
  for (let pass = 0; pass < 2; pass++) {
    for (const turn of TURNS) {
      const i = (dirIndex + turn) % 4;
      const d = HORIZONTAL[i]!;
      const next = add(feet, d.x, 0, d.z);
      if (!dry(body, next, d) || (pass === 0 && visited?.has(posKey(next)))) continue;
      visited?.add(posKey(next));
      const c = await clearColumn(body, next, signal, what);
      // An ore the pickaxe cannot harvest is in the way: go round it.
      if (!c.ok && c.code === 'unreachable') continue;
      if (!c.ok) return { out: c, dirIndex: i };
      // Looking for a fluid, the dig that opens onto it ends the search: sealing it off would hide it again.
      if (sought && found(body, sought)) return { out: ok(), dirIndex: i };
      const s = await secure(body, next, d, signal, what);
      if (s.out) return { out: s.out, dirIndex: i };
      if (!s.safe) continue;
      const g = await stepInto(body, next, signal, what);
      if (!g.ok && g.code === 'unreachable') continue;
      return { out: g, dirIndex: i };
    }
  }
  return { out: fail('unreachable', `${what}: lava, water or a hole on every side of the tunnel`), dirIndex };
}

/** A cave may take the bot this far off the level, above it (never down towards the lava sea). */
const BAND = { below: 1, above: 4 };
const CAVE_RANGE = 24;
/** A cave leg counts against the search's length as one tunnel block per this many blocks walked. */
const WALK_PER_BLOCK = 4;

/** The heading whose next 32 blocks hold the least ground already looked over. */
function freshHeading(body: Body): number {
  const been = beenThere(body);
  const p = floor(body.position());
  const seen = HORIZONTAL.map((d) => [8, 16, 24, 32].filter((k) => been.has(cellOf(add(p, d.x * k, 0, d.z * k)))).length);
  return seen.indexOf(Math.min(...seen));
}

/** The heading nearest the direction of `to`. */
function headingToward(body: Body, to: { x: number; z: number }): number {
  const p = body.position();
  const along = HORIZONTAL.map((d) => d.x * (to.x - p.x) + d.z * (to.z - p.z));
  return along.indexOf(Math.max(...along));
}

/** A shaft is not sunk from the water (it floods, and the bot digs holding its breath): swim to dry ground in view first. */
async function ashore(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const feet = floor(body.position());
  if (!isFluid(body.blockAt(feet)) && !isFluid(body.blockAt(add(feet, 0, 1, 0)))) return null;
  const land = openGround(body, feet.y, { below: 4, above: 8 }, 32);
  if (!land) return null;
  const g = await act(what, signal, () => body.goto(land.pos, 0, signal));
  return fatal(g) ? g : null;
}

const MAX_RELOCATIONS = 3;
const RELOCATE = 12;

/** Walk about 12 blocks off in the freshest heading; a fatal outcome, or null to go on from wherever the bot got to. */
async function relocate(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const d = HORIZONTAL[freshHeading(body)]!;
  const p = floor(body.position());
  for (const k of [RELOCATE, -RELOCATE]) {
    const g = await act(what, signal, () => body.goto(add(p, d.x * k, 0, d.z * k), 4, signal));
    if (fatal(g)) return g;
    if (g.ok) return null;
  }
  return null;
}

/**
 * Back to the level after a cave took the bot above it. Where no safe way
 * down is found (a cave too deep to drop into under the floor), the search
 * goes on at the level the bot is on: fewer ores there, but not none.
 */
async function level(body: Body, target: Target, y: number, signal: AbortSignal, what: string): Promise<{ out: Outcome; y: number }> {
  const out = await ashore(body, signal, what);
  if (out) return { out, y };
  const feet = floor(body.position());
  if (feet.y > y + 1) {
    const down = await descendTo(body, y, signal, what, () => found(body, target) !== null);
    if (down.ok && down.data?.stopped) return { out: ok(), y: Math.floor(body.position().y) };
    return { out: down.ok || down.code === 'unreachable' ? ok() : down, y: down.ok ? y : Math.floor(body.position().y) };
  }
  if (feet.y < y - 1) {
    const up = await act(what, signal, () => body.goto(at(feet.x, y, feet.z), 1, signal));
    if (fatal(up)) return { out: up, y };
  }
  return { out: ok(), y };
}

/**
 * Go down to `y`, then look for the target as a miner does: walk any cave in
 * sight at that level, and where there is none, tunnel straight on through
 * fresh rock (a straight 1x2 tunnel shows the most new blocks per block dug).
 * `length` counts tunnel blocks, and cave walking at one per four blocks.
 * `heading`: set out toward this point (a mountain's peak) rather than into
 * the freshest ground.
 */
export async function stripMine(
  body: Body,
  target: Target,
  y: number,
  length: number,
  signal: AbortSignal,
  what: string,
  heading?: { x: number; z: number },
): Promise<Outcome> {
  // Down to the level (or up to it, digging and pillaring, from below).
  const down = await level(body, target, y, signal, what);
  if (!down.out.ok) return down.out;
  y = down.y;
  // The target showed on the way down.
  const seen = found(body, target);
  if (seen) return seen;
  const visited = new Set<string>([posKey(floor(body.position()))]);
  let dirIndex = heading ? headingToward(body, heading) : freshHeading(body);
  let relocations = 0;
  for (let work = 0; work < length;) {
    const hit = found(body, target);
    if (hit) return hit;
    markBeen(body);
    const cave = openGround(body, y, BAND, CAVE_RANGE);
    if (cave) {
      const g = await act(what, signal, () => body.goto(cave.pos, 1, signal));
      if (fatal(g)) return g;
      if (!g.ok) beenThere(body).add(cellOf(cave.pos));
      work += Math.ceil(cave.distance / WALK_PER_BLOCK);
      continue;
    }
    const l = await level(body, target, y, signal, what);
    if (!l.out.ok) return l.out;
    y = l.y;
    const step = await advance(body, dirIndex, signal, what, visited, target.kind === 'block' && target.blocks.every(isFluid) ? target : undefined);
    if (!step.out.ok && step.out.code === 'unreachable' && relocations++ < MAX_RELOCATIONS) {
      // Hemmed in by water, lava or holes: walk off some way in fresh ground and start again there.
      const moved = await relocate(body, signal, what);
      if (moved) return moved;
      continue;
    }
    if (!step.out.ok) return step.out;
    dirIndex = step.dirIndex;
    work++;
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} in a ${length}-block tunnel at y=${y}`);
}
