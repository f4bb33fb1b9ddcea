/** The plan's body behind the reflex gate: which verbs a reflex's cut makes the skill do again, and which it does not. */
import { describe, expect, it } from 'vitest';
import type { Body } from '../../src/contracts/body.js';
import { fail, ok, type Outcome } from '../../src/contracts/outcome.js';
import { countingBody, type VerbGate } from '../../src/run/counting-body.js';

/**
 * A walk a reflex cuts into while it is in flight (as the defend reflex does mid-walk), ending the first time with
 * `first` and then arriving. Stand-in body: only the one verb the wrapper calls and the position a cut walk is measured by, since the scripted test body turns
 * any verb whose signal fired into `aborted` and so cannot end a cut walk in a death.
 */
function cutWalk(first: Outcome): { body: Body; walks: () => number; gate: VerbGate } {
  const cut = new AbortController();
  let preemptions = 0;
  let walks = 0;
  const body = {
    position: () => ({ x: 0, y: 64, z: 0 }),
    goto: async (): Promise<Outcome> => {
      if (walks++) return ok();
      cut.abort(new Error('a reflex is due'));
      return first;
    },
  } as unknown as Body;
  // Each verb asks for its own preemption signal: only the first walk is cut.
  const gate: VerbGate = { wanted: () => false, quiet: async () => {}, preemption: () => (preemptions++ ? new AbortController().signal : cut.signal) };
  return { body, walks: () => walks, gate };
}

const to = { x: 20, y: -42, z: 78 };

describe('a verb cut short by a reflex (stand-in body: one walk verb)', () => {
  it('is walked again when the cut left it unfinished', async () => {
    const w = cutWalk(fail('aborted', 'goto aborted'));
    const r = await countingBody(w.body, { gate: w.gate }).body.goto(to, 3, new AbortController().signal);
    expect(r.ok).toBe(true);
    expect(w.walks()).toBe(2);
  });

  it('is not walked again when the bot died on the way: the skill hears of the death, not a walk from the spawn point', async () => {
    // Diamond seed 11: a zombie killed the bot mid-walk while the defend reflex was due; the walk was done again from
    // the spawn point without a pickaxe, digging by hand for 46 game minutes, and the step never heard it had died.
    const w = cutWalk(fail('died', 'died (zombie) on the way to (20, -42, 78)'));
    const r = await countingBody(w.body, { gate: w.gate }).body.goto(to, 3, new AbortController().signal);
    expect(r).toMatchObject({ ok: false, code: 'died' });
    expect(w.walks()).toBe(1);
  });
});

describe('a walk cut short again and again (stand-in body: a walk verb and a position)', () => {
  /** A walk that a reflex cuts every time, once it has gone `gain(n)` blocks nearer x 100 (negative: farther); it arrives at x 100. */
  function cutEveryTime(gain: (walk: number) => number): { body: Body; walks: () => number; gate: VerbGate } {
    let walks = 0;
    let x = 0;
    let cut = new AbortController();
    const body = {
      position: () => ({ x, y: 64, z: 0 }),
      goto: async (): Promise<Outcome> => {
        x += gain(walks++);
        if (x >= 100) return ok();
        cut.abort(new Error('a reflex is due'));
        return fail('aborted', 'goto aborted');
      },
    } as unknown as Body;
    const gate: VerbGate = { wanted: () => false, quiet: async () => {}, preemption: () => (cut = new AbortController()).signal };
    return { body, walks: () => walks, gate };
  }
  const far = { x: 100, y: 64, z: 0 };

  it('is given up as unreachable after 8 cuts that leave it no nearer than it has been (a foe on the shore it heads for)', async () => {
    // Up by 10, then fled back and walked up again, over and over.
    const w = cutEveryTime((n) => (n % 2 ? -10 : 10));
    const r = await countingBody(w.body, { gate: w.gate }).body.goto(far, 1, new AbortController().signal);
    expect(r).toMatchObject({ ok: false, code: 'unreachable', message: 'goto (100, 64, 0): cut short by reflexes 8 times without getting nearer' });
    expect(w.walks()).toBe(9);
  });

  it('goes on while each cut finds it nearer (torches put up along a tunnel)', async () => {
    const w = cutEveryTime(() => 5);
    const r = await countingBody(w.body, { gate: w.gate }).body.goto(far, 1, new AbortController().signal);
    expect(r.ok).toBe(true);
    expect(w.walks()).toBe(20);
  });
});

describe('a verb with options after its signal (goto { dig: false })', () => {
  it('is cut by the reflex signal in its signal place and keeps its options, first walk and second', async () => {
    const cut = new AbortController();
    let preemptions = 0;
    const seen: unknown[][] = [];
    const body = {
      position: () => ({ x: 0, y: 64, z: 0 }),
      goto: async (...args: unknown[]): Promise<Outcome> => {
        seen.push(args);
        if (seen.length > 1) return ok();
        cut.abort(new Error('a reflex is due'));
        return fail('aborted', 'goto aborted');
      },
    } as unknown as Body;
    const gate: VerbGate = { wanted: () => false, quiet: async () => {}, preemption: () => (preemptions++ ? new AbortController().signal : cut.signal) };
    const own = new AbortController().signal;
    const r = await countingBody(body, { gate }).body.goto(to, 3, own, { dig: false });
    expect(r.ok).toBe(true);
    expect(seen).toHaveLength(2);
    for (const args of seen) {
      expect(args[2]).toBeInstanceOf(AbortSignal);
      expect(args[3]).toEqual({ dig: false });
    }
    // The first walk heard the reflex's cut through the signal it was given.
    expect((seen[0][2] as AbortSignal).aborted).toBe(true);
  });
});

describe('queries through the wrapper (bound once per method)', () => {
  it('run on the wrapped body, and a method replaced on the body is the one called next', () => {
    const body = {
      tick: 7,
      gameTick(this: { tick: number }): number {
        return this.tick;
      },
    };
    const wrapped = countingBody(body as unknown as Body).body;
    const read = wrapped.gameTick;
    expect(read()).toBe(7);
    expect(wrapped.gameTick).toBe(read);
    body.gameTick = function (this: { tick: number }): number {
      return this.tick * 2;
    };
    expect(wrapped.gameTick()).toBe(14);
  });
});
