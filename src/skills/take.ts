import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { chestPos, reachChest } from './chest.js';
import { fail, ok } from '../contracts/outcome.js';

export type TakeArgs = { item: string; count: number };

export const take: Skill<TakeArgs> = {
  name: 'take',
  description: 'Take an item out of a nearby chest until the inventory holds count of it (absolute).',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Item to take, e.g. iron_ingot' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  done: (body, a) => body.count(a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `take ${a.item}`;
    return guard(what, signal, async () => {
      const missing = a.count - body.count(a.item);
      if (missing <= 0) return ok({});
      const chest = await reachChest(body, ctx, false, signal, what);
      if (!chest.ok) return chest;
      const r = await act(what, signal, () => body.withdraw(chestPos(chest), [{ name: a.item, count: missing }], signal));
      if (!r.ok) return r;
      const got = missing - (a.count - body.count(a.item));
      if (body.count(a.item) < a.count) {
        return fail('not_found', `${what}: the chest held only ${got} of the ${missing} ${a.item} needed`, {
          missing: [{ item: a.item, count: a.count - body.count(a.item) }],
        });
      }
      return ok({ [a.item]: got }, { pos: chestPos(chest) });
    });
  },
};
