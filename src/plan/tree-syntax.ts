/**
 * Where things are in a tree file, and what is wrong with its syntax, for
 * people who edit trees by hand: every error carries a line and a column.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { closest } from './issues.js';

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

export interface Pos {
  line: number;
  column: number;
}

export const syntaxError = (message: string, pos?: Pos | null): TreeSyntaxError => new TreeSyntaxError(message, pos?.line ?? null, pos?.column ?? null);

export function posAt(text: string, index: number): Pos {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

export const NODE_WORDS = [
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

/**
 * MDSL: where each node starts, in source order, which is the order of a
 * depth-first walk over the roots mistreevous parsed. An action or a
 * condition is placed at its call's name, the word an error is about.
 * Comments, strings and the insides of brackets and guards are skipped.
 */
export function mdslNodePositions(text: string): Pos[] {
  const out: Pos[] = [];
  const word = /[A-Za-z_][\w-]*/y;
  let leafPending = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '/' && text[i + 1] === '*') i = endOf(text, '*/', i + 2) + 1;
    else if (ch === '"' || ch === "'") i = endOf(text, ch, i + 1);
    else if (ch === '[' || ch === '(') {
      const close = ch === '[' ? ']' : ')';
      if (leafPending) {
        const name = /^\s*/.exec(text.slice(i + 1))![0].length + i + 1;
        out.push(posAt(text, name));
        leafPending = false;
      }
      i = skipTo(text, close, i + 1);
    } else if (/[A-Za-z_]/.test(ch) && (i === 0 || !/[\w-]/.test(text[i - 1]!))) {
      word.lastIndex = i;
      const w = word.exec(text)![0];
      if (NODE_WORDS.includes(w)) {
        if (w === 'action' || w === 'condition') leafPending = true;
        else out.push(posAt(text, i));
      }
      i += w.length - 1;
    }
  }
  return out;
}

function endOf(text: string, close: string, from: number): number {
  const end = text.indexOf(close, from);
  return end === -1 ? text.length : end;
}

/** The index of the bracket that closes one opened just before `from`, past strings inside it. */
function skipTo(text: string, close: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") i = endOf(text, ch, i + 1);
    else if (ch === close) return i;
  }
  return text.length;
}

/** JSON: where the value at a path of keys starts in the text. */
export function jsonPosition(text: string): (keys: (string | number)[]) => Pos | null {
  // Parsed on first use: jsonc-parser recurses, so a text must pass the depth check before it is asked.
  let tree: ReturnType<typeof parseTree> | null = null;
  return (keys) => {
    tree ??= parseTree(text);
    const node = tree ? findNodeAtLocation(tree, keys) : undefined;
    return node ? posAt(text, node.offset) : null;
  };
}

/** mistreevous words MDSL errors tersely and often without a position; say what is wrong and where. */
export function mdslError(text: string, original: string): TreeSyntaxError {
  const found = scanMdsl(text);
  if (found) return new TreeSyntaxError(found.message, found.line, found.column);
  const token = /unexpected token: (\S+)/.exec(original)?.[1];
  if (token) {
    const at = new RegExp(`(^|[\\s{}])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s{\\[]|$)`, 'm').exec(text);
    const pos = at ? posAt(text, at.index + at[1]!.length) : null;
    const s = closest(token, NODE_WORDS);
    return syntaxError(`unknown node '${token}'${s.length ? `; did you mean '${s[0]}'?` : ''}`, pos);
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
