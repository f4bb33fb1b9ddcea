/**
 * Looking for something on the surface as a player does: look around, go
 * back to where one was seen before, else walk to the place with the most
 * unseen ground in view (toward the target's kind of land, up onto high
 * ground), look again. What was seen stays on the body's map (./explored.ts),
 * so no ground is searched twice.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { at, distance, floor, fmt, HORIZONTAL, isFluid, isSolid } from './geometry.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { exploredBy, SURVEY, type Cell, type ExploredMap, type Sighting } from './explored.js';
import { found } from './found.js';
import { cellAt, nextView, START_BIAS, type Frontier } from './frontier.js';
import { ANIMALS, barrenFor, byWater, LANDMARKS, signsOf } from './habitat.js';
import { FAR_RANGE, farSign } from './far-sight.js';
import type { Target } from './target.js';
import { afield } from './afield.js';

export const DEFAULT_SURFACE_RADIUS = 128;

/** Walks in a row that fail before the next one may dig its way. */
const SHUT_IN = 3;
/** Walks in a row that fail (sea, cliffs) before the search gives up. */
const MAX_FAILURES = 6;
/** Walks at most, whatever the radius. */
const MAX_WALKS = 400;
/** Animals wander: a sighting of one older than two minutes is not trusted, nor a view of empty ground older than ten. */
const MOB_SIGHTING = 2400;
const MOB_GROUND = 12000;
/**
 * An animal search that has seen none for this long widens: its radius and the distance that halves a view's worth
 * double, up to MAX_REACH times. A player who has walked the land round about for five minutes without a cow walks on
 * to other land rather than into every hollow left: Odyssey farming seed 1, a desert start, crossed its 128 blocks
 * from end to end for an hour after ever smaller patches, with herds 200 blocks east. Not from the start: Plan4MC's
 * cow tasks on the plains have two or three minutes, and a wide search walks past the herd next door.
 */
const PATIENCE = 6000;
const MAX_REACH = 4;

/** How many times its radius an animal search begun at `begun` reaches now. */
const reach = (now: number, begun: number): number => Math.min(MAX_REACH, 2 ** Math.floor((now - begun) / PATIENCE));
/** How near a remembered sighting the walk goes: close enough for it to be in view again. */
const RECALL_RANGE = 4;

/** Since when the map's view of a cell counts as searched for a target. */
function groundSince(target: Target, now: number, begun: number): number {
  if (target.kind === 'mob') return now - MOB_GROUND;
  // The map notes landmarks wherever it looked: ground seen in any earlier search counts.
  return target.blocks.every((b) => LANDMARKS.includes(b)) ? -Infinity : begun;
}

/** The nearest place the target was seen and is not in view now (walked away from, or not remembered by the body), within the radius. */
function recall(map: ExploredMap, target: Target, since: number, from: Vec3Like, start: Vec3Like, radius: number): Sighting | null {
  const names = target.kind === 'block' ? target.blocks : target.mobs;
  let best: Sighting | null = null;
  for (const s of map.remembered(names, since, target.exclude ?? new Set())) {
    if (Math.max(Math.abs(s.pos.x - start.x), Math.abs(s.pos.z - start.z)) > radius) continue;
    if (!best || distance(s.pos, from) < distance(best.pos, from)) best = s;
  }
  return best;
}

/** With no ground in view to choose from (nothing loaded yet, a body that cannot tell blocks): walk on blind, an outward square spiral, within the radius. */
function blindStep(here: Vec3Like, n: number, start: Vec3Like, radius: number): Vec3Like | null {
  const d = HORIZONTAL[n % 4]!;
  const length = SURVEY * (Math.floor(n / 2) + 1);
  const to = at(Math.floor(here.x) + d.x * length, Math.floor(here.y), Math.floor(here.z) + d.z * length);
  return Math.max(Math.abs(to.x - start.x), Math.abs(to.z - start.z)) <= radius ? to : null;
}

/** Farm animals only: seen in the open, placed with the land. */
const grazing = (target: Target): boolean => target.kind === 'mob' && target.mobs.every((m) => ANIMALS.includes(m));

