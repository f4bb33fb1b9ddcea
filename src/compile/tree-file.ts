/**
 * Hand-authored trees (MDSL or mistreevous JSON) → Tree. Each action and
 * condition gets its JSON pointer in the definition as plan path, so runtime
 * failures point back into the file just as they point into a plan.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { convertMDSLToJSON, validateDefinition } from 'mistreevous';
import { toNamed } from '../contracts/args.js';
import type { Check } from '../contracts/plan.js';
import { checkFromPositional, checkKinds } from '../checks/index.js';
import { getKnowledge } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { closest } from '../plan/issues.js';
import { JsonSyntaxError, parseJson } from '../plan/json.js';
import { validatePlan, type ValidationResult } from '../plan/validate.js';
import { reflexNames } from '../reflexes/index.js';
import { skillNamed } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';
import type { LeafInfo, Tree } from './types.js';

export class TreeSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(line === null ? message : `${message} (line ${line}, column ${column})`);
    this.name = 'TreeSyntaxError';
  }
}

/** Conditions a hand-written tree may use: every check kind, skip-if-done, and the reflex layer's. */
export const conditionNames = (): string[] => [...checkKinds(), 'done', 'reflex_due', 'plan_done'];
/** Actions besides skills: a reflex by name (`action [reflex, "eat"]`). */
const EXTRA_ACTIONS = ['reflex'];

type Node = Record<string, unknown> & { type: string };

/** Levels of nodes a tree file may nest: as deep as a compiled plan at the validator's limit, with room to spare. */
export const MAX_TREE_DEPTH = 96;

/**
 * A tree file → Tree, checked like a plan: every action and condition names
 * a known skill, check or reflex, and its arguments pass the plan schema and
 * game knowledge. Every error carries the line and column of the call.
 */
