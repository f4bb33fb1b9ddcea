/**
 * Skip-if-done at run time. A plan leaf is done when its skill says so. A
 * prerequisite step is done when the inventory already holds what the rest of
 * its chain (and the leaf that owns it) still needs: after a repair the tree
 * restarts from the root and nothing that holds is redone.
 */
import type { Body } from '../contracts/body.js';
import type { LeafInfo, Tree } from '../compile/types.js';
import type { Knowledge } from '../knowledge/types.js';
import { skillNamed } from '../skills/index.js';
import { STATIONS } from '../skills/stations.js';
import type { AnySkill, SkillContext } from '../skills/types.js';

/** Stations count as at hand when one is placed this close. */
const STATION_REACH = 16;

/** A leaf that finished in an earlier tree generation, and how many deaths there had been then. */
export interface Finished {
  sig: string;
  deaths: number;
}

export const leafSig = (skill: string, args: unknown): string => `${skill} ${JSON.stringify(args)}`;

export class DoneChecker {
  /** Chain steps by owner path, in order. */
  private chains = new Map<string, LeafInfo[]>();

  constructor(
    private tree: Tree,
    private skills: readonly AnySkill[],
    private k: Knowledge,
    /**
     * Leaves that succeeded before the last repair. Counts are absolute, so by
     * the time a repaired tree restarts from the root, later steps have used up
     * what earlier ones made (logs became planks, planks a pickaxe); without
     * this the bot would chop trees again from the bottom of a mine. Dying loses
     * the inventory, so a death since then makes the leaf count for nothing.
     */
    private finished: ReadonlyMap<string, Finished> = new Map(),
  ) {
    for (const leaf of Object.values(tree.leaves)) {
      if (!leaf.chain) continue;
      const list = this.chains.get(leaf.chain.owner) ?? [];
      list[leaf.chain.index] = leaf;
      this.chains.set(leaf.chain.owner, list);
    }
  }

  done(path: string, body: Body, ctx: Omit<SkillContext, 'path'>): boolean {
    const leaf = this.tree.leaves[path];
    if (!leaf) return false;
    const before = this.finished.get(path);
    if (before && before.sig === leafSig(leaf.skill, leaf.args) && before.deaths === body.deaths().length) return true;
    if (!leaf.chain) return this.leafDone(leaf, body, ctx);
    const owner = this.tree.leaves[leaf.chain.owner];
    if (owner && this.leafDone(owner, body, ctx)) return true;
    const steps = this.chains.get(leaf.chain.owner) ?? [];
    return this.stepDone(steps, leaf.chain.index, owner, body, new Map());
  }

  private leafDone(leaf: LeafInfo, body: Body, ctx: Omit<SkillContext, 'path'>): boolean {
    const skill = skillNamed(this.skills, leaf.skill);
    return skill ? skill.done(body, leaf.args, { ...ctx, path: leaf.path }) : false;
  }

  private stepDone(steps: LeafInfo[], i: number, owner: LeafInfo | undefined, body: Body, memo: Map<number, boolean>): boolean {
    const hit = memo.get(i);
    if (hit !== undefined) return hit;
    const step = steps[i]!.chain!;
    const item = step.produces.item;
    if (STATIONS.includes(item) && this.stationAtHand(item, body)) return remember(memo, i, true);
    let demand = 0;
    let group: string | null = null;
    let consumed = false;
    /** Demand that uses the item up (or keeps it as a goal), as opposed to a tool only needed at hand. */
    const take = (n: number): number => {
      consumed = true;
      return n;
    };
    const uses = (name: string) => {
      if (name === item) return true;
      if (name.startsWith('#') && this.k.members(name).includes(item)) return ((group = name), true);
      return false;
    };
    for (let j = i + 1; j < steps.length; j++) {
      const later = steps[j]!.chain!;
      if (this.stepDone(steps, j, owner, body, memo)) continue;
      for (const c of later.consumes) if (uses(c.item)) demand += take(c.count);
      if (later.needs.some(uses)) demand = Math.max(demand, 1);
    }
    for (const c of owner?.requires?.consumes ?? []) if (uses(c.item)) demand += take(c.count);
    if (owner?.requires?.needs.some(uses)) demand = Math.max(demand, 1);
    // A compositional owner (obtain) consumes nothing: its goals are what the chain must leave behind.
    const ownerSkill = owner ? skillNamed(this.skills, owner.skill) : undefined;
    for (const g of (owner && ownerSkill?.goals?.(owner.args, this.k)) || []) if (uses(g.item)) demand += take(g.count);
    if (!owner) demand = take(step.produces.count);
    // A tool that is only needed (not used up) is as good as held when a better one of its kind is: an iron pickaxe digs where a wooden one would.
    const kinds = group ? this.k.members(group) : consumed ? [item] : this.k.standIns(item);
    const have = kinds.reduce((n, m) => n + body.count(m), 0);
    return remember(memo, i, have >= demand);
  }

  private stationAtHand(item: string, body: Body): boolean {
    return body.count(item) > 0 || body.findBlocks([item], { maxDistance: STATION_REACH, count: 1 }).length > 0;
  }
}

const remember = (memo: Map<number, boolean>, i: number, v: boolean) => (memo.set(i, v), v);
