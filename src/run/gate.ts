/**
 * The one gate every plan passes before it runs, whatever produced it: the
 * same schema, knowledge and size limits as `sapling validate`, so a plan from
 * memory, an LLM, the offline planner or a repair can never run unchecked.
 */
import type { Plan, PlanIssue } from '../contracts/plan.js';
import type { Knowledge } from '../knowledge/types.js';
import { formatIssue } from '../plan/issues.js';
import { validatePlan } from '../plan/validate.js';
import type { AnySkill } from '../skills/types.js';

export class PlanRefused extends Error {
  constructor(readonly issues: readonly PlanIssue[]) {
    super(`${formatIssue(issues[0]!)}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`);
    this.name = 'PlanRefused';
  }
}

export function admit(plan: Plan, k: Knowledge, skills: readonly AnySkill[]): void {
  const v = validatePlan(plan, k, skills);
  if (!v.ok) throw new PlanRefused(v.issues);
}
