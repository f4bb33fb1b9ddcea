/**
 * The reactive layer: the enabled reflexes wrapped around a plan's tree, so
 * that fighting, eating and hiding are nodes of the tree (shown in dumps,
 * traced, and marked in the report) rather than code inside long skills.
 *
 *   root
 *   └ sequence /reflexes
 *     ├ succeed
 *     │ └ repeat                            until a pass fails
 *     │   └ selector                        one pass
 *     │     ├ sequence /reflexes/defend     [reflex_due defend] → [reflex defend]
 *     │     ├ …                             one per reflex, in priority order
 *     │     └ sequence /reflexes/plan
 *     │       ├ flip  until(reflex_due)     the plan, interrupted when a reflex is due
 *     │       │ └ <the plan's tree>         exit callback records how it ended
 *     │       └ [reflex_due]                interrupted: run another pass
 *     └ [plan_done]
 *
 * A pass ends the loop when the plan succeeded (flip turns that into a
 * failure) or failed while no reflex was due (a real failure, for the
 * repairers). An interrupted plan resumes from its root: leaves that hold are
 * skipped, and the interrupted leaf starts again.
 */
import { getReflex } from '../reflexes/index.js';
import { reflexNames } from '../reflexes/index.js';
import { CompileError, type Def } from './def.js';
import type { Tree } from './types.js';

export const REFLEX_ROOT = '/reflexes';
export const REFLEX_PLAN = `${REFLEX_ROOT}/plan`;

export interface ReflexOptions {
  /** Which reflexes, in priority order (default: all, in the registry's order). */
  names?: readonly string[];
}

export const reflexPath = (name: string): string => `${REFLEX_ROOT}/${name}`;

export function wrapReflexes(tree: Tree, opts: ReflexOptions): Tree {
  const names = [...(opts.names ?? reflexNames())];
  for (const n of names) if (!getReflex(n)) throw new CompileError(`unknown reflex '${n}'; use ${reflexNames().join(', ')}`, REFLEX_ROOT);
  if (!names.length || tree.reflexes.length) return tree;
  // A tree file with subtrees is a list of roots: wrap the main one (the root without an id).
  const roots = (Array.isArray(tree.definition) ? tree.definition : [tree.definition]) as unknown as { id?: string; child?: Def }[];
  const root = roots.find((r) => !r.id) ?? roots[0];
  if (!root?.child) throw new CompileError('the tree has no root node to wrap', REFLEX_ROOT);
  // The exit callback tells the agent how the plan ended. It sits on a node of its own: a plan root
  // with a guard (a repeat's until) reports an abort even when the guard makes it succeed.
  const plan: Def = { type: 'sequence', exit: { call: 'plan_exit', args: [REFLEX_PLAN] }, children: [root.child] };
  const reflexes: Def[] = names.map((name) => ({
    type: 'sequence',
    path: reflexPath(name),
    children: [
      { type: 'condition', call: 'reflex_due', args: [reflexPath(name), name] },
      { type: 'action', call: 'reflex', args: [reflexPath(name), name] },
    ],
  }));
  const resume: Def = {
    type: 'sequence',
    path: REFLEX_PLAN,
    children: [
      { type: 'flip', until: { call: 'reflex_due', args: [REFLEX_PLAN, null], succeedOnAbort: true }, child: plan },
      { type: 'condition', call: 'reflex_due', args: [REFLEX_PLAN, null] },
    ],
  };
  const layer: Def = {
    type: 'sequence',
    path: REFLEX_ROOT,
    children: [
      { type: 'succeed', child: { type: 'repeat', child: { type: 'selector', children: [...reflexes, resume] } } },
      { type: 'condition', call: 'plan_done', args: [REFLEX_ROOT] },
    ],
  };
  const wrapped = { ...root, child: layer };
  const definition = Array.isArray(tree.definition) ? roots.map((r) => (r === root ? wrapped : r)) : wrapped;
  return { ...tree, definition: definition as never, reflexes: names };
}
