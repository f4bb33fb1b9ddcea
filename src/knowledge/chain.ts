/**
 * The aggregated obtain chain (Plan4MC's skill graph, GITM's decomposition):
 * pick a source for every item, gather the demand of every consumer before
 * expanding an item, reuse what is held and what earlier steps made beyond
 * need, and emit steps producers-first.
 */
import { SMELT_TICKS } from './cost.js';
import { KnowledgeError, type ItemCount, type ObtainStep, type Source } from './types.js';

/** What the chain needs to know about the game; Knowledge provides it, tests may fake it. */
export interface ChainWorld {
  sources(name: string): Source[];
  /** Concrete members of a group; an item maps to itself. */
  members(name: string): string[];
  /** The concrete item a step for this name makes (`#logs` → `oak_log`). */
  representative(name: string): string;
  /** Fuels as a plan would name them, with burn ticks. */
  fuelOptions(): { item: string; ticks: number }[];
  /** Cost of one of an item or group (Infinity when it cannot be had). */
  cost(name: string): number;
  /** Tools that can do this tool's job (the tool itself and better ones of its kind). */
  standIns(tool: string): string[];
}

export const MAX_DEPTH = 32;

type EdgeKind = 'consume' | 'need' | 'fuel';
interface Edge { key: string; kind: EdgeKind; per: number }

interface Node {
  key: string;
  source: Source | null;
  error: string | null;
  edges: Edge[];
  consumed: number;
  goal: number;
  needed: boolean;
}

class Builder {
  readonly nodes = new Map<string, Node>();
  private onStack = new Set<string>();

  constructor(
    private world: ChainWorld,
    private fuel: string | null,
    private held: (name: string) => number,
    /** Rough totals per node from an earlier pass, to spread a new tool's cost over. */
    private estimate: ReadonlyMap<string, number> = new Map(),
  ) {}

  /**
   * Source costs share a tool's cost over many uses; a tool that is neither
   * held nor already part of this chain is charged in full over the items
   * wanted here, so three wool come from killing sheep rather than from
   * shears that need an iron chain first.
   */
  private ranked(key: string, sources: readonly Source[]): Source[] {
    const wanted = Math.max(1, this.estimate.get(key) ?? 1);
    const extra = (s: Source) =>
      this.edges(s)
        .filter((e) => e.kind === 'need' && this.held(e.key) === 0 && !this.nodes.has(e.key))
        .reduce((sum, e) => sum + this.world.cost(e.key) / wanted, 0);
    return sources
      .map((s, i) => ({ s, i, cost: s.cost + extra(s) }))
      .sort((a, b) => a.cost - b.cost || a.i - b.i)
      .map((x) => x.s);
  }

  visit(key: string, path: string[]): Node {
    const seen = this.nodes.get(key);
    if (seen) return seen;
    if (path.length > MAX_DEPTH) {
      return this.fail(key, `cannot obtain ${key}: the chain is deeper than ${MAX_DEPTH} steps (${path.slice(-4).join(' → ')} → ${key})`);
    }
    this.onStack.add(key);
    const sources = this.ranked(key, this.world.sources(key));
    let node: Node | null = null;
    let cyclic: string | null = null;
    let broken: string | null = null;
    for (const source of sources) {
      const edges = this.edges(source);
      const loop = edges.find((e) => this.onStack.has(e.key));
      if (loop) {
        cyclic ??= loop.key;
        continue;
      }
      const bad = edges.map((e) => this.visit(e.key, [...path, key])).find((n) => n.error && this.held(n.key) === 0);
      if (bad) {
        broken ??= bad.error;
        continue;
      }
      node = { key, source, error: null, edges, consumed: 0, goal: 0, needed: false };
      break;
    }
    this.onStack.delete(key);
    if (!node) {
      if (sources.length === 0) return this.fail(key, `cannot obtain ${key}: no recipe, smelting, loot or gathering gives it`);
      if (cyclic && !broken) {
        return this.fail(key, `cannot obtain ${key}: every way to get it needs ${cyclic}, which itself needs ${key} (cycle ${[...path, key, cyclic].slice(-4).join(' → ')})`);
      }
      return this.fail(key, broken ?? `cannot obtain ${key}`);
    }
    this.nodes.set(key, node);
    return node;
  }

  private fail(key: string, error: string): Node {
    const node: Node = { key, source: null, error, edges: [], consumed: 0, goal: 0, needed: false };
    this.nodes.set(key, node);
    return node;
  }

