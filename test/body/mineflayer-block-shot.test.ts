import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { blockShot } from '../../src/body/mineflayer/fight.js';

/**
 * A stand-in for a mineflayer bot, since flying-squid sends no entity metadata on 1.20.2+ (src/server/README.md) and
 * its skeletons never draw a bow: the server cannot show the bot a drawn bow, so the hand-active bit is set by hand.
 */
function mockBot(offHand: string | null, archer: { drawing: boolean; at: Vec3 }) {
  const bot = new EventEmitter() as EventEmitter & Record<string, unknown>;
  const calls: string[] = [];
  const skeleton = { id: 7, name: 'skeleton', type: 'hostile', height: 1.99, position: archer.at, metadata: [] as unknown[] };
  const draw = (on: boolean) => (skeleton.metadata[8] = on ? 1 : 0);
  draw(archer.drawing);
  Object.assign(bot, {
    entity: { position: new Vec3(0, 64, 0) },
    entities: { 7: skeleton },
    inventory: { slots: Object.assign([], { 45: offHand ? { name: offHand } : null }) },
    lookAt: async (p: Vec3) => void calls.push(`look ${p.x},${p.z}`),
    activateItem: (offhand: boolean) => void calls.push(`raise ${offhand ? 'off-hand' : 'hand'}`),
    deactivateItem: () => void calls.push('lower'),
  });
  // The server's ticks: the bow is loosed 5 ticks in.
  let tick = 0;
  const clock = setInterval(() => {
    if (++tick === 5) draw(false);
    bot.emit('physicsTick');
  }, 1);
  return { bot: bot as unknown as Bot, calls, stop: () => clearInterval(clock), ticks: () => tick };
}

const signal = new AbortController().signal;

describe('mineflayer body: a shield against a skeleton drawing its bow (mock: flying-squid sends no entity metadata on 1.20.2+)', () => {
  it('faces the archer, raises the off-hand shield until the arrow has come, then lowers it', async () => {
    const m = mockBot('shield', { drawing: true, at: new Vec3(8, 64, 0) });
    try {
      expect(await blockShot(m.bot, signal)).toBe(true);
    } finally {
      m.stop();
    }
    expect(m.calls).toEqual(['look 8,0', 'raise off-hand', 'lower']);
    // Up through the draw (5 ticks here) and an arrow's flight after it.
    expect(m.ticks()).toBeGreaterThanOrEqual(5 + 12);
  });

  it('does nothing without a shield on the off-hand, or when no bow is drawn', async () => {
    for (const [offHand, drawing] of [
      [null, true],
      ['totem_of_undying', true],
      ['shield', false],
    ] as const) {
      const m = mockBot(offHand, { drawing, at: new Vec3(8, 64, 0) });
      try {
        expect(await blockShot(m.bot, signal)).toBe(false);
      } finally {
        m.stop();
      }
      expect(m.calls).toEqual([]);
    }
  });
});
