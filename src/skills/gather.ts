import type { Knowledge, Source } from '../knowledge/types.js';
import type { Skill } from './types.js';
import { act, fatal, guard } from './act.js';
import { countOf, diff, inventoryMap } from './inventory.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { gatherLaid } from './laid.js';
import { pourForObsidian } from './pour.js';
import { search } from './search.js';
import { WORK_RANGE } from './stations.js';
import { posKey, sense, type Sighting, type Target } from './target.js';
import { ENTITY_REACH, type Body, type Vec3Like } from '../contracts/body.js';

export type GatherArgs = { item: string; count: number };
type GatherSource = Extract<Source, { kind: 'gather' }>;

const gatherSource = (k: Knowledge, item: string): GatherSource | null =>
  (k.sources(item).find((s) => s.kind === 'gather') as GatherSource | undefined) ?? null;

/** Every block the same tool gathers the item from, the cheapest first: short grass is cut from short or tall grass, whichever is nearer. */
const sameUse = (k: Knowledge, src: GatherSource): string[] => [
  ...new Set(
    k
      .sources(src.item)
      .flatMap((s) => (s.kind === 'gather' && s.targetKind === 'block' && s.using === src.using && s.consumes === src.consumes ? [s.target] : [])),
  ),
];

/** For a bucket: a fluid cell known to be a source (level 0) before one not known, flowing ones passed over. */
function sourceFirst(body: Body, target: Target, duds: Set<string>): Sighting | null {
  if (target.kind !== 'block') return sense(body, target, duds);
  const cells = body.findBlocks(target.blocks, { count: 64 + duds.size }).filter((b) => !duds.has(posKey(b.pos)));
  const level = (p: Vec3Like): number | null => {
    const l = body.blockState?.(p)?.level;
    return l === undefined ? null : Number(l);
  };
  // Flowing cells join the duds, or a search would stop at them again and again without time passing.
  for (const b of cells) if ((level(b.pos) ?? 0) > 0) duds.add(posKey(b.pos));
  const best = cells.find((b) => level(b.pos) === 0) ?? cells.find((b) => level(b.pos) === null);
  return best ? { name: best.name, pos: best.pos } : null;
}

/** Targets that gave nothing (a sheared sheep, flowing water) before the skill gives up. */
const MAX_DUDS = 6;
const MAX_BUCKET_DUDS = 24;
/** Fluid cells this near the bot at a bucket's sixth miss are passed over too, unless seen to be sources. */
const SPRING_RANGE = 8;

/**
 * After MAX_DUDS empty buckets the water here is a spring's fall, flowing all the way (a player sees the current):
 * every cell of it not seen to be a source joins the duds, and the search looks for other water. Odyssey
 * collect-water seed 4 stood in a mountain spring's fall and tried 24 of its cells one by one.
 */
function passSpring(body: Body, target: Target, duds: Set<string>): void {
  if (target.kind !== 'block') return;
  for (const b of body.findBlocks(target.blocks, { maxDistance: SPRING_RANGE, count: 256 }))
    if (Number(body.blockState?.(b.pos)?.level ?? -1) !== 0) duds.add(posKey(b.pos));
}

/** A mob that grazed out of reach while the bot walked up is followed this many times before it counts as a dud. */
const FOLLOW_UPS = 3;

/** Use the tool on what was seen; a mob that stepped away meanwhile is walked up to again where it is now. */
async function useOnSeen(body: Body, using: string, seen: Sighting, signal: AbortSignal, what: string): Promise<Outcome> {
  const id = seen.entityId;
  if (id === undefined) return act(what, signal, () => body.useOn(using, { block: seen.pos }, signal));
  let r = await act(what, signal, () => body.useOn(using, { entity: id }, signal));
  for (let i = 0; i < FOLLOW_UPS && !r.ok && r.code === 'unreachable'; i++) {
    const now = body.entities({ names: [seen.name] }).find((e) => e.id === id);
    if (!now) return r;
    const g = await act(what, signal, () => body.goto(now.pos, ENTITY_REACH - 1, signal));
    if (!g.ok) return g.code === 'unreachable' ? r : g;
    r = await act(what, signal, () => body.useOn(using, { entity: id }, signal));
  }
  return r;
}