  private edges(s: Source): Edge[] {
    const out: Edge[] = [];
    const need = (tool: string | null) => {
      if (tool && tool !== 'hand') out.push({ key: this.toolFor(tool), kind: 'need', per: 1 });
    };
    switch (s.kind) {
      case 'craft':
        for (const i of s.recipe.ingredients) out.push({ key: i.item, kind: 'consume', per: i.count });
        if (s.recipe.needsTable) need('crafting_table');
        break;
      case 'smelt':
        out.push({ key: s.input, kind: 'consume', per: 1 });
        need('furnace');
        if (this.fuel) out.push({ key: this.fuel, kind: 'fuel', per: 1 });
        break;
      case 'mine':
      case 'kill':
        need(s.tool);
        break;
      case 'gather':
        if (s.consumes) out.push({ key: s.consumes, kind: 'consume', per: 1 });
        else need(s.using);
        break;
    }
    return out;
  }

  /** A held tool that does the job beats making the weakest one. */
  private toolFor(tool: string): string {
    return this.world.standIns(tool).find((t) => this.held(t) > 0) ?? tool;
  }
}

/** Nodes reachable from the roots over chosen edges, producers first (DFS post-order). */
function postOrder(nodes: ReadonlyMap<string, Node>, roots: readonly string[]): Node[] {
  const out: Node[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const node = nodes.get(key)!;
    for (const e of node.edges) walk(e.key);
    out.push(node);
  };
  for (const r of roots) walk(r);
  return out;
}

/**
 * When a recipe wants a concrete item (a boat wants oak_planks) and another
 * wants its group (a table wants #planks) whose representative is that item,
 * one step makes both: the group's demand moves onto the concrete node.
 */
function mergeGroupsIntoItems(world: ChainWorld, nodes: Map<string, Node>, roots: string[]): string[] {
  const live = new Set(postOrder(nodes, roots).map((n) => n.key));
  const alias = new Map<string, string>();
  for (const key of live) {
    if (!key.startsWith('#') || nodes.get(key)!.error) continue;
    const rep = world.representative(key);
    const target = nodes.get(rep);
    if (!target || target.error || !live.has(rep)) continue;
    if (postOrder(nodes, [rep]).some((n) => n.key === key)) continue; // would loop
    alias.set(key, rep);
  }
  if (alias.size === 0) return roots;
  for (const node of nodes.values()) node.edges = node.edges.map((e) => ({ ...e, key: alias.get(e.key) ?? e.key }));
  return roots.map((r) => alias.get(r) ?? r);
}

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
  count(names: readonly string[]): number {
    return names.reduce((s, n) => s + (this.left.get(n) ?? 0), 0);
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
  const roots = mergeGroupsIntoItems(world, b.nodes, goals.map((g) => g.item));
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
      const count = e.kind === 'fuel' ? fuelCount(n, fuelTicks) : e.per * n;
      child.consumed += count;
      consumes.push({ item: e.key, count });
    }
    const group = node.key.startsWith('#') ? node.key : null;
    const item = source.item.startsWith('#') ? world.representative(node.key) : source.item;
    const step: ObtainStep = { action: source.kind, item, count: total, produces, source, consumes, needs };
    if (group) step.group = group;
    steps.push(step);
  }
  // Every unobtainable node that is still wanted ends the chain with its reason.
  for (const node of b.nodes.values()) {
    if (node.error && node.consumed + Math.max(node.goal, node.needed ? 1 : 0) > pool.count(world.members(node.key))) {
      throw new KnowledgeError(node.error, node.key);
    }
  }
  return steps.reverse();
}

function build(world: ChainWorld, goals: readonly ItemCount[], held: (n: string) => number, fuel: string | null, estimate?: ReadonlyMap<string, number>): Builder {
  const b = new Builder(world, fuel, held, estimate);
  for (const g of goals) b.visit(g.item, []);
  return b;
}

/** The fuel that smelts `items` items most cheaply, counting fuel already held as free. */
function pickFuel(world: ChainWorld, items: number, held: (n: string) => number): { item: string; ticks: number } | null {
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
    if (!(g.count > 0) || !Number.isFinite(g.count)) throw new KnowledgeError(`cannot obtain ${g.item}: count must be a positive number, got ${g.count}`, g.item);
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
