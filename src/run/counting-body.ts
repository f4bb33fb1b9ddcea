import { BODY_VERBS, WRAPPED_BODY, type Body, type BodyVerb, type Vec3Like } from '../contracts/body.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { distance, fmt } from '../skills/geometry.js';

const VERBS = new Set<string>(BODY_VERBS);

/**
 * Verbs a reflex may interrupt while they are in flight, and which are done
 * again afterwards: doing them twice does no harm. A smelt waits 10 seconds
 * an item, long enough for a zombie to kill a bot standing at the furnace;
 * the furnace cooks on meanwhile and the smelt done again counts what it
 * holds. Crafting, placing and the like are short, and left to finish.
 */
const INTERRUPTIBLE = new Set<BodyVerb>(['goto', 'dig', 'collect', 'wait', 'attack', 'swing', 'smelt']);

/** How the plan's skills share the body with the reflex layer. */
export interface VerbGate {
  /** Whether a reflex wants the body now (one is due or running). */
  wanted(): boolean;
  /** Resolves once the reflexes are quiet again. */
  quiet(): Promise<void>;
  /** Aborted when a reflex takes the body over. */
  preemption(): AbortSignal;
}

export interface VerbHooks {
  /** Before each verb: budgets are enforced here, since a simulated body settles verbs without yielding to timers. */
  before?: () => void;
  /** After each verb settles, with its arguments and outcome: the run map's digs, placements and kills are read here. */
  after?: (verb: BodyVerb, args: unknown[], outcome: Outcome) => void;
  /** The plan's body defers to the reflexes; the reflexes' own body has no gate. */
  gate?: VerbGate;
}

export interface ActionCounter {
  n: number;
}

/** Wraps a body so every verb call is counted (the run summary's "actions") and passes through the hooks. */
export function countingBody(body: Body, hooks: VerbHooks = {}, counter: ActionCounter = { n: 0 }): { body: Body; actions: () => number } {
  // Queries (blockAt, position, ...) are read many times a game tick: bind each method once, not per read.
  const bound = new Map<PropertyKey, { fn: unknown; bound: unknown }>();
  const bind = (target: Body, prop: PropertyKey, fn: (...a: unknown[]) => unknown): unknown => {
    const hit = bound.get(prop);
    if (hit?.fn === fn) return hit.bound;
    const b = fn.bind(target);
    bound.set(prop, { fn, bound: b });
    return b;
  };
  const proxy = new Proxy(body, {
    get(target, prop, receiver) {
      if (prop === WRAPPED_BODY) return target;
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && VERBS.has(prop) && typeof value === 'function') {
        const verb = (args: unknown[]) => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        return async (...args: unknown[]) => {
          counter.n++;
          hooks.before?.();
          const out = await (hooks.gate ? gated(hooks.gate, prop as BodyVerb, verb, args, target) : verb(args));
          hooks.after?.(prop as BodyVerb, args, out as Outcome);
          return out;
        };
      }
      return typeof value === 'function' ? bind(target, prop, value as (...a: unknown[]) => unknown) : value;
    },
  });
  return { body: proxy, actions: () => counter.n };
}

/**
 * A plan verb: wait while a reflex has the body; run the verb (interrupted,
 * and done again, if a reflex takes over while it is in flight); then let a
 * reflex that became due run before the skill decides its next move. The bot
 * is not walked back to where it was paused: a reflex may have fled from
 * something there, and skills re-sense and re-approach what they act on.
 */
async function gated(gate: VerbGate, name: BodyVerb, verb: (args: unknown[]) => Promise<unknown>, args: unknown[], body: Body): Promise<unknown> {
  // Every verb takes an AbortSignal, last but for goto's options.
  let at = args.length - 1;
  while (at >= 0 && !(args[at] instanceof AbortSignal)) at--;
  const own = (args[at] as AbortSignal | undefined) ?? new AbortController().signal;
  const walk = name === 'goto' ? stalled(body, args[0] as Vec3Like) : null;
  for (;;) {
    const before = await yieldTo(gate, body);
    if (before) return before;
    const pre = INTERRUPTIBLE.has(name) ? gate.preemption() : null;
    const due = pre ? watchReflexes(gate, body) : null;
    let out: unknown;
    try {
      const cut = [pre, due?.signal].filter((x): x is AbortSignal => !!x);
      out = await verb(cut.length && at >= 0 ? args.map((a, i) => (i === at ? AbortSignal.any([own, ...cut]) : a)) : args);
    } finally {
      due?.stop();
    }
    // Done again only when cut short: a real body may finish a verb as the reflex interrupts it (a block broken), and a second dig would find air.
    // A death is never done again: the walk would go on from the spawn point, empty-handed, as if nothing had happened.
    if ((pre?.aborted || due?.signal.aborted) && !own.aborted && !stands(out as Outcome)) {
      if (!walk?.()) continue;
      out = fail('unreachable', `goto ${fmt(args[0] as Vec3Like)}: cut short by reflexes ${STALLED_WALKS} times without getting nearer`);
    }
    return (await yieldTo(gate, body)) ?? out;
  }
}

/**
 * Cuts of one walk after which, never having got nearer its end than before, it is given up as unreachable. Walked
 * again after every cut, a walk to a shore where a zombie waits had the unarmed bot flee and swim back for 25 minutes
 * (dark oak seed 1); one cut by torches along a tunnel gets nearer each time and goes on.
 */
const STALLED_WALKS = 8;

/** Counts a walk's cuts that leave it no nearer its end than the nearest it has been; true once there were STALLED_WALKS. */
function stalled(body: Body, to: Vec3Like): () => boolean {
  let nearest = Infinity;
  let stalls = 0;
  return () => {
    const d = distance(body.position(), to);
    if (d < nearest - 1) nearest = d;
    else stalls++;
    return stalls >= STALLED_WALKS;
  };
}

/** An outcome that is not undone by doing the verb again: it succeeded, or the bot died. */
const stands = (out: Outcome): boolean => out.ok || out.code === 'died';

/** How often a verb in flight asks whether a reflex is due: half a second of game time. */
const WATCH_EVERY_TICKS = 10;

/**
 * On a body whose verbs run through game ticks without yielding (the
 * simulated world), a signal aborted when a reflex becomes due mid-verb: the
 * zombie that closes in during a walk, the health that drops during a fight.
 * A server body's verbs are cut short by the reflex layer's own heartbeat.
 */
function watchReflexes(gate: VerbGate, body: Body): { signal: AbortSignal; stop: () => void } | null {
  if (!body.onTick) return null;
  const due = new AbortController();
  let ticks = 0;
  const stop = body.onTick(() => {
    if (++ticks % WATCH_EVERY_TICKS === 0 && !due.signal.aborted && gate.wanted()) due.abort(new Error('a reflex is due'));
  });
  return { signal: due.signal, stop };
}

/** Let the reflexes have the body. A death meanwhile is the step's death too: it gets `died`, so repairs know the inventory is gone. */
async function yieldTo(gate: VerbGate, body: Body): Promise<Outcome | null> {
  if (!gate.wanted()) return null;
  const deaths = body.deaths().length;
  await gate.quiet();
  const death = body.deaths()[deaths];
  return death ? fail('died', `died while the step was paused for a reflex (${death.cause})`, { lost: death.lost }) : null;
}
