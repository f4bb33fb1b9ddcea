/**
 * Plan → behaviour tree. Each skill leaf becomes
 *
 *   selector [ done?(path) , sequence [ prerequisite…, action(path, …args) ] ]
 *
 * where the prerequisites are the knowledge chain that obtains whatever the
 * leaf consumes or needs and the plan walk says will be missing when it runs.
 * Every action and condition gets its plan path as first argument; the agent
 * reads arguments by that path from `leaves` and `checks`, never by position.
 */
import { toPositional } from '../contracts/args.js';
import type { Check, Plan } from '../contracts/plan.js';
import { checkPositional } from '../checks/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { walkPlan, type LeafFacts, type PlanVisitor } from '../plan/walk.js';
import type { AnySkill } from '../skills/types.js';
import { chainLeaves } from './chain.js';
import { CompileError, type Def } from './def.js';
import { wrapReflexes, type ReflexOptions } from './reflexes.js';
import type { LeafInfo, Tree } from './types.js';

export { CompileError, type Def } from './def.js';

export interface CompileOptions {
  /** The inventory at the start of the run. */
  inventory?: Record<string, number>;
  /** Expand prerequisites from knowledge (default true). */
  prerequisites?: boolean;
  /** The reactive layer around the plan; off leaves the plan's tree bare. */
  reflexes?: ReflexOptions | false;
}

export function compilePlan(plan: Plan, k: Knowledge, skills: readonly AnySkill[], opts: CompileOptions = {}): Tree {
  const leaves: Record<string, LeafInfo> = {};
  const checks: Record<string, Check> = {};
  const child = walkPlan(plan, k, skills, visitor(skills, leaves, checks), opts);
  const tree: Tree = { definition: { type: 'root', child } as never, leaves, checks, reflexes: [], source: 'plan' };
  return opts.reflexes === false ? tree : wrapReflexes(tree, opts.reflexes ?? {});
}

function visitor(skills: readonly AnySkill[], leaves: Record<string, LeafInfo>, checks: Record<string, Check>): PlanVisitor<Def> {
  const condition = (check: Check, path: string): Def => {
    checks[path] = check;
    return { type: 'condition', call: check.kind, args: [path, ...checkPositional(check)] };
  };
  return {
    steps: (n, path, children) => ({ type: n.type, path, children }),
    repeat(n, path, child) {
      const def: Def = { type: 'repeat', path, child };
      if (n.times !== null) def.iterations = n.times;
      if (n.until) {
        const until = condition(n.until, `${path}/until`);
        def.until = { call: until.call, args: until.args, succeedOnAbort: true };
      }
      return def;
    },
    condition: (check, path) => condition(check, path),
    skill: (leaf) => skillLeaf(leaf, skills, leaves),
    unknownSkill(n, path) {
      throw new CompileError(`unknown skill '${n.skill}'`, `${path}/skill`);
    },
  };
}

function skillLeaf(f: LeafFacts, skills: readonly AnySkill[], leaves: Record<string, LeafInfo>): Def {
  const { path, skill, node } = f;
  if (f.chainError) throw new CompileError(f.chainError.message, path);
  const prereqs = chainLeaves(f.chain, path, skills);
  Object.assign(leaves, prereqs.leaves);
  leaves[path] = { path, skill: skill.name, args: node.args, origin: 'plan', requires: f.requires };
  const action: Def = { type: 'action', call: skill.name, args: [path, ...toPositional(skill.args, node.args)] };
  const done: Def = { type: 'condition', call: 'done', args: [path] };
  const body = prereqs.defs.length ? { type: 'sequence', path: `${path}/needs`, children: [...prereqs.defs, action] } : action;
  return { type: 'selector', path, children: [done, body] };
}
