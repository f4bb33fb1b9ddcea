import type { ArgSchema } from '../contracts/args.js';
import type { Body } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import type { PlanNode, SkillArgs } from '../contracts/plan.js';
import type { ItemCount, Knowledge, NameKind } from '../knowledge/types.js';

export type { ArgSchema };

/** What a skill needs before it can act. The compiler turns each into a subtree that obtains it. */
export interface Requirements {
  /** Items used up by the action. May be groups (`#planks`). */
  consumes: ItemCount[];
  /** Tools and stations that must be at hand (`stone_pickaxe`, `crafting_table`, `furnace`); not used up. */
  needs: string[];
}

/** What the world looks like after the skill succeeds; used for skip-if-done and the self-check. */
export interface Effects {
  /** Items the inventory holds at least this many of afterwards. */
  has: ItemCount[];
  /** Items surely added on top of what was there (a kill's guaranteed drops). */
  gains?: ItemCount[];
}

/** The inventory the planner expects when the skill runs (the compiler's ledger). */
export interface Expected {
  /** Count of an item, or of all members of a group. */
  count(item: string): number;
}

/** How a running skill tunes the reflex layer around it. */
export interface ReflexTuning {
  /** Reflexes that stay quiet while the skill runs. */
  off?: string[];
  /** At night, retreat to heal below this health instead of the usual threshold. */
  nightRetreatBelow?: number;
}

/** A problem with a skill call that no prerequisite can fix: the game does not allow it. */
export interface CallIssue {
  message: string;
  suggestion: string | null;
}

export interface SkillContext {
  knowledge: Knowledge;
  /** Shared results of earlier skills (positions of placed tables, kill counters). */
  blackboard: Map<string, unknown>;
  /** Plan path of the leaf being run, for blackboard keys and messages. */
  path: string;
}

/**
 * A skill: the one place that knows what its name means. The compiler, the
 * self-check, skip-if-done and the repairers ask a skill these questions and
 * never branch on its name.
 */
export interface Skill<A extends SkillArgs = SkillArgs> {
  name: string;
  /** One line for prompts and `--help`. */
  description: string;
  /** `primitive` acts on the body directly; `compositional` is built from other skills. */
  kind: 'primitive' | 'compositional';
  /** Argument schemas in positional order (the order MDSL trees pass them). */
  args: Record<keyof A & string, ArgSchema>;
  /** What the call consumes and needs, given what the inventory is expected to hold when it runs. */
  requirements(args: A, k: Knowledge, expected?: Expected): Requirements;
  effects(args: A, k: Knowledge): Effects;
  /**
   * Compositional skills: what the prerequisite subtree must leave in the
   * inventory (for `obtain`, its target). Absent: the requirements.
   */
  goals?(args: A, k: Knowledge): ItemCount[];
  /** A call the game does not allow (crafting an ore, killing a block), found before anything runs. */
  check?(args: A, k: Knowledge): CallIssue | null;
  /**
   * What the skill looks for in the world (a block, an item's source, a mob),
   * for a repair that searches when it was not found. `details` are the
   * failure's. Absent or null: nothing to search for.
   */
  target?(args: A, k: Knowledge, details: Readonly<Record<string, unknown>>): string | null;
  /** Mobs that must live in the world for the skill to succeed (a hunt's prey, sheep for wool). */
  mobs?(args: A, k: Knowledge): string[];
  /** The skill is itself a search: a not_found repair widens it rather than putting a search before it. */
  search?: true;
  /** The skill fights mobs to the death (a kill): what comes before it in a plan is the fight's preparation. */
  hunts?: true;
  /** How the reflexes around the skill behave while it runs (a hunt of hostiles does not hide from the night). */
  reflexes?(args: A, k: Knowledge): ReflexTuning;
  /**
   * A compositional skill written as a tree (a file in trees/): the plan node
   * it stands for, with the call's arguments bound. Plans are inlined before
   * they are walked (plan/inline), so such a skill never runs as a leaf.
   */
  expand?(args: A): PlanNode;
  /** What string arguments name, where an argument's name does not say it (a tree's `@param {item} walls`). */
  argKinds?: Readonly<Record<string, NameKind>>;
  /** True when the effect already holds, so the leaf can be skipped. */
  done(body: Body, args: A, ctx: SkillContext): boolean;
  run(body: Body, args: A, signal: AbortSignal, ctx: SkillContext): Promise<Outcome>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds skills of every argument shape
export type AnySkill = Skill<any>;
