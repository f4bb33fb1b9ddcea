import type { Body } from '../body/types.js';
import type { ItemCount, Knowledge } from '../knowledge/types.js';
import type { SkillArgs } from '../plan/types.js';
import type { Outcome } from './outcome.js';

/** A JSON Schema for one skill argument; kept within OpenAI strict structured outputs. */
export type ArgSchema =
  | { type: 'string' | ['string', 'null']; description: string; enum?: (string | null)[] }
  | { type: 'integer' | ['integer', 'null'] | 'number' | ['number', 'null']; description: string; minimum?: number; maximum?: number }
  | { type: 'boolean' | ['boolean', 'null']; description: string };

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
}

export interface SkillContext {
  knowledge: Knowledge;
  /** Shared results of earlier skills (positions of placed tables, kill counters). */
  blackboard: Map<string, unknown>;
  /** Plan path of the leaf being run, for blackboard keys and messages. */
  path: string;
}

export interface Skill<A extends SkillArgs = SkillArgs> {
  name: string;
  /** One line for prompts and `--help`. */
  description: string;
  /** `primitive` acts on the body directly; `compositional` is built from other skills. */
  kind: 'primitive' | 'compositional';
  /** Argument schemas in positional order (the order MDSL trees pass them). */
  args: Record<keyof A & string, ArgSchema>;
  requirements(args: A, k: Knowledge): Requirements;
  effects(args: A, k: Knowledge): Effects;
  /** True when the effect already holds, so the leaf can be skipped. */
  done(body: Body, args: A, ctx: SkillContext): boolean;
  run(body: Body, args: A, signal: AbortSignal, ctx: SkillContext): Promise<Outcome>;
}

export type AnySkill = Skill<any>;
