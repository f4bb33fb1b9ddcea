/**
 * A hand-authored tree (MDSL or mistreevous JSON) is read into a Plan, so it
 * goes through the one compiler every plan goes through: its leaves get
 * skip-if-done, recursive prerequisites, the reflexes and critic repair. The
 * tree's nodes map onto plan nodes (root's child is the plan, `branch`
 * inlines the root it names, `retry [n]` is a selector of n tries); nodes with
 * no plan meaning are refused where they stand.
 */
import { convertMDSLToJSON } from 'mistreevous';
import { toNamed } from '../contracts/args.js';
import type { Check, Plan, PlanNode, PlanIssue } from '../contracts/plan.js';
import { pointer, valueAt } from '../contracts/pointer.js';
import { checkFromPositional, checkKinds, getCheck } from '../checks/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { skillNamed } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';
import { closest } from './issues.js';
import { JsonSyntaxError, parseJson } from './json.js';
import { jsonHeader, mdslHeader, type TreeHeader } from './tree-header.js';
import { jsonPosition, mdslError, mdslNodePositions, posAt, syntaxError, TreeSyntaxError, type Pos } from './tree-syntax.js';
import { bindParams } from './tree-params.js';
import { validatePlan } from './validate.js';

export { TreeSyntaxError } from './tree-syntax.js';

/** Levels of nodes a tree file may nest: as deep as a plan at the validator's limit, with room to spare. */
export const MAX_TREE_DEPTH = 96;
/** Tries one `retry` may stand for: each is a copy of its child in the plan. */
export const MAX_RETRY = 10;
/** Nodes with no meaning in a plan; a tree is compiled like one. */
const NOT_IN_PLANS = ['succeed', 'fail', 'flip', 'race', 'all', 'lotto', 'wait'];
const WRITE_INSTEAD = 'a tree runs like a plan: use sequence, selector, parallel, repeat, retry, branch, action or condition';

export interface TreeSource extends TreeHeader {
  format: 'mdsl' | 'json';
  /** The tree as a plan; parameters stand in it as "$name" strings. */
  plan: Plan;
  /** Where each plan node came from in the file, by plan path. */
  positions: Map<string, Pos>;
}

type Node = Record<string, unknown> & { type: string };

