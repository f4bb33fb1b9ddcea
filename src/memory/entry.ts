/**
 * What one memory entry holds (format 3), and how entries and their runs
 * files are read back: tolerantly, since people edit them and memory is an
 * optimisation. Format-2 entries (successful plans without a situation) are
 * still read, as successes from an unknown situation.
 */
import { readFileSync, statSync } from 'node:fs';
import type { OutcomeCode } from '../contracts/outcome.js';
import type { Plan } from '../contracts/plan.js';
import { readSituation, type Situation } from './situation.js';

export const FORMAT = 3;
/** A remembered plan is a few KB; an entry beyond this is an LLM gone wrong (a 30 MB `thoughts`), not a plan to keep. */
export const MAX_ENTRY_BYTES = 256 * 1024;

export interface RunStats {
  ticks: number;
  wallMs: number;
  actions: number;
  repairs: number;
  llmCalls: number;
  tokens: number;
}

/** The goal as Sapling reads it: kind, target (item, mob, blueprint) and count. */
export interface ParsedGoal {
  kind: string;
  target: string | null;
  count: number;
}

export interface RunOutcome {
  ok: boolean;
  /** The failure code of the failing step (null on success). */
  code: OutcomeCode | null;
  reason: string;
  /** Plan path of the failing step. */
  path: string | null;
}

/** One repair made during the run: the step that failed and the repair that replaced it. */
export interface RepairRecord {
  /** Plan path of the failed leaf (`/plan/steps/3/needs/1`). */
  path: string;
  skill: string;
  args: Record<string, unknown>;
  code: OutcomeCode | null;
  message: string;
  by: 'rules' | 'llm';
  kind: string;
  explanation: string;
  /** The plan as it ran before the repair, and the critic's reply shape (`{explanation, action, path, node, args, reason}`) when it can be rebuilt. */
  before: Plan | null;
  repair: Record<string, unknown> | null;
  /** The last settled steps and repairs before it, for the critic's "recent events". */
  recent: string[];
}

export interface MemoryEntry {
  format: 2 | typeof FORMAT;
  /** 12 hex digits: the goal, plan, outcome and situation signature hashed; stable across runs from the same spot. */
  id: string;
  goal: string;
  /** The exact key (`obtain iron_pickaxe 1`); null for a goal the parser cannot read, which is never replayed. */
  key: string | null;
  parsed: ParsedGoal[] | null;
  situation: Situation | null;
  plan: Plan;
  outcome: RunOutcome;
  stats: Partial<RunStats>;
  repairs: RepairRecord[];
  /** A sub-goal reached inside another run (LLaMA-Rider relabelling), not a run of its own. */
  relabelled: boolean;
  /** What made the plan: `llm`, `knowledge`, `memory`... */
  planner: string | null;
  savedAt: string;
  /** Counted from the runs file, not stored in the entry. */
  successes: number;
  failures: number;
  replayFailures: number;
  /** The entry file, for show and prune. */
  file: string;
}

export type StoredEntry = Omit<MemoryEntry, 'successes' | 'failures' | 'replayFailures' | 'file'>;

/**
 * A hand-broken, oversized or unknown-format file is skipped (null), not
 * fatal. Files of the first format (`<slug>.json`, no `format`) stay ignored:
 * they were keyed by raw text and may hold a plan for another goal.
 */
export function readEntry(file: string): MemoryEntry | null {
  try {
    if (statSync(file).size > MAX_ENTRY_BYTES) return null;
    const e = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const shaped = typeof e?.goal === 'string' && (e.key === null || typeof e.key === 'string') && !!e.plan && typeof e.plan === 'object';
    if (!shaped || (e.format !== 2 && e.format !== FORMAT)) return null;
    const runs = countRuns(file.replace(/\.json$/, '.runs.jsonl'));
    const base = { file, ...runs, goal: e.goal as string, key: e.key as string | null, plan: e.plan as Plan, savedAt: String(e.savedAt ?? '') };
    const stats = (e.stats && typeof e.stats === 'object' ? e.stats : {}) as Partial<RunStats>;
    if (e.format === 2) {
      const id = /\.([0-9a-f]{12})[0-9a-f]*\.json$/.exec(file)?.[1] ?? 'format2';
      const outcome: RunOutcome = { ok: true, code: null, reason: 'goal reached', path: null };
      return { ...base, format: 2, id, parsed: null, situation: null, outcome, stats, repairs: [], relabelled: false, planner: null };
    }
    const o = (e.outcome ?? {}) as Partial<RunOutcome>;
    return {
      ...base,
      format: FORMAT,
      id: String(e.id),
      parsed: Array.isArray(e.parsed) ? (e.parsed as ParsedGoal[]) : null,
      situation: readSituation(e.situation),
      outcome: { ok: o.ok === true, code: o.code ?? null, reason: String(o.reason ?? ''), path: o.path ?? null },
      stats,
      repairs: Array.isArray(e.repairs) ? (e.repairs as RepairRecord[]) : [],
      relabelled: e.relabelled === true,
      planner: typeof e.planner === 'string' ? e.planner : null,
    };
  } catch {
    return null;
  }
}

/**
 * Lines that parse; a line cut short by a crash counts for nothing. A line
 * without `ok` is a format-2 success. Replays that failed are counted apart:
 * they cost the entry its rank.
 */
export function countRuns(file: string): { successes: number; failures: number; replayFailures: number } {
  const n = { successes: 0, failures: 0, replayFailures: 0 };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return n;
  }
  for (const line of text.split('\n')) {
    let run: { at?: unknown; ok?: unknown; replay?: unknown };
    try {
      run = line ? JSON.parse(line) : null;
    } catch {
      continue; // a torn line
    }
    if (typeof run?.at !== 'string') continue;
    if (run.replay === true) {
      if (run.ok === false) n.replayFailures++;
    } else if (run.ok === false) n.failures++;
    else n.successes++;
  }
  return n;
}

/** The entry as pretty JSON within the size limit: the repairs' context goes first, then the repairs; null when even the plan is too big. */
export function fitted(stored: StoredEntry): string | null {
  const attempts: StoredEntry[] = [stored, { ...stored, repairs: stored.repairs.map((r) => ({ ...r, before: null, recent: [] })) }, { ...stored, repairs: [] }];
  for (const s of attempts) {
    const text = JSON.stringify(s, null, 2) + '\n';
    if (Buffer.byteLength(text) <= MAX_ENTRY_BYTES) return text;
  }
  return null;
}

/** A goal fit for a one-line warning. */
export const clip = (s: string): string => {
  const line = s.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};