/** The search, with the body marked as out on the land while it runs (./afield.ts). */
export const surfaceSearch = (body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> =>
  afield(body, () => searchSurface(body, target, radius, signal, what));

async function searchSurface(body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const map = exploredBy(body);
  const start = floor(body.position());
  const begun = body.gameTick();
  const watch = {
    blocks: [...new Set([...(target.kind === 'block' ? target.blocks : []), ...LANDMARKS])],
    mobs: [...new Set([...(target.kind === 'mob' ? target.mobs : []), ...ANIMALS])],
  };
  const frontier: Frontier = {
    map,
    start,
    radius,
    signs: signsOf(target),
    barren: barrenFor(target),
    lowland: byWater(target),
    fresh: (c: Cell) => c.seenAt >= groundSince(target, body.gameTick(), begun),
    // Farm animals graze in the open; monsters spawn in the dark, under the same leaves the bot would shun.
    open: grazing(target),
  };
  const since = (): number => (target.kind === 'mob' ? body.gameTick() - MOB_SIGHTING : -Infinity);
  let failures = 0;
  let blind = 0;
  let last = '';
  for (let walk = 0; walk < MAX_WALKS; walk++) {
    const hit = found(body, target);
    if (hit) return hit;
    map.survey(body, watch);
    const here = body.position();
    if (frontier.open) {
      const wide = reach(body.gameTick(), begun);
      frontier.radius = radius * wide;
      frontier.startBias = START_BIAS * wide;
    }
    let seen = recall(map, target, since(), here, start, frontier.radius);
    // Back where one was seen and it is not in view: it is gone (dug, or wandered off).
    while (seen && distance(seen.pos, here) <= RECALL_RANGE + 1) {
      map.forget(seen.name, seen.pos);
      seen = recall(map, target, since(), here, start, frontier.radius);
    }
    // A grove of the target's tree, or ground with a sign of it, on the skyline beats unseen ground nearer by
    // (./far-sight.ts). No unseen ground to choose from: walk on blind while nothing is in view, and once in any case,
    // since from a hollow (sand dug out round the bot, a night's hole) the only views are its own floor, which see nothing.
    const far = seen ? null : farSign(body, target, map, frontier.signs);
    const view = seen || far ? null : nextView(frontier, here);
    const to = seen ? seen.pos : (far ?? view ?? (map.seesGround(here) && blind > 0 ? null : blindStep(here, blind++, start, radius)));
    if (!to) break;
    const from = body.position();
    // A view is walked to, not dug to: a cliff top picked for its view had an empty-handed bot dig a stair up through
    // stone for four minutes (dark oak seed 4). A blind walk (from a hollow, nothing in view) digs its way out, and so
    // does a bot whose walks keep failing.
    const dig = to !== view || failures >= SHUT_IN;
    const r = await act(what, signal, () => body.goto(to, seen ? RECALL_RANGE : far ? FAR_RANGE : 2, signal, { dig }));
    if (fatal(r)) return r;
    if (far) map.farWalked.push(far);
    failures = r.ok ? 0 : failures + 1;
    if (r.ok) {
      // A walk that succeeds without moving (the way ends where the bot stands) would be chosen again and again.
      const c = !seen && distance(from, body.position()) < 1 ? cellAt(frontier, to) : undefined;
      if (c) c.visited = true;
      continue;
    }
    last = r.message;
    if (seen) map.forget(seen.name, seen.pos);
    else {
      const c = cellAt(frontier, to);
      if (c) c.failed++;
    }
    if (failures >= MAX_FAILURES) return fail('unreachable', `${what}: ${failures} walks in a row failed (${last})`);
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} within ${frontier.radius} blocks of ${fmt(start)} (surface search)`);
}

/** The search `search.ts` calls by its old name. */
export const surfaceSpiral = surfaceSearch;

const SEE_UP = 48;
const SEE_DOWN = 24;
/** The standing height at a column (first solid block from above that is not a tree's leaves or log, with room over it), or `guess` when not known. */
export function groundY(body: Body, x: number, z: number, guess: number): number {
  for (let y = guess + SEE_UP; y >= guess - SEE_DOWN; y--) {
    const n = body.blockAt(at(x, y, z));
    if (n === null || !isSolid(n) || n.endsWith('_leaves') || n.endsWith('_log') || isFluid(n)) continue;
    return isSolid(body.blockAt(at(x, y + 1, z))) ? guess : y + 1;
  }
  return guess;
}
