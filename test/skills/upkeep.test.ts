import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { craft } from '../../src/skills/craft.js';
import { spareStonePickaxe, tossJunk } from '../../src/skills/upkeep.js';
import { flatBody, signal } from '../sim/helpers.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();

describe('upkeep between actions', () => {
  it('crafts a spare stone pickaxe on a table made for it, takes the table back, and keeps two sticks', async () => {
    const body = flatBody();
    const inv = body.world.player.inventory;
    inv.add('iron_pickaxe', 1);
    inv.add('cobbled_deepslate', 10);
    inv.add('stick', 4);
    inv.add('oak_log', 1);
    expect(await spareStonePickaxe(body, signal, 'test')).toBeNull();
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
    await spareStonePickaxe(body, signal, 'test');
    expect(body.count('stone_pickaxe')).toBe(0);
    expect(body.count('cobblestone')).toBe(10);
  });

  it('tosses junk and surplus stone when the inventory is nearly full, but not what the caller mines', async () => {
    const body = flatBody();
    const inv = body.world.player.inventory;
    for (let i = 0; i < 30; i++) inv.add('cobbled_deepslate', 64);
    inv.add('dirt', 64);
    inv.add('gravel', 64);
    inv.add('diamond', 1);
    expect(body.freeSlots()).toBeLessThan(4);
    expect(await tossJunk(body, signal, 'test', ['gravel'])).toBeNull();
    expect(body.count('dirt')).toBe(0);
    expect(body.count('gravel')).toBe(64);
    expect(body.count('cobbled_deepslate')).toBe(48);
    expect(body.count('diamond')).toBe(1);
  });
});
