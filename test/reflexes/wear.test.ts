import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { wear } from '../../src/reflexes/wear.js';
import { equip } from '../../src/skills/equip.js';
import { skillContext } from '../support/skill-context.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { flatBody, signal } from '../sim/helpers.js';

const ctx: ReflexContext = { knowledge: getKnowledge(), keep: new Set(), tuning: {} };

describe('wear', () => {
  it('puts on the best carried piece for each slot and a shield in the off-hand, then is quiet', async () => {
    const body = flatBody();
    for (const item of ['leather_chestplate', 'iron_chestplate', 'golden_helmet', 'shield']) body.world.give(item, 1);
    expect(wear.due(body, ctx)).toBe(true);
    expect(await wear.run(body, signal, ctx)).toMatchObject({ ok: true });
    const p = body.world.player;
    expect([p.armor.torso, p.armor.head, p.armor['off-hand']]).toEqual(['iron_chestplate', 'golden_helmet', 'shield']);
    // Iron 6 + golden helmet 2 (Minecraft wiki, Armor): 8 points; the leather chestplate stays in the bag.
    expect(p.armorPoints()).toBe(8);
    expect(body.count('leather_chestplate')).toBe(1);
    expect(wear.due(body, ctx)).toBe(false);
  });

  it('swaps in a better piece picked up later', async () => {
    const body = flatBody();
    body.world.give('leather_boots', 1);
    await wear.run(body, signal, ctx);
    body.world.give('diamond_boots', 1);
    expect(wear.due(body, ctx)).toBe(true);
    await wear.run(body, signal, ctx);
    expect(body.world.player.armor.feet).toBe('diamond_boots');
    expect(wear.due(body, ctx)).toBe(false);
  });

  it("makes a plan's equip step for the piece it wore done, so the step neither fails nor asks for another piece", async () => {
    const body = flatBody();
    body.world.give('iron_helmet', 1);
    const step = { item: 'iron_helmet', slot: null };
    expect(equip.done(body, step, skillContext())).toBe(false);
    await wear.run(body, signal, ctx);
    expect(body.count('iron_helmet')).toBe(0);
    expect(equip.done(body, step, skillContext())).toBe(true);
    // And the other way round: a piece the equip skill put on is one the reflex leaves alone.
    body.world.give('iron_boots', 1);
    expect(await equip.run(body, { item: 'iron_boots', slot: null }, signal, skillContext())).toMatchObject({ ok: true });
    expect(equip.done(body, { item: 'iron_boots', slot: 'feet' }, skillContext())).toBe(true);
    expect(wear.due(body, ctx)).toBe(false);
  });
});
