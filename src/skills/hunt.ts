/**
 * Hunting hostile mobs the way a player does: they walk the surface only at
 * night, so by day the hunter waits for dusk (fighting whatever comes), then
 * stands its ground and lets them come, hitting at the weapon's cooldown,
 * eating to regenerate, and hiding in a hole to heal when health runs low.
 * Hostiles that come close are fought whatever their kind, and count when
 * they are the kind hunted.
 */
import type { Body, SeenEntity } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { act } from './act.js';
import { bestWeapon } from './inventory.js';
import { isNight, ticksToNight, toDryLand } from './night.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { search } from './search.js';
import type { Target } from './target.js';
import { flee } from './flee.js';

/** Hostiles this close are fought first, whether hunted or not (skeletons shoot from farther). */
const DEFEND_RANGE = 4;
/** Skeletons shoot from 15 blocks: standing in their range without closing in only bleeds health. */
const SKELETON_RANGE = 15;
const SLICE = 100;
/** Walk this far to fresh ground after this long at night with nothing to hunt. */
const ROAM_AFTER = 2400;
const ROAM = 24;
/** Give up after two full days and nights of hunting. */
export const HUNT_TICKS = 48000;

const FOOD_MOBS = ['cow', 'pig', 'sheep'];
const FOOD_STOCK = 4;
const FOOD_KILLS = 6;
const FOOD_RADIUS = 96;
const foodCount = (body: Body, k: Knowledge): number =>
  body
    .inventory()
    .filter((s) => k.foodPoints(s.name) > 0)
    .reduce((n, s) => n + s.count, 0);

export interface HuntState {
  kills: () => number;
  counted: () => void;
}

const stop = (r: Outcome): boolean => !r.ok && (r.code === 'aborted' || r.code === 'died');

/**
 * A creeper this close is walked away from before anything else: it blows up
 * 1.5 s after coming within 3 blocks (a stone sword needs four hits, over
 * 1.9 s), and players outrun it. Unless creepers are what is hunted.
 */
const CREEPER_RANGE = 8;
/** Hunting at night, the bot hides to heal sooner than on an errand: another mob is always coming. */
export const HUNT_LOW_HEALTH = 10;

/**
 * The mob to deal with next: a creeper about to go off, a hostile at the
 * bot's throat or a skeleton in bow range, else the nearest of the hunted
 * kind not given up on.
 */
export function nextFoe(body: Body, target: Target & { kind: 'mob' }, gone: ReadonlySet<string>): SeenEntity | null {
  const near = body.entities({ maxDistance: Math.max(CREEPER_RANGE, SKELETON_RANGE) }).filter((e) => e.kind === 'hostile' && !gone.has(`#${e.id}`));
  const close =
    near.find((e) => e.name === 'creeper' && e.distance <= CREEPER_RANGE) ??
    near.find((e) => e.distance <= DEFEND_RANGE || (e.name === 'skeleton' && e.distance <= SKELETON_RANGE));
  if (close) return close;
  return body.entities({ names: target.mobs }).find((e) => e.kind !== 'item' && !gone.has(`#${e.id}`)) ?? null;
}

export async function hunt(
  body: Body,
  k: Knowledge,
  target: Target & { kind: 'mob' },
  count: number,
  st: HuntState,
  signal: AbortSignal,
  what: string,
): Promise<Outcome> {
  const start = body.gameTick();
  const gone = new Set<string>();
  let idle = 0;
  let roamDir = 0;
  let foodKills = 0;
  let looked = false;
  while (st.kills() < count) {
    if (body.gameTick() - start > HUNT_TICKS)
      return fail('not_found', `${what}: no ${target.label} came within reach in ${Math.round(HUNT_TICKS / 24000)} days and nights`, { kills: st.kills() });
    const foe = nextFoe(body, target, gone);
    if (foe) {
      idle = 0;
      const weapon = bestWeapon(body);
      if (foe.name === 'creeper' && !target.mobs.includes('creeper')) {
        const f = await flee(body, foe.pos, signal, what);
        if (f) return f;
        continue;
      }
      if (weapon && body.heldItem() !== weapon) {
        const e = await act(what, signal, () => body.equip(weapon, 'hand', signal));
        if (stop(e)) return e;
      }
      const a = await act(what, signal, () => body.attack(foe.id, signal));
      if (stop(a)) return a;
      if (!a.ok) gone.add(`#${foe.id}`);
      else if (target.mobs.includes(foe.name)) st.counted();
      continue;
    }
    if (isNight(body) && idle >= ROAM_AFTER) {
      // Nothing spawns close to where the bot has stood all night (or the ground is no good): move on.
      idle = 0;
      const p = body.position();
      const dir = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ][roamDir++ % 4]!;
      const g = await act(what, signal, () => body.goto({ x: p.x + dir[0]! * ROAM, y: p.y, z: p.z + dir[1]! * ROAM }, 4, signal));
      if (stop(g)) return g;
      continue;
    }
    if (!isNight(body) && foodKills < FOOD_KILLS && foodCount(body, k) < FOOD_STOCK) {
      // The day is for stocking up: healing between fights at night costs food.
      let meat = body.entities({ names: FOOD_MOBS }).find((e) => !gone.has(`#${e.id}`));
      if (!meat && !looked && body.vitals().health < 14 && foodCount(body, k) === 0) {
        // Hurt and nothing to eat: a night of fighting would end badly, so look for animals now.
        looked = true;
        const f = await search(
          body,
          k,
          { kind: 'mob', label: 'food animals', mobs: FOOD_MOBS, exclude: gone },
          { strategy: 'surface', y: null, radius: FOOD_RADIUS },
          signal,
          what,
        );
        if (stop(f)) return f;
        meat = body.entities({ names: FOOD_MOBS }).find((e) => !gone.has(`#${e.id}`));
      }
      if (meat) {
        foodKills++;
        const a = await act(what, signal, () => body.attack(meat.id, signal));
        if (stop(a)) return a;
        if (!a.ok) gone.add(`#${meat.id}`);
        continue;
      }
    }
    const dry = await toDryLand(body, signal, what);
    if (dry) return dry;
    // By day, wait for dusk; at night, let them come.
    const slice = Math.max(1, Math.min(SLICE, ticksToNight(body) || SLICE));
    const w = await act(what, signal, () => body.wait(slice, signal));
    if (stop(w)) return w;
    if (isNight(body)) idle += slice;
  }
  return ok(undefined, { kills: st.kills() });
}