export function loadTreeText(text: string, skills: readonly AnySkill[], k: Knowledge = getKnowledge()): Tree {
  const isJson = /^\s*[[{]/.test(text);
  const roots = isJson ? jsonRoots(text) : mdslRoots(text);
  const deepest = nodeDepth(roots);
  if (deepest > MAX_TREE_DEPTH) throw new TreeSyntaxError(`the tree nests ${deepest} levels deep, more than ${MAX_TREE_DEPTH}`, null, null);
  const check = validateDefinition(roots as never);
  if (!check.succeeded) throw new TreeSyntaxError(`invalid tree: ${check.errorMessage}`, null, null);
  const main = roots.find((r) => !r.id) ?? roots[0];
  if (!main) throw new TreeSyntaxError('the tree file defines no root', null, null);
  const leaves: Record<string, LeafInfo> = {};
  const checks: Record<string, Check> = {};
  const conditions = conditionNames();
  const position = isJson ? jsonPositions(text, roots.length) : mdslPositions(text);
  const visit = (n: Node, path: string) => {
    if (n.type !== 'action' && n.type !== 'condition') return;
    const pos = position(path);
    const args = (n.args as unknown[] | undefined) ?? [];
    n.args = [path, ...args];
    const call = String(n.call);
    if (n.type === 'action' && EXTRA_ACTIONS.includes(call)) reflexArg(args, pos);
    else if (n.type === 'action') leaves[path] = actionLeaf(call, args, path, skills, k, pos);
    else if (!conditions.includes(call)) throw unknownName('condition', call, conditions, pos);
    else if (call === 'reflex_due' && args.length) reflexArg(args, pos);
    else {
      const c = checkFromPositional(call, args);
      if (c) checks[path] = checked(c, skills, k, pos);
    }
  };
  roots.forEach((r, i) => walkNodes(r, roots.length === 1 ? '/tree' : `/tree/${i}`, visit));
  return { definition: (roots.length === 1 ? main : roots) as never, leaves, checks, reflexes: [], source: isJson ? 'json' : 'mdsl' };
}

function jsonRoots(text: string): Node[] {
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw new TreeSyntaxError(e.message.replace(/ at line \d+, column \d+/, ''), e.line, e.column);
    throw e;
  }
  return (Array.isArray(parsed) ? parsed : [parsed]) as Node[];
}

function mdslRoots(text: string): Node[] {
  try {
    return convertMDSLToJSON(text) as unknown as Node[];
  } catch (e) {
    throw mdslError(text, (e as Error).message);
  }
}

/** Depth-first, parents before children, in source order; without recursion, since a file may nest arbitrarily deep. */
function walkNodes(root: Node, rootPath: string, visit: (n: Node, path: string) => void): void {
  const stack: [Node, string][] = [[root, rootPath]];
  while (stack.length) {
    const [n, path] = stack.pop()!;
    visit(n, path);
    const kids: [Node, string][] = [];
    if (n.child && typeof n.child === 'object') kids.push([n.child as Node, `${path}/child`]);
    if (Array.isArray(n.children)) (n.children as Node[]).forEach((c, i) => kids.push([c, `${path}/children/${i}`]));
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

function nodeDepth(roots: Node[]): number {
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
  return deepest;
}

/** MDSL: the n-th `action [` / `condition [` in the text is the n-th leaf of the walk. */
function mdslPositions(text: string): (path: string) => Pos | undefined {
  const calls = callPositions(text);
  let next = 0;
  return () => calls[next++];
}

/** JSON: where the node at a tree path starts in the text. */
function jsonPositions(text: string, rootCount: number): (path: string) => Pos | undefined {
  const tree = parseTree(text);
  return (path) => {
    if (!tree) return undefined;
    const parts = path
      .split('/')
      .slice(rootCount === 1 ? 2 : 1)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const node = findNodeAtLocation(tree, parts);
    return node ? posAt(text, node.offset) : undefined;
  };
}

function actionLeaf(name: string, args: unknown[], path: string, skills: readonly AnySkill[], k: Knowledge, pos?: Pos): LeafInfo {
  const skill = skillNamed(skills, name);
  if (!skill) throw unknownName('skill', name, [...skills.map((s) => s.name), ...EXTRA_ACTIONS], pos);
  const keys = Object.keys(skill.args);
  if (args.length > keys.length)
    throw new TreeSyntaxError(`${name} takes ${keys.length} argument(s) (${keys.join(', ')}), got ${args.length}`, pos?.line ?? null, pos?.column ?? null);
  const named = toNamed(skill.args, args);
  refuse(validatePlan({ goal: 'tree', thoughts: '', plan: { type: 'skill', skill: name, args: named } }, k, skills), `${name}`, pos);
  return { path, skill: name, args: named, origin: 'plan' };
}

/** A condition's arguments pass the same schema and knowledge checks as a plan's. */
function checked(check: Check, skills: readonly AnySkill[], k: Knowledge, pos?: Pos): Check {
  refuse(validatePlan({ goal: 'tree', thoughts: '', plan: { type: 'condition', check } }, k, skills), `condition ${check.kind}`, pos);
  return check;
}

/** The first issue of a leaf that does not validate, as an error at the leaf's line and column. */
function refuse(v: ValidationResult, what: string, pos?: Pos): void {
  if (v.ok) return;
  const first = v.issues[0]!;
  const arg = /\/(?:args|check)\/([^/]+)$/.exec(first.path)?.[1];
  const where = arg ? `${what}: argument '${arg}'` : what;
  throw new TreeSyntaxError(`${where}: ${first.message}${first.suggestion ? `; ${first.suggestion}` : ''}`, pos?.line ?? null, pos?.column ?? null);
}

function reflexArg(args: unknown[], pos?: Pos): void {
  const name = String(args[0] ?? '');
  if (!reflexNames().includes(name)) throw unknownName('reflex', name, reflexNames(), pos);
}

function unknownName(what: string, name: string, options: string[], pos?: Pos): TreeSyntaxError {
  const s = closest(name, options);
  return new TreeSyntaxError(
    `unknown ${what} '${name}'${s.length ? `; did you mean '${s[0]}'?` : `; use one of ${options.join(', ')}`}`,
    pos?.line ?? null,
    pos?.column ?? null,
  );
}

interface Pos {
  line: number;
  column: number;
}

function posAt(text: string, index: number): Pos {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/** Positions of `action [name` / `condition [name` in source order, matching the JSON walk order. */
function callPositions(text: string): Pos[] {
  const out: Pos[] = [];
  for (const m of text.matchAll(/\b(action|condition)\s*\[\s*([^\s,\]]+)/g)) out.push(posAt(text, m.index! + m[0].length - m[2]!.length));
  return out;
}

const NODE_WORDS = [
  'root',
  'sequence',
  'selector',
  'parallel',
  'race',
  'all',
  'lotto',
  'repeat',
  'retry',
  'flip',
  'succeed',
  'fail',
  'wait',
  'branch',
  'action',
  'condition',
];

/** mistreevous words MDSL errors tersely and often without a position; say what is wrong and where. */
function mdslError(text: string, original: string): TreeSyntaxError {
  const found = scanMdsl(text);
  if (found) return new TreeSyntaxError(found.message, found.line, found.column);
  const token = /unexpected token: (\S+)/.exec(original)?.[1];
  if (token) {
    const at = new RegExp(`(^|[\\s{}])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s{\\[]|$)`, 'm').exec(text);
    const pos = at ? posAt(text, at.index + at[1]!.length) : null;
    const s = closest(token, NODE_WORDS);
    return new TreeSyntaxError(`unknown node '${token}'${s.length ? `; did you mean '${s[0]}'?` : ''}`, pos?.line ?? null, pos?.column ?? null);
  }
  const m = /^(.*) \(line (\d+), column (\d+)\)$/.exec(original);
  return m ? new TreeSyntaxError(m[1]!, Number(m[2]), Number(m[3])) : new TreeSyntaxError(original, null, null);
}

/** The first unbalanced bracket or unterminated string, with a message. */
export function scanMdsl(text: string): (Pos & { message: string }) | null {
  const stack: { ch: string; at: number }[] = [];
  const pairs: Record<string, string> = { '}': '{', ']': '[' };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return { ...posAt(text, i), message: 'comment is never closed' };
      i = end + 1;
    } else if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      const nl = text.indexOf('\n', i + 1);
      if (end === -1 || (nl !== -1 && nl < end)) return { ...posAt(text, i), message: 'string is not closed on this line' };
      i = end;
    } else if (ch === '{' || ch === '[') stack.push({ ch, at: i });
    else if (ch === '}' || ch === ']') {
      const open = stack.pop();
      if (!open) return { ...posAt(text, i), message: `'${ch}' closes nothing` };
      if (open.ch !== pairs[ch]) {
        const o = posAt(text, open.at);
        return {
          ...posAt(text, i),
          message: `'${ch}' found where the '${open.ch}' opened at line ${o.line}, column ${o.column} needs '${open.ch === '[' ? ']' : '}'}'`,
        };
      }
    }
  }
  const open = stack.pop();
  return open ? { ...posAt(text, open.at), message: `'${open.ch}' is never closed` } : null;
}
