import type { Body, SeenEntity } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { flee } from '../skills/flee.js';
import { inSightOf } from '../skills/wall-off.js';
import { bestWeapon } from '../skills/inventory.js';
import { LOW_HEALTH } from '../skills/night.js';
import { isNeutralMob } from '../knowledge/tables/combat.js';
import { stop } from './chores.js';
import { retreatDue } from './retreat.js';
import type { Reflex, ReflexContext } from './types.js';

/** Hostiles this close are fought (skeletons shoot from 15 blocks: standing in their range only bleeds). */
const DEFEND_RANGE = 4;
const SKELETON_RANGE = 15;
const CREEPER_RANGE = 6;
const FIGHTS = 4;
const TARGET_DY = 4;
/** Walks away from one creeper after which, armed and fit, the bot fights it: it stands in the way of the plan. */
const WALKS_BEFORE_FIGHT = 2;

/**
 * Creepers walked away from (by id). Keyed by the body's senses, as the arm reflex keys its retries: `due` is asked
 * with the plan's wrapper of the body and `run` gets the reflexes' own, and the senses are what the two share.
 */
const walkedFrom = new WeakMap<object, Map<number, number>>();
const walksFrom = (body: Body, id: number): number => walkedFrom.get(body.senses)?.get(id) ?? 0;
function walkedAway(body: Body, id: number): void {
  const m = walkedFrom.get(body.senses) ?? new Map<number, number>();
  walkedFrom.set(body.senses, m.set(id, (m.get(id) ?? 0) + 1));
}

/**
 * The hostile to deal with now, and whether to walk away from it rather than fight. None while hurt enough to
 * hide and heal: the retreat reflex gets away first (a zombie's two hits during a fight kill at 6 health).
 */
function threat(body: Body, ctx: ReflexContext): { foe: SeenEntity; run: boolean } | null {
  if (retreatDue(body, ctx)) return null;
  // Mobs more than 4 blocks above or below do not take the player as a target (vanilla `NearestAttackableTargetGoal`).
  const y = body.position().y;
  // A neutral mob (an enderman passing by) is left be: swung at, it would fight back. One heard behind rock or a wall
  // put up against it cannot reach or see the bot now; it is dealt with when it comes into view.
  const near = body
    .entities({ maxDistance: SKELETON_RANGE })
    .filter((e) => e.kind === 'hostile' && !isNeutralMob(e.name) && Math.abs(e.pos.y - y) <= TARGET_DY && inSightOf(body, e.pos));
  if (!near.length) return null;
  // Bare hands lose to anything close, and so does a sword at low health: walk away (players outrun them all).
  const beaten = !bestWeapon(body) || body.vitals().health <= LOW_HEALTH;
  // A creeper is walked away from: it goes off in 1.5 s once within 3 blocks. One still there after two walks (standing
  // between the bot and where the plan goes, which walks it back each time) is fought hit-and-back, unless beaten.
  const creeper = near.find((e) => e.name === 'creeper' && e.distance <= CREEPER_RANGE);
  if (creeper && !beaten && walksFrom(body, creeper.id) >= WALKS_BEFORE_FIGHT) return { foe: creeper, run: false };
  const danger = creeper ?? (beaten ? near.find((e) => e.distance <= DEFEND_RANGE) : undefined);
  if (danger) return { foe: danger, run: true };
  const foe = !beaten ? near.find((e) => e.name !== 'creeper' && (e.distance <= DEFEND_RANGE || e.name === 'skeleton')) : undefined;
  return foe ? { foe, run: false } : null;
}

export const defend: Reflex = {
  name: 'defend',
  description: 'A hostile close by: fight it with the best weapon, or walk away from a creeper or when unarmed.',
  due: (body, ctx) => threat(body, ctx) !== null,
  async run(body, signal, ctx) {
    const what = 'defend';
    let fled = false;
    for (let fights = 0; fights < FIGHTS; fights++) {
      const t = threat(body, ctx);
      if (!t) break;
      if (t.run) {
        if (t.foe.name === 'creeper') walkedAway(body, t.foe.id);
        const f = await flee(body, t.foe.pos, signal, what);
        if (f) return f;
        fled = true;
        continue;
      }
      const weapon = bestWeapon(body)!;
      if (body.heldItem() !== weapon) {
        const e = await act(what, signal, () => body.equip(weapon, 'hand', signal));
        if (stop(e)) return e;
      }
      const r = await act(what, signal, () => body.attack(t.foe.id, signal));
      if (stop(r)) return r;
      if (!r.ok) return ok(undefined, undefined, `${t.foe.name} got away or is out of reach`);
    }
    return ok(undefined, undefined, fled ? 'walked away' : undefined);
  },
};
