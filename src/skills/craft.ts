import type { Body } from '../contracts/body.js';
import type { CraftRecipe, ItemCount, Knowledge } from '../knowledge/types.js';
import { NOTHING } from './expected.js';
import type { Expected, Skill, SkillContext } from './types.js';
import { act, guard } from './act.js';
import { countOf, diff, inventoryMap } from './inventory.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { packUp, reachStation, stationKey } from './stations.js';

export type CraftArgs = { item: string; count: number };

const scaled = (r: CraftRecipe, crafts: number): ItemCount[] => r.ingredients.map((i) => ({ item: i.item, count: i.count * crafts }));
const crafts = (r: CraftRecipe, missing: number): number => Math.ceil(Math.max(0, missing) / r.yields);

interface Choice {
  item: string;
  recipe: CraftRecipe;
  crafts: number;
  short: ItemCount[];
  /** Crafts the inventory pays for now. */
  affordable: number;
}

function affordable(body: Body, k: Knowledge, r: CraftRecipe): number {
  return Math.min(...r.ingredients.map((i) => Math.floor(countOf(body, k, i.item) / Math.max(1, i.count))));
}

/**
 * The recipe to use: the first whose ingredients the inventory holds; else, for
 * a group (`#planks` from a mix of oak and birch logs), the member recipe the
 * inventory pays for most crafts of, to be topped up by another member; else
 * the first (to report what is short).
 */
function choose(body: Body, k: Knowledge, item: string, want: number): Choice | null {
  const missing = want - countOf(body, k, item);
  let first: Choice | null = null;
  let partial: Choice | null = null;
  for (const concrete of k.isGroup(item) ? k.members(item) : [item]) {
    for (const recipe of k.recipes(concrete)) {
      const n = crafts(recipe, missing);
      const short = scaled(recipe, n)
        .map((i) => ({ item: i.item, count: i.count - countOf(body, k, i.item) }))
        .filter((i) => i.count > 0);
      const c = { item: concrete, recipe, crafts: n, short, affordable: affordable(body, k, recipe) };
      if (!short.length) return c;
      first ??= c;
      if (k.isGroup(item) && c.affordable > 0 && c.affordable > (partial?.affordable ?? 0)) partial = c;
    }
  }
  return partial ? { ...partial, crafts: partial.affordable, short: [] } : first;
}

/** missing_item naming what the chosen recipe still lacks. */
const shortOf = (what: string, c: Choice): Outcome =>
  fail('missing_item', `${what}: ${c.crafts} craft(s) need ${c.short.map((s) => `${s.count} ${s.item}`).join(', ')} more`, { missing: c.short });

/**
 * For each group ingredient (`#planks`) that the inventory holds enough of in
 * total but not of any one member, craft more of a member, held most first,
 * whose top-up the inventory pays for (birch planks from the birch logs carried
 * when there are no oak logs to match the oak planks). Returns a failure naming
 * the member held most when none can be made.
 */
async function unifyVariants(body: Body, k: Knowledge, c: Choice, signal: AbortSignal, ctx: SkillContext): Promise<Outcome | null> {
  for (const ing of scaled(c.recipe, c.crafts)) {
    if (!k.isGroup(ing.item)) continue;
    const members = k
      .members(ing.item)
      .map((m) => ({ m, n: body.count(m) }))
      .sort((x, y) => y.n - x.n);
    const best = members[0];
    if (!best || best.n >= ing.count) continue;
    if (await topUp(body, k, members, ing.count, signal, ctx)) continue;
    return fail('missing_item', `craft ${c.item}: needs ${ing.count} of one kind of ${ing.item}; holds ${best.n} ${best.m}`, {
      missing: [{ item: best.m, count: ing.count - body.count(best.m) }],
    });
  }
  return null;
}

/** Craft one of these members up to `count`, trying only those whose recipe the inventory pays for the shortfall of. */
async function topUp(body: Body, k: Knowledge, members: { m: string; n: number }[], count: number, signal: AbortSignal, ctx: SkillContext): Promise<boolean> {
  for (const { m, n } of members) {
    const paid = k.recipes(m).some((r) => affordable(body, k, r) >= crafts(r, count - n));
    if (paid && (await craft.run(body, { item: m, count }, signal, ctx)).ok) return true;
  }
  return false;
}

