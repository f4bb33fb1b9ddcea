/**
 * Experience in a directory the user can read and edit: every run of a goal
 * (success or failure), the situation it started from, its cost and the
 * repairs made, plus the sub-goals reached inside runs (relabel.ts). The next
 * run of the same goal (same exact key, see goal.ts) from a compatible
 * situation replays the best plan without an LLM; otherwise the best entries
 * for the goal and its parts are examples for the planner (retrieve.ts).
 *
 * Layout, per entry, named by the sha256 of the goal's key behind a readable
 * prefix, then the entry id (goal, plan, outcome and situation hashed):
 *   obtain-iron_pickaxe-1.<sha256>.<id>.json        goal, situation, plan, outcome, cost, repairs (pretty JSON, replaced atomically)
 *   obtain-iron_pickaxe-1.<sha256>.<id>.runs.jsonl  one line per run that recorded or replayed it, appended
 * Several processes may share the directory without a lock: the entry is
 * written to a temp file and renamed (the newest wins whole), and a run is
 * one O_APPEND write of a short line, which concurrent appends on a local
 * file system never interleave or lose, so counts are numbers of lines.
 * Format-2 entries (`<prefix>.<sha256>.json`) are read as successes from an
 * unknown situation; files of the first format (no `format`) are ignored.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../contracts/atomic.js';
import type { Plan } from '../contracts/plan.js';
import { getKnowledge } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { removeStaleTemps } from './atomic.js';
import {
  FORMAT,
  MAX_ENTRY_BYTES,
  clip,
  fitted,
  countRuns,
  readEntry,
  type MemoryEntry,
  type ParsedGoal,
  type RepairRecord,
  type RunOutcome,
  type RunStats,
  type StoredEntry,
} from './entry.js';
import { exactKey, goalTokens, overlap, readableGoals, textKey } from './goal.js';
import { rankOf, replayable } from './rank.js';
import { compatible, readSituation, situationSignature, type Situation } from './situation.js';

export const DEFAULT_MEMORY_DIR = join(homedir(), '.local', 'share', 'sapling', 'memory');
export { MAX_ENTRY_BYTES };
/** Temp files older than this were left by a killed writer (a live one renames within milliseconds). */
export const STALE_TEMP_MS = 10 * 60 * 1000;

/** What a run (or a sub-goal reached inside one) leaves to remember. */
export interface Experience {
  goal: string;
  /** The exact key, when the caller knows it better than the goal text (a relabelled sub-goal); default: read from `goal`. */
  key?: string | null;
  parsed?: ParsedGoal[] | null;
  plan: Plan;
  situation: Situation | null;
  outcome: RunOutcome;
  stats: Partial<RunStats>;
  repairs?: RepairRecord[];
  relabelled?: boolean;
  planner?: string | null;
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

  get k(): Knowledge {
    return (this.knowledge ??= getKnowledge());
  }

  /** The exact key of a goal, or null when it has none (see goal.ts). */
  keyOf(goal: string): string | null {
    return exactKey(goal, this.k);
  }

  /** The prefix every entry of a goal's key shares: `<readable>.<sha256 of the key>`. */
  private prefixOf(key: string | null, goal: string): string {
    const id = key === null ? `text:${textKey(goal)}` : `exact:${key}`;
    const readable = (key ?? 'unparsed').replace(/[^a-z0-9_]+/g, '-').slice(0, 48);
    return `${readable}.${createHash('sha256').update(id).digest('hex')}`;
  }

  /** The best replayable plan for this very goal from a situation compatible with `now`, or null. */
  lookup(goal: string, now: Situation | null = null): MemoryEntry | null {
    const key = this.keyOf(goal);
    if (key === null) return null;
    const fits = this.entriesOf(key, goal).filter((e) => e.key === key && replayable(e) && compatible(e.situation, now, this.k));
    return fits.sort((a, b) => rankOf(a, now, this.k) - rankOf(b, now, this.k) || b.successes - a.successes)[0] ?? null;
  }

  /** Every entry recorded under a key (any outcome). */
  entriesOf(key: string | null, goal = ''): MemoryEntry[] {
    const prefix = this.prefixOf(key, goal) + '.';
    return this.files()
      .filter((f) => f.startsWith(prefix))
      .map((f) => readEntry(join(this.dir, f)))
      .filter((e): e is MemoryEntry => e !== null);
  }

