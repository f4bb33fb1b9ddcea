import type { Knowledge, Source } from '../knowledge/types.js';
import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { countOf, diff, inventoryMap } from './inventory.js';
import { fail, ok } from '../contracts/outcome.js';
import { search } from './search.js';
import { WORK_RANGE } from './stations.js';
import { posKey, sense, type Target } from './target.js';

export type GatherArgs = { item: string; count: number };
type GatherSource = Extract<Source, { kind: 'gather' }>;

const gatherSource = (k: Knowledge, item: string): GatherSource | null =>
  (k.sources(item).find((s) => s.kind === 'gather') as GatherSource | undefined) ?? null;

/** Targets that gave nothing (a sheared sheep, flowing water) before the skill gives up. */
const MAX_DUDS = 6;

export const gather: Skill<GatherArgs> = {
  name: 'gather',
  description:
    'Use a tool on a block or mob until the inventory holds count of the result (absolute): water_bucket, lava_bucket, milk_bucket, wool with shears.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'What to gather, e.g. water_bucket, milk_bucket, white_wool' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  requirements(a, k) {
    const s = gatherSource(k, a.item);
    if (!s) return { consumes: [], needs: [] };
    // Some things are gathered by hand (eggs from chickens): nothing to obtain first.
    const needs = s.using === 'hand' ? [] : [s.using];
    return s.consumes ? { consumes: [{ item: s.consumes, count: a.count }], needs: [] } : { consumes: [], needs };
  },
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  mobs: (a, k) => k.sources(a.item).flatMap((s) => (s.kind === 'gather' && s.targetKind === 'mob' ? [s.target] : [])),
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `gather ${a.item}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      const src = gatherSource(k, a.item);
      if (!src) return fail('not_found', `${what}: ${a.item} is not gathered with a tool; try mine, craft or kill`);
      // Shears give a sheep's own colour: only sheep with that wool still on are worth the walk.
      const wool = a.item.endsWith('_wool') ? a.item.slice(0, -'_wool'.length) : undefined;
      const target: Target =
        src.targetKind === 'block'
          ? { kind: 'block', label: src.target, blocks: [src.target] }
          : { kind: 'mob', label: wool ? `${wool} ${src.target}` : src.target, mobs: [src.target], ...(wool ? { wool } : {}) };
      const before = inventoryMap(body);
      const duds = new Set<string>();
      while (countOf(body, k, a.item) < a.count) {
        if (src.using !== 'hand' && body.count(src.using) < 1) {
          const code = src.consumes === src.using ? 'missing_item' : 'no_tool';
          return fail(code, `${what}: needs a ${src.using} in the inventory`, { needs: src.using });
        }
        const seen = sense(body, target, duds);
        if (!seen) {
          // The search must pass over the duds too, or it stops at the one it was asked to look past.
          const found = await search(body, k, { ...target, exclude: duds }, { strategy: 'surface', y: null, radius: null }, signal, what);
          if (!found.ok) return found;
          if (!sense(body, target, duds)) return fail('not_found', `${what}: no ${src.target} left that gives ${a.item}`);
          continue;
        }
        const g = await act(what, signal, () => body.goto(seen.pos, WORK_RANGE, signal));
        if (!g.ok) return g;
        const had = countOf(body, k, a.item);
        const on = seen.entityId !== undefined ? { entity: seen.entityId } : { block: seen.pos };
        const r = await act(what, signal, () => body.useOn(src.using, on, signal));
        // A sheep that wandered off or was sheared already is not a reason to stop: try another.
        const passing = !r.ok && (r.code === 'unreachable' || r.code === 'world_error');
        if (!r.ok && !passing) return r;
        if (passing || countOf(body, k, a.item) <= had) {
          duds.add(seen.entityId !== undefined ? `#${seen.entityId}` : posKey(seen.pos));
          if (duds.size >= MAX_DUDS) return fail('not_found', `${what}: ${duds.size} ${src.target} gave no ${a.item}`);
        }
      }
      return ok(diff(before, inventoryMap(body)));
    });
  },
};
