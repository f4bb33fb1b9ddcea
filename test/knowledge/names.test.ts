import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';

const k = getKnowledge();

describe('resolve', () => {
  it.each([
    ['Oak Planks', 'item', 'oak_planks'],
    ['diamonds', 'item', 'diamond'],
    ['sticks', 'item', 'stick'],
    ['torches', 'item', 'torch'],
    ['wood', 'item', '#logs'],
    ['logs', 'item', '#logs'],
    ['planks', 'item', '#planks'],
    ['wooden planks', 'item', '#planks'],
    ['iron', 'item', 'iron_ingot'],
    ['gold', 'item', 'gold_ingot'],
    ['cobble', 'item', 'cobblestone'],
    ['stone', 'item', 'cobblestone'],
    ['minecraft:stone', 'item', 'stone'],
    ['stone', 'block', 'stone'],
    ['table', 'item', 'crafting_table'],
    ['workbench', 'item', 'crafting_table'],
    ['coal', 'item', 'coal'],
    ['steak', 'item', 'cooked_beef'],
    ['wool', 'item', '#wool'],
    ['bed', 'item', 'white_bed'],
    ['Block of Iron', 'item', 'iron_block'],
    ['wood_pickaxe', 'item', 'wooden_pickaxe'],
    ['gold pickaxe', 'item', 'golden_pickaxe'],
    ['zombies', 'mob', 'zombie'],
    ['Creepers', 'mob', 'creeper'],
    ['sheep', 'mob', 'sheep'],
  ] as const)('%s (%s) → %s', (name, kind, want) => {
    expect(k.resolve(name, kind)).toBe(want);
  });

  it('returns null for names that mean nothing', () => {
    expect(k.resolve('flux capacitor', 'item')).toBeNull();
    expect(k.resolve('zombie', 'item')).toBeNull();
    expect(k.resolve('', 'any')).toBeNull();
  });
});

describe('suggest', () => {
  it.each([
    ['wooden_planks', 'item', 'oak_planks'],
    ['diamonds', 'item', 'diamond'],
    ['wood_pickaxe', 'item', 'wooden_pickaxe'],
    ['zombi', 'mob', 'zombie'],
    ['diamnd_pickaxe', 'item', 'diamond_pickaxe'],
    ['crafting tabel', 'item', 'crafting_table'],
    ['irn_ingot', 'item', 'iron_ingot'],
  ] as const)('%s → %s first', (name, kind, first) => {
    expect(k.suggest(name, kind, 5)[0]).toBe(first);
  });

  it('respects the limit and the kind', () => {
    const s = k.suggest('zombi', 'mob', 3);
    expect(s).toHaveLength(3);
    for (const m of s) expect(k.isMob(m)).toBe(true);
  });
});
