/**
 * Waiting with an eye out. A reflex can cut a wait short on a server, but a
 * simulated wait runs to its end in one go: a creeper walks 14 blocks and goes
 * off in 5 s (speed ~2.8 blocks/s, fuse 30 ticks). So a wait is cut into
 * slices short enough for the caller, and the reflexes between them, to look
 * round again before anything in sight can arrive.
 */
import type { Body } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { act } from './act.js';

/** Hostiles this close (seen, or heard within 16) make the slices short. */
const ALERT = 24;
/** A zombie (~2.6 blocks/s) walks 1.3 blocks in 10 ticks, 7.8 in 60: one slice never lets anything unseen past 16 blocks reach the bot. */
const CLOSE_SLICE = 10;
const CLEAR_SLICE = 60;

export const watchSlice = (body: Body): number => (body.entities({ maxDistance: ALERT }).some((e) => e.kind === 'hostile') ? CLOSE_SLICE : CLEAR_SLICE);

/** Wait one slice of at most `ticks`; the caller loops, looking round in between. */
export async function watch(body: Body, ticks: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const slice = Math.max(1, Math.min(ticks, watchSlice(body)));
  const w = await act(what, signal, () => body.wait(slice, signal));
  return w.ok ? ok(undefined, { ticks: slice }) : w;
}