export const gather: Skill<GatherArgs> = {
  name: 'gather',
  description:
    'Use a tool on a block or mob until the inventory holds count of the result (absolute): water_bucket, lava_bucket, milk_bucket, wool or leaves with shears, eggs by chickens, obsidian by pouring water on lava.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'What to gather, e.g. water_bucket, milk_bucket, white_wool' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  requirements(a, k) {
    const s = gatherSource(k, a.item);
    if (!s) return { consumes: [], needs: [] };
    // Some things are gathered by hand (eggs from chickens): nothing to obtain first.
    const needs = [...(s.using === 'hand' ? [] : [s.using]), ...(s.tool ? [s.tool] : [])];
    return s.consumes ? { consumes: [{ item: s.consumes, count: a.count }], needs: [] } : { consumes: [], needs };
  },
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  mobs: (a, k) => k.sources(a.item).flatMap((s) => (s.kind === 'gather' && s.targetKind === 'mob' ? [s.target] : [])),
  // What a repair searches for when none is in sight: the water a bucket fills from, the cows it milks.
  target: (a, k) => gatherSource(k, a.item)?.target ?? null,
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `gather ${a.item}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      const before = inventoryMap(body);
      const done = (r: Outcome): Outcome => (r.ok ? ok(diff(before, inventoryMap(body))) : r);
      const src = gatherSource(k, a.item);
      if (!src) return fail('not_found', `${what}: ${a.item} is not gathered with a tool; try mine, craft or kill`);
      // Laid by a mob (eggs): wait by the mobs. Made by pouring water on lava (obsidian): pour, then mine.
      if (src.using === 'hand' && src.targetKind === 'mob') return done(await gatherLaid(body, k, a.item, src.target, a.count, signal, what));
      if (src.target === 'lava' && src.using === 'water_bucket') return done(await pourForObsidian(body, k, a.count, signal, what));
      // Shears give a sheep's own colour: only sheep with that wool still on are worth the walk.
      const wool = a.item.endsWith('_wool') ? a.item.slice(0, -'_wool'.length) : undefined;
      const blocks = src.targetKind === 'block' ? sameUse(k, src) : [];
      // Named by every block searched (tall_grass or short_grass), or a failure reads as if only one was looked for.
      const target: Target =
        src.targetKind === 'block'
          ? { kind: 'block', label: blocks.join(' or '), blocks }
          : { kind: 'mob', label: wool ? `${wool} ${src.target}` : src.target, mobs: [src.target], ...(wool ? { wool } : {}) };
      const duds = new Set<string>();
      let misses = 0;
      while (countOf(body, k, a.item) < a.count) {
        if (src.using !== 'hand' && body.count(src.using) < 1) {
          const code = src.consumes === src.using ? 'missing_item' : 'no_tool';
          return fail(code, `${what}: needs a ${src.using} in the inventory`, { needs: src.using });
        }
        const seen = src.consumes === 'bucket' ? sourceFirst(body, target, duds) : sense(body, target, duds);
        if (!seen) {
          // The search must pass over the duds too, or it stops at the one it was asked to look past.
          const found = await search(body, k, { ...target, exclude: duds }, { strategy: 'surface', y: null, radius: null }, signal, what);
          if (!found.ok) return found;
          if (!sense(body, target, duds)) return fail('not_found', `${what}: no ${target.label} left that gives ${a.item}`);
          continue;
        }
        // A bucket takes only a source: flowing water (seen from afar or once there) is looked past, not counted as a miss.
        const flowing = (): boolean => src.consumes === 'bucket' && seen.entityId === undefined && Number(body.blockState?.(seen.pos)?.level ?? 0) > 0;
        if (flowing()) {
          duds.add(posKey(seen.pos));
          continue;
        }
        const g = await act(what, signal, () => body.goto(seen.pos, WORK_RANGE, signal));
        if (!g.ok && g.code !== 'unreachable') return g;
        if (g.ok && flowing()) {
          duds.add(posKey(seen.pos));
          continue;
        }
        const had = countOf(body, k, a.item);
        const r = g.ok ? await useOnSeen(body, src.using, seen, signal, what) : g;
        // The use turned the block into the item's own block (a pumpkin carved with shears): break it to take it.
        if (r.ok && seen.entityId === undefined && body.blockAt(seen.pos) === a.item) {
          const d = await act(what, signal, () => body.dig(seen.pos, signal));
          if (fatal(d)) return d;
        }
        // A sheep that wandered off or was sheared already is not a reason to stop: try another.
        const passing = !r.ok && (r.code === 'unreachable' || r.code === 'world_error');
        if (!r.ok && !passing) return r;
        if (passing || countOf(body, k, a.item) <= had) {
          duds.add(seen.entityId !== undefined ? `#${seen.entityId}` : posKey(seen.pos));
          // A spring's fall is all flowing water, much of it out of sight to tell: a bucket may try more cells.
          if (++misses >= (src.consumes === 'bucket' ? MAX_BUCKET_DUDS : MAX_DUDS))
            return fail('not_found', `${what}: ${misses} ${target.label} gave no ${a.item}`);
          if (src.consumes === 'bucket' && misses === MAX_DUDS) passSpring(body, target, duds);
        }
      }
      return ok(diff(before, inventoryMap(body)));
    });
  },
};
