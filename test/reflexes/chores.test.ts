import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { sparePickaxe } from '../../src/reflexes/spare-pickaxe.js';
import { tossJunk } from '../../src/reflexes/toss-junk.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { flatBody, signal } from '../sim/helpers.js';

const k = getKnowledge();
const ctx = (keep: string[] = []): ReflexContext => ({ knowledge: k, keep: new Set(keep), tuning: {} });

describe('chores the reflex layer does', () => {
  it('crafts a spare stone pickaxe on a table made for it, takes the table back, and keeps two sticks', async () => {
    const body = flatBody();
    const inv = body.world.player.inventory;
    inv.add('iron_pickaxe', 1);
    inv.add('cobbled_deepslate', 10);
    inv.add('stick', 4);
    inv.add('oak_log', 1);
    expect(sparePickaxe.due(body, ctx())).toBe(true);
    expect(await sparePickaxe.run(body, signal, ctx())).toMatchObject({ ok: true });
    expect(body.count('stone_pickaxe')).toBe(1);
    expect(body.count('crafting_table')).toBe(1);
    expect(body.findBlocks(['crafting_table'], { maxDistance: 8 })).toEqual([]);
    expect(body.count('stick')).toBe(2);
    expect(body.count('cobbled_deepslate')).toBe(7);
  });

  it('leaves things alone while a cheap pickaxe is still held', async () => {
    const body = flatBody();
    const inv = body.world.player.inventory;
    inv.add('wooden_pickaxe', 1);
    inv.add('cobblestone', 10);
    inv.add('stick', 8);
    inv.add('crafting_table', 1);
    expect(sparePickaxe.due(body, ctx())).toBe(false);
    expect(body.count('stone_pickaxe')).toBe(0);
    expect(body.count('cobblestone')).toBe(10);
    // An iron pickaxe would be worn before the wooden one (stone 1, iron 2, wooden 5 in knowledge/dig.ts): a stone spare is due.
    inv.add('iron_pickaxe', 1);
    expect(sparePickaxe.due(body, ctx())).toBe(true);
  });

  it('replaces a stone pickaxe worn out with a wooden one left (it cannot dig iron), though the plan made the first', async () => {
    const sim = flatBody();
    // As in the reflex layer, `due` is asked with the plan's wrapper of the body and `run` gets the reflexes' own.
    const [body, reflexBody] = [Object.create(sim) as typeof sim, Object.create(sim) as typeof sim];
    const inv = sim.world.player.inventory;
    inv.add('wooden_pickaxe', 1);
    inv.add('stone_pickaxe', 1);
    inv.add('cobblestone', 10);
    inv.add('stick', 8);
    inv.add('crafting_table', 1);
    expect(sparePickaxe.due(body, ctx())).toBe(false);
    inv.remove('stone_pickaxe', 1);
    expect(sparePickaxe.due(body, ctx())).toBe(true);
    // Still due when asked again before it could run (another reflex went first).
    expect(sparePickaxe.due(body, ctx())).toBe(true);
    expect(await sparePickaxe.run(reflexBody, signal, ctx())).toMatchObject({ ok: true });
    expect(body.count('stone_pickaxe')).toBe(1);
    expect(sparePickaxe.due(body, ctx())).toBe(false);
  });

  it('tosses junk and surplus stone when the inventory is nearly full, but not what the tree uses', async () => {
    const body = flatBody();
    const inv = body.world.player.inventory;
    for (let i = 0; i < 30; i++) inv.add('cobbled_deepslate', 64);
    inv.add('dirt', 64);
    inv.add('gravel', 64);
    inv.add('diamond', 1);
    expect(body.freeSlots()).toBeLessThan(4);
    expect(tossJunk.due(body, ctx(['gravel']))).toBe(true);
    expect(await tossJunk.run(body, signal, ctx(['gravel']))).toMatchObject({ ok: true });
    expect(tossJunk.due(body, ctx(['gravel']))).toBe(false);
    expect(body.count('dirt')).toBe(0);
    expect(body.count('gravel')).toBe(64);
    expect(body.count('cobbled_deepslate')).toBe(48);
    expect(body.count('diamond')).toBe(1);
  });
});
