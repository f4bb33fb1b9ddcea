/**
 * Runs one verb so that it always resolves to an Outcome: an abort stops the
 * pathfinder and digging, a death resolves `died` with what was lost, a lost
 * connection resolves `world_error`, and thrown errors map to codes. On
 * success the inventory change is reported as `gained`.
 */
import type { Bot } from 'mineflayer';
import { fail, type Outcome } from '../../contracts/outcome.js';
import type { ItemStack } from '../../contracts/body.js';
import { failFrom } from './errors.js';
import { countsOf, diff } from './senses.js';

export interface VerbHost {
  bot(): Bot | null;
  /** Resolves once connected, or with a reason when the server is gone. */
  ready(): Promise<string | null>;
  /** Fires on death with what was lost, and on a lost connection. */
  onInterrupt(listener: (i: Interrupt) => void): () => void;
}

export type Interrupt = { kind: 'died'; lost: ItemStack[]; cause: string } | { kind: 'disconnected'; reason: string };

export function stopEverything(bot: Bot): void {
  try {
    bot.pathfinder?.stop();
  } catch {
    /* not moving */
  }
  try {
    bot.pathfinder?.setGoal(null);
  } catch {
    /* not moving */
  }
  try {
    bot.stopDigging();
  } catch {
    /* not digging */
  }
  try {
    bot.clearControlStates();
  } catch {
    /* disconnected */
  }
  try {
    if (bot.currentWindow) bot.closeWindow(bot.currentWindow);
  } catch {
    /* none open */
  }
}

/**
 * `act` calls `commit` once the verb's effect has happened in the world (a
 * block broken): an abort after that stops what is left (walking to the
 * drops) but the verb still reports its outcome, not `aborted`, so a caller
 * that does aborted verbs again does not dig air.
 */
export async function runVerb(host: VerbHost, verb: string, signal: AbortSignal, act: (bot: Bot, commit: () => void) => Promise<Outcome>): Promise<Outcome> {
  if (signal.aborted) return fail('aborted', `${verb}: aborted before it started`);
  const gone = await host.ready();
  const bot = host.bot();
  if (gone || !bot) return fail('world_error', `${verb}: ${gone ?? 'not connected'}`);
  const before = countsOf(bot);
  let off = () => {};
  let onAbort = () => {};
  let committed = false;
  const interrupted = new Promise<Outcome>((resolve) => {
    onAbort = () => {
      stopEverything(bot);
      if (!committed) resolve(fail('aborted', `${verb}: aborted`));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    off = host.onInterrupt((i) => {
      stopEverything(bot);
      if (i.kind === 'died') resolve(fail('died', `${verb}: the bot died (${i.cause}) and respawned`, { lost: i.lost, cause: i.cause }));
      else resolve(fail('world_error', `${verb}: connection lost (${i.reason})`, { reason: i.reason }));
    });
  });
  const acted = act(bot, () => (committed = true)).then(
    (o) => (o.ok && !o.gained ? { ...o, gained: diff(before, countsOf(bot)) } : o),
    (err: unknown) => failFrom(err, verb),
  );
  try {
    return await Promise.race([acted, interrupted]);
  } finally {
    off();
    signal.removeEventListener('abort', onAbort);
  }
}
