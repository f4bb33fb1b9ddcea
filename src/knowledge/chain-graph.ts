/**
 * The obtain graph: one node per item or group wanted, each with the source
 * chosen for it and edges to what that source consumes, needs or burns.
 * Sources that would loop back to an item being expanded are passed over.
 */
import { unobtainableReason } from './tables/unobtainable.js';
import { CRAFT_SECONDS } from './cost.js';
import type { Source } from './types.js';

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
  /** Why the item has no source at all in this world (only mobs it does not spawn drop it), or null. */
  missing?(name: string): string | null;
}

export const MAX_DEPTH = 32;
/** `seed`: consumed, but a field needs only a few however much it yields (chain.ts caps the count). */
export type EdgeKind = 'consume' | 'need' | 'fuel' | 'seed';
export interface Edge {
  key: string;
  kind: EdgeKind;
  per: number;
}

export interface Node {
  key: string;
  source: Source | null;
  error: string | null;
  edges: Edge[];
  consumed: number;
  goal: number;
  needed: boolean;
  /** A tool or station held, needed and not expanded (its own chain is never walked). */
  held?: boolean;
}

export class Builder {
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
      .map((s, i) => ({ s, i, cost: this.unpacked(key, s) + extra(s) }))
      .sort((a, b) => a.cost - b.cost || a.i - b.i)
      .map((x) => x.s);
  }

  /**
   * A craft that unpacks a storage block made from this very item (wheat from
   * a hay bale, made of wheat) is priced by the block's other sources: its
   * settled cost leans on the item's own cost, and would tie with it.
   */
  private unpacked(key: string, s: Source): number {
    if (s.kind !== 'craft' || s.recipe.ingredients.length !== 1) return s.cost;
    const ing = s.recipe.ingredients[0]!;
    const all = this.world.sources(ing.item);
    const others = all.filter((o) => !(o.kind === 'craft' && o.recipe.ingredients.some((i) => i.item === key)));
    if (others.length === all.length) return s.cost;
    return (CRAFT_SECONDS + Math.min(...others.map((o) => o.cost)) * ing.count) / s.recipe.yields;
  }

  /** The node for `key`, its source chosen; `need`: wanted as a tool or station, which is not consumed. */
  visit(key: string, path: string[], need = false): Node {
    const seen = this.nodes.get(key);
    if (seen && (need || !seen.held)) return seen;
    // A held tool is used, not made: walking its chain found a loop through itself (a stone pickaxe's cobblestone is
    // mined with that very pickaxe), and the error, kept for the cobblestone, failed the furnace too, so iron came
    // from killing zombies (kill 1 zombie, seed 3).
    if (need && this.held(key) > 0) {
      const node: Node = { key, source: null, error: null, edges: [], consumed: 0, goal: 0, needed: false, held: true };
      this.nodes.set(key, node);
      return node;
    }
    if (path.length > MAX_DEPTH) {
      return this.fail(key, `cannot obtain ${key}: the chain is deeper than ${MAX_DEPTH} steps (${path.slice(-4).join(' → ')} → ${key})`);
    }
    this.onStack.add(key);
    const sources = this.ranked(key, this.world.sources(key));
    let node: Node | null = null;
    let cyclic: string | null = null;
    let broken: string | null = null;
    for (const source of sources) {
      // A crop planted from itself (carrots, potatoes) can only be farmed from one already held.
      if (source.kind === 'farm' && source.seed === source.item && this.held(source.item) === 0) {
        broken ??= `cannot farm ${key} without one to plant: ${key} is found only in villages`;
        continue;
      }
      const edges = this.edges(source);
      // A held tool is no loop: the stone pickaxe held mines the cobblestone for a second one.
      const loop = edges.find((e) => this.onStack.has(e.key) && !(e.kind === 'need' && this.held(e.key) > 0));
      if (loop) {
        cyclic ??= loop.key;
        continue;
      }
      const bad = edges.map((e) => this.visit(e.key, [...path, key], e.kind === 'need')).find((n) => n.error && this.held(n.key) === 0);
      if (bad) {
        broken ??= bad.error;
        continue;
      }
      node = { key, source, error: null, edges, consumed: 0, goal: 0, needed: false };
      break;
    }
    this.onStack.delete(key);
    if (!node) {
      if (sources.length === 0)
        return this.fail(
          key,
          this.world.missing?.(key) ?? `cannot obtain ${key}: ${unobtainableReason(key) ?? 'no recipe, smelting, loot or gathering gives it'}`,
        );
      if (cyclic && !broken) {
        return this.fail(
          key,
          `cannot obtain ${key}: every way to get it needs ${cyclic}, which itself needs ${key} (cycle ${[...path, key, cyclic].slice(-4).join(' → ')})`,
        );
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
        if (s.tool) need(s.tool);
        break;
      case 'farm':
        need(s.tool);
        if (s.seed !== s.item) out.push({ key: s.seed, kind: 'seed', per: 1 });
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
export function postOrder(nodes: ReadonlyMap<string, Node>, roots: readonly string[]): Node[] {
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
export function mergeGroupsIntoItems(world: ChainWorld, nodes: Map<string, Node>, roots: string[]): string[] {
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
