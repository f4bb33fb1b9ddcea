/**
 * Fidelity of the shears and egg rules against vanilla 1.20.4.
 * Shears: data/minecraft/loot_tables/blocks/*.json (`match_tool` minecraft:shears), https://minecraft.wiki/w/Shears.
 * Eggs: Chicken.aiStep, `eggTime = random.nextInt(6000) + 6000`, https://minecraft.wiki/w/Chicken ("every 5–10 minutes").
 */
import { describe, expect, it } from 'vitest';
import { blockDrops } from '../../src/sim/loot.js';
import { blockIdOf } from '../../src/sim/data.js';
import { Rng } from '../../src/sim/rng.js';
import { World } from '../../src/sim/world.js';
import { eggTimer } from '../../src/sim/chickens.js';
import { useOn } from '../../src/body/sim/items.js';

const id = (name: string): number => blockIdOf(name)!;
const drops = (block: string, held: string | null, n = 200) => {
  const rng = new Rng(3);
  return Array.from({ length: n }, () => blockDrops(id(block), held, rng)).flat();
};
const names = (block: string, held: string | null) => new Set(drops(block, held).map((d) => d.name));

describe('shears (vanilla match_tool shears loot)', () => {
  it.each([
    ['oak_leaves', 'oak_leaves', 1],
    ['birch_leaves', 'birch_leaves', 1],
    ['short_grass', 'short_grass', 1],
    ['fern', 'fern', 1],
    ['dead_bush', 'dead_bush', 1],
    ['vine', 'vine', 1],
    ['cobweb', 'cobweb', 1],
    ['tall_grass', 'short_grass', 2],
    ['large_fern', 'fern', 2],
  ])('%s cut with shears drops %s ×%i, always', (block, item, count) => {
    expect(drops(block, 'shears', 20)).toEqual(Array.from({ length: 20 }, () => ({ name: item, count })));
  });

  it('without shears the plants never drop themselves', () => {
    for (const block of ['oak_leaves', 'short_grass', 'fern', 'dead_bush', 'vine']) expect(names(block, null).has(block)).toBe(false);
    expect(drops('vine', null)).toEqual([]); // vine.json: its only entry is conditioned on shears
    expect(drops('cobweb', 'iron_sword', 10)).toEqual(Array.from({ length: 10 }, () => ({ name: 'string', count: 1 }))); // cobweb.json: else one string
  });

  it('useOn shears on a leaf block cuts it whole and wears the shears by one (ShearsItem.mineBlock)', () => {
    const w = new World({ seed: 7, terrain: 'flat', mobs: false });
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    w.setBlock({ x: 1, y: 64, z: 0 }, 'oak_leaves');
    w.player.inventory.add('shears', 1);
    const out = useOn(w, 'shears', { block: { x: 1, y: 64, z: 0 } }, new AbortController().signal);
    expect(out.ok).toBe(true);
    expect(w.player.inventory.count('oak_leaves')).toBe(1);
    expect(w.blockId(1, 64, 0)).toBe(blockIdOf('air'));
    expect(w.player.inventory.slots.find((s) => s?.name === 'shears')?.durability).toBe(238 - 1);
  });
});

describe('shears on a sheep', () => {
  // GameRenderer.pick: an interaction reaches the mob's box from the eyes within 3 blocks, as a hit does; not its feet.
  it('reach the box within 3 blocks of the eyes, diagonally too, and no farther', () => {
    const w = new World({ seed: 7, terrain: 'flat', mobs: false });
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    w.player.inventory.add('shears', 1);
    const near = w.spawnMob('sheep', { x: 3, y: 64, z: 1 }); // centres 3.16 apart, the box 2.6 from the eyes
    const far = w.spawnMob('sheep', { x: 4, y: 64, z: -2 }); // the box 4.1 from the eyes
    for (const m of [near, far]) Object.assign(w.mobs.get(m)!, { color: 'white', sheared: false });
    const signal = new AbortController().signal;
    expect(useOn(w, 'shears', { entity: near }, signal).ok).toBe(true);
    expect(w.mobs.get(near)!.sheared).toBe(true);
    expect(w.player.inventory.count('white_wool')).toBeGreaterThanOrEqual(1);
    expect(useOn(w, 'shears', { entity: far }, signal)).toMatchObject({ ok: false, code: 'unreachable' });
  });
});

describe('chickens lay eggs', () => {
  it('draws the laying interval from 6000..11999 ticks, as nextInt(6000) + 6000', () => {
    const rng = new Rng(11);
    const t = Array.from({ length: 20000 }, () => eggTimer(rng));
    expect(Math.min(...t)).toBe(6000);
    expect(Math.max(...t)).toBe(11999);
  });

  it('a chicken near the player lays an egg between 5 and 10 minutes after it is first ticked, and again later', () => {
    const w = new World({ seed: 7, terrain: 'flat', mobs: true });
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    const c = w.spawnMob('chicken', { x: 4, y: 64, z: 4 });
    // Laid eggs lie on the ground, or are in the player's hand once the chicken strolls up to it.
    const eggs = () => w.items.filter((e) => e.name === 'egg').length + w.player.inventory.count('egg');
    w.advance(5999);
    expect(eggs()).toBe(0);
    w.advance(6001);
    expect(eggs()).toBe(1);
    expect(w.mobs.get(c)!.eggTime).toBeGreaterThan(0);
  });
});
