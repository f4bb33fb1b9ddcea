import { describe, expect, it } from 'vitest';
import { bestTool } from '../../src/sim/digging.js';
import { B, blockIdOf } from '../../src/sim/data.js';
import { flatBody, signal } from './helpers.js';

describe('tool choice when digging', () => {
  const withTools = (...tools: string[]) => {
    const body = flatBody();
    for (const t of tools) body.world.player.inventory.add(t, 1);
    return body;
  };

  it('wears the stone pickaxe first, saving the iron one for what only it can mine, and the slow wooden one last', () => {
    const inv = withTools('iron_pickaxe', 'stone_pickaxe', 'wooden_pickaxe').world.player.inventory;
    expect(bestTool(inv, B.stone)).toBe('stone_pickaxe');
    expect(bestTool(inv, blockIdOf('iron_ore')!)).toBe('stone_pickaxe');
    expect(bestTool(inv, blockIdOf('diamond_ore')!)).toBe('iron_pickaxe');
    // Wooden digs deepslate in 2.25 s, iron in 0.75 s: with only those two, the iron one digs.
    expect(bestTool(withTools('iron_pickaxe', 'wooden_pickaxe').world.player.inventory, B.deepslate)).toBe('iron_pickaxe');
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

  it('wears the stone pickaxe, not the iron one, when digging stone', async () => {
    const body = withTools('iron_pickaxe', 'stone_pickaxe');
    body.world.setBlockId(1, 63, 0, B.stone);
    const r = await body.dig({ x: 1, y: 63, z: 0 }, signal);
    expect(r).toMatchObject({ ok: true, data: { tool: 'stone_pickaxe' } });
    const dur = (n: string) => body.inventory().find((s) => s.name === n)?.durabilityLeft;
    expect(dur('stone_pickaxe')).toBe(130);
    expect(dur('iron_pickaxe')).toBe(250);
  });
});
