import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { bestFood, REGENERATES } from '../skills/inventory.js';
import { stop } from './chores.js';
import type { Reflex, ReflexContext } from './types.js';

/** Below this hunger the bot eats; health regenerates only at 18 or more, so a hurt bot eats below that. */
const HUNGRY = 16;

/** Eating takes 32 ticks with the weapon down: a zombie this close lands two hits (3 each) meanwhile. */
const AT_HAND = 5;
/** Hunger this low is eaten for whatever is near (below 6 the bot cannot sprint, at 0 it starves). */
const STARVING = 6;

const hungry = (body: Body): boolean => {
  const v = body.vitals();
  if (!(v.food < HUNGRY || (v.food < REGENERATES && v.health < 20))) return false;
  // Not in the middle of a fight: the eat that broke off a zombie fight at 17 health cost 6 of it (seed 5, 3 zombies).
  return v.food < STARVING || !body.entities({ maxDistance: AT_HAND }).some((e) => e.kind === 'hostile');
};

/**
 * The food the plan is after (the beef of a cow hunt, the beef to cook) is left alone until starving, as a player
 * would not eat the catch when the catch is the point: Odyssey's cook-meat seed 1 ate the beef it had walked nine
 * minutes for, at hunger 15, and then had nothing to cook.
 */
const food = (body: Body, ctx: ReflexContext): string | null => {
  if (!hungry(body)) return null;
  const starving = body.vitals().food < STARVING;
  return bestFood(body, ctx.knowledge, starving ? undefined : ctx.keep, { poisonous: starving });
};

export const eat: Reflex = {
  name: 'eat',
  description: 'Hungry, or hurt and short of the hunger that heals: eat the best food carried.',
  due: (body, ctx) => food(body, ctx) !== null,
  async run(body, signal, ctx) {
    const item = food(body, ctx);
    if (!item) return ok();
    const r = await act('eat', signal, () => body.consume(item, signal));
    return stop(r) ?? ok();
  },
};
