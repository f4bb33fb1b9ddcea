/**
 * Pull one JSON value out of a model reply. Servers without structured output
 * wrap JSON in prose or ``` fences, and a reply cut off by the token limit
 * leaves an object that never closes; that case is reported apart so the
 * client can retry instead of sending the model a parse error.
 */

export type Extracted = { ok: true; value: unknown; text: string } | { ok: false; truncated: boolean; error: string };

export function extractJson(content: string): Extracted {
  const trimmed = content.trim();
  if (trimmed === '') return { ok: false, truncated: false, error: 'the reply was empty' };
  const direct = tryParse(trimmed);
  if (direct.ok) return direct;

  // Fenced blocks first: a model that fences its JSON means the fenced part.
  for (const block of fencedBlocks(trimmed)) {
    const parsed = tryParse(block);
    if (parsed.ok) return parsed;
  }
  const open = unclosedFence(trimmed);
  if (open !== null) {
    const inner = balanced(open, 0);
    if (inner.kind === 'open') return { ok: false, truncated: true, error: 'the reply ends inside an unclosed ``` block' };
  }

  // Otherwise the first balanced {...} or [...] that parses.
  let sawOpen = false;
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i];
    if (ch !== '{' && ch !== '[') continue;
    const span = balanced(trimmed, i);
    if (span.kind === 'open') {
      sawOpen = true;
      break;
    }
    if (span.kind === 'closed') {
      const parsed = tryParse(trimmed.slice(i, span.end));
      if (parsed.ok) return parsed;
    }
  }
  if (sawOpen) return { ok: false, truncated: true, error: 'the JSON in the reply is cut off (an object or array never closes)' };
  return { ok: false, truncated: false, error: notJson(trimmed) };
}

/** What to say about text that holds no JSON: its start, so the reader sees what came instead. */
export function notJson(text: string): string {
  return `the reply was not JSON and had no JSON in it: ${excerpt(text)}`;
}

/** The first 80 characters on one line, quoted. */
export function excerpt(text: string, max = 80): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}

function tryParse(text: string): { ok: true; value: unknown; text: string } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text), text };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

function fencedBlocks(text: string): string[] {
  const out: string[] = [];
  const re = /```[a-zA-Z0-9_-]*[ \t]*\r?\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1].trim());
  return out;
}

/** The text after an odd, final ``` fence, or null when the fences pair up. */
function unclosedFence(text: string): string | null {
  const parts = text.split('```');
  if (parts.length % 2 === 1) return null;
  return parts[parts.length - 1].replace(/^[a-zA-Z0-9_-]*[ \t]*\r?\n/, '').trim();
}

type Span = { kind: 'closed'; end: number } | { kind: 'open' } | { kind: 'none' };

/** Scan a bracketed value from `start`, honouring strings, to where it closes. */
function balanced(text: string, start: number): Span {
  const first = text[start];
  if (first !== '{' && first !== '[') return { kind: 'none' };
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return { kind: 'none' };
      if (stack.length === 0) return { kind: 'closed', end: i + 1 };
    }
  }
  return { kind: 'open' };
}
