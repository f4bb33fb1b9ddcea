/**
 * Costed sources: a fixed point over the cost model (an item costs its
 * cheapest way to get it, given what its inputs cost), then each item's specs
 * turned into `Source`s, cheapest first, with the blocks and mobs that serve
 * the same purpose merged into one source.
 */
import { specCost } from './cost.js';
import { SMELT_TICKS } from './tables/fuels.js';
import type { SmeltingTable } from './smelting-table.js';
import type { Groups } from './groups.js';
import type { Spec } from './specs.js';
import type { CraftRecipe, Source } from './types.js';

/** Blocks or mobs more than this many times dearer than the best one are left out of a merged source. */
const MERGE_FACTOR = 4;

export class SourceBook {
  private cost = new Map<string, number>();
  private groupCost = new Map<string, number>();
  private cache = new Map<string, Source[]>();
  private fuelShareNow = Infinity;

  constructor(
    private specs: Map<string, Spec[]>,
    private groups: Groups,
    private furnace: SmeltingTable,
  ) {
    this.settle();
  }

  /** Cost of an item or group: the cheapest member for a group. */
  costOf = (name: string): number => {
    if (!name.startsWith('#')) return this.cost.get(name) ?? Infinity;
    return this.groupCost.get(name) ?? Infinity;
  };

  /** Cheapest fuel per item smelted. */
  fuelShare(): number {
    return this.fuelShareNow;
  }

  /**
   * Lower costs until nothing gets cheaper. A worklist re-prices only the items
   * whose inputs just got cheaper; costs only fall, so it ends.
   */
  private settle(): void {
    const users = new Map<string, string[]>();
    const use = (name: string, item: string) => users.set(name, [...(users.get(name) ?? []), item]);
    const smelted: string[] = [];
    for (const [item, specs] of this.specs) {
      for (const s of specs) for (const d of dependsOn(s)) use(d, item);
      if (specs.some((s) => s.kind === 'smelt')) smelted.push(item);
    }
    const groupsOf = new Map<string, string[]>();
    for (const g of this.groups.names()) for (const m of this.groups.members(g)) groupsOf.set(m, [...(groupsOf.get(m) ?? []), g]);
    const fuels = this.furnace.fuelOptions();
    const fuelNames = new Set(fuels.flatMap((f) => (f.item.startsWith('#') ? this.groups.members(f.item) : [f.item])));

    const queue: string[] = [...this.specs.keys()];
    const queued = new Set(queue);
    const push = (items: readonly string[] | undefined) => {
      for (const i of items ?? []) {
        if (queued.has(i)) continue;
        queued.add(i);
        queue.push(i);
      }
    };
    for (let head = 0; head < queue.length; head++) {
      const item = queue[head]!;
      queued.delete(item);
      let best = this.cost.get(item) ?? Infinity;
      for (const s of this.specs.get(item)!) best = Math.min(best, specCost(s, this.costOf, this.fuelShareNow));
      if (!(best < (this.cost.get(item) ?? Infinity) - 1e-9)) continue;
      this.cost.set(item, best);
      push(users.get(item));
      for (const g of groupsOf.get(item) ?? []) {
        if (best < (this.groupCost.get(g) ?? Infinity)) {
          this.groupCost.set(g, best);
          push(users.get(g));
        }
      }
      if (fuelNames.has(item)) {
        const share = Math.min(...fuels.map((f) => (this.costOf(f.item) * SMELT_TICKS) / f.ticks));
        if (share < this.fuelShareNow) {
          this.fuelShareNow = share;
          push(smelted);
        }
      }
      if (queue.length > 200_000) throw new Error('knowledge: cost relaxation did not settle');
    }
  }

  sources(name: string): Source[] {
    let hit = this.cache.get(name);
    if (!hit) {
      hit = name.startsWith('#') ? this.groupSources(name) : this.itemSources(name, this.specs.get(name) ?? []);
      this.cache.set(name, hit);
    }
    return hit;
  }

  private itemSources(item: string, specs: readonly Spec[]): Source[] {
    const out: Source[] = [];
    const mines = new Map<string, Extract<Spec, { kind: 'mine' }>[]>();
    const kills: Extract<Spec, { kind: 'kill' }>[] = [];
    for (const s of specs) {
      if (s.kind === 'mine') mines.set(s.tool ?? '', [...(mines.get(s.tool ?? '') ?? []), s]);
      else if (s.kind === 'kill') kills.push(s);
      else {
        const cost = this.price(s);
        if (cost === Infinity) continue;
        if (s.kind === 'craft') out.push({ kind: 'craft', item, recipe: s.recipe, cost });
        else if (s.kind === 'smelt') out.push({ kind: 'smelt', item, input: s.input, cost });
        else if (s.kind === 'farm') out.push({ kind: 'farm', item, seed: s.seed, tool: s.tool, cost });
        else {
          const r = s.rule;
          out.push({
            kind: 'gather',
            item,
            using: r.using,
            target: r.target,
            targetKind: r.targetKind,
            consumes: r.consumes,
            ...(r.tool ? { tool: r.tool } : {}),
            cost,
          });
        }
      }
    }
    for (const list of mines.values()) {
      const best = this.merge(list);
      if (best) out.push({ kind: 'mine', item, blocks: best.names, tool: best.first.tool, perBlock: best.first.perBlock, cost: best.cost });
    }
    const k = this.merge(kills);
    if (k) out.push({ kind: 'kill', item, mobs: k.names, perKill: k.first.perKill, tool: null, cost: k.cost });
    return out.sort((a, b) => a.cost - b.cost);
  }

