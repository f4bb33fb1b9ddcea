/**
 * mistreevous JSON (or MDSL) → VizModel. Actions and conditions carry their
 * plan path as first argument; `Tree.leaves` then says which skill, which
 * arguments and whether the plan asked for the step or knowledge added it.
 */
import { loadTreeText, TreeSyntaxError } from '../compile/tree-file.js';
import type { LeafInfo, Tree } from '../compile/types.js';
import { planSkills } from '../plan/index.js';
import { nodeLabel } from '../run/node-index.js';
import { VizError } from './errors.js';
import { assertDrawable } from './nesting.js';
import { callLabel, skillLabel } from './labels.js';
import { makeNode, renumber, walk, type VizModel, type VizNode, type VizOrigin } from './model.js';
import { reflexRole } from './reflexes.js';
import { shareSubtrees } from './share.js';

type Def = Record<string, unknown> & { type?: unknown };

const COMPOSITES = new Set(['sequence', 'selector', 'parallel', 'race', 'all', 'lotto']);
const DECORATORS = new Set(['root', 'repeat', 'retry', 'flip', 'succeed', 'fail']);
export const MISTREEVOUS_TYPES = new Set([...COMPOSITES, ...DECORATORS, 'action', 'condition', 'wait', 'branch']);
const GUARDS = ['while', 'until', 'entry', 'exit', 'step'] as const;

export interface TreeOptions {
  /** Draw identical prerequisite subtrees once (default true). */
  share?: boolean;
  title?: string;
}

/** Accepts a Tree, a root definition, a bare node definition, or an array of root definitions. */
export function fromTree(input: Tree | unknown, opts: TreeOptions = {}): VizModel {
  assertDrawable(input);
  const tree = isTree(input) ? input : null;
  const definition = tree ? tree.definition : input;
  const leaves = tree?.leaves ?? {};
  const root = renumber(definitionRoot(definition, leaves));
  linkBranches(root);
  const model: VizModel = { title: opts.title ?? rootTitle(definition), source: 'tree', root };
  return opts.share === false ? model : shareSubtrees(model);
}

export function fromMdsl(text: string, opts: TreeOptions = {}): VizModel {
  let tree: Tree;
  try {
    // Loaded as `sapling run --tree` loads it, so a dump reports the same errors at the same line and column.
    tree = loadTreeText(text, planSkills());
  } catch (e) {
    if (e instanceof TreeSyntaxError) throw new VizError(e.message);
    throw e;
  }
  return { ...fromTree(tree, opts), source: 'mdsl' };
}

export const isTree = (x: unknown): x is Tree => !!x && typeof x === 'object' && 'definition' in x && 'leaves' in x && typeof (x as Tree).leaves === 'object';

function rootTitle(def: unknown): string {
  const first = Array.isArray(def) ? def[0] : def;
  return (first && typeof first === 'object' && typeof (first as Def).id === 'string' && ((first as Def).id as string)) || 'tree';
}

function definitionRoot(def: unknown, leaves: Record<string, LeafInfo>): VizNode {
  if (Array.isArray(def)) {
    if (def.length === 0) throw new VizError('empty tree definition: expected at least one root node');
    if (def.length === 1) return defNode(def[0], leaves, 'definition[0]');
    const children = def.map((d, i) => defNode(d, leaves, `definition[${i}]`));
    return makeNode({ kind: 'root', label: 'trees', children, origin: mergedOrigin(children) });
  }
  return defNode(def, leaves, 'definition');
}

function defNode(d: unknown, leaves: Record<string, LeafInfo>, where: string): VizNode {
  if (!d || typeof d !== 'object' || typeof (d as Def).type !== 'string' || !MISTREEVOUS_TYPES.has((d as Def).type as string)) {
    throw new VizError(`not a mistreevous node at ${where}: expected an object whose "type" is one of ${[...MISTREEVOUS_TYPES].join(', ')}`);
  }
  const def = d as Def;
  const type = def.type as string;
  const guards = guardLabel(def);
  const reflex = reflexRole(def);
  if (reflex && (type === 'action' || type === 'condition')) {
    const path = (def.args as unknown[])[0] as string;
    return makeNode({
      kind: type,
      label: withGuards(reflex.label, guards),
      path,
      origin: 'tree',
      args: reflex.name ? { reflex: reflex.name } : null,
      reflex: { role: reflex.role, name: reflex.name },
      traceLabel: nodeLabel(def as Def & { type: string }),
    });
  }
  if (type === 'action' || type === 'condition') return leafNode(def, type, leaves, guards);
  const kids: unknown[] = Array.isArray(def.children) ? def.children : def.child ? [def.child] : [];
  const children = kids.map((c, i) => defNode(c, leaves, `${where}.${Array.isArray(def.children) ? `children[${i}]` : 'child'}`));
  // The plan's exit callback only tells the agent how the plan ended: plumbing, not worth a reader's attention.
  const shown = reflex?.role === 'plan' ? '' : guards;
  const node = makeNode({ kind: type, label: withGuards(reflex?.label ?? structLabel(def, type), shown), children, origin: mergedOrigin(children) });
  if (reflex) Object.assign(node, { reflex: { role: reflex.role, name: reflex.name }, traceLabel: type });
  if (type === 'branch' && typeof def.ref === 'string') node.args = { ref: def.ref };
  // The compiler keeps the plan path on composites; hand-written trees get one inferred from their children.
  node.path = typeof def.path === 'string' ? def.path : commonPath(children);
  return node;
}

