/**
 * Looking for something not yet sensed: an outward square spiral on the
 * surface, or a 1x2 strip-mine tunnel with side branches at a y-level.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { act } from './act.js';
import { clearColumn, descendTo } from './descend.js';
import { add, at, floor, HORIZONTAL, isFluid, isLava, isSolid } from './geometry.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { posKey, sense, type Target } from './target.js';

export const DEFAULT_SURFACE_RADIUS = 128;
export const DEFAULT_TUNNEL_LENGTH = 64;
/** Scan for the target after this many tunnel blocks. */
const SCAN_EVERY = 3;
const BRANCH_EVERY = 8;
const BRANCH_LENGTH = 4;
/** Turns relative to the heading, in order of preference. */
const TURNS = [0, 1, 3, 2];

const found = (body: Body, target: Target): Outcome | null => {
  const s = sense(body, target);
  return s ? ok(undefined, { pos: s.pos, name: s.name, ...(s.entityId !== undefined ? { entityId: s.entityId } : {}) }) : null;
};

/**
 * Walk legs of 1,1,2,2,3,3… × 1.5 senses radii, scanning every senses radius
 * along each leg (not only at its corners, where a long leg would pass
 * animals by), until `radius` from the start.
 */
export async function surfaceSpiral(body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const start = floor(body.position());
  const sensed = Math.max(8, Math.floor(body.senses.radius));
  // Arms 1.5 radii apart, scanned every radius: no spot is farther than 0.9 radius from a scan.
  const arm = Math.floor(sensed * 1.5);
  const range = Math.max(3, Math.floor(sensed / 4));
  let cur = start;
  let failures = 0;
  let lastFailure: Outcome | null = null;
  for (let leg = 0; ; leg++) {
    const dir = HORIZONTAL[leg % 4]!;
    const length = (Math.floor(leg / 2) + 1) * arm;
    const end = at(cur.x + dir.x * length, start.y, cur.z + dir.z * length);
    if (Math.max(Math.abs(end.x - start.x), Math.abs(end.z - start.z)) > radius) break;
    const stretches = Math.ceil(length / sensed);
    for (let s = 0; s < stretches; s++) {
      const step = Math.min(sensed, length - s * sensed);
      const hit = found(body, target);
      if (hit) return hit;
      // Aim at the ground there: a target inside a hill is reached by digging (slow by hand) rather than walking over it.
      const nx = cur.x + dir.x * step,
        nz = cur.z + dir.z * step;
      const next = at(nx, groundY(body, nx, nz, Math.floor(body.position().y)), nz);
      const r = await act(what, signal, () => body.goto(next, range, signal));
      if (!r.ok && (r.code === 'aborted' || r.code === 'died')) return r;
      // A blocked stretch (ocean, cliff) is skipped; the spiral goes on from where it was planned.
      failures = r.ok ? 0 : failures + 1;
      if (!r.ok) lastFailure = r;
      if (failures >= 4) return fail('unreachable', `${what}: four spiral stretches in a row failed (${(lastFailure as { message: string }).message})`);
      cur = next;
    }
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} within ${radius} blocks of the start (surface spiral)`);
}

const SEE_UP = 48;
const SEE_DOWN = 24;
/** The standing height at a column (first solid, non-leaf block from above with room over it), or `guess` when not known. */
export function groundY(body: Body, x: number, z: number, guess: number): number {
  for (let y = guess + SEE_UP; y >= guess - SEE_DOWN; y--) {
    const n = body.blockAt(at(x, y, z));
    if (n === null || !isSolid(n) || n.endsWith('_leaves') || isFluid(n)) continue;
    return isSolid(body.blockAt(at(x, y + 1, z))) ? guess : y + 1;
  }
  return guess;
}

/** Is stepping into `p` (feet) safe from lava and flooding, as far as seen? Cells behind the rock ahead are out of sight until it is dug. */
function dry(body: Body, p: Vec3Like, dir: Vec3Like): boolean {
  const around = [p, add(p, 0, 1, 0), add(p, 0, 2, 0), add(p, dir.x, 0, dir.z), add(p, dir.x, 1, dir.z)];
  return around.every((q) => !isFluid(body.blockAt(q))) && !isLava(body.blockAt(add(p, 0, -1, 0)));
}

/** Dig one block ahead (feet and head), look at what that opened up, and step in if it is dry. Null when every direction is wet. */
async function advance(body: Body, dirIndex: number, signal: AbortSignal, what: string, visited?: Set<string>): Promise<{ out: Outcome; dirIndex: number }> {
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
      if (!c.ok) return { out: c, dirIndex: i };
      if (!dry(body, next, d)) continue;
      return { out: await act(what, signal, () => body.goto(next, 0, signal)), dirIndex: i };
    }
  }
  return { out: fail('unreachable', `${what}: lava or water on every side of the tunnel`), dirIndex };
}

async function branch(body: Body, target: Target, side: number, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const home = floor(body.position());
  for (let j = 0; j < BRANCH_LENGTH; j++) {
    const { out } = await advance(body, side, signal, what);
    if (!out.ok) break;
  }
  const hit = found(body, target);
  const back = await act(what, signal, () => body.goto(home, 0, signal));
  if (hit) return hit;
  return back.ok ? null : back;
}

/** Go down to `y`, then tunnel `length` blocks with short side branches, scanning as it goes. */
export async function stripMine(body: Body, target: Target, y: number, length: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const start = floor(body.position());
  if (start.y < y - 2) {
    // Well below the level asked for: climb (digging and pillaring) to it first.
    const up = await act(what, signal, () => body.goto(at(start.x, y, start.z), 1, signal));
    if (!up.ok && (up.code === 'aborted' || up.code === 'died')) return up;
  }
  const down = await descendTo(body, y, signal, what);
  if (!down.ok) return down;
  const visited = new Set<string>([posKey(floor(body.position()))]);
  let dirIndex = 0;
  for (let i = 1; i <= length; i++) {
    if (i % SCAN_EVERY === 1) {
      const hit = found(body, target);
      if (hit) return hit;
    }
    const step = await advance(body, dirIndex, signal, what, visited);
    if (!step.out.ok) return step.out;
    dirIndex = step.dirIndex;
    if (i % BRANCH_EVERY === 0) {
      for (const side of [(dirIndex + 1) % 4, (dirIndex + 3) % 4]) {
        const b = await branch(body, target, side, signal, what);
        if (b) return b;
      }
    }
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} in a ${length}-block tunnel at y=${y}`);
}

