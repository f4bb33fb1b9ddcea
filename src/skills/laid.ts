/**
 * Items a mob lays rather than drops when killed: a chicken lays an egg every
 * 6000–12000 ticks (vanilla Chicken.aiStep). The bot stays by the chickens,
 * waiting in slices so the reflexes get their turn, and picks the eggs up.
 */
import type { Body, SeenEntity } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { countOf } from './inventory.js';
import { search } from './search.js';
import { sense, type Target } from './target.js';

/** Ticks per wait beside the flock: 10 s, short enough to pick an egg up long before it despawns (6000). */
const WAIT_TICKS = 200;
/** Rounds before giving up: 30 game minutes, three times a chicken's longest laying interval. */
const MAX_ROUNDS = 180;
/** How close to stand to a chicken: an egg lands where the chicken stands. */
const BESIDE = 3;

const laidNearby = (body: Body, item: string): SeenEntity | null =>
  body
    .entities({ names: ['item'], maxDistance: 24 })
    .filter((e) => e.item?.name === item)
    .sort((a, b) => a.distance - b.distance)[0] ?? null;

export async function gatherLaid(body: Body, k: Knowledge, item: string, mob: string, want: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const target: Target = { kind: 'mob', label: mob, mobs: [mob] };
  for (let round = 0; countOf(body, k, item) < want; round++) {
    if (round >= MAX_ROUNDS) return fail('not_found', `${what}: waited ${(MAX_ROUNDS * WAIT_TICKS) / 1200} game minutes by ${mob}s and no ${item} was laid`);
    const egg = laidNearby(body, item);
    if (egg) {
      const g = await act(what, signal, () => body.goto(egg.pos, 1, signal));
      if (!g.ok && g.code !== 'unreachable') return g;
      const c = await act(what, signal, () => body.collect(3, signal));
      if (fatal(c)) return c;
      continue;
    }
    const seen = sense(body, target);
    if (!seen) {
      const found = await search(body, k, target, { strategy: 'surface', y: null, radius: null }, signal, what);
      if (!found.ok) return found;
      continue;
    }
    const g = await act(what, signal, () => body.goto(seen.pos, BESIDE, signal));
    if (!g.ok && g.code !== 'unreachable') return g;
    const w = await act(what, signal, () => body.wait(WAIT_TICKS, signal));
    if (!w.ok) return w;
  }
  return ok();
}
