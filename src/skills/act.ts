/**
 * Guards shared by every skill: a skill never rejects and always honours its
 * AbortSignal, because a rejected promise wedges mistreevous until reset() and
 * a stale result must not complete a re-entered node.
 */
import { fail, type Failure, type Outcome } from '../contracts/outcome.js';

export const aborted = (what: string): Failure => fail('aborted', `${what}: aborted`);

/** Nothing can go on from this outcome: the step was stopped, or the bot died. */
export const fatal = (r: Outcome): boolean => !r.ok && (r.code === 'aborted' || r.code === 'died');
/** The outcome when it is fatal, else null: for steps that pass a fatal outcome up and carry on past any other failure. */
export const stopped = (r: Outcome): Outcome | null => (fatal(r) ? r : null);

/** Run a skill body: aborted before start → `aborted`; a throw → `world_error`; aborted during → `aborted`. */
export async function guard(what: string, signal: AbortSignal, body: () => Promise<Outcome>): Promise<Outcome> {
  if (signal.aborted) return aborted(what);
  try {
    const out = await body();
    if (signal.aborted && out.ok) return aborted(what);
    return out;
  } catch (err) {
    if (signal.aborted) return aborted(what);
    const msg = err instanceof Error ? err.message : String(err);
    return fail('world_error', `${what}: ${msg}`);
  }
}

/**
 * Call one body verb. A verb that rejects despite the contract becomes
 * `world_error`; an abort that lands while it runs wins over its result, so a
 * late success is never reported after the caller gave up.
 */
export async function act(what: string, signal: AbortSignal, verb: () => Promise<Outcome>): Promise<Outcome> {
  if (signal.aborted) return aborted(what);
  let out: Outcome;
  try {
    out = await verb();
  } catch (err) {
    out = fail('world_error', err instanceof Error ? err.message : String(err));
  }
  if (signal.aborted) return aborted(what);
  if (!out.ok) return fail(out.code, `${what}: ${out.message}`, out.details);
  return out;
}
