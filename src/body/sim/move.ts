/** goto and collect: A* over voxels, re-planning from partial paths while they make progress. */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { findPath } from '../../sim/path.js';
import { followPath, scaffoldCount } from '../../sim/act.js';
import type { World } from '../../sim/world.js';
import type { Vec3Like } from '../../contracts/body.js';
import { counts, diff, fmt, floorPos, validPos } from './util.js';

export interface MoveOptions {
  maxNodes: number;
  replans: number;
}
export const DEFAULT_MOVE: MoveOptions = { maxNodes: 8000, replans: 16 };

const dist = (a: Vec3Like, b: Vec3Like): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

export function goto(world: World, target: Vec3Like, range: number, signal: AbortSignal, opts: MoveOptions = DEFAULT_MOVE): Outcome {
  if (!validPos(target)) return fail('world_error', `goto: target must be {x,y,z} numbers, got ${JSON.stringify(target)}`);
  if (!(range >= 0)) return fail('world_error', `goto: range must be a number >= 0, got ${String(range)}`);
  const goal = floorPos(target);
  const before = counts(world);
  const deaths = world.deaths.length;
  let bestDist = Infinity;
  for (let attempt = 0; attempt <= opts.replans; attempt++) {
    if (signal.aborted) return fail('aborted', 'goto aborted');
    const here = floorPos(world.player.pos);
    if (dist(here, goal) <= range) return ok(diff(before, counts(world)), { pos: world.player.pos });
    const path = findPath(world, here, goal, { range, maxNodes: opts.maxNodes, scaffold: scaffoldCount(world) });
    if (path.status === 'none' || path.steps.length === 0) break;
    const end = path.steps[path.steps.length - 1];
    const endDist = dist(end, goal);
    if (path.status === 'partial' && endDist >= bestDist - 0.5) break;
    bestDist = Math.min(bestDist, endDist);
    const walked = followPath(world, path.steps, signal);
    if (world.deaths.length !== deaths) {
      const d = world.deaths[world.deaths.length - 1];
      return fail('died', `died (${d.cause}) on the way to ${fmt(goal)}`, { cause: d.cause });
    }
    if (!walked.ok) return walked.reason === 'aborted' ? fail('aborted', 'goto aborted') : fail('unreachable', `goto ${fmt(goal)}: ${walked.reason}`);
  }
  const here = floorPos(world.player.pos);
  if (dist(here, goal) <= range) return ok(diff(before, counts(world)), { pos: world.player.pos });
  return fail('unreachable', `no path to within ${range} of ${fmt(goal)} from ${fmt(here)}`, { from: here, distance: dist(here, goal) });
}

/** Walk over dropped items within `radius` (nearest first) so they are picked up. */
export function collect(world: World, radius: number, signal: AbortSignal): Outcome {
  const before = counts(world);
  const deaths = world.deaths.length;
  for (let round = 0; round < 64; round++) {
    const p = world.player.pos;
    const near = world.items
      .map((e) => ({ e, d: Math.hypot(e.x + 0.5 - p.x, e.y - p.y, e.z + 0.5 - p.z) }))
      .filter(({ d }) => d <= radius)
      .sort((a, b) => a.d - b.d || a.e.id - b.e.id);
    if (near.length === 0) break;
    if (world.player.inventory.freeSlots() === 0 && near.every(({ e }) => world.player.inventory.room(e.name) === 0)) {
      return fail('inventory_full', 'inventory is full; toss or deposit items first', { gained: diff(before, counts(world)) });
    }
    const { e } = near[0];
    const r = goto(world, { x: e.x, y: e.y, z: e.z }, 1, signal);
    if (!r.ok) {
      if (r.code === 'died' || r.code === 'aborted') return r;
      world.items.splice(world.items.indexOf(e), 1); // unreachable item: forget it rather than loop
      continue;
    }
    world.advance(Math.max(1, e.pickupAt - world.tick));
    if (world.deaths.length !== deaths) return fail('died', 'died while collecting items');
  }
  return ok(diff(before, counts(world)));
}
