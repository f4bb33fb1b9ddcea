/**
 * Hand-authored trees (MDSL or mistreevous JSON) → Tree. Each action and
 * condition gets its JSON pointer in the definition as plan path, so runtime
 * failures point back into the file just as they point into a plan.
 */
import { convertMDSLToJSON, validateDefinition } from 'mistreevous';
import { toNamed } from '../contracts/args.js';
import type { Check } from '../contracts/plan.js';
import { checkFromPositional, checkKinds } from '../checks/index.js';
import { closest } from '../plan/issues.js';
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

export function loadTreeText(text: string, skills: readonly AnySkill[]): Tree {
  const trimmed = text.trimStart();
  const isJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  let roots: Node[];
  if (isJson) {
    try {
      const parsed = JSON.parse(text) as unknown;
      roots = (Array.isArray(parsed) ? parsed : [parsed]) as Node[];
    } catch (e) {
      throw new TreeSyntaxError(`malformed JSON: ${(e as Error).message}`, null, null);
    }
  } else {
    try {
      roots = convertMDSLToJSON(text) as unknown as Node[];
    } catch (e) {
      throw mdslError(text, (e as Error).message);
    }
  }
  const check = validateDefinition(roots as never);
  if (!check.succeeded) throw new TreeSyntaxError(`invalid tree: ${check.errorMessage}`, null, null);
  const main = roots.find((r) => !r.id) ?? roots[0];
  if (!main) throw new TreeSyntaxError('the tree file defines no root', null, null);
  const leaves: Record<string, LeafInfo> = {};
  const checks: Record<string, Check> = {};
  const conditions = conditionNames();
  const calls = isJson ? [] : callPositions(text);
  let callIndex = 0;
  const walk = (n: Node, path: string) => {
    if (n.type === 'action' || n.type === 'condition') {
      const pos = calls[callIndex++];
      const args = (n.args as unknown[] | undefined) ?? [];
      n.args = [path, ...args];
      const call = String(n.call);
      if (n.type === 'action' && EXTRA_ACTIONS.includes(call)) reflexArg(args, pos);
      else if (n.type === 'action') leaves[path] = actionLeaf(call, args, path, skills, pos);
      else if (!conditions.includes(call)) throw unknownName('condition', call, conditions, pos);
      else if (call === 'reflex_due' && args.length) reflexArg(args, pos);
      else {
        const check = checkFromPositional(call, args);
        if (check) checks[path] = check;
      }
    }
    if (n.child) walk(n.child as Node, `${path}/child`);
    if (Array.isArray(n.children)) (n.children as Node[]).forEach((c, i) => walk(c, `${path}/children/${i}`));
  };
  roots.forEach((r, i) => walk(r, roots.length === 1 ? '/tree' : `/tree/${i}`));
  return { definition: (roots.length === 1 ? main : roots) as never, leaves, checks, reflexes: [], source: isJson ? 'json' : 'mdsl' };
}

function actionLeaf(name: string, args: unknown[], path: string, skills: readonly AnySkill[], pos?: Pos): LeafInfo {
  const skill = skillNamed(skills, name);
  if (!skill) throw unknownName('skill', name, [...skills.map((s) => s.name), ...EXTRA_ACTIONS], pos);
  const keys = Object.keys(skill.args);
  if (args.length > keys.length)
    throw new TreeSyntaxError(`${name} takes ${keys.length} argument(s) (${keys.join(', ')}), got ${args.length}`, pos?.line ?? null, pos?.column ?? null);
  return { path, skill: name, args: toNamed(skill.args, args), origin: 'plan' };
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