export type Strategy = 'surface' | 'strip_mine';

export interface SearchOptions {
  strategy: Strategy | null;
  y: number | null;
  radius: number | null;
}

/**
 * The y-level to strip-mine for a block target: the shallowest best depth of
 * its ores (iron_ore at 16 rather than deepslate_iron_ore at 0: less to dig),
 * else where the bot stands.
 */
export function miningY(body: Body, k: Knowledge, target: Target): number {
  const depths = target.kind === 'block' ? target.blocks.map((b) => k.oreDepth(b)?.bestY).filter((y) => y !== undefined) : [];
  return depths.length ? Math.max(...depths) : Math.floor(body.position().y);
}

/** Ores are strip-mined at their depth; everything else is looked for on the surface. */
export const defaultStrategy = (k: Knowledge, target: Target): Strategy =>
  target.kind === 'block' && target.blocks.some((b) => k.oreDepth(b) !== null) ? 'strip_mine' : 'surface';

export async function search(body: Body, k: Knowledge, target: Target, opts: SearchOptions, signal: AbortSignal, what: string): Promise<Outcome> {
  const hit = found(body, target);
  if (hit) return hit;
  const strategy = opts.strategy ?? defaultStrategy(k, target);
  if (strategy === 'surface') return surfaceSpiral(body, target, opts.radius ?? DEFAULT_SURFACE_RADIUS, signal, what);
  return stripMine(body, target, opts.y ?? miningY(body, k, target), opts.radius ?? DEFAULT_TUNNEL_LENGTH, signal, what);
}
