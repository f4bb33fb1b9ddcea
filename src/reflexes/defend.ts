import type { Body, SeenEntity } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { flee } from '../skills/flee.js';
import { bestWeapon } from '../skills/inventory.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/** Hostiles this close are fought (skeletons shoot from 15 blocks: standing in their range only bleeds). */
const DEFEND_RANGE = 4;
const SKELETON_RANGE = 15;
const CREEPER_RANGE = 6;
const FIGHTS = 4;

/** The hostile to deal with now, and whether to walk away from it rather than fight. */
function threat(body: Body): { foe: SeenEntity; run: boolean } | null {
  const near = body.entities({ maxDistance: SKELETON_RANGE }).filter((e) => e.kind === 'hostile');
  if (!near.length) return null;
  const weapon = bestWeapon(body);
  // A creeper goes off before a stone sword kills it, and bare hands lose to anything close: walk away (players outrun them all).
  const danger = near.find((e) => e.name === 'creeper' && e.distance <= CREEPER_RANGE) ?? (weapon ? undefined : near.find((e) => e.distance <= DEFEND_RANGE));
  if (danger) return { foe: danger, run: true };
  const foe = weapon ? near.find((e) => e.name !== 'creeper' && (e.distance <= DEFEND_RANGE || e.name === 'skeleton')) : undefined;
  return foe ? { foe, run: false } : null;
}

export const defend: Reflex = {
  name: 'defend',
  description: 'A hostile close by: fight it with the best weapon, or walk away from a creeper or when unarmed.',
  due: (body) => threat(body) !== null,
  async run(body, signal) {
    const what = 'defend';
    let fled = false;
    for (let fights = 0; fights < FIGHTS; fights++) {
      const t = threat(body);
      if (!t) break;
      if (t.run) {
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
