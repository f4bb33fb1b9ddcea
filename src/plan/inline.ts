/**
 * Calls of trees inlined into the plan that makes them: the call's node is
 * replaced by the tree's plan, with the arguments bound, at the same path.
 * What runs, what the critic repairs and what memory keeps is then a plain
 * plan of skills. Inlining an inlined plan changes nothing.
 */
import type { Plan, PlanNode } from '../contracts/plan.js';
import { pointer } from '../contracts/pointer.js';
import { skillNamed } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';

/** Trees calling trees: deeper than this is almost surely a mistake, and each level multiplies the plan. */
export const MAX_TREE_CALLS_DEEP = 8;

export class TreeCallError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'TreeCallError';
  }
}

/** Where a tree was inlined: the call's path, which is also where the tree's plan now stands. */
export interface InlinedCall {
  path: string;
  tree: string;
}

export function inlineTrees(plan: Plan, skills: readonly AnySkill[], calls: InlinedCall[] = []): Plan {
  const node = (n: PlanNode, path: string, stack: string[]): PlanNode => {
    switch (n.type) {
      case 'skill': {
        const skill = skillNamed(skills, n.skill);
        if (!skill?.expand) return n;
        if (stack.includes(skill.name)) throw new TreeCallError(`the tree '${skill.name}' calls itself (${[...stack, skill.name].join(' → ')})`, path);
        if (stack.length >= MAX_TREE_CALLS_DEEP)
          throw new TreeCallError(`trees call trees more than ${MAX_TREE_CALLS_DEEP} deep here (${[...stack, skill.name].join(' → ')})`, path);
        calls.push({ path, tree: skill.name });
        return node(skill.expand(n.args), path, [...stack, skill.name]);
      }
      case 'condition':
        return n;
      case 'repeat':
        return { ...n, step: node(n.step, pointer(path, 'step'), stack) };
      default:
        return { ...n, steps: n.steps.map((s, i) => node(s, pointer(pointer(path, 'steps'), i), stack)) };
    }
  };
  return { ...plan, plan: node(plan.plan, '/plan', []) };
}

/** True when the plan calls a tree anywhere. */
export function callsTrees(n: PlanNode, skills: readonly AnySkill[]): boolean {
  if (n.type === 'skill') return !!skillNamed(skills, n.skill)?.expand;
  if (n.type === 'condition') return false;
  if (n.type === 'repeat') return callsTrees(n.step, skills);
  return n.steps.some((s) => callsTrees(s, skills));
}
