/**
 * The plan contract, as TypeScript. `schemas/plan.schema.json` is the same
 * contract as JSON Schema (generated from the skill registry), and is what an
 * LLM is asked to produce.
 */

/** Skill arguments are flat: every value is a primitive, null meaning "default". */
export type ArgValue = string | number | boolean | null;
export type SkillArgs = Record<string, ArgValue>;

export type Check =
  | { kind: 'has_item'; item: string; count: number }
  | { kind: 'near_block'; block: string; distance: number }
  | { kind: 'near_entity'; entity: string; distance: number }
  | { kind: 'time_of_day'; period: 'day' | 'night' }
  | { kind: 'health'; min: number | null; max: number | null }
  | { kind: 'food'; min: number | null; max: number | null }
  | { kind: 'y_level'; min: number | null; max: number | null };

export interface SequenceNode {
  type: 'sequence';
  steps: PlanNode[];
}
/** Tries its steps in order until one succeeds (fallbacks). */
export interface SelectorNode {
  type: 'selector';
  steps: PlanNode[];
}
/** Runs its steps together; succeeds when all succeed. */
export interface ParallelNode {
  type: 'parallel';
  steps: PlanNode[];
}
/** Repeats `step` `times` times, or until `until` holds (at most `times` when both are set). */
export interface RepeatNode {
  type: 'repeat';
  times: number | null;
  until: Check | null;
  step: PlanNode;
}
export interface ConditionNode {
  type: 'condition';
  check: Check;
}
export interface SkillNode {
  type: 'skill';
  skill: string;
  args: SkillArgs;
}

export type PlanNode = SequenceNode | SelectorNode | ParallelNode | RepeatNode | ConditionNode | SkillNode;

export interface Plan {
  goal: string;
  thoughts: string;
  plan: PlanNode;
}

/** A JSON pointer into a plan, e.g. `/plan/steps/2`. */
export type PlanPath = string;

/** One validation or self-check finding. */
export interface PlanIssue {
  /** JSON pointer to the offending value, e.g. `/plan/steps/2/args/item`. */
  path: string;
  message: string;
  /** A concrete fix, e.g. "did you mean 'oak_planks'?"; null when there is none. */
  suggestion: string | null;
}
