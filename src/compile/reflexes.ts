/**
 * The reactive layer: the enabled reflexes wrapped around a plan's tree, so
 * that fighting, eating and hiding are nodes of the tree (shown in dumps,
 * traced, and marked in the report) rather than code inside long skills.
 *
 *   root
 *   └ parallel /reflexes
 *     ├ sequence /reflexes/plan               the plan's tree; its exit tells the agent how it ended
 *     │ └ <the plan>
 *     └ repeat /reflexes/watch                until the plan is done
 *       └ selector
 *         ├ sequence /reflexes/defend         [reflex_due defend] → [reflex defend]
 *         ├ …                                 one per reflex, in priority order
 *         └ [reflex_idle]                     nothing due this step
 *
 * While a reflex runs, the plan's running leaf is paused, not restarted: the
 * runner holds its next body verb (and on a real server interrupts a verb in
 * flight, to do it again afterwards) until the reflexes are quiet. A failed
 * plan fails the parallel at once; a plan that succeeds ends the watch.
 */
import { getReflex, reflexNames } from '../reflexes/index.js';
import { CompileError, type Def } from './def.js';
import type { Tree } from './types.js';

export const REFLEX_ROOT = '/reflexes';
export const REFLEX_PLAN = `${REFLEX_ROOT}/plan`;
export const REFLEX_WATCH = `${REFLEX_ROOT}/watch`;

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
  const reflexes: Def[] = names.map((name) => ({
    type: 'sequence',
    path: reflexPath(name),
    children: [
      { type: 'condition', call: 'reflex_due', args: [reflexPath(name), name] },
      { type: 'action', call: 'reflex', args: [reflexPath(name), name] },
    ],
  }));
  const layer: Def = {
    type: 'parallel',
    path: REFLEX_ROOT,
    children: [
      // The exit callback sits on a node of its own: a plan root with a guard (a repeat's until) reports an abort even when the guard makes it succeed.
      { type: 'sequence', path: REFLEX_PLAN, exit: { call: 'plan_exit', args: [REFLEX_PLAN] }, children: [root.child] },
      {
        type: 'repeat',
        path: REFLEX_WATCH,
        until: { call: 'plan_done', args: [REFLEX_WATCH], succeedOnAbort: true },
        child: { type: 'selector', children: [...reflexes, { type: 'condition', call: 'reflex_idle', args: [REFLEX_WATCH] }] },
      },
    ],
  };
  const wrapped = { ...root, child: layer };
  const definition = Array.isArray(tree.definition) ? roots.map((r) => (r === root ? wrapped : r)) : wrapped;
  return { ...tree, definition: definition as never, reflexes: names };
}