  /** The cheapest of several blocks (or mobs) plus those close to it in cost, cheapest first. */
  private merge<S extends Extract<Spec, { kind: 'mine' | 'kill' }>>(list: readonly S[]): { names: string[]; first: S; cost: number } | null {
    const priced = list.map((s) => ({ s, cost: this.price(s) })).filter((p) => p.cost < Infinity);
    if (priced.length === 0) return null;
    priced.sort((a, b) => a.cost - b.cost);
    const first = priced[0]!;
    const names: string[] = [];
    for (const p of priced) {
      const name = p.s.kind === 'mine' ? p.s.block : p.s.mob;
      if (p.cost <= first.cost * MERGE_FACTOR && !names.includes(name)) names.push(name);
    }
    return { names, first: first.s, cost: first.cost };
  }

  private price(s: Spec): number {
    return specCost(s, this.costOf, this.fuelShareNow);
  }

  /**
   * A group's sources: recipes shared by its members once each member's own
   * subgroup is widened (`oak_planks ← #oak_logs` and `birch_planks ←
   * #birch_logs` give `#planks ← #logs`), one mine and one kill source over
   * all members, and the members' other sources.
   */
  private groupSources(group: string): Source[] {
    const members = this.groups.members(group);
    const specs: Spec[] = [];
    const lifted = new Map<string, { recipe: CraftRecipe; members: number }>();
    for (const m of members) {
      for (const s of this.specs.get(m) ?? []) {
        if (s.kind === 'mine' || s.kind === 'kill') specs.push({ ...s, item: group });
        else specs.push(s);
        if (s.kind !== 'craft') continue;
        const recipe = this.widen(s.recipe, group);
        const key = JSON.stringify([recipe.ingredients, recipe.yields, recipe.needsTable]);
        const seen = lifted.get(key);
        lifted.set(key, { recipe, members: (seen?.members ?? 0) + 1 });
      }
    }
    const shared = [...lifted.values()].filter((l) => l.members >= 2);
    const liftedSources: Source[] = shared
      .map((l) => ({ kind: 'craft' as const, item: group, recipe: l.recipe, cost: this.price({ kind: 'craft', item: group, recipe: l.recipe }) }))
      .filter((s) => s.cost < Infinity);
    const mergedSpecs = specs.filter((s) => s.kind === 'mine' || s.kind === 'kill');
    const own = this.itemSources(group, mergedSpecs);
    const rest: Source[] = [];
    const seen = new Set(shared.map((l) => JSON.stringify(l.recipe.ingredients)));
    for (const m of members) {
      for (const s of this.sources(m)) {
        if (s.kind === 'mine' || s.kind === 'kill') continue;
        const key = s.kind === 'craft' ? JSON.stringify(s.recipe.ingredients) : `${s.kind}:${s.item}`;
        if (s.kind === 'craft' && seen.has(key)) continue;
        seen.add(key);
        rest.push(s);
      }
    }
    return [...liftedSources, ...own, ...rest].sort((a, b) => a.cost - b.cost);
  }

  private widen(recipe: CraftRecipe, group: string): CraftRecipe {
    const ingredients = recipe.ingredients.map((i) => ({ item: this.groups.parentOf(i.item) ?? i.item, count: i.count }));
    return { result: group, yields: recipe.yields, ingredients, needsTable: recipe.needsTable };
  }
}

/** The names a spec's cost reads. */
function dependsOn(s: Spec): string[] {
  switch (s.kind) {
    case 'craft':
      return [...s.recipe.ingredients.map((i) => i.item), ...(s.recipe.needsTable ? ['crafting_table'] : [])];
    case 'smelt':
      return [s.input, 'furnace'];
    case 'mine':
      return s.tool ? [s.tool] : [];
    case 'kill':
      return [];
    case 'gather':
      return [s.rule.consumes ?? s.rule.using, ...(s.rule.tool ? [s.rule.tool] : [])];
    case 'farm':
      return s.seed === s.item ? [s.tool] : [s.seed, s.tool];
  }
}
