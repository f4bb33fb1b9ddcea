/**
 * Let game time pass where the bot stands: a number of ticks, or until day or
 * night comes (whichever is first). The wait is cut in slices, so the reflexes
 * around it (defend, eat, shelter at night) get their turn between them.
 */
import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act, guard } from './act.js';
import { periodAt } from './night.js';
import type { Skill } from './types.js';

export type WaitArgs = { ticks: number; until: 'day' | 'night' | null };

/** Game ticks in a day: the most one call waits. */
export const DAY_TICKS = 24000;
/** Ticks per slice: five seconds, short enough for a mob that finds the bot to be fought back in time. */
export const WAIT_SLICE = 100;

/** Day and night as the time_of_day check reads them, so `wait` and `repeat until(time_of_day, …)` agree. */
const holds = (body: Body, period: 'day' | 'night'): boolean => periodAt(body.timeOfDay()) === period;

export const wait: Skill<WaitArgs> = {
  name: 'wait',
  description: 'Let game time pass where the bot stands: ticks (20 a second, 24000 a day) at most, stopping early once it is day or night when until says so.',
  kind: 'primitive',
  args: {
    ticks: { type: 'integer', minimum: 1, maximum: DAY_TICKS, description: 'Game ticks to wait at most (20 a second; 24000 a whole day)' },
    until: { type: ['string', 'null'], enum: ['day', 'night', null], description: 'Stop as soon as it is day or night; null waits all the ticks' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  // Only a wait for a time of day can already be over; a bare wait always waits.
  done: (body, a) => a.until !== null && a.until !== undefined && holds(body, a.until),
  run(body, a, signal) {
    const what = `wait ${a.ticks} ticks${a.until ? ` or until ${a.until}` : ''}`;
    return guard(what, signal, async () => {
      let left = Math.min(Math.max(1, Math.floor(a.ticks)), DAY_TICKS);
      while (left > 0 && !(a.until && holds(body, a.until))) {
        const slice = Math.min(WAIT_SLICE, left);
        const r = await act(what, signal, () => body.wait(slice, signal));
        if (!r.ok) return r;
        left -= slice;
      }
      return ok({}, { time: body.timeOfDay(), waited: Math.min(Math.max(1, Math.floor(a.ticks)), DAY_TICKS) - left });
    });
  },
};
