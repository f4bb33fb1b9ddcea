/**
 * Sleeping in a bed through mineflayer (`bot.sleep`, its bed plugin). The server decides: it puts the bot to bed or
 * refuses (by day, monsters near, too far), and wakes it when the night has passed or a hurt woke it. mineflayer
 * turns vanilla's refusals into errors, which are read back here into the Body contract's problems.
 */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import type { Vec3Like } from '../../contracts/body.js';
import { fmt } from './move.js';
import { canSleepAt } from '../../knowledge/sight.js';

/** mineflayer's error texts (lib/plugins/bed.js), by the Body contract's problem. */
const PROBLEMS: [RegExp, string][] = [
  [/not night/, 'not_possible_now'],
  [/monsters nearby/, 'not_safe'],
  [/too far/, 'too_far_away'],
  [/not sleeping/, 'refused'],
];

export async function sleep(bot: Bot, pos: Vec3Like, signal: AbortSignal): Promise<Outcome> {
  const block = bot.blockAt(new Vec3(pos.x, pos.y, pos.z));
  if (!block || !bot.isABed(block)) return fail('not_found', `sleep: no bed at ${fmt(pos)}`);
  // Registered before lying down: a night that passes at once (every other player asleep) wakes the bot at once.
  let onWake = (): void => {};
  const woke = new Promise<void>((resolve) => bot.once('wake', (onWake = () => resolve())));
  try {
    await bot.sleep(block);
  } catch (e) {
    // Never lay down: no wake will come for this try.
    bot.removeListener('wake', onWake);
    const message = e instanceof Error ? e.message : String(e);
    const problem = PROBLEMS.find(([re]) => re.test(message))?.[1] ?? 'refused';
    if (problem === 'too_far_away') return fail('unreachable', `sleep: the bed at ${fmt(pos)} is too far away; stand within 3 blocks of it`);
    return fail('world_error', `sleep: ${message}`, { problem });
  }
  let onAbort = (): void => {};
  const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', (onAbort = () => resolve()), { once: true }));
  await Promise.race([woke, aborted]);
  signal.removeEventListener('abort', onAbort);
  if (signal.aborted) {
    if (bot.isSleeping) await bot.wake().catch(() => undefined);
    return fail('aborted', 'sleep aborted');
  }
  const t = bot.time.timeOfDay;
  // Still in the sleeping window after waking: the night was not slept.
  return canSleepAt(t) ? fail('world_error', 'sleep: woken before morning; the night goes on', { problem: 'woken' }) : ok({}, { timeOfDay: t });
}
