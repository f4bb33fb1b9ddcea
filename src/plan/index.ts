/**
 * The plan stage: the Plan contract, its JSON Schema, validation, the static
 * self-check and the offline knowledge planner. The convenience wrappers bind
 * the skill registry.
 */
import type { Knowledge } from '../knowledge/types.js';
import { planSkills } from './registry.js';
import { buildPlanSchema } from './schema.js';
import { selfCheck as selfCheckWith, type SelfCheckOptions } from './selfcheck.js';
import { validatePlan as validateWith, type ValidationResult } from './validate.js';
import type { Plan, PlanIssue } from '../contracts/plan.js';

export * from '../contracts/plan.js';
export { formatIssue, closest, editDistance } from './issues.js';
export { buildPlanSchema, skillDefName, type JsonSchema } from './schema.js';
export { MAX_COUNT, MAX_DEPTH, MAX_NODES, MAX_TEXT, type ValidationResult } from './validate.js';
export { resolveGoal, resolveGoals, readGoals, goalKey, goalChecks, sentenceChecks, type Goal, type ReadGoal } from './goal.js';
export { knowledgePlan, obtainPlan, stepNode, killPreparation, isHunt } from './offline.js';
export { GoalNotPossible, GoalNotUnderstood } from './not-understood.js';
export { parseGoal, readWords, type ParsedGoal, type GoalWords } from './read-goal.js';
export { parseJson, JsonSyntaxError } from './json.js';

export { parseTree, readTree, readHeader, checkTree, TreeSyntaxError, MAX_TREE_DEPTH, type TreeSource } from './tree-file.js';
export { PARAM_TYPES, type TreeParam, type ParamType } from './tree-header.js';
export { treeSkill, isTreeSkill, type TreeSkill } from './tree-skill.js';
export { bindParams } from './tree-params.js';
export { inlineTrees, TreeCallError, MAX_TREE_CALLS_DEEP } from './inline.js';
export { loadTreeSkills, loadTrees, readTreeDir, withTrees, TreeLibraryError, TREES_DIR } from './tree-library.js';

export { planSkills } from './registry.js';

/** The plan schema for the registered skills and trees (what schemas/plan.schema.json holds), as read with `k`'s version. */
export const planSchema = (k?: Knowledge) => buildPlanSchema(planSkills(k));

export const validatePlan = (input: unknown, k: Knowledge): ValidationResult => validateWith(input, k, planSkills(k));

export const selfCheck = (plan: Plan, k: Knowledge, inventory: Record<string, number> = {}, opts?: SelfCheckOptions): PlanIssue[] =>
  selfCheckWith(plan, k, planSkills(k), inventory, opts);
