/**
 * Examples for a new goal: the goal itself and its parts, found by walking
 * what it is made of through knowledge (ingredients, tools and stations, a
 * bounded number of levels down), each ranked by how close its situation is
 * to the present one. The best few go to the planner as worked examples.
 */
import type { Knowledge } from '../knowledge/types.js';
import type { MemoryEntry } from './entry.js';
import { readableGoals } from './goal.js';
import type { Situation } from './situation.js';
import { rankOf } from './rank.js';
import type { MemoryStore } from './store.js';

export interface Example {
  entry: MemoryEntry;
  /** The target the entry stands for: the goal's own item or one of its parts. */
  target: string;
  /** 0 for the goal itself, 1 for what it is made from, 2 below that. */
  level: number;
  rank: number;
}

export const SUB_GOAL_LEVELS = 2;
export const MAX_EXAMPLES = 3;

/** Items an item is made from or with, by its cheapest source: ingredients, the smelted input, tools and stations. */
function partsOf(item: string, k: Knowledge): string[] {
  const src = k.cheapest(k.isGroup(item) ? (k.members(item)[0] ?? item) : item);
  if (!src) return [];
  if (src.kind === 'craft') return [...src.recipe.ingredients.map((i) => i.item), ...(src.recipe.needsTable ? ['crafting_table'] : [])];
  if (src.kind === 'smelt') return [src.input, 'furnace'];
  if (src.kind === 'mine' || src.kind === 'kill') return src.tool ? [src.tool] : [];
  if (src.kind === 'gather') return [src.using];
  return [src.tool, src.seed];
}

/** Targets of the goal and its parts down `levels` levels, nearest first, each once. */
export function subGoals(goal: string, k: Knowledge, levels = SUB_GOAL_LEVELS): { target: string; level: number }[] {
  const top = (readableGoals(goal, k) ?? []).filter((g) => g.target !== null).map((g) => g.target!);
  const seen = new Map<string, number>(top.map((t) => [t, 0]));
  let frontier = top;
  for (let level = 1; level <= levels; level++) {
    const next: string[] = [];
    for (const item of frontier) {
      for (const part of partsOf(item, k).filter((p) => !seen.has(p))) {
        seen.set(part, level);
        next.push(part);
      }
    }
    frontier = next;
  }
  return [...seen].map(([target, level]) => ({ target, level }));
}

const sameTarget = (e: MemoryEntry, target: string, k: Knowledge): boolean =>
  (e.parsed ?? []).some((g) => g.target === target || (g.target !== null && k.isGroup(target) && k.members(target).includes(g.target)));

/**
 * The best successful entry for the goal and for each part, best part first
 * (at most `max`): a whole goal counts before its parts, and within a level
 * the situation nearest the present one wins. `exclude` is an entry about to
 * be replayed, which the prompt need not repeat.
 */
export function examplesFor(store: MemoryStore, goal: string, now: Situation | null, max = MAX_EXAMPLES, exclude?: string): Example[] {
  const k = store.k;
  const wanted = subGoals(goal, k);
  if (!wanted.length) return [];
  const successes = store.list().filter((e) => e.outcome.ok && e.id !== exclude && (e.parsed?.length ?? 0) === 1);
  const picks: Example[] = [];
  for (const { target, level } of wanted) {
    const best = successes
      .filter((e) => sameTarget(e, target, k))
      .map((entry) => ({ entry, target, level, rank: rankOf(entry, now, k) }))
      .sort((a, b) => a.rank - b.rank || b.entry.successes - a.entry.successes)[0];
    if (best) picks.push(best);
  }
  return picks.sort((a, b) => a.level - b.level || a.rank - b.rank).slice(0, max);
}
