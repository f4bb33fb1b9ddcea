/**
 * Hand-authored trees (MDSL or mistreevous JSON) → Tree. Each action and
 * condition gets its JSON pointer in the definition as plan path, so runtime
 * failures point back into the file just as they point into a plan.
 */
import { convertMDSLToJSON, validateDefinition } from 'mistreevous';
import type { SkillArgs } from '../plan/types.js';
import type { AnySkill } from '../skills/types.js';
import { closest } from '../plan/issues.js';
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

export const CONDITIONS = ['has_item', 'near_block', 'near_entity', 'time_of_day', 'health', 'food', 'y_level', 'done'];

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
    const located = locateMdslError(text);
    try {
      roots = convertMDSLToJSON(text) as unknown as Node[];
    } catch (e) {
      throw new TreeSyntaxError((e as Error).message, located?.line ?? null, located?.column ?? null);
    }
  }
  const check = validateDefinition(roots as never);
  if (!check.succeeded) throw new TreeSyntaxError(`invalid tree: ${check.errorMessage}`, null, null);
  const main = roots.find((r) => !r.id) ?? roots[0];
  if (!main) throw new TreeSyntaxError('the tree file defines no root', null, null);
  const leaves: Record<string, LeafInfo> = {};
  const calls = isJson ? [] : callPositions(text);
  let callIndex = 0;
  const walk = (n: Node, path: string) => {
    if (n.type === 'action' || n.type === 'condition') {
      const pos = calls[callIndex++];
      const args = (n.args as unknown[] | undefined) ?? [];
      n.args = [path, ...args];
      if (n.type === 'action') leaves[path] = actionLeaf(String(n.call), args, path, skills, pos);
      else if (!CONDITIONS.includes(String(n.call))) throw unknownName('condition', String(n.call), CONDITIONS, pos);
    }
    if (n.child) walk(n.child as Node, `${path}/child`);
    if (Array.isArray(n.children)) (n.children as Node[]).forEach((c, i) => walk(c, `${path}/children/${i}`));
  };
  roots.forEach((r, i) => walk(r, roots.length === 1 ? '/tree' : `/tree/${i}`));
  return { definition: (roots.length === 1 ? main : roots) as never, leaves, source: isJson ? 'json' : 'mdsl' };
}

function actionLeaf(name: string, args: unknown[], path: string, skills: readonly AnySkill[], pos?: Pos): LeafInfo {
  const skill = skills.find((s) => s.name === name);
  if (!skill) throw unknownName('skill', name, skills.map((s) => s.name), pos);
  const keys = Object.keys(skill.args);
  if (args.length > keys.length)
    throw new TreeSyntaxError(`${name} takes ${keys.length} argument(s) (${keys.join(', ')}), got ${args.length}`, pos?.line ?? null, pos?.column ?? null);
  const named: SkillArgs = {};
  keys.forEach((key, i) => (named[key] = (args[i] ?? null) as SkillArgs[string]));
  return { path, skill: name, args: named, origin: 'plan' };
}

function unknownName(what: string, name: string, options: string[], pos?: Pos): TreeSyntaxError {
  const s = closest(name, options);
  return new TreeSyntaxError(`unknown ${what} '${name}'${s.length ? `; did you mean '${s[0]}'?` : `; use one of ${options.join(', ')}`}`, pos?.line ?? null, pos?.column ?? null);
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

/**
 * mistreevous reports MDSL errors without a position. Find the first
 * unbalanced bracket or unterminated string so the user gets a line and column.
 */
export function locateMdslError(text: string): Pos | null {
  const stack: { ch: string; at: number }[] = [];
  const pairs: Record<string, string> = { '}': '{', ']': '[' };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      const nl = text.indexOf('\n', i + 1);
      if (end === -1 || (nl !== -1 && nl < end)) return posAt(text, i);
      i = end;
    } else if (ch === '{' || ch === '[') stack.push({ ch, at: i });
    else if (ch === '}' || ch === ']') {
      const open = stack.pop();
      if (!open || open.ch !== pairs[ch]) return posAt(text, i);
    }
  }
  const open = stack.pop();
  return open ? posAt(text, open.at) : null;
}