function leafNode(def: Def, type: 'action' | 'condition', leaves: Record<string, LeafInfo>, guards: string): VizNode {
  const call = String(def.call ?? type);
  const raw = Array.isArray(def.args) ? def.args : [];
  const path = typeof raw[0] === 'string' && raw[0].startsWith('/') ? (raw[0] as string) : null;
  const rest = path ? raw.slice(1) : raw;
  const leaf = path ? leaves[path] : undefined;
  const origin: VizOrigin = leaf ? leaf.origin : pathOrigin(path);
  if (type === 'action' && leaf) {
    return makeNode({ kind: 'action', label: withGuards(skillLabel(leaf.skill, leaf.args), guards), path, origin, args: { ...leaf.args } });
  }
  const label = type === 'action' ? [call, ...rest.map((a) => (typeof a === 'string' ? a : JSON.stringify(a)))].join(' ') : callLabel(call, rest);
  const args = Object.fromEntries(rest.map((a, i) => [`arg${i + 1}`, a]));
  return makeNode({ kind: type, label: withGuards(label, guards), path, origin, args: rest.length ? args : null });
}

/** Plan conditions have no leaf entry; prerequisite paths sit under `…/needs/i`. */
const pathOrigin = (path: string | null): VizOrigin => (!path ? 'tree' : /\/needs\/\d+/.test(path) ? 'prerequisite' : 'plan');

function structLabel(def: Def, type: string): string {
  if (type === 'root') return typeof def.id === 'string' ? `root ${def.id}` : 'root';
  if (type === 'repeat') return def.iterations !== undefined ? `repeat ×${JSON.stringify(def.iterations)}` : 'repeat';
  if (type === 'retry') return def.attempts !== undefined ? `retry ×${JSON.stringify(def.attempts)}` : 'retry';
  if (type === 'wait') return def.duration !== undefined ? `wait ${JSON.stringify(def.duration)}ms` : 'wait';
  if (type === 'branch') return `branch → ${String(def.ref)}`;
  return type;
}

function guardLabel(def: Def): string {
  const parts: string[] = [];
  for (const g of GUARDS) {
    const a = def[g] as { call?: unknown; args?: unknown[] } | undefined;
    if (a && typeof a.call === 'string') {
      const args = (a.args ?? []).filter((x, i) => !(i === 0 && typeof x === 'string' && x.startsWith('/')));
      parts.push(`${g} ${callLabel(a.call, args)}`);
    }
  }
  return parts.join(', ');
}

const withGuards = (label: string, guards: string) => (guards ? `${label} [${guards}]` : label);

/** A subtree is prerequisite when every leaf under it is, plan when any is, tree when its leaves carry no origin. */
function mergedOrigin(children: VizNode[]): VizOrigin {
  if (children.some((c) => c.origin === 'plan')) return 'plan';
  return children.some((c) => c.origin === 'prerequisite') ? 'prerequisite' : 'tree';
}

/**
 * A composite whose children all map into one plan path (the compiler's
 * per-leaf wrapper: skip check, prerequisites under `…/needs/i`, the action)
 * gets that path, so a repair or failure at the path marks the whole wrapper.
 */
function commonPath(children: VizNode[]): string | null {
  const paths = children.map((c) => c.path);
  if (paths.length === 0 || paths.some((p) => p === null)) return null;
  const shortest = (paths as string[]).reduce((a, b) => (b.length < a.length ? b : a));
  return (paths as string[]).every((p) => p === shortest || p.startsWith(`${shortest}/`)) ? shortest : null;
}

/** Branch nodes point at the root of the same id, so renderers can draw a reference. */
function linkBranches(root: VizNode): void {
  const roots = new Map<string, string>();
  for (const { node } of walk(root)) if (node.kind === 'root' && node.label.startsWith('root ')) roots.set(node.label.slice(5), node.id);
  for (const { node } of walk(root)) {
    const ref = node.kind === 'branch' ? roots.get(String(node.args?.ref)) : undefined;
    if (ref) node.ref = ref;
  }
}
