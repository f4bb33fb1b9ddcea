import type { Vec3Like } from '../contracts/body.js';
import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { at, fmt } from './geometry.js';
import { fail, ok } from '../contracts/outcome.js';
import { placeBeside, WORK_RANGE } from './stations.js';

export type PlaceArgs = { item: string; x: number | null; y: number | null; z: number | null };

const where = (a: PlaceArgs): Vec3Like | null => (a.x === null || a.y === null || a.z === null ? null : at(a.x, a.y, a.z));

export const place: Skill<PlaceArgs> = {
  name: 'place',
  description: 'Place a block from the inventory at a position, or next to the bot when the position is null. Data: {pos}.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Block item to place, e.g. crafting_table, furnace, torch' },
    x: { type: ['integer', 'null'], description: 'Target x; null (with y, z) places next to the bot' },
    y: { type: ['integer', 'null'], description: 'Target y; null places next to the bot' },
    z: { type: ['integer', 'null'], description: 'Target z; null places next to the bot' },
  },
  requirements: (a) => ({ consumes: [{ item: a.item, count: 1 }], needs: [] }),
  effects: () => ({ has: [] }),
  done(body, a) {
    const pos = where(a);
    return pos !== null && body.blockAt(pos) === a.item;
  },
  run(body, a, signal, ctx) {
    const pos = where(a);
    const what = `place ${a.item}${pos ? ` at ${fmt(pos)}` : ''}`;
    return guard(what, signal, async () => {
      if (body.count(a.item) < 1) return fail('missing_item', `${what}: no ${a.item} in the inventory`, { missing: [{ item: a.item, count: 1 }] });
      if (pos) {
        const g = await act(what, signal, () => body.goto(pos, WORK_RANGE, signal));
        if (!g.ok) return g;
      }
      const r = pos ? await act(what, signal, () => body.place(a.item, pos, signal)) : await placeBeside(body, a.item, signal, what);
      if (!r.ok) return r;
      const placed = (r.data?.pos as Vec3Like | undefined) ?? pos;
      // Stations placed by hand are remembered like the ones craft and smelt place.
      if (placed) ctx.blackboard.set(`station:${a.item}`, placed);
      return ok({ [a.item]: -1 }, { pos: placed });
    });
  },
};
