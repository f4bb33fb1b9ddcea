/** goto and collect: A* over voxels, re-planning from partial paths while they make progress. */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { findPath, type Step } from '../../sim/path.js';
import { isSolid } from '../../sim/data.js';
import { followPath, scaffoldCount } from '../../sim/act.js';
import type { World } from '../../sim/world.js';
import type { Vec3Like } from '../../contracts/body.js';
import { counts, diff, fmt, floorPos, validPos } from './util.js';

export interface MoveOptions {
  maxNodes: number;
  replans: number;
  /** false: never dig on the way (Body.goto's `dig`). */
  canDig?: boolean;
}
export const DEFAULT_MOVE: MoveOptions = { maxNodes: 8000, replans: 16 };

/** Roughly the ticks a swum or walked step takes, to tell whether the path reaches air in time. */
const STEP_TICKS = 6;
const SHORT_DASH = 8;

/**
 * Ticks a step under water takes: a swim stroke, plus digging whatever rock is
 * in the way, five times slower in water without Aqua Affinity
 * (https://minecraft.wiki/w/Breaking#Speed) than the ~20 ticks a stone or
 * deepslate block takes with a stone pickaxe on land.
 */
const DIG_UNDER_WATER_TICKS = 100;
const stepTicks = (world: World, s: Step, stroke = STEP_TICKS): number =>
  stroke + [s.y, s.y + 1].filter((y) => isSolid(world.blockId(s.x, y, s.z))).length * DIG_UNDER_WATER_TICKS;
/** What a swim stroke really takes (2.2 blocks a second), for the damage of a way out that outlasts the air. */
const STROKE_TICKS = 20 / 2.2;

/**
 * Stop the walk when the head is under water and the path does not come up
 * for air before the air runs out (300 ticks in all); a short dash to air
 * through open water goes on whatever is left.
 */
const outOfBreath =
  (world: World) =>
  (rest: readonly Step[]): string | null => {
    const p = world.player;
    const water = (x: number, y: number, z: number): boolean => world.getBlock({ x, y: y + 1, z }) === 'water';
    if (!water(Math.floor(p.pos.x), Math.floor(p.pos.y), Math.floor(p.pos.z))) return null;
    // Air for the head there now: rock still to dig is not air yet, and a cut beside the water floods.
    const breath = rest.findIndex((s) => !water(s.x, s.y, s.z) && !isSolid(world.blockId(s.x, s.y + 1, s.z)));
    // With no air on the way, the whole walk is under water.
    const ticks = rest.slice(0, breath < 0 ? rest.length : breath).reduce((t, s) => t + stepTicks(world, s), 0);
    if (ticks < p.oxygen) return null;
    // A short dash to air through open water is finished whatever the air left: stopping short of it would not help.
    if (breath >= 0 && breath <= SHORT_DASH && ticks <= SHORT_DASH * STEP_TICKS) return null;
    // Nor is a longer way to air the bot lives through: the breathe reflex's own walk out was refused here, and the
    // bot drowned where it stood (diamond seed 10).
    if (breath < 0) return 'out of breath under water';
    const out = rest.slice(0, breath).reduce((t, s) => t + stepTicks(world, s, STROKE_TICKS), 0);
    return drowning(out, p.oxygen) <= p.health - DROWN_MARGIN ? null : 'out of breath under water';
  };

/**
 * Damage taken in `ticks` more under water with `air` left: the air counts down past 0 to -20, then a hit of 2 and
 * back to 0 (LivingEntity.baseTick; https://minecraft.wiki/w/Drowning).
 */
const drowning = (ticks: number, air: number): number => 2 * Math.max(0, Math.floor((ticks - air) / 20));
/** Health a walk to air must leave: a skeleton's arrow on the shore. */
const DROWN_MARGIN = 4;

/**
 * Stop the walk before a step into lava, or under it: lava that flowed into
 * the way after the path was planned (a tunnel broke into a lava pocket). A
 * player in lava lasts under three seconds (4 damage per half second,
 * https://minecraft.wiki/w/Lava#Damage); one who sees it ahead stops. A walk
 * out of lava goes on while its next step is clear of it.
 */
