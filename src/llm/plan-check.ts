/**
 * The checks a plan from a model goes through before anything runs: schema
 * and semantic validation, then the static self-check. Findings are turned
 * into the feedback text the model gets back.
 */
import { countsOf } from '../contracts/stacks.js';
import type { ItemStack } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { selfCheck, validatePlan } from '../plan/index.js';
import type { Plan, PlanIssue } from '../contracts/plan.js';

export type CheckStage = 'validation' | 'self-check';
export type CheckResult = { ok: true; plan: Plan } | { ok: false; stage: CheckStage; issues: PlanIssue[] };

export function checkPlan(input: unknown, k: Knowledge, inventory: Record<string, number>): CheckResult {
  const v = validatePlan(input, k);
  if (!v.ok) return { ok: false, stage: 'validation', issues: v.issues };
  const found = selfCheck(v.plan, k, inventory);
  return found.length ? { ok: false, stage: 'self-check', issues: found } : { ok: true, plan: v.plan };
}

/** One line per issue: the path, what is wrong, and the fix when there is one. */
export function issueLines(issues: readonly PlanIssue[]): string {
  return issues
    .slice(0, 20)
    .map((i) => `- ${i.path || '/'}: ${i.message}${i.suggestion ? ` (fix: ${i.suggestion})` : ''}`)
    .join('\n');
}

export const STAGE_PROBLEM: Record<CheckStage, string> = {
  validation: 'Your reply is not a valid plan. These problems were found (JSON pointer path: problem):',
  'self-check': 'The self-check simulated the inventory through your plan and found steps that cannot run (JSON pointer path: problem):',
};

/** Total count per item name. */
export const inventoryOf = (stacks: readonly ItemStack[] | undefined): Record<string, number> => countsOf(stacks);