/**
 * The recipe a craft leaf plans its prerequisites by: one the inventory
 * expected at that point already pays for (the poppy picked for red dye), else
 * the one knowledge rates cheapest (poppy, not beetroot that needs a farm),
 * else the first. A group takes its own recipe (any logs into any planks),
 * else its first member's.
 */
function plannedRecipe(a: CraftArgs, k: Knowledge, expected: Expected): CraftRecipe | undefined {
  const own = k.recipes(a.item);
  if (!own.length) return k.isGroup(a.item) ? k.recipes(k.members(a.item)[0] ?? a.item)[0] : undefined;
  const paid = own.find((r) => scaled(r, crafts(r, a.count - expected.count(a.item))).every((i) => expected.count(i.item) >= i.count));
  if (paid) return paid;
  // Knowledge's sources hold the same recipe objects as k.recipes().
  const best = k.cheapest(a.item);
  return best?.kind === 'craft' && own.includes(best.recipe) ? best.recipe : own[0];
}

export const craft: Skill<CraftArgs> = {
  name: 'craft',
  description: 'Craft until the inventory holds count of an item (absolute), in the 2x2 grid or on a crafting table found nearby or placed from the inventory.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Item to craft, e.g. oak_planks, stick, wooden_pickaxe' },
    count: { type: 'integer', minimum: 1, description: 'How many the inventory should hold in the end' },
  },
  requirements(a, k, expected = NOTHING) {
    const recipe = plannedRecipe(a, k, expected);
    if (!recipe) return { consumes: [], needs: [] };
    const n = crafts(recipe, a.count - expected.count(a.item));
    return { consumes: scaled(recipe, n).filter((i) => i.count > 0), needs: recipe.needsTable && n > 0 ? ['crafting_table'] : [] };
  },
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  check(a, k) {
    if (a.item.startsWith('#') || k.recipes(a.item).length > 0) return null;
    const src = k.cheapest(a.item);
    return { message: `${a.item} has no crafting recipe`, suggestion: src ? `use {"skill": "obtain"} (it comes from ${src.kind})` : null };
  },
  done: (body, a, ctx) => countOf(body, ctx.knowledge, a.item) >= a.count,
  run(body, a, signal, ctx) {
    const what = `craft ${a.item}`;
    const k = ctx.knowledge;
    return guard(what, signal, async () => {
      if (countOf(body, k, a.item) >= a.count) return ok({});
      const before = inventoryMap(body);
      // A group may take several rounds, one per member the inventory has ingredients for.
      for (let round = 0; round < 4 && countOf(body, k, a.item) < a.count; round++) {
        const c = choose(body, k, a.item, a.count);
        if (!c) return fail('not_found', `${what}: no crafting recipe makes ${a.item}`);
        if (c.short.length) return shortOf(what, c);
        // The game's recipes take one kind of wood at a time (a chest is 8 oak or 8 birch planks):
        // top up the kind held most, from its own logs, before crafting.
        const split = await unifyVariants(body, k, c, signal, ctx);
        if (split) return split;
        let table = null;
        if (c.recipe.needsTable) {
          const st = await reachStation(body, ctx, 'crafting_table', signal, what);
          if (!st.ok) return st;
          table = st.data!.pos as NonNullable<Parameters<Body['craft']>[2]>;
          // The walk may have used some up (blocks placed to climb).
          const again = choose(body, k, a.item, a.count);
          if (again?.short.length) return shortOf(what, again);
          // Nothing left to craft (the walk picked some up): the loop's count check decides.
          if (again && again.crafts <= 0) continue;
          if (again) c.crafts = Math.min(c.crafts, again.crafts);
        }
        const r = await act(what, signal, () => body.craft(c.item, c.crafts, table, signal));
        // The table went while a reflex had the bot (a creeper, say): find or put down another.
        if (!r.ok && r.code === 'not_found' && table && round < 3) {
          ctx.blackboard.delete(stationKey('crafting_table'));
          continue;
        }
        if (!r.ok) return r;
        if (table) {
          const p = await packUp(body, ctx, 'crafting_table', table, signal, what);
          if (p) return p;
        }
      }
      const have = countOf(body, k, a.item);
      if (have < a.count) return fail('missing_item', `${what}: crafted what the ingredients allow and hold ${have} of ${a.count}`);
      return ok(diff(before, inventoryMap(body)), { count: have });
    });
  },
};
