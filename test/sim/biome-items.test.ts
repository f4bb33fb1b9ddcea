/** The items of the new biomes as a player gets them: vanilla 1.20.4 loot, the two-block plants, and the suites that ask for them. */
import { describe, expect, it } from 'vitest';
import { blockDrops } from '../../src/sim/loot.js';
import { blockIdOf } from '../../src/sim/data.js';
import { Rng } from '../../src/sim/rng.js';
import { World } from '../../src/sim/world.js';
import { createSimBody } from '../../src/body/sim/index.js';
import { breakBlock } from '../../src/sim/act.js';
import { FLAT_SURFACE } from '../../src/sim/generate.js';
import { gitmItem } from '../../src/bench/suites/gitm-names.js';
import { JARVIS_TASKS } from '../../src/bench/suites/jarvis-tasks.js';
import { signsOf } from '../../src/skills/habitat.js';

const id = (n: string): number => blockIdOf(n)!;

function tally(block: string, n: number): Map<string, number[]> {
  const rng = new Rng(5);
  const out = new Map<string, number[]>();
  for (let i = 0; i < n; i++) for (const d of blockDrops(id(block), null, rng)) out.set(d.name, [...(out.get(d.name) ?? []), d.count]);
  return out;
}

describe('loot of the new blocks (loot_tables/blocks)', () => {
  it('drops 1 cocoa bean from an unripe pod and 3 from a ripe one, a third of worldgen pods being ripe', () => {
    const beans = tally('cocoa', 3000).get('cocoa_beans')!;
    expect(beans).toHaveLength(3000);
    expect(new Set(beans)).toEqual(new Set([1, 3]));
    expect(beans.filter((c) => c === 3).length / 3000).toBeGreaterThan(0.28);
    expect(beans.filter((c) => c === 3).length / 3000).toBeLessThan(0.39);
  });

  it('drops 0–2 mushrooms from a huge mushroom block without silk touch, uniform(-6, 2): 2 in 9 drop any', () => {
    const red = tally('red_mushroom_block', 9000).get('red_mushroom')!;
    expect(Math.max(...red)).toBe(2);
    expect(red.length / 9000).toBeGreaterThan(0.19);
    expect(red.length / 9000).toBeLessThan(0.26);
    expect(tally('brown_mushroom_block', 900).has('brown_mushroom_block')).toBe(false);
  });
});

describe('two-block plants (DoublePlantBlock)', () => {
  it('breaks both halves at once and drops the plant once', () => {
    for (const plant of ['sunflower', 'lilac', 'rose_bush', 'peony']) {
      for (const half of [1, 2]) {
        const w = new World({ seed: 3, terrain: 'flat', mobs: false });
        w.setBlockId(2, FLAT_SURFACE + 1, 0, id(plant));
        w.setBlockId(2, FLAT_SURFACE + 2, 0, id(plant));
        const r = breakBlock(w, 2, FLAT_SURFACE + half, 0);
        expect(r.drops, plant).toEqual([{ name: plant, count: 1 }]);
        expect(w.blockId(2, FLAT_SURFACE + 1, 0)).toBe(id('air'));
        expect(w.blockId(2, FLAT_SURFACE + 2, 0)).toBe(id('air'));
      }
    }
  });

  it('a block placed into tall grass or a large fern pops the other half; a flower is broken first, a vine replaced (1.20.4 replaceable)', async () => {
    const body = createSimBody({ seed: 3, terrain: 'flat', mobs: false });
    const w = body.world;
    const y = FLAT_SURFACE + 1;
    w.give('dirt', 8);
    for (const [x, plant] of [
      [1, 'tall_grass'],
      [-1, 'large_fern'],
    ] as const) {
      w.setBlockId(x, y, 0, id(plant));
      w.setBlockId(x, y + 1, 0, id(plant));
      expect(await body.place('dirt', { x, y, z: 0 }, new AbortController().signal), plant).toMatchObject({ ok: true });
      expect(w.getBlock({ x, y: y + 1, z: 0 }), plant).toBe('air');
    }
    w.setBlockId(0, y, 1, id('poppy'));
    expect(await body.place('dirt', { x: 0, y, z: 1 }, new AbortController().signal)).toMatchObject({ ok: false, code: 'world_error' });
    w.setBlockId(0, y, -1, id('vine'));
    expect(await body.place('dirt', { x: 0, y, z: -1 }, new AbortController().signal)).toMatchObject({ ok: true });
  });
});

describe('the suites ask for what the world now holds', () => {
  it("runs GITM's jungle, dark oak, red sandstone and double plant rows; the huge mushroom blocks stay out (silk touch)", () => {
    for (const name of ['jungle boat', 'dark oak fence', 'red sandstone', 'red sandstone stairs', 'stone slab2', 'double plant', 'waterlily'])
      expect(gitmItem(name).notModelled, name).toBeUndefined();
    expect(gitmItem('red mushroom block').notModelled).toMatch(/silk touch/);
  });

  it("starts JARVIS-1's jungle_log and dark_oak_log tasks in their trees' biomes", () => {
    const task = (n: string) => JARVIS_TASKS.find((t) => t.name === n)!;
    expect(task('jungle_log').biomes).toEqual(['jungle']);
    expect(task('dark_oak_log').biomes).toEqual(['dark_forest']);
    expect(task('jungle_log').unsupported).toBeUndefined();
    expect(task('jungle_log').biomeNote).toMatch(/jungle/);
  });

  it('reads the land for the new targets by their biome signs', () => {
    expect([...signsOf({ kind: 'block', label: 'cocoa', blocks: ['cocoa'] })]).toContain('jungle_leaves');
    expect([...signsOf({ kind: 'block', label: 'red_sand', blocks: ['red_sand'] })]).toContain('terracotta');
    expect([...signsOf({ kind: 'block', label: 'red_mushroom', blocks: ['red_mushroom'] })]).toContain('mycelium');
    expect([...signsOf({ kind: 'block', label: 'dark_oak_log', blocks: ['dark_oak_log'] })]).toContain('dark_oak_leaves');
    // flower_plain's flowers by the plains' tall grass, forest_flowers' lily of the valley under forest crowns
    expect([...signsOf({ kind: 'block', label: 'azure_bluet', blocks: ['azure_bluet'] })]).toContain('tall_grass');
    expect([...signsOf({ kind: 'block', label: 'lily_of_the_valley', blocks: ['lily_of_the_valley'] })]).toContain('oak_leaves');
  });
});
