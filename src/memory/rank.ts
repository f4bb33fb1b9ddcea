/** How memory orders the entries of a goal: by situation, and down for every failed replay. */
import type { Knowledge } from '../knowledge/types.js';
import type { MemoryEntry } from './entry.js';
import { situationDistance, type Situation } from './situation.js';

/** An entry with as many failed replays as successes is not replayed: the plan no longer works from here. */
export const replayable = (e: MemoryEntry): boolean => e.outcome.ok && e.replayFailures < e.successes;

/** Lower is better: the situation's distance, plus half a point for each failed replay. */
export const rankOf = (e: MemoryEntry, now: Situation | null, k?: Knowledge): number =>
  (now && e.situation ? situationDistance(e.situation, now, k) : 1) + 0.5 * e.replayFailures;
