/**
 * What a tree file says about itself, so plans and other trees can call it
 * as a skill: a description and typed parameters. In MDSL it is the first
 * comment, JSDoc style:
 *
 *   /*
 *    * Wall in for the night with whatever block is at hand.
 *    * @param {item} block = "dirt" what the walls are made of
 *    * @param {integer} count = 12 blocks to carry
 *    *\/
 *
 * A JSON tree wraps its definition: {"description", "params": {name: {type,
 * default, description}}, "tree"}. The tree's name is its file name unless
 * `@name` (or "name") says otherwise. Inside the tree a parameter is the
 * string "$name" in place of an argument.
 */
import type { ArgValue } from '../contracts/plan.js';
import type { NameKind } from '../knowledge/types.js';
import { closest } from './issues.js';
import { syntaxError, type Pos } from './tree-syntax.js';

export const PARAM_TYPES = ['item', 'block', 'mob', 'string', 'integer', 'number', 'boolean'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export interface TreeParam {
  name: string;
  type: ParamType;
  /** Used when a call passes null or leaves the argument out; undefined: the argument is required. */
  default: ArgValue | undefined;
  description: string;
}

export interface TreeHeader {
  name: string | null;
  description: string;
  params: TreeParam[];
}

/** What a string parameter names, for the knowledge checks of a call. */
export const PARAM_KINDS: Partial<Record<ParamType, NameKind>> = { item: 'item', block: 'any', mob: 'mob' };

export const TREE_NAME = /^[a-z][a-z0-9_]*$/;

const EMPTY: TreeHeader = { name: null, description: '', params: [] };

/** The header comment of an MDSL tree: the first block comment, when it comes before any node. */
export function mdslHeader(text: string, posOf: (index: number) => Pos): TreeHeader {
  const m = /^\s*\/\*([\s\S]*?)\*\//.exec(text);
  if (!m) return EMPTY;
  const start = m.index + m[0].indexOf('/*') + 2;
  const lines = m[1]!.split('\n');
  const header: TreeHeader = { name: null, description: '', params: [] };
  const words: string[] = [];
  let offset = start;
  for (const raw of lines) {
    const line = raw.replace(/^\s*\*?\s?/, '').trim();
    const at = posOf(offset + raw.indexOf(line));
    offset += raw.length + 1;
    if (line.startsWith('@name')) header.name = treeName(line.slice(5).trim(), at);
    else if (line.startsWith('@param')) header.params.push(paramLine(line, at));
    else if (line.startsWith('@')) throw syntaxError(`unknown tag '${line.split(/\s/)[0]}'; use @name or @param`, at);
    else if (line) words.push(line);
  }
  header.description = words.join(' ');
  noDuplicates(header.params, () => posOf(start));
  return header;
}

/** `@param {type} name [= default] description` */
function paramLine(line: string, at: Pos): TreeParam {
  const m = /^@param\s+\{(\w+)\}\s+([a-z][a-z0-9_]*)(?:\s*=\s*("[^"]*"|\S+))?\s*(.*)$/.exec(line);
  if (!m) throw syntaxError('a parameter reads `@param {type} name = default description`, e.g. `@param {item} block = "dirt" what to build with`', at);
  const type = paramType(m[1]!, at);
  return { name: m[2]!, type, default: m[3] === undefined ? undefined : defaultValue(m[3], type, m[2]!, at), description: m[4]!.trim() };
}

function paramType(word: string, at: Pos | null): ParamType {
  if ((PARAM_TYPES as readonly string[]).includes(word)) return word as ParamType;
  const s = closest(word, PARAM_TYPES);
  throw syntaxError(`unknown parameter type '${word}'${s.length ? `; did you mean '${s[0]}'?` : `; use one of ${PARAM_TYPES.join(', ')}`}`, at);
}

function defaultValue(text: string, type: ParamType, name: string, at: Pos): ArgValue {
  let v: unknown = text;
  if (/^["\d\-tfn]/.test(text)) {
    try {
      v = JSON.parse(text);
    } catch {
      v = text;
    }
  }
  return typed(v, type, name, at);
}

function typed(v: unknown, type: ParamType, name: string, at: Pos | null): ArgValue {
  const ok =
    v === null ||
    (type === 'integer'
      ? Number.isInteger(v)
      : type === 'number'
        ? typeof v === 'number'
        : type === 'boolean'
          ? typeof v === 'boolean'
          : typeof v === 'string');
  if (!ok) throw syntaxError(`the default of '${name}' is ${JSON.stringify(v)}, not ${type === 'integer' ? 'an' : 'a'} ${type}`, at);
  return v as ArgValue;
}

function treeName(word: string, at: Pos | null): string {
  if (!TREE_NAME.test(word)) throw syntaxError(`tree name '${word}' must be lower_snake_case, like a skill's`, at);
  return word;
}

/** The header of a JSON tree file wrapped as {description, params, tree}. */
export function jsonHeader(doc: Record<string, unknown>, posOf: (keys: (string | number)[]) => Pos | null): TreeHeader {
  const params: TreeParam[] = [];
  const raw = doc.params ?? {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw syntaxError('"params" must be an object of {type, default, description} by name', posOf(['params']));
  for (const [name, spec] of Object.entries(raw as Record<string, unknown>)) {
    const at = posOf(['params', name]);
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw syntaxError(`parameter name '${name}' must be lower_snake_case`, at);
    const s = (spec ?? {}) as Record<string, unknown>;
    const type = paramType(String(s.type ?? 'string'), at);
    params.push({ name, type, default: 'default' in s ? typed(s.default, type, name, at) : undefined, description: String(s.description ?? '') });
  }
  const name = typeof doc.name === 'string' ? treeName(doc.name, posOf(['name'])) : null;
  return { name, description: typeof doc.description === 'string' ? doc.description : '', params };
}

function noDuplicates(params: TreeParam[], at: () => Pos): void {
  const seen = new Set<string>();
  for (const p of params) {
    if (seen.has(p.name)) throw syntaxError(`parameter '${p.name}' is declared twice`, at());
    seen.add(p.name);
  }
}
