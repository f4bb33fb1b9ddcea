/**
 * Whether the bot is out on a long search across the land (./surface.ts, ./sweep.ts), and since when: what tells the
 * reflexes that the run will likely see a night in the open, so that a bed is worth its wool.
 */
import { bodyItself, type Body } from '../contracts/body.js';

/** Searches under way, by the body under the run's wrappers (the plan's and the reflexes' share it): how many, since when. */
const under = new WeakMap<Body, { depth: number; since: number }>();

/** Run `search` with the body marked as searching the land; nested searches count from the first. */
export async function afield<T>(body: Body, search: () => Promise<T>): Promise<T> {
  const key = bodyItself(body);
  const s = under.get(key);
  if (s) s.depth++;
  else under.set(key, { depth: 1, since: body.gameTick() });
  try {
    return await search();
  } finally {
    const now = under.get(key);
    if (now && --now.depth === 0) under.delete(key);
  }
}

/** Game ticks the search under way has run, or 0 with none. */
export function searchedFor(body: Body): number {
  const s = under.get(bodyItself(body));
  return s ? body.gameTick() - s.since : 0;
}
