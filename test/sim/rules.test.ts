import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { flatBody, signal } from './helpers.js';

const require = createRequire(import.meta.url);
const mcData = require('minecraft-data')('1.20.4');
const Block = require('prismarine-block')('1.20.4');
const { Recipe } = require('prismarine-recipe')('1.20.4');

const digMs = (block: string, tool: string | null): number =>
  Block.fromStateId(mcData.blocksByName[block].defaultState, 0).digTime(tool ? mcData.itemsByName[tool].id : null, false, false, false, [], {});

describe('digging', () => {
  const table: [string, string | null][] = [
    ['gravel', null],
    ['stone', 'wooden_pickaxe'],
    ['stone', 'iron_pickaxe'],
    ['deepslate', 'stone_pickaxe'],
    ['iron_ore', 'stone_pickaxe'],
    ['oak_log', null],
    ['oak_log', 'stone_axe'],
    ['dirt', null],
    ['dirt', 'wooden_shovel'],
    ['diamond_ore', 'iron_pickaxe'],
    ['obsidian', 'diamond_pickaxe'],
    ['sand', 'iron_shovel'],
    ['oak_leaves', null],
  ];
  it.each(table)('%s with %s takes exactly prismarine-block digTime', async (block, tool) => {
    const body = flatBody();
    if (tool) body.world.give(tool, 1);
    const pos = { x: 1, y: 64, z: 0 };
    body.world.setBlock(pos, block);
    const t0 = body.gameTick();
    const r = await body.dig(pos, signal);
    // The break itself takes the dig time; picking the drop up (its 10-tick pickup delay) comes after.
    expect((r as { data?: { ticks?: number } }).data?.ticks).toBe(digMs(block, tool) / 50);
    expect(body.gameTick() - t0).toBeGreaterThanOrEqual(digMs(block, tool) / 50);
    expect(body.blockAt(pos)).toBe('air');
  });

  it('wears tools and breaks them at zero durability', async () => {
    const body = flatBody();
    body.world.give('wooden_pickaxe', 1);
    for (let i = 0; i < 59; i++) {
      body.world.setBlock({ x: 1, y: 64, z: 0 }, 'stone');
      await body.dig({ x: 1, y: 64, z: 0 }, signal);
    }
    expect(body.count('wooden_pickaxe')).toBe(0);
    expect(body.count('cobblestone')).toBe(59);
  });
});

describe('harvest rules', () => {
  it('stone without a pickaxe is refused with no_tool, naming the tools, and left in place', async () => {
    const body = flatBody();
    body.world.setBlock({ x: 1, y: 64, z: 0 }, 'stone');
    const tick = body.gameTick();
    const r = await body.dig({ x: 1, y: 64, z: 0 }, signal);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.code).toBe('no_tool');
    expect(!r.ok && r.details?.tools).toContain('wooden_pickaxe');
    expect(body.inventory()).toEqual([]);
    expect(body.blockAt({ x: 1, y: 64, z: 0 })).toBe('stone');
    expect(body.gameTick()).toBe(tick);
  });
  it('iron_ore with a stone pickaxe drops raw_iron; with a wooden one nothing', async () => {
    const body = flatBody();
    body.world.give('stone_pickaxe', 1);
    body.world.setBlock({ x: 1, y: 64, z: 0 }, 'iron_ore');
    const r = await body.dig({ x: 1, y: 64, z: 0 }, signal);
    expect(r.ok && r.gained).toEqual({ raw_iron: 1 });
    const poor = flatBody();
    poor.world.give('wooden_pickaxe', 1);
    poor.world.setBlock({ x: 1, y: 64, z: 0 }, 'iron_ore');
    const r2 = await poor.dig({ x: 1, y: 64, z: 0 }, signal);
    expect(r2.ok).toBe(false);
    expect(poor.count('raw_iron')).toBe(0);
  });
  it('refuses to dig out of reach', async () => {
    const body = flatBody();
    const r = await body.dig({ x: 8, y: 63, z: 0 }, signal);
    expect(!r.ok && r.code).toBe('unreachable');
  });
});

