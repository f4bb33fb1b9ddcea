/**
 * Plans that succeeded, one pretty JSON file per goal in a directory the user
 * can read and edit. The next run of the same goal reuses the plan without an
 * LLM; a similar goal gets it as a reference plan.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Plan } from '../contracts/plan.js';
import { writeJsonAtomic } from './atomic.js';
import { goalKey, goalTokens, overlap } from './goal.js';

export const DEFAULT_MEMORY_DIR = join(homedir(), '.local', 'share', 'sapling', 'memory');

export interface RunStats {
  ticks: number;
  wallMs: number;
  actions: number;
  repairs: number;
  llmCalls: number;
  tokens: number;
}

export interface MemoryEntry {
  goal: string;
  /** The normalised goal, which names the file. */
  key: string;
  plan: Plan;
  /** The state the successful run started from (inventory, position...). */
  start: unknown;
  stats: Partial<RunStats>;
  /** Successful runs recorded for this goal. */
  successes: number;
  savedAt: string;
}

export interface SimilarHit {
  entry: MemoryEntry;
  /** Token overlap (Jaccard) with the asked goal, 0..1. */
  score: number;
}

export class MemoryStore {
  constructor(readonly dir: string = DEFAULT_MEMORY_DIR) {}

  fileFor(goal: string): string {
    return join(this.dir, `${slug(goalKey(goal))}.json`);
  }

  lookup(goal: string): MemoryEntry | null {
    const file = this.fileFor(goal);
    if (!existsSync(file)) return null;
    const entry = readEntry(file);
    return entry && entry.key === goalKey(goal) ? entry : null;
  }

  /** The stored goal sharing most words with this one, above `min` overlap, excluding an exact match. */
  similar(goal: string, min = 0.34): SimilarHit | null {
    const key = goalKey(goal);
    const want = goalTokens(goal);
    let best: SimilarHit | null = null;
    for (const entry of this.list()) {
      if (entry.key === key) continue;
      const score = overlap(want, goalTokens(entry.goal));
      if (score >= min && (!best || score > best.score)) best = { entry, score };
    }
    return best;
  }

  /** Record a successful run; a repeated success keeps the newest plan and counts. */
  save(goal: string, plan: Plan, start: unknown, stats: Partial<RunStats>): MemoryEntry {
    const prev = this.lookup(goal);
    const entry: MemoryEntry = {
      goal,
      key: goalKey(goal),
      plan,
      start,
      stats,
      successes: (prev?.successes ?? 0) + 1,
      savedAt: new Date().toISOString(),
    };
    writeJsonAtomic(this.fileFor(goal), entry);
    return entry;
  }

  list(): MemoryEntry[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .map((f) => readEntry(join(this.dir, f)))
      .filter((e): e is MemoryEntry => e !== null);
  }
}

/** A hand-edited file that no longer parses is skipped, not fatal: memory is an optimisation. */
function readEntry(file: string): MemoryEntry | null {
  try {
    const e = JSON.parse(readFileSync(file, 'utf8')) as MemoryEntry;
    return typeof e?.goal === 'string' && typeof e.key === 'string' && e.plan && typeof e.plan === 'object' ? e : null;
  } catch {
    return null;
  }
}

function slug(key: string): string {
  const s = key
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return s || 'goal';
}