/** Parse a tree file into a plan, checking its shape; `checkTree` then checks its calls against skills and knowledge. */
export function parseTree(text: string, skills: readonly AnySkill[], fallbackName: string | null = null): TreeSource {
  const json = /^\s*[[{]/.test(text);
  const { roots, header, posOf } = json ? readJson(text) : readMdsl(text);
  const main = roots.find((r) => !r.id) ?? roots[0];
  if (!main) throw syntaxError('the tree file defines no root');
  const positions = new Map<string, Pos>();
  const root = new Translator(roots, skills, posOf, positions).root(main);
  const plan: Plan = { goal: header.description || header.name || fallbackName || 'tree', thoughts: '', plan: root };
  return { ...header, name: header.name ?? fallbackName, format: json ? 'json' : 'mdsl', plan, positions };
}

/** The header alone (name, description, parameters), which does not depend on the body. */
export function readHeader(text: string): TreeHeader {
  if (!/^\s*[[{]/.test(text)) return mdslHeader(text, (index) => posAt(text, index));
  const doc = jsonDoc(text);
  const wrapped = !!doc && typeof doc === 'object' && !Array.isArray(doc) && 'tree' in doc;
  return wrapped ? jsonHeader(doc as Record<string, unknown>, jsonPosition(text)) : { name: null, description: '', params: [] };
}

/** A parsed tree's calls checked like a plan's: known skills, checks and trees, arguments that pass the schema and knowledge. */
export function checkTree(src: TreeSource, skills: readonly AnySkill[], k: Knowledge): void {
  const { plan, unbound } = bindParams(src, {});
  const v = validatePlan(plan, k, skills);
  if (v.ok) return;
  const first = v.issues.find((i) => ![...unbound].some((p) => i.path === p || i.path.startsWith(`${p}/`)));
  if (first) throw issueAt(first, plan, src.positions);
}

/** Parse and check in one go. */
export function readTree(text: string, skills: readonly AnySkill[], k: Knowledge, fallbackName: string | null = null): TreeSource {
  const src = parseTree(text, skills, fallbackName);
  checkTree(src, skills, k);
  return src;
}

function readMdsl(text: string) {
  let roots: Node[];
  try {
    roots = convertMDSLToJSON(text) as unknown as Node[];
  } catch (e) {
    throw mdslError(text, (e as Error).message);
  }
  depthWithin(roots);
  const order = mdslNodePositions(text);
  const at = new Map<Node, Pos>();
  let i = 0;
  for (const r of roots) preorder(r, (n) => at.set(n, order[i++]!));
  return { roots, header: mdslHeader(text, (index) => posAt(text, index)), posOf: (n: Node) => at.get(n) ?? null };
}

function jsonDoc(text: string): unknown {
  try {
    return parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw new TreeSyntaxError(e.message.replace(/ at line \d+, column \d+/, ''), e.line, e.column);
    throw e;
  }
}

function readJson(text: string) {
  const doc = jsonDoc(text);
  const find = jsonPosition(text);
  const wrapped = !!doc && typeof doc === 'object' && !Array.isArray(doc) && 'tree' in doc;
  const body = wrapped ? (doc as { tree: unknown }).tree : doc;
  const base: (string | number)[] = wrapped ? ['tree'] : [];
  const roots = (Array.isArray(body) ? body : [body]) as Node[];
  if (roots.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw syntaxError('a JSON tree is a root node object, or an array of them');
  depthWithin(roots);
  const header = wrapped ? jsonHeader(doc as Record<string, unknown>, find) : { name: null, description: '', params: [] };
  const at = new Map<Node, Pos>();
  roots.forEach((r, i) => preorderWithKeys(r, Array.isArray(body) ? [...base, i] : base, (n, keys) => at.set(n, find(keys)!)));
  return { roots, header, posOf: (n: Node) => at.get(n) ?? null };
}

class Translator {
  private branches: string[] = [];

  constructor(
    private roots: Node[],
    private skills: readonly AnySkill[],
    private posOf: (n: Node) => Pos | null,
    private positions: Map<string, Pos>,
  ) {}

  root(r: Node): PlanNode {
    if (r.type !== 'root') throw this.refuse(r, `a tree starts with root, not '${r.type}'`);
    return this.node(this.child(r), '/plan');
  }

  private node(n: Node, path: string): PlanNode {
    if (!n || typeof n !== 'object' || typeof n.type !== 'string') throw syntaxError('expected a node with a type');
    const pos = this.posOf(n);
    if (pos && !this.positions.has(path)) this.positions.set(path, pos);
    this.noExtras(n);
    switch (n.type) {
      case 'sequence':
      case 'selector':
      case 'parallel':
        return { type: n.type, steps: this.children(n).map((c, i) => this.node(c, pointer(pointer(path, 'steps'), i))) };
      case 'repeat':
        return this.repeat(n, path);
      case 'retry':
        return this.retry(n, path);
      case 'branch':
        return this.branch(n, path);
      case 'action':
        return this.action(n);
      case 'condition':
        return { type: 'condition', check: this.check(n, String(n.call), (n.args as unknown[]) ?? []) };
      default:
        if (NOT_IN_PLANS.includes(n.type)) throw this.refuse(n, `'${n.type}' has no meaning in a plan; ${WRITE_INSTEAD}`);
        throw this.refuse(n, `unknown node '${n.type}'`);
    }
  }

  private repeat(n: Node, path: string): PlanNode {
    const until = n.until as { call: string; args?: unknown[] } | undefined;
    if (Array.isArray(n.iterations)) throw this.refuse(n, 'a repeat count is one number, not a range');
    if (n.iterations === undefined && !until)
      throw this.refuse(n, 'a repeat with neither a count nor until(...) never ends; write `repeat [3]` or `repeat until(has_item, "stick", 4)`');
    const check = until ? this.check(n, String(until.call), until.args ?? []) : null;
    return {
      type: 'repeat',
      times: typeof n.iterations === 'number' ? n.iterations : null,
      until: check,
      step: this.node(this.child(n), pointer(path, 'step')),
    };
  }

  private retry(n: Node, path: string): PlanNode {
    const tries = n.attempts;
    if (typeof tries !== 'number' || !Number.isInteger(tries) || tries < 1 || tries > MAX_RETRY)
      throw this.refuse(n, `a retry needs a number of tries from 1 to ${MAX_RETRY}, e.g. \`retry [3]\``);
    const child = this.child(n);
    return { type: 'selector', steps: Array.from({ length: tries }, (_, i) => this.node(child, pointer(pointer(path, 'steps'), i))) };
  }

  private branch(n: Node, path: string): PlanNode {
    const ref = String(n.ref);
    const target = this.roots.find((r) => r.id === ref);
    if (!target) {
      const ids = this.roots.flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));
      const s = closest(ref, ids);
      throw this.refuse(n, `no root named '${ref}'${s.length ? `; did you mean '${s[0]}'?` : ids.length ? `; the file names ${ids.join(', ')}` : ''}`);
    }
    if (this.branches.includes(ref)) throw this.refuse(n, `branch '${ref}' leads back to itself (${[...this.branches, ref].join(' → ')})`);
    this.branches.push(ref);
    try {
      return this.node(this.child(target), path);
    } finally {
      this.branches.pop();
    }
  }

  /** Positional arguments named by the skill's schema. */
  private action(n: Node): PlanNode {
    const args = (n.args as unknown[] | undefined) ?? [];
    const name = String(n.call);
    const skill = skillNamed(this.skills, name);
    if (!skill) {
      const names = this.skills.map((s) => s.name);
      const s = closest(name, names);
      throw this.refuse(n, `unknown skill '${name}'${s.length ? `; did you mean '${s[0]}'?` : `; use one of ${names.join(', ')}`}`);
    }
    const keys = Object.keys(skill.args);
    if (args.length > keys.length) throw this.refuse(n, `${name} takes ${keys.length} argument(s) (${keys.join(', ')}), got ${args.length}`);
    return { type: 'skill', skill: name, args: toNamed(skill.args, args) };
  }

  private check(n: Node, call: string, args: unknown[]): Check {
    const c = checkFromPositional(call, args);
    if (c) {
      const keys = Object.keys(getCheck(call)!.args);
      if (args.length > keys.length) throw this.refuse(n, `${call} takes ${keys.length} argument(s) (${keys.join(', ')}), got ${args.length}`);
      return c;
    }
    const s = closest(call, checkKinds());
    throw this.refuse(n, `unknown condition '${call}'${s.length ? `; did you mean '${s[0]}'?` : `; use one of ${checkKinds().join(', ')}`}`);
  }

  private child(n: Node): Node {
    if (n.child && typeof n.child === 'object') return n.child as Node;
    throw this.refuse(n, `${n.type} needs a child node`);
  }

  private children(n: Node): Node[] {
    const kids = Array.isArray(n.children) ? (n.children as Node[]) : [];
    if (!kids.length) throw this.refuse(n, `empty ${n.type}; add at least one node, or remove it`);
    return kids;
  }

  /** Guards and callbacks run code-like hooks a plan has no place for. */
  private noExtras(n: Node): void {
    for (const key of ['while', 'entry', 'exit', 'step']) if (key in n) throw this.refuse(n, `'${key}' has no meaning in a plan; ${WRITE_INSTEAD}`);
    if ('until' in n && n.type !== 'repeat') throw this.refuse(n, `until(...) belongs on a repeat; ${WRITE_INSTEAD}`);
  }

  private refuse(n: Node, message: string): TreeSyntaxError {
    return syntaxError(message, this.posOf(n));
  }
}

export function visitSkills(n: PlanNode, path: string, visit: (node: Extract<PlanNode, { type: 'skill' }>, path: string) => void): void {
  if (n.type === 'skill') visit(n, path);
  else if (n.type === 'repeat') visitSkills(n.step, pointer(path, 'step'), visit);
  else if (n.type !== 'condition') n.steps.forEach((s, i) => visitSkills(s, pointer(pointer(path, 'steps'), i), visit));
}

/** The first issue of a tree that does not validate, as an error at the line and column of its node. */
function issueAt(first: PlanIssue, plan: Plan, positions: Map<string, Pos>): TreeSyntaxError {
  const m = /^(.*?)\/(args|check|until)(?:\/([^/]+))?$/.exec(first.path);
  const nodePath = m ? m[1]! : first.path;
  let what = '';
  if (m) {
    const node = valueAt(plan, nodePath) as PlanNode | undefined;
    const arg = m[3];
    const check = node?.type === 'condition' ? node.check : node?.type === 'repeat' ? node.until : null;
    const name = node?.type === 'skill' ? node.skill : check ? `condition ${check.kind}` : '';
    what = arg && arg !== 'kind' ? `${name}: argument '${arg}': ` : `${name}: `;
  }
  return syntaxError(`${what}${first.message}${first.suggestion ? `; ${first.suggestion}` : ''}`, nearestPosition(positions, nodePath));
}

/** The position of a node, or of the closest node above it that has one. */
export function nearestPosition(positions: Map<string, Pos>, path: string): Pos | null {
  for (let p = path; p; p = p.slice(0, p.lastIndexOf('/'))) {
    const at = positions.get(p);
    if (at) return at;
  }
  return null;
}

function preorder(n: Node, visit: (n: Node) => void): void {
  preorderWithKeys(n, [], (node) => visit(node));
}

/** Depth-first, parents before children, in source order, with the JSON keys that lead to each node. */
function preorderWithKeys(root: Node, rootKeys: (string | number)[], visit: (n: Node, keys: (string | number)[]) => void): void {
  const stack: [Node, (string | number)[]][] = [[root, rootKeys]];
  while (stack.length) {
    const [n, keys] = stack.pop()!;
    if (!n || typeof n !== 'object') continue;
    visit(n, keys);
    const kids: [Node, (string | number)[]][] = [];
    if (n.child && typeof n.child === 'object') kids.push([n.child as Node, [...keys, 'child']]);
    if (Array.isArray(n.children)) (n.children as Node[]).forEach((c, i) => kids.push([c, [...keys, 'children', i]]));
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

function depthWithin(roots: Node[]): void {
  let deepest = 0;
  const stack: [unknown, number][] = roots.map((r) => [r, 1]);
  while (stack.length && deepest <= MAX_TREE_DEPTH) {
    const [n, d] = stack.pop()!;
    if (!n || typeof n !== 'object') continue;
    deepest = Math.max(deepest, d);
    const node = n as Node;
    if (node.child) stack.push([node.child, d + 1]);
    if (Array.isArray(node.children)) for (const c of node.children) stack.push([c, d + 1]);
  }
  if (deepest > MAX_TREE_DEPTH) throw syntaxError(`the tree nests ${deepest} levels deep, more than ${MAX_TREE_DEPTH}`);
}
