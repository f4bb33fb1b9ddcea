import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import type { Knowledge } from '../knowledge/types.js';
import { act } from '../skills/act.js';
import { bestFood } from '../skills/inventory.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/** Below this hunger the bot eats; health regenerates only at 18 or more, so a hurt bot eats below that. */
const HUNGRY = 16;
const REGENERATES = 18;

const hungry = (body: Body): boolean => {
  const v = body.vitals();
  return v.food < HUNGRY || (v.food < REGENERATES && v.health < 20);
};

const food = (body: Body, k: Knowledge): string | null => (hungry(body) ? bestFood(body, k) : null);

export const eat: Reflex = {
  name: 'eat',
  description: 'Hungry, or hurt and short of the hunger that heals: eat the best food carried.',
  due: (body, ctx) => food(body, ctx.knowledge) !== null,
  async run(body, signal, ctx) {
    const item = food(body, ctx.knowledge);
    if (!item) return ok();
    const r = await act('eat', signal, () => body.consume(item, signal));
    return stop(r) ?? ok();
  },
};
