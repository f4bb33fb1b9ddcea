/**
 * Going to the mountains for what forms only there, as a player does: emerald
 * ore is placed only in mountain biomes (vanilla 1.20.4 `addExtraEmeralds`,
 * used by the windswept hills, meadows, groves, snowy slopes and peaks), so a
 * tunnel elsewhere never meets one. Mountains are told by what a player sees
 * of them: bare stone or snow on top of ground high over the sea
 * (MOUNTAIN_TOPS over MOUNTAIN_Y), near by the map of the land (./explored.ts)
 * and far off on the skyline (Body.landmarks), by day. With none in sight the
 * walk is the surface search's frontier (./frontier.ts), with those tops as
 * the signs and high ground preferred.
 */
import { MOUNTAIN_TOPS, MOUNTAIN_Y, type Body, type Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { ascendToSky } from './ascend.js';
import { exploredBy, cellOf, type Cell, type ExploredMap } from './explored.js';
import { cellAt, MAX_FAILED, nextView, type Frontier } from './frontier.js';
import { flat, floor, fmt } from './geometry.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import type { Target } from './target.js';
import { HOP, standFor, toward } from './sweep.js';

/** Blocks that form only in mountain biomes (OrePlacements.ORE_EMERALD, placed by BiomeDefaultFeatures.addExtraEmeralds). */
export const MOUNTAINS_ONLY: readonly string[] = ['emerald_ore', 'deepslate_emerald_ore'];
const TOPS: ReadonlySet<string> = new Set(MOUNTAIN_TOPS);
/** How far the bot may be from mountain ground and still count as in the mountains (tunnelling under them). */
const NEAR_CELLS = 2;
/** How far from where it begins the walk to the mountains looks. */
export const MOUNTAIN_RADIUS = 320;
const MAX_WALKS = 200;
const MAX_FAILURES = 6;

/** A target found only in the mountains. */
export const inMountainsOnly = (target: Target): boolean => target.kind === 'block' && target.blocks.every((b) => MOUNTAINS_ONLY.includes(b));

const isMountain = (c: Cell): boolean => c.stand !== null && c.stand.y >= MOUNTAIN_Y && c.tops.some((t) => TOPS.has(t));

/** Mountain ground seen within NEAR_CELLS cells of p, or null. */
function mountainNear(map: ExploredMap, p: Vec3Like): Cell | null {
  for (let dx = -NEAR_CELLS; dx <= NEAR_CELLS; dx++)
    for (let dz = -NEAR_CELLS; dz <= NEAR_CELLS; dz++) {
      const c = map.cell(cellOf(p.x) + dx, cellOf(p.z) + dz);
      if (c && isMountain(c)) return c;
    }
  return null;
}

/** A mountain top seen on the skyline within this many blocks (across) counts as reached: at its foot, the rock ahead is the mountain's. */
const AT_FOOT = 16;

/** The mountain top seen on the skyline nearest p (across), or null. */
function nearestTop(map: ExploredMap, p: Vec3Like): Vec3Like | null {
  let best: Vec3Like | null = null;
  for (const t of map.mountainTops) if (!best || flat(t, p) < flat(best, p)) best = t;
  return best;
}

/** Is the body in the mountains, as far as it has seen (on them, at a peak's foot, or tunnelling under them)? */
export function inMountains(body: Body): boolean {
  const map = exploredBy(body);
  const here = body.position();
  const top = nearestTop(map, here);
  return mountainNear(map, here) !== null || (top !== null && flat(top, here) <= AT_FOOT);
}

/** Where to tunnel toward in the mountains: the nearest top seen, else the nearest mountain ground, else nowhere in particular. */
export function intoTheMountain(body: Body): { x: number; z: number } | undefined {
  const map = exploredBy(body);
  const here = body.position();
  return nearestTop(map, here) ?? nearestMountain(map, here)?.stand ?? undefined;
}

/** Note the mountain tops on the skyline, one per cell, and return the nearest. */
function lookForPeaks(body: Body, map: ExploredMap): Vec3Like | null {
  for (const l of body.landmarks?.('mountain') ?? []) {
    if (!map.mountainTops.some((t) => cellOf(t.x) === cellOf(l.pos.x) && cellOf(t.z) === cellOf(l.pos.z))) map.mountainTops.push(l.pos);
  }
  return nearestTop(map, body.position());
}

/** The seen mountain ground nearest p, its highest cell on a tie, and not walked to in vain. */
function nearestMountain(map: ExploredMap, p: Vec3Like): Cell | null {
  let best: Cell | null = null;
  let bestD = Infinity;
  for (const c of map.all()) {
    if (!isMountain(c) || c.failed >= MAX_FAILED) continue;
    const d = flat(c.stand!, p) - c.stand!.y / 16;
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

const NOTHING = { blocks: [], mobs: [] };

/** Walk to mountain ground: the nearest seen, else the view that shows the most unseen ground, toward stone and snow tops and uphill. */
export async function reachMountains(body: Body, signal: AbortSignal, what: string, radius = MOUNTAIN_RADIUS): Promise<Outcome> {
  const map = exploredBy(body);
  // Mountains are looked for from under the sky; a climb that fails (a sealed cave) leaves the walk to start from there.
  const up = await ascendToSky(body, signal, what);
  if (fatal(up)) return up;
  const start = floor(body.position());
  const frontier: Frontier = { map, start, radius, signs: TOPS, barren: new Set(), lowland: false, fresh: () => true, open: false };
  let failures = 0;
  for (let walk = 0; walk < MAX_WALKS; walk++) {
    map.survey(body, NOTHING);
    const here = body.position();
    const peak = nearestMountain(map, here);
    const far = lookForPeaks(body, map);
    if (inMountains(body)) return ok(undefined, { pos: floor(here) });
    // A peak on the skyline is walked toward a hop at a time, over ground not yet seen: by foot first.
    const to = peak?.stand ?? (far ? standFor(body, map, toward(body, far, HOP)) : nextView(frontier, here));
    if (!to) break;
    const from = body.position();
    // After a refused walk toward a peak, the way on is into the hill before it: that rock is the mountain's.
    const r = await act(what, signal, () => body.goto(to, 2, signal, { dig: !far || failures > 0 }));
    if (fatal(r)) return r;
    const c = cellAt(frontier, to);
    if (!r.ok) {
      if (c) c.failed++;
      if (++failures >= MAX_FAILURES) return fail('unreachable', `${what}: ${failures} walks toward the mountains failed in a row (${r.message})`);
      continue;
    }
    failures = 0;
    // A walk that ends where it began would be chosen again and again.
    if (c && flat(from, body.position()) < 1) c.visited = true;
  }
  return fail('not_found', `${what}: no mountains (stone or snow over y ${MOUNTAIN_Y}) within ${radius} blocks of ${fmt(start)}`);
}
