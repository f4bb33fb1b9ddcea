import type { RootNodeDefinition } from 'mistreevous/dist/BehaviourTreeDefinition.js';
import type { ItemCount } from '../knowledge/types.js';
import type { Check, SkillArgs } from '../contracts/plan.js';

export type { RootNodeDefinition };

/**
 * A compiled behaviour tree. `definition` is plain mistreevous JSON in which
 * every action and condition gets its plan path as first argument, followed by
 * its arguments in declared order (for people reading a dump), so a runtime
 * failure maps back to the plan. The agent reads arguments by name, by that
 * path: `leaves` for skill leaves, `checks` for conditions.
 */
export interface Tree {
  definition: RootNodeDefinition;
  leaves: Record<string, LeafInfo>;
  /** Condition checks by path (a repeat's `until` sits at `<repeat>/until`). */
  checks: Record<string, Check>;
  /** The reflexes wrapped around the plan, in priority order; empty when the layer is off. */
  reflexes: string[];
  /** Where the tree came from: a compiled plan, or a hand-authored file. */
  source: 'plan' | 'mdsl' | 'json';
}

export interface LeafInfo {
  path: string;
  skill: string;
  args: SkillArgs;
  /** `plan`: a step the plan asked for. `prerequisite`: expanded from knowledge to satisfy one. */
  origin: 'plan' | 'prerequisite';
  /** For prerequisite steps: what the step consumes and leaves behind, for the skip check. */
  chain?: ChainInfo;
  /** For plan leaves: what the leaf consumes and needs, given the inventory expected when it runs. */
  requires?: { consumes: ItemCount[]; needs: string[] };
}

export interface ChainInfo {
  /** Path of the plan leaf whose prerequisites this chain satisfies. */
  owner: string;
  index: number;
  produces: ItemCount;
  consumes: ItemCount[];
  /** Tools and stations the step needs at hand. */
  needs: string[];
}
