import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { chestPos, reachChest } from './chest.js';
import { fail, ok } from '../contracts/outcome.js';

export type StoreArgs = { item: string; count: number };

export const store: Skill<StoreArgs> = {
  name: 'store',
  description: 'Put count of an item (relative) into a chest found nearby or placed from the inventory.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Item to put away, e.g. cobblestone' },
    count: { type: 'integer', minimum: 1, description: 'How many to put in the chest' },
  },
  requirements: (a) => ({ consumes: [{ item: a.item, count: a.count }], needs: [] }),
  effects: () => ({ has: [] }),
  done: () => false,
  run(body, a, signal, ctx) {
    const what = `store ${a.item}`;
    return guard(what, signal, async () => {
      const have = body.count(a.item);
      if (have < a.count)
        return fail('missing_item', `${what}: needs ${a.count} ${a.item}, the inventory has ${have}`, { missing: [{ item: a.item, count: a.count - have }] });
      const chest = await reachChest(body, ctx, true, signal, what);
      if (!chest.ok) return chest;
      const r = await act(what, signal, () => body.deposit(chestPos(chest), [{ name: a.item, count: a.count }], signal));
      return r.ok ? ok({ [a.item]: -a.count }, { pos: chestPos(chest) }) : r;
    });
  },
};
