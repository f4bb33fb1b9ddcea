/**
 * Plans that succeeded, in a directory the user can read and edit. The next
 * run of the same goal (same exact key, see goal.ts) reuses the plan without
 * an LLM; a goal sharing words with a stored one gets it as a reference plan.
 *
 * Layout, per entry, named by the sha256 of its key behind a readable prefix
 * (the prefix is for people; the hash alone tells entries apart):
 *   obtain-iron_pickaxe-1.<sha256>.json        the goal, key, newest plan and stats (pretty JSON, replaced atomically)
 *   obtain-iron_pickaxe-1.<sha256>.runs.jsonl  one line per successful run, appended
 * Several processes may share the directory without a lock: the entry is
 * written to a temp file and renamed (the newest plan wins whole), and a
 * success is one O_APPEND write of a short line, which concurrent appends on
 * a local file system never interleave or lose, so the count is the number of
 * lines. Files of the earlier format (`<slug>.json`, no `format`) are ignored:
 * they were keyed by raw text and may hold a plan for another goal.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../contracts/atomic.js';
import type { Plan } from '../contracts/plan.js';
import { getKnowledge } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { removeStaleTemps } from './atomic.js';
import { exactKey, goalTokens, overlap, textKey } from './goal.js';

export const DEFAULT_MEMORY_DIR = join(homedir(), '.local', 'share', 'sapling', 'memory');
/** A remembered plan is a few KB; an entry beyond this is an LLM gone wrong (a 30 MB `thoughts`), not a plan to keep. */
export const MAX_ENTRY_BYTES = 256 * 1024;
/** Temp files older than this were left by a killed writer (a live one renames within milliseconds). */
export const STALE_TEMP_MS = 10 * 60 * 1000;
const FORMAT = 2;

export interface RunStats {
  ticks: number;
  wallMs: number;
  actions: number;
  repairs: number;
  llmCalls: number;
  tokens: number;
}

export interface MemoryEntry {
  format: typeof FORMAT;
  goal: string;
  /** The exact key (`obtain iron_pickaxe 1`); null for a goal the parser cannot read, which is never replayed. */
  key: string | null;
  plan: Plan;
  /** The state the successful run started from (inventory, position...). */
  start: unknown;
  stats: Partial<RunStats>;
  savedAt: string;
  /** Successful runs recorded for this goal (counted from the runs file, not stored in the entry). */
  successes: number;
}

export interface SimilarHit {
  entry: MemoryEntry;
  /** Token overlap (Jaccard) with the asked goal, 0..1. */
  score: number;
}

export interface MemoryOptions {
  /** Resolves goals to keys; the run's knowledge should be passed (default: the default game version's). */
  knowledge?: Knowledge;
  /** Where the one-line warning about a plan too large to keep goes (default: stderr). */
  warn?: (line: string) => void;
}

export class MemoryStore {
  private knowledge: Knowledge | undefined;
  private warn: (line: string) => void;

  constructor(
    readonly dir: string = DEFAULT_MEMORY_DIR,
    opts: MemoryOptions = {},
  ) {
    this.knowledge = opts.knowledge;
    this.warn = opts.warn ?? ((line) => process.stderr.write(`sapling: ${line}\n`));
    removeStaleTemps(dir, STALE_TEMP_MS);
  }

  /** The exact key of a goal, or null when it has none (see goal.ts). */
  keyOf(goal: string): string | null {
    this.knowledge ??= getKnowledge();
    return exactKey(goal, this.knowledge);
  }

  /** The entry file's path without `.json`; its runs file shares it. */
  stemFor(goal: string): string {
    const key = this.keyOf(goal);
    const id = key === null ? `text:${textKey(goal)}` : `exact:${key}`;
    const readable = (key ?? 'unparsed').replace(/[^a-z0-9_]+/g, '-').slice(0, 48);
    return join(this.dir, `${readable}.${createHash('sha256').update(id).digest('hex')}`);
  }

  /** The plan that reached this very goal before, or null. */
  lookup(goal: string): MemoryEntry | null {
    const key = this.keyOf(goal);
    if (key === null) return null;
    const entry = readEntry(`${this.stemFor(goal)}.json`);
    return entry?.key === key ? entry : null;
  }

  /** The stored goal sharing most words with this one, above `min` overlap, excluding this goal's own entry. */
  similar(goal: string, min = 0.34): SimilarHit | null {
    const want = goalTokens(goal);
    if (!want.size) return null;
    const key = this.keyOf(goal);
    let best: SimilarHit | null = null;
    for (const entry of this.list()) {
      if (key !== null && entry.key === key) continue;
      const score = overlap(want, goalTokens(entry.goal));
      if (score > 0 && score >= min && (!best || score > best.score)) best = { entry, score };
    }
    return best;
  }

  /**
   * Record a successful run: the newest plan replaces the entry and the run is
   * counted. A plan too large to keep is not stored (null, and one warning).
   */
  save(goal: string, plan: Plan, start: unknown, stats: Partial<RunStats>): MemoryEntry | null {
    const stem = this.stemFor(goal);
    const savedAt = new Date().toISOString();
    const stored: Omit<MemoryEntry, 'successes'> = { format: FORMAT, goal, key: this.keyOf(goal), plan, start, stats, savedAt };
    const text = JSON.stringify(stored, null, 2) + '\n';
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_ENTRY_BYTES) {
      this.warn(`plan memory: not keeping the plan for "${clip(goal)}": ${Math.ceil(bytes / 1024)} KB is over the ${MAX_ENTRY_BYTES / 1024} KB limit`);
      return null;
    }
    mkdirSync(this.dir, { recursive: true });
    writeFileAtomicSync(`${stem}.json`, text);
    // One short line per write: appends from other processes land whole, before or after it.
    appendFileSync(`${stem}.runs.jsonl`, JSON.stringify({ at: savedAt, pid: process.pid }) + '\n');
    return { ...stored, successes: countRuns(`${stem}.runs.jsonl`) };
  }

  list(): MemoryEntry[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .map((f) => readEntry(join(this.dir, f)))
      .filter((e): e is MemoryEntry => e !== null);
  }
}

/**
 * A hand-broken, oversized or old-format file is skipped, not fatal: memory
 * is an optimisation.
 */
function readEntry(file: string): MemoryEntry | null {
  try {
    if (statSync(file).size > MAX_ENTRY_BYTES) return null;
    const e = JSON.parse(readFileSync(file, 'utf8')) as Omit<MemoryEntry, 'successes'>;
    const ok = e?.format === FORMAT && typeof e.goal === 'string' && (e.key === null || typeof e.key === 'string') && e.plan && typeof e.plan === 'object';
    return ok ? { ...e, successes: countRuns(file.replace(/\.json$/, '.runs.jsonl')) } : null;
  } catch {
    return null;
  }
}

/** Lines that parse; a line cut short by a crash is not a success. */
function countRuns(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 0;
  }
  let n = 0;
  for (const line of text.split('\n')) {
    try {
      if (line && typeof JSON.parse(line)?.at === 'string') n++;
    } catch {
      // a torn line
    }
  }
  return n;
}

/** A goal fit for a one-line warning. */
const clip = (s: string): string => {
  const line = s.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};