const lavaAhead =
  (world: World) =>
  (rest: readonly Step[]): string | null => {
    const s = rest[0];
    if (!s) return null;
    const lava = (y: number): boolean => world.getBlock({ x: s.x, y, z: s.z }) === 'lava';
    return lava(s.y) || lava(s.y + 1) || lava(s.y + 2) ? `lava in the way at ${fmt(s)}` : null;
  };

/** Lava in the cell, over it, or flowing in from a side. */
const lavaBeside = (world: World, c: Vec3Like): boolean =>
  [c, { ...c, y: c.y + 1 }, { ...c, y: c.y + 2 }, ...HORIZONTAL.flatMap(([dx, dz]) => [0, 1].map((dy) => ({ x: c.x + dx, y: c.y + dy, z: c.z + dz })))].some(
    (q) => world.getBlock(q) === 'lava',
  );
const HORIZONTAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

const stops =
  (world: World) =>
  (rest: readonly Step[]): string | null =>
    outOfBreath(world)(rest) ?? lavaAhead(world)(rest);

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
    const path = findPath(world, here, goal, { range, maxNodes: opts.maxNodes, scaffold: scaffoldCount(world), canDig: opts.canDig });
    if (path.status === 'none' || path.steps.length === 0) break;
    const end = path.steps[path.steps.length - 1];
    const endDist = dist(end, goal);
    if (path.status === 'partial' && endDist >= bestDist - 0.5) break;
    bestDist = Math.min(bestDist, endDist);
    const walked = followPath(world, path.steps, signal, stops(world));
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

/** Ticks to let a falling or drifting item come to rest before walking to it. */
const SETTLE_TICKS = 10;

/** A drop this far below the player has fallen away (down a shaft, through a floor): not worth the climb down. */
const FELL_AWAY = 8;

/**
 * Walk to each of these item entities, nearest first, until it is picked up
 * (or burnt, despawned, out of reach). The player picks items up only by
 * touching them, after their pickup delay, as in vanilla.
 */
export function pickUp(world: World, ids: readonly number[], signal: AbortSignal): Outcome {
  const before = counts(world);
  const deaths = world.deaths.length;
  const left = new Set(ids);
  const given = new Set<number>();
  const tries = new Map<number, number>();
  for (let round = 0; round < 64 && left.size > 0; round++) {
    if (signal.aborted) return fail('aborted', 'collect aborted');
    const items = world.items.filter((e) => left.has(e.id) && !given.has(e.id));
    for (const id of left) if (!items.some((e) => e.id === id)) left.delete(id);
    if (items.length === 0) break;
    const p = world.player.pos;
    items.sort((a, b) => Math.hypot(a.x + 0.5 - p.x, a.y - p.y, a.z + 0.5 - p.z) - Math.hypot(b.x + 0.5 - p.x, b.y - p.y, b.z + 0.5 - p.z) || a.id - b.id);
    const e = items[0];
    if (world.player.inventory.room(e.name) === 0) {
      return fail('inventory_full', 'inventory is full; toss or deposit items first', { gained: diff(before, counts(world)) });
    }
    if (e.vy !== 0) {
      world.advance(SETTLE_TICKS);
      continue;
    }
    const at = floorPos({ x: e.x + 0.5, y: e.y, z: e.z + 0.5 });
    // A drop in lava's way is left: the item may burn, the player would. So is one that fell far down a hole or a cliff.
    if (lavaBeside(world, at) || at.y < world.player.pos.y - FELL_AWAY) {
      left.delete(e.id);
      continue;
    }
    const onto = goto(world, at, 0, signal);
    if (!onto.ok && (onto.code === 'died' || onto.code === 'aborted')) return onto;
    const r = onto.ok ? onto : goto(world, at, 1, signal);
    if (!r.ok && (r.code === 'died' || r.code === 'aborted')) return r;
    if (world.deaths.length !== deaths) return fail('died', 'died while collecting items');
    // The pickup delay may still run; then the touch check of the next tick takes it.
    world.advance(Math.max(1, e.pickupAt - world.tick + 1));
    if (world.deaths.length !== deaths) return fail('died', 'died while collecting items');
    const n = (tries.get(e.id) ?? 0) + 1;
    tries.set(e.id, n);
    if (world.items.includes(e) && (!r.ok || n >= 3)) given.add(e.id); // cannot get to it: leave it lying rather than loop
  }
  return ok(diff(before, counts(world)));
}
