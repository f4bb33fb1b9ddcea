import { describe, expect, it } from 'vitest';
import { bestTool } from '../../src/sim/digging.js';
import { RESERVE_USES } from '../../src/knowledge/dig.js';
import { B, blockIdOf } from '../../src/sim/data.js';
import { flatBody, signal } from './helpers.js';

describe('tool choice when digging', () => {
  const withTools = (...tools: string[]) => {
    const body = flatBody();
    for (const t of tools) body.world.player.inventory.add(t, 1);
    return body;
  };

  it('digs with the fastest pickaxe that has uses to spare, keeps the last 32 uses of an iron one for the ores only it mines, and the wooden one last', () => {
    const body = withTools('iron_pickaxe', 'stone_pickaxe', 'wooden_pickaxe');
    const inv = body.world.player.inventory;
    // Iron digs deepslate in 15 ticks, stone in 23: a diamond hunter's tunnel goes faster with the iron one.
    expect(bestTool(inv, B.stone)).toBe('iron_pickaxe');
    expect(bestTool(inv, B.deepslate)).toBe('iron_pickaxe');
    inv.slots.find((s) => s?.name === 'iron_pickaxe')!.durability = RESERVE_USES;
    expect(bestTool(inv, B.stone)).toBe('stone_pickaxe');
    expect(bestTool(inv, blockIdOf('iron_ore')!)).toBe('stone_pickaxe');
    expect(bestTool(inv, blockIdOf('diamond_ore')!)).toBe('iron_pickaxe');
    // Wooden digs deepslate in 2.25 s, iron in 0.75 s: with only those two, the iron one digs while it has uses to spare;
    // down to its reserve, the slow wooden one digs the rock and the iron one is kept for the diamonds.
    const two = withTools('iron_pickaxe', 'wooden_pickaxe').world.player.inventory;
    expect(bestTool(two, B.deepslate)).toBe('iron_pickaxe');
    two.slots.find((s) => s?.name === 'iron_pickaxe')!.durability = 5;
    expect(bestTool(two, B.deepslate)).toBe('wooden_pickaxe');
    expect(bestTool(two, blockIdOf('deepslate_diamond_ore')!)).toBe('iron_pickaxe');
  });

  it('breaks leaves by hand (6 ticks): the hoe kept for a field, or a sword, is not worn on what the hand clears at once', () => {
    const inv = withTools('wooden_hoe', 'stone_sword', 'stone_shovel').world.player.inventory;
    expect(bestTool(inv, blockIdOf('jungle_leaves')!)).toBeNull();
    expect(bestTool(inv, blockIdOf('oak_leaves')!)).toBeNull();
    // Dirt takes 15 ticks by hand: the shovel still digs it.
    expect(bestTool(inv, B.dirt)).toBe('stone_shovel');
  });

  it('keeps the hand where no tool is faster, and the faster tool where one is', () => {
    const inv = withTools('wooden_pickaxe', 'stone_shovel').world.player.inventory;
    expect(bestTool(inv, B.oak_log)).toBeNull();
    expect(bestTool(inv, B.dirt)).toBe('stone_shovel');
  });

  it('wears the stone pickaxe, not an iron one down to its reserve, when digging stone', async () => {
    const body = withTools('iron_pickaxe', 'stone_pickaxe');
    body.world.player.inventory.slots.find((s) => s?.name === 'iron_pickaxe')!.durability = RESERVE_USES;
    body.world.setBlockId(1, 63, 0, B.stone);
    const r = await body.dig({ x: 1, y: 63, z: 0 }, signal);
    expect(r).toMatchObject({ ok: true, data: { tool: 'stone_pickaxe' } });
    const dur = (n: string) => body.inventory().find((s) => s.name === n)?.durabilityLeft;
    expect(dur('stone_pickaxe')).toBe(130);
    expect(dur('iron_pickaxe')).toBe(RESERVE_USES);
  });
});

describe('shears on a pumpkin', () => {
  it('carve it where it grows, drop four pumpkin seeds and wear by one; the carved block breaks by hand into the item', async () => {
    const body = flatBody();
    body.world.give('shears', 1);
    const at = { x: 1, y: 64, z: 0 };
    body.world.setBlock(at, 'pumpkin');
    expect(await body.useOn('shears', { block: at }, signal)).toMatchObject({ ok: true });
    expect(body.world.getBlock(at)).toBe('carved_pumpkin');
    expect(body.world.items.filter((e) => e.name === 'pumpkin_seeds').reduce((n, e) => n + e.count, 0)).toBe(4);
    expect(body.inventory().find((s) => s.name === 'shears')?.durabilityLeft).toBe(237);
    expect(await body.dig(at, signal)).toMatchObject({ ok: true });
    expect(body.count('carved_pumpkin')).toBe(1);
  });
});
