/** Typed reads of a plan's root steps for tests, where `(p.plan as any).steps` would do. */
import type { Plan, PlanNode, SkillArgs, SkillNode } from '../../src/contracts/plan.js';

/** The steps of a plan whose root has steps (a sequence, selector or parallel). */
export function rootSteps(p: Plan): PlanNode[] {
  if (!('steps' in p.plan)) throw new Error(`the plan's root is a ${p.plan.type}, which has no steps`);
  return p.plan.steps;
}

/** Root step `i`, which must be a skill step. */
export function skillStep(p: Plan, i: number): SkillNode {
  const s = rootSteps(p)[i];
  if (s?.type !== 'skill') throw new Error(`root step ${i} is ${s ? `a ${s.type}` : 'missing'}, not a skill step`);
  return s;
}

/** Index of the first root step calling `skill` with these args (others may differ); -1 when there is none. */
export function skillIndex(p: Plan, skill: string, args: SkillArgs = {}): number {
  return rootSteps(p).findIndex((s) => s.type === 'skill' && s.skill === skill && Object.entries(args).every(([key, v]) => s.args[key] === v));
}
