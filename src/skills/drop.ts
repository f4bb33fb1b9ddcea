import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { fail, ok } from '../contracts/outcome.js';

export type DropArgs = { item: string; count: number };

export const drop: Skill<DropArgs> = {
  name: 'drop',
  description: 'Toss up to count of an item on the ground to free inventory space (relative: drops what there is, at most count).',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Item to toss, e.g. dirt, cobblestone' },
    count: { type: 'integer', minimum: 1, description: 'How many to toss at most' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  done: () => false,
  run(body, a, signal) {
    const what = `drop ${a.item}`;
    return guard(what, signal, async () => {
      const n = Math.min(a.count, body.count(a.item));
      if (n < 1) return fail('missing_item', `${what}: no ${a.item} in the inventory`);
      const r = await act(what, signal, () => body.toss(a.item, n, signal));
      return r.ok ? ok({ [a.item]: -n }) : r;
    });
  },
};
