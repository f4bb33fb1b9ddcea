import { ok } from '../contracts/outcome.js';
import { bestWeapon } from '../skills/inventory.js';
import { holeUp, isEvening, onSurface, SUNSET } from '../skills/night.js';
import type { Reflex } from './types.js';

/**
 * Sunset to sunrise on open ground without a weapon: hole up until morning
 * (bare hands lose to a zombie). With a sword the bot carries on and fights.
 * Only from sunset: at daybreak the bot stays out, but one already in a hole
 * waits for the sun to do its work.
 */
export const shelter: Reflex = {
  name: 'shelter',
  description: 'Night on open ground without a weapon: dig in, roof over, and wait for morning.',
  due: (body) => body.timeOfDay() >= SUNSET && !bestWeapon(body) && onSurface(body),
  async run(body, signal, ctx) {
    const out = await holeUp(body, ctx.knowledge, signal, 'shelter', () => !isEvening(body));
    return out ?? ok();
  },
};
