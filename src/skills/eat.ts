import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { bestFood } from './inventory.js';
import { fail, ok } from '../contracts/outcome.js';

export type EatArgs = { food: string | null };

const FULL = 20;

export const eat: Skill<EatArgs> = {
  name: 'eat',
  description: 'Eat a food from the inventory; null picks the most filling safe food.',
  kind: 'primitive',
  args: { food: { type: ['string', 'null'], description: 'Food to eat, e.g. cooked_beef, bread; null for the best in the inventory' } },
  requirements: (a) => ({ consumes: a.food ? [{ item: a.food, count: 1 }] : [], needs: [] }),
  effects: () => ({ has: [] }),
  // A full bot cannot eat ordinary food, so a full hunger bar is "done".
  done: (body) => body.vitals().food >= FULL,
  run(body, a, signal, ctx) {
    const what = `eat ${a.food ?? 'food'}`;
    return guard(what, signal, async () => {
      const food = a.food ?? bestFood(body, ctx.knowledge, undefined, { poisonous: true });
      if (!food) return fail('missing_item', `${what}: no food in the inventory`, { missing: [{ item: 'cooked_beef', count: 1 }] });
      if (body.count(food) < 1) return fail('missing_item', `${what}: no ${food} in the inventory`, { missing: [{ item: food, count: 1 }] });
      const r = await act(what, signal, () => body.consume(food, signal));
      return r.ok ? ok({ [food]: -1 }, { food: body.vitals().food }) : r;
    });
  },
};
