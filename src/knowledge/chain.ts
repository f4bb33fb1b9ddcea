/**
 * The aggregated obtain chain (Plan4MC's skill graph, GITM's decomposition):
 * pick a source for every item, gather the demand of every consumer before
 * expanding an item, reuse what is held and what earlier steps made beyond
 * need, and emit steps producers-first.
 */
import { SMELT_TICKS } from './tables/fuels.js';
import { FIELD_PLOTS } from './tables/farming.js';
import { Builder, mergeGroupsIntoItems, postOrder, type ChainWorld } from './chain-graph.js';
import { KnowledgeError, type ItemCount, type ObtainStep, type Source } from './types.js';

export { MAX_DEPTH, type ChainWorld } from './chain-graph.js';

/** How many runs a source needs for `net` items and what they make. */
function runs(source: Source, net: number): { runs: number; produces: number } {
  if (source.kind === 'craft') {
    const n = Math.ceil(net / source.recipe.yields);
    return { runs: n, produces: n * source.recipe.yields };
  }
  return { runs: net, produces: net };
}

class Pool {
  private left = new Map<string, number>();
  constructor(have: ReadonlyMap<string, number>) {
    for (const [k, v] of have) if (v > 0) this.left.set(k, v);
  }
  take(names: readonly string[], n: number): number {
    let taken = 0;
    for (const name of names) {
      const got = Math.min(this.left.get(name) ?? 0, n - taken);
      if (got > 0) this.left.set(name, (this.left.get(name) ?? 0) - got);
      taken += got;
    }
    return taken;
  }
}

function fuelCount(items: number, ticks: number): number {
  return Math.ceil((items * SMELT_TICKS) / ticks);
}

/** Expand in topological order (consumers first) so each node sees its full demand. */
function expand(world: ChainWorld, b: Builder, goals: readonly ItemCount[], have: ReadonlyMap<string, number>, fuelTicks: number): ObtainStep[] {
  const pool = new Pool(have);
  const roots = mergeGroupsIntoItems(
    world,
    b.nodes,
    goals.map((g) => g.item),
  );
  goals.forEach((g, i) => (b.nodes.get(roots[i]!)!.goal += g.count));
  const steps: ObtainStep[] = [];
  for (const node of postOrder(b.nodes, roots).reverse()) {
    const total = node.consumed + Math.max(node.goal, node.needed ? 1 : 0);
    const members = world.members(node.key);
    const net = total - pool.take(members, total);
    if (net <= 0) continue;
    if (node.error || !node.source) throw new KnowledgeError(node.error ?? `cannot obtain ${node.key}`, node.key);
    const source = node.source;
    const { runs: n, produces } = runs(source, net);
    const consumes: ItemCount[] = [];
    const needs: string[] = [];
    for (const e of node.edges) {
      const child = b.nodes.get(e.key)!;
      if (e.kind === 'need') {
        child.needed = true;
        needs.push(e.key);
        continue;
      }
      const count = e.kind === 'fuel' ? fuelCount(n, fuelTicks) : e.kind === 'seed' ? Math.min(n, FIELD_PLOTS) : e.per * n;
      child.consumed += count;
      consumes.push({ item: e.key, count });
    }
    const group = node.key.startsWith('#') ? node.key : null;
    const item = source.item.startsWith('#') ? world.representative(node.key) : source.item;
    const step: ObtainStep = { action: source.kind, item, count: total, produces, source, consumes, needs };
    if (group) step.group = group;
    steps.push(step);
  }
  return steps.reverse();
}

function build(
  world: ChainWorld,
  goals: readonly ItemCount[],
  held: (n: string) => number,
  fuel: string | null,
  estimate?: ReadonlyMap<string, number>,
): Builder {
  const b = new Builder(world, fuel, held, estimate);
  for (const g of goals) b.visit(g.item, []);
  return b;
}

/** The fuel that smelts `items` items most cheaply, counting fuel already held as free. */
export function pickFuel(world: ChainWorld, items: number, held: (n: string) => number): { item: string; ticks: number } | null {
  let best = { item: '', ticks: 0, cost: Infinity };
  for (const f of world.fuelOptions()) {
    const first = world.sources(f.item)[0];
    const own = held(f.item);
    if (!first && own === 0) continue;
    if (first?.kind === 'smelt' && own === 0) continue; // charcoal would need fuel to make
    const buy = Math.max(0, fuelCount(items, f.ticks) - own);
    const cost = buy * world.cost(f.item);
    if (cost < best.cost || (cost === best.cost && f.ticks > best.ticks)) best = { ...f, cost };
  }
  return best.cost < Infinity ? best : null;
}

export function obtainChain(world: ChainWorld, goals: readonly ItemCount[], have: ReadonlyMap<string, number>): ObtainStep[] {
  const held = (n: string) => world.members(n).reduce((sum, m) => sum + (have.get(m) ?? 0), 0);
  const merged = new Map<string, number>();
  for (const g of goals) {
    if (!(g.count > 0) || !Number.isFinite(g.count))
      throw new KnowledgeError(`cannot obtain ${g.item}: count must be a positive number, got ${g.count}`, g.item);
    merged.set(g.item, (merged.get(g.item) ?? 0) + Math.ceil(g.count));
  }
  const list = [...merged].map(([item, count]) => ({ item, count }));
  // First pass without fuel tells how much will be smelted; the fuel is then chosen for that amount.
  const dry = build(world, list, held, null);
  const drySteps = expand(world, dry, list, have, 1);
  const smelted = drySteps.filter((s) => s.action === 'smelt').reduce((sum, s) => sum + s.produces, 0);
  const fuel = smelted > 0 ? pickFuel(world, smelted, held) : null;
  if (smelted > 0 && !fuel) {
    throw new KnowledgeError(`cannot obtain fuel to smelt ${drySteps.find((s) => s.action === 'smelt')!.item}: no fuel can be had`, 'fuel');
  }
  const estimate = new Map(drySteps.map((s) => [s.group ?? s.item, s.count] as const));
  const b = build(world, list, held, fuel?.item ?? null, estimate);
  return expand(world, b, list, have, fuel?.ticks ?? 1);
}
