import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Bot } from 'mineflayer';
import { sleep } from '../../src/body/mineflayer/sleep.js';

/**
 * A stand-in for a mineflayer bot, since flying-squid has no beds (no sleeping, no waking: its plugins never handle a
 * bed's use). `bot.sleep` answers as mineflayer's bed plugin does, by resolving once the server has put the bot to bed
 * or by throwing its error texts; the server's wake comes as the `wake` event, with the time it woke at.
 */
function mockBot(opts: { refuse?: string; wakeAt?: number; night?: number }) {
  const bot = new EventEmitter() as EventEmitter & Record<string, unknown>;
  const calls: string[] = [];
  Object.assign(bot, {
    time: { timeOfDay: opts.night ?? 13000 },
    isSleeping: false,
    blockAt: (p: { x: number; y: number; z: number }) => (p.x === 3 ? { name: 'white_bed', position: p } : { name: 'grass_block', position: p }),
    isABed: (b: { name: string }) => b.name.endsWith('_bed'),
    sleep: async () => {
      calls.push('sleep');
      if (opts.refuse) throw new Error(opts.refuse);
      bot.isSleeping = true;
      if (opts.wakeAt !== undefined)
        setImmediate(() => {
          (bot.time as { timeOfDay: number }).timeOfDay = opts.wakeAt!;
          bot.isSleeping = false;
          bot.emit('wake');
        });
    },
    wake: async () => {
      calls.push('wake');
      bot.isSleeping = false;
    },
  });
  return { bot: bot as unknown as Bot, calls };
}

const bed = { x: 3, y: 64, z: 0 };

describe('mineflayer body: sleeping in a bed (mock: flying-squid has no beds)', () => {
  it('lies down and is ok once the server wakes the bot in the morning', async () => {
    const m = mockBot({ wakeAt: 0 });
    const r = await sleep(m.bot, bed, new AbortController().signal);
    expect(r.ok).toBe(true);
    expect(r.ok && r.data?.timeOfDay).toBe(0);
    expect(m.calls).toEqual(['sleep']);
  });

  it("reads mineflayer's refusals back as the contract's problems", async () => {
    const cases: [string, string, string | undefined][] = [
      ["it's not night and it's not a thunderstorm", 'world_error', 'not_possible_now'],
      ['there are monsters nearby', 'world_error', 'not_safe'],
      ['bot is not sleeping', 'world_error', 'refused'],
      ['the bed is too far', 'unreachable', undefined],
    ];
    for (const [refuse, code, problem] of cases) {
      const m = mockBot({ refuse });
      const r = await sleep(m.bot, bed, new AbortController().signal);
      expect(r.ok).toBe(false);
      // Never in bed: no listener is left waiting for a wake that will not come.
      expect((m.bot as unknown as EventEmitter).listenerCount('wake')).toBe(0);
      expect(!r.ok && r.code).toBe(code);
      if (problem) expect(!r.ok && r.details?.problem).toBe(problem);
    }
  });

  it('woken while it is still night: the night was not slept', async () => {
    const r = await sleep(mockBot({ wakeAt: 15000 }).bot, bed, new AbortController().signal);
    expect(!r.ok && r.details?.problem).toBe('woken');
  });

  it('no bed at the place: not_found, and the bot never lies down', async () => {
    const m = mockBot({ wakeAt: 0 });
    const r = await sleep(m.bot, { x: 9, y: 64, z: 0 }, new AbortController().signal);
    expect(!r.ok && r.code).toBe('not_found');
    expect(m.calls).toEqual([]);
  });

  it('aborted in bed: gets up and says so', async () => {
    const m = mockBot({});
    const ctl = new AbortController();
    const p = sleep(m.bot, bed, ctl.signal);
    await new Promise((r) => setImmediate(r));
    ctl.abort();
    const r = await p;
    expect(!r.ok && r.code).toBe('aborted');
    expect(m.calls).toEqual(['sleep', 'wake']);
  });
});
