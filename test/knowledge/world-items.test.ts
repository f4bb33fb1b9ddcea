/**
 * What the planner knows of the items that need shears, a water bucket on lava, a chicken's time or gravel's luck.
 * Values: gravel.json (flint 10 % without Fortune, https://minecraft.wiki/w/Gravel), the shears loot tables
 * (https://minecraft.wiki/w/Shears), LiquidBlock.shouldSpreadLiquid (obsidian, https://minecraft.wiki/w/Obsidian).
 */
import { describe, expect, it } from 'vitest';
import { getKnowledge, unobtainableReason } from '../../src/knowledge/index.js';

const k = getKnowledge();
const chain = (item: string) => k.chain([{ item, count: 1 }], new Map());

describe('world items in knowledge', () => {
  it('gravel gives flint one time in ten', () => {
    expect(k.blockDrops('gravel')).toEqual([
      { item: 'flint', count: 0.1 },
      { item: 'gravel', count: 0.9 },
    ]);
  });

  it.each(['oak_leaves', 'vine', 'short_grass', 'fern', 'dead_bush', 'cobweb'])('%s is cut with shears, made first like a pickaxe', (item) => {
    const steps = chain(item);
    const last = steps[steps.length - 1]!;
    expect(last.action).toBe('gather');
    expect(last.needs).toContain('shears');
    expect(steps.some((s) => s.action === 'craft' && s.item === 'shears')).toBe(true);
    // Digging them by hand gives something else (or nothing): no block source of the plant itself.
    expect(k.sources(item).some((s) => s.kind === 'mine')).toBe(false);
  });

  it('obsidian is made by pouring a water bucket on lava and mined with a diamond pickaxe', () => {
    const steps = chain('obsidian');
    const last = steps[steps.length - 1]!;
    expect(last).toMatchObject({ action: 'gather', item: 'obsidian', source: { using: 'water_bucket', target: 'lava', tool: 'diamond_pickaxe' } });
    expect(last.needs).toEqual(expect.arrayContaining(['water_bucket', 'diamond_pickaxe']));
  });

  it('an egg is gathered by chickens, with nothing to make first', () => {
    expect(chain('egg').map((s) => `${s.action} ${s.item}`)).toEqual(['gather egg']);
  });

  it('ice is listed as not obtainable: it drops itself only to silk touch, and there is no enchanting', () => {
    expect(() => chain('ice')).toThrow(/cannot obtain ice/);
    expect(unobtainableReason('ice')).toMatch(/silk touch/);
  });
});