describe('crafting with the recipes mineflayer sees', () => {
  it('crafts planks in the 2x2 grid using Recipe.find deltas', async () => {
    const body = flatBody();
    body.world.give('oak_log', 2);
    const recipe = Recipe.find(mcData.itemsByName.oak_planks.id, null)[0];
    const per = recipe.result.count;
    const r = await body.craft('oak_planks', 2, null, signal);
    expect(r.ok && r.gained).toEqual({ oak_log: -2, oak_planks: 2 * per });
  });
  it('needs a placed table within reach for 3x3 recipes', async () => {
    const body = flatBody();
    body.world.give('oak_planks', 3);
    body.world.give('stick', 2);
    const requiresTable = Recipe.find(mcData.itemsByName.wooden_pickaxe.id, null).every((r: { requiresTable: boolean }) => r.requiresTable);
    expect(requiresTable).toBe(true);
    const none = await body.craft('wooden_pickaxe', 1, null, signal);
    expect(!none.ok && none.code).toBe('missing_item');
    body.world.setBlock({ x: 10, y: 64, z: 0 }, 'crafting_table');
    const far = await body.craft('wooden_pickaxe', 1, { x: 10, y: 64, z: 0 }, signal);
    expect(!far.ok && far.code).toBe('unreachable');
    body.world.give('crafting_table', 1);
    const placed = await body.place('crafting_table', null, signal);
    expect(placed.ok).toBe(true);
    const r = await body.craft('wooden_pickaxe', 1, placed.ok ? (placed.data?.pos as { x: number; y: number; z: number }) : { x: 0, y: 0, z: 0 }, signal);
    expect(r.ok && r.gained).toEqual({ oak_planks: -3, stick: -2, wooden_pickaxe: 1 });
  });
  it('reports missing ingredients', async () => {
    const body = flatBody();
    const r = await body.craft('crafting_table', 1, null, signal);
    expect(!r.ok && r.code).toBe('missing_item');
  });
});

describe('smelting', () => {
  async function withFurnace() {
    const body = flatBody();
    body.world.setBlock({ x: 1, y: 64, z: 0 }, 'furnace');
    return body;
  }
  it('raw_iron + coal → iron_ingot, 200 ticks per item, one coal smelts 8', async () => {
    const body = await withFurnace();
    body.world.give('raw_iron', 8);
    body.world.give('coal', 1);
    const t0 = body.gameTick();
    const r = await body.smelt('raw_iron', 'coal', 8, { x: 1, y: 64, z: 0 }, signal);
    expect(r.ok && r.gained).toEqual({ raw_iron: -8, coal: -1, iron_ingot: 8 });
    expect(body.gameTick() - t0).toBeGreaterThanOrEqual(8 * 200);
    expect(body.gameTick() - t0).toBeLessThan(8 * 200 + 20);
  });
  it('a ninth item needs a second coal', async () => {
    const body = await withFurnace();
    body.world.give('raw_iron', 9);
    body.world.give('coal', 1);
    const r = await body.smelt('raw_iron', 'coal', 9, { x: 1, y: 64, z: 0 }, signal);
    expect(!r.ok && r.code).toBe('missing_item');
  });
  it('planks burn 300 ticks: 3 planks smelt 4 cobblestone into stone', async () => {
    const body = await withFurnace();
    body.world.give('cobblestone', 4);
    body.world.give('oak_planks', 3);
    const r = await body.smelt('cobblestone', 'oak_planks', 4, { x: 1, y: 64, z: 0 }, signal);
    expect(r.ok && r.gained).toEqual({ cobblestone: -4, oak_planks: -3, stone: 4 });
  });
});

describe('eating', () => {
  it('takes 32 ticks and restores food', async () => {
    const body = flatBody();
    body.world.player.food = 10;
    body.world.give('cooked_beef', 1);
    const t0 = body.gameTick();
    const r = await body.consume('cooked_beef', signal);
    expect(r.ok).toBe(true);
    expect(body.gameTick() - t0).toBe(32);
    expect(body.vitals().food).toBe(10 + mcData.foodsByName.cooked_beef.foodPoints);
  });
});

describe('crafting beside a mineflayer bot', () => {
  it('still finds 1.20.4 recipes after prismarine-recipe was loaded for another version (mineflayer loads it for its server)', async () => {
    // prismarine-recipe keeps the last registry it was loaded with in module state; item ids differ between versions.
    require('prismarine-recipe')('1.21.4');
    try {
      const body = flatBody();
      body.world.give('oak_log', 1);
      const r = await body.craft('oak_planks', 1, null, signal);
      expect(r.ok && r.gained).toEqual({ oak_log: -1, oak_planks: 4 });
    } finally {
      require('prismarine-recipe')('1.20.4');
    }
  });
});
