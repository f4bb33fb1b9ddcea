/**
 * The plan contract, as TypeScript. `schemas/plan.schema.json` is the same
 * contract as JSON Schema (generated from the skill registry), and is what an
 * LLM is asked to produce.
 */

/** Skill arguments are flat: every value is a primitive, null meaning "default". */
export type ArgValue = string | number | boolean | null;
export type SkillArgs = Record<string, ArgValue>;

/**
 * A condition: a check kind from the registry in `src/checks/` and its
 * arguments by name. Which kinds exist, and which arguments each takes, is the
 * registry's to say (the plan schema is generated from it); arguments are read
 * by name, never by their order in the JSON.
 */
export interface Check {
  kind: string;
  [arg: string]: ArgValue;
}

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