  /** The stored success sharing most words with this goal, above `min` overlap, excluding this goal's own entries. */
  similar(goal: string, min = 0.34): SimilarHit | null {
    const want = goalTokens(goal);
    if (!want.size) return null;
    const key = this.keyOf(goal);
    let best: SimilarHit | null = null;
    for (const entry of this.list()) {
      if ((key !== null && entry.key === key) || !entry.outcome.ok) continue;
      const score = overlap(want, goalTokens(entry.goal));
      if (score > 0 && score >= min && (!best || score > best.score)) best = { entry, score };
    }
    return best;
  }

  /** Record a successful run (the format-2 API, kept for callers that know no more). */
  save(goal: string, plan: Plan, start: unknown, stats: Partial<RunStats>): MemoryEntry | null {
    const outcome: RunOutcome = { ok: true, code: null, reason: 'goal reached', path: null };
    return this.record({ goal, plan, situation: readSituation(start), outcome, stats });
  }

  /**
   * Record a run: the newest copy replaces the entry of the same goal, plan,
   * outcome and situation, and the run is counted. An entry too large to keep
   * is not stored (null, and one warning).
   */
  record(x: Experience): MemoryEntry | null {
    const key = x.key !== undefined ? x.key : this.keyOf(x.goal);
    const parsed = x.parsed ?? readableGoals(x.goal, this.k)?.map((g) => ({ kind: g.kind, target: g.target, count: g.count })) ?? null;
    const relabelled = x.relabelled === true;
    const sig = JSON.stringify([key ?? textKey(x.goal), x.plan.plan, x.outcome.ok, x.outcome.code, situationSignature(x.situation), relabelled]);
    const id = createHash('sha256').update(sig).digest('hex').slice(0, 12);
    const savedAt = new Date().toISOString();
    const stored: StoredEntry = {
      format: FORMAT,
      id,
      goal: x.goal,
      key,
      parsed,
      situation: x.situation,
      plan: x.plan,
      outcome: x.outcome,
      stats: x.stats,
      repairs: x.repairs ?? [],
      relabelled,
      planner: x.planner ?? null,
      savedAt,
    };
    const text = fitted(stored);
    if (text === null) {
      const bytes = Buffer.byteLength(JSON.stringify(stored, null, 2));
      this.warn(`plan memory: not keeping the plan for "${clip(x.goal)}": ${Math.ceil(bytes / 1024)} KB is over the ${MAX_ENTRY_BYTES / 1024} KB limit`);
      return null;
    }
    const stem = join(this.dir, `${this.prefixOf(key, x.goal)}.${id}`);
    mkdirSync(this.dir, { recursive: true });
    writeFileAtomicSync(`${stem}.json`, text);
    // One short line per write: appends from other processes land whole, before or after it.
    appendFileSync(`${stem}.runs.jsonl`, JSON.stringify({ at: savedAt, pid: process.pid, ok: x.outcome.ok }) + '\n');
    return { ...stored, ...countRuns(`${stem}.runs.jsonl`), file: `${stem}.json` };
  }

  /** A replayed entry's result: a failed replay costs it rank (and, past its successes, the right to be replayed). */
  noteReplay(entry: MemoryEntry, ok: boolean): void {
    const runs = entry.file.replace(/\.json$/, '.runs.jsonl');
    if (!existsSync(entry.file)) return;
    appendFileSync(runs, JSON.stringify({ at: new Date().toISOString(), pid: process.pid, ok, replay: true }) + '\n');
  }

  /** Every readable entry, newest first. */
  list(): MemoryEntry[] {
    return this.files()
      .map((f) => readEntry(join(this.dir, f)))
      .filter((e): e is MemoryEntry => e !== null)
      .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.id < b.id ? -1 : 1));
  }

  /** Entries by id (or id prefix), or by goal (the same exact key, or the same words for goals without one). */
  find(goalOrId: string): MemoryEntry[] {
    const all = this.list();
    const byId = /^[0-9a-f]{4,12}$/.test(goalOrId) ? all.filter((e) => e.id.startsWith(goalOrId)) : [];
    if (byId.length) return byId;
    const key = this.keyOf(goalOrId);
    return all.filter((e) => (key !== null ? e.key === key : textKey(e.goal) === textKey(goalOrId)));
  }

  /** Delete an entry and its runs file. */
  remove(entry: MemoryEntry): void {
    rmSync(entry.file, { force: true });
    rmSync(entry.file.replace(/\.json$/, '.runs.jsonl'), { force: true });
  }

  private files(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir).filter((f) => f.endsWith('.json') && !f.startsWith('.'));
  }
}
