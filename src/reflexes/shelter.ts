import { ok } from '../contracts/outcome.js';
import type { Body } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { bestWeapon, canHeal } from '../skills/inventory.js';
import { afloat, holeUp, isEvening, LOW_HEALTH, onSurface, SUNSET } from '../skills/night.js';
import { sleepsTonight } from './sleep.js';
import type { Reflex } from './types.js';

/**
 * Sunset to sunrise on open ground without a weapon: hole up until morning
 * (bare hands lose to a zombie). With a sword the bot carries on and fights,
 * unless it is down to a zombie's two hits with nothing to heal on (the
 * retreat reflex takes the hurt bot that can): walking away from every pack
 * that closes in, it only walks back into the next (a snowball hunt spent
 * half an hour so at 5 health). Only from sunset: at daybreak the bot stays
 * out, but one already in a hole waits for the sun to do its work.
 */
export const shelter: Reflex = {
  name: 'shelter',
  description: 'Night on open ground without a weapon, or too hurt to fight with nothing to eat: dig in, roof over, and wait for morning.',
  // Not for a bot that will sleep in its bed tonight (./sleep.ts): beds can be slept in only from a little after sunset.
  // Not while swimming either: no hole is dug in water, and a reflex that does nothing still cut the plan's swim ashore
  // every 10 seconds (dark oak seed 1). Ashore it is due again.
  due: (body, ctx) => body.timeOfDay() >= SUNSET && beaten(body, ctx.knowledge) && onSurface(body) && !afloat(body) && !sleepsTonight(body, ctx),
  async run(body, signal, ctx) {
    const out = await holeUp(body, ctx.knowledge, signal, 'shelter', () => !isEvening(body));
    return out ?? ok();
  },
};

/** Bare-handed, or at a zombie's two hits with nothing to heal on. */
const beaten = (body: Body, k: Knowledge): boolean => !bestWeapon(body) || (body.vitals().health <= LOW_HEALTH && !canHeal(body, k));
