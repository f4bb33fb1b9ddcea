/**
 * Name lookup for text written by people and LLMs: normalising case, spaces,
 * plurals and everyday synonyms (`resolve`), and "did you mean" (`suggest`).
 */
import { BLOCK_ALIASES, ITEM_ALIASES, MOB_ALIASES, TOKEN_SWAPS } from './tables/aliases.js';
import type { NameKind } from './types.js';

type Concrete = Exclude<NameKind, 'any'>;
const KINDS: readonly Concrete[] = ['item', 'block', 'mob'];
const ALIASES: Record<Concrete, Record<string, string>> = { item: ITEM_ALIASES, block: BLOCK_ALIASES, mob: MOB_ALIASES };
const ARTICLES = /^(?:a|an|the|some|any)_/;

export function normalise(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^minecraft:/, '')
    .replace(/[\s\-.]+/g, '_')
    .replace(/[^a-z0-9_#]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .replace(ARTICLES, '');
}

/** Singular and plural spellings of the last word (`torches` → `torch`, `plank` → `planks`). */
function numberForms(n: string): string[] {
  const out: string[] = [];
  if (n.endsWith('ies')) out.push(`${n.slice(0, -3)}y`);
  if (n.endsWith('ves')) out.push(`${n.slice(0, -3)}f`);
  if (n.endsWith('es')) out.push(n.slice(0, -2));
  if (n.endsWith('s')) out.push(n.slice(0, -1));
  if (n.endsWith('y')) out.push(`${n.slice(0, -1)}ies`);
  if (!n.endsWith('s')) out.push(`${n}s`);
  return out;
}

export interface NameSets {
  item: ReadonlySet<string>;
  block: ReadonlySet<string>;
  mob: ReadonlySet<string>;
  /** Groups usable in each kind (`#logs` names blocks too). */
  groups: Record<Concrete, ReadonlySet<string>>;
  /** Normalised display name → name, per kind (`block_of_iron` → `iron_block`). */
  display: Record<Concrete, ReadonlyMap<string, string>>;
  /** What to offer first when a name resolves to a group (`#planks` → `oak_planks`). */
  representative(group: string): string;
}

interface Candidate {
  name: string;
  /** The name without a group's `#`. */
  bare: string;
  tokens: string[];
}

export class Names {
  private lists: Record<Concrete, Candidate[]>;
  private scratch = new Uint16Array(64);

  constructor(private sets: NameSets) {
    const list = (names: Iterable<string>) =>
      [...names].map((name) => {
        const bare = name.startsWith('#') ? name.slice(1) : name;
        return { name, bare, tokens: bare.split('_') };
      });
    this.lists = {
      item: list([...sets.item, ...sets.groups.item]),
      block: list([...sets.block, ...sets.groups.block]),
      mob: list(sets.mob),
    };
  }

  private known(kind: Concrete, n: string): boolean {
    return n.startsWith('#') ? this.sets.groups[kind].has(n) : this.sets[kind].has(n);
  }

  private direct(kind: Concrete, n: string, exactFirst: boolean): string | null {
    const alias = ALIASES[kind][n];
    if (exactFirst && this.known(kind, n)) return n;
    if (alias && this.known(kind, alias)) return alias;
    if (this.known(kind, n)) return n;
    return this.sets.display[kind].get(n) ?? null;
  }

  private resolveKind(kind: Concrete, raw: string): string | null {
    const n = normalise(raw);
    if (!n) return null;
    // `minecraft:stone` means the game name; a bare `stone` may be an everyday word for cobblestone.
    const hit = this.direct(kind, n, /^\s*minecraft:/i.test(raw));
    if (hit) return hit;
    for (const form of numberForms(n)) {
      const f = this.direct(kind, form, false);
      if (f) return f;
    }
    const tokens = n.split('_');
    const swapped = tokens.map((t) => TOKEN_SWAPS[t] ?? t);
    const tries = tokens.map((t, i) => (TOKEN_SWAPS[t] ? [...tokens.slice(0, i), TOKEN_SWAPS[t], ...tokens.slice(i + 1)].join('_') : null));
    for (const t of [...tries, swapped.join('_')]) {
      if (!t || t === n) continue;
      const f =
        this.direct(kind, t, true) ??
        numberForms(t)
          .map((x) => this.direct(kind, x, true))
          .find((x) => x) ??
        null;
      if (f) return f;
    }
    return null;
  }

  resolve(raw: string, kind: NameKind = 'any'): string | null {
    for (const k of kind === 'any' ? KINDS : [kind]) {
      const hit = this.resolveKind(k, raw);
      if (hit) return hit;
    }
    return null;
  }

  suggest(raw: string, kind: NameKind = 'any', limit = 5): string[] {
    const n = normalise(raw);
    const out: string[] = [];
    const add = (s: string) => {
      if (!out.includes(s)) out.push(s);
    };
    const hit = this.resolve(raw, kind);
    if (hit?.startsWith('#')) add(this.sets.representative(hit));
    if (hit) add(hit);
    if (!n) return out.slice(0, limit);
    const tokens = n.split('_');
    // Visit candidates by a cheap lower bound (length gap less shared words) and stop once
    // even a perfect spelling could not beat the worst of the best few.
    const bounded: { c: Candidate; bonus: number; bound: number }[] = [];
    for (const k of kind === 'any' ? KINDS : [kind]) {
      for (const c of this.lists[k]) {
        const bonus = this.bonus(tokens, c.tokens);
        bounded.push({ c, bonus, bound: Math.abs(n.length - c.bare.length) / Math.max(n.length, c.bare.length) - bonus });
      }
    }
    bounded.sort((a, b) => a.bound - b.bound);
    const best: { name: string; score: number }[] = [];
    const want = limit + out.length;
    for (const { c, bonus, bound } of bounded) {
      const worst = best.length >= want ? best[best.length - 1]!.score : Infinity;
      if (bound >= worst) break;
      const score = this.distance(n, c.bare) / Math.max(n.length, c.bare.length) - bonus;
      if (score >= worst) continue;
      let i = best.length;
      while (i > 0 && (best[i - 1]!.score > score || (best[i - 1]!.score === score && best[i - 1]!.name.length > c.name.length))) i--;
      best.splice(i, 0, { name: c.name, score });
      if (best.length > want) best.pop();
    }
    for (const b of best) add(b.name);
    return out.slice(0, limit);
  }

  /** Share of words in common, weighted so it can outweigh a longer spelling. */
  private bonus(tokens: readonly string[], theirs: readonly string[]): number {
    let shared = 0;
    for (const t of tokens) if (theirs.some((u) => similarWord(t, u))) shared++;
    return (0.6 * shared) / Math.max(tokens.length, theirs.length);
  }

  /** Levenshtein distance with one reused row. */
  private distance(a: string, b: string): number {
    if (b.length + 1 > this.scratch.length) this.scratch = new Uint16Array(b.length + 1);
    const row = this.scratch;
    for (let j = 0; j <= b.length; j++) row[j] = j;
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0]!;
      row[0] = i;
      const ca = a.charCodeAt(i - 1);
      for (let j = 1; j <= b.length; j++) {
        const cur = row[j]!;
        row[j] = Math.min(cur + 1, row[j - 1]! + 1, prev + (ca === b.charCodeAt(j - 1) ? 0 : 1));
        prev = cur;
      }
    }
    return row[b.length]!;
  }
}

/** Same word, a plural of it, or a shared stem of four letters or more (`wood`/`wooden`). */
function similarWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}
