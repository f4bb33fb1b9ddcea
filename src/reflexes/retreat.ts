import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { canHeal } from '../skills/inventory.js';
import { holeUp, isNight, LOW_HEALTH } from '../skills/night.js';
import type { Reflex, ReflexContext } from './types.js';

const HEALED = 16;

const threshold = (body: Body, ctx: ReflexContext): number => (isNight(body) ? (ctx.tuning.nightRetreatBelow ?? LOW_HEALTH) : LOW_HEALTH);

/** Hurt enough to hide and heal, and able to heal. */
export const retreatDue = (body: Body, ctx: ReflexContext): boolean => body.vitals().health < threshold(body, ctx) && canHeal(body, ctx.knowledge);

export const retreat: Reflex = {
  name: 'retreat',
  description: 'Health low: hide in a hole dug and roofed over, and eat to heal.',
  due: retreatDue,
  async run(body, signal, ctx) {
    const k = ctx.knowledge;
    const out = await holeUp(body, k, signal, 'retreat', () => body.vitals().health >= HEALED || !canHeal(body, k));
    return out ?? ok();
  },
};
