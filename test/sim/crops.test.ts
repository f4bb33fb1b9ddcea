import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { B } from '../../src/sim/data.js';
import { CROP_KINDS, RANDOM_TICK_SPEED, rollCropLoot } from '../../src/sim/crops.js';
import { Rng } from '../../src/sim/rng.js';
import { flatBody, signal } from './helpers.js';

const G = 63; // flat ground level
const DAY = 24000;
const TICKS_PER_PICK = 4096 / RANDOM_TICK_SPEED;

function flat(seed: number): World {
  return new World({ seed, terrain: 'flat', mobs: false });
}

/**
 * Crops in alternate rows on hydrated farmland, the layout a careful player
 * builds: rows along z at even x, bare farmland between, water within 4.
 * Returns the crop positions.
 */
function alternateRows(w: World, crop: string, rows: number, length: number): { x: number; z: number }[] {
  const out: { x: number; z: number }[] = [];
  for (let x = -1; x <= rows * 2; x++) for (let z = -1; z <= length; z++) w.setBlock({ x, y: G, z }, 'farmland');
  // A water line along x beside the field keeps every plot within 4 blocks.
  for (let x = -1; x <= rows * 2; x++) w.setBlock({ x, y: G, z: Math.floor(length / 2) }, 'water');
  for (let x = 0; x < rows * 2; x += 2) {
    for (let z = 0; z < length; z++) {
      if (z === Math.floor(length / 2)) continue;
      w.setBlock({ x, y: G + 1, z }, crop);
      out.push({ x, z });
    }
  }
  return out;
}

/** Ticks until each crop matures, checked every `step` ticks. */
function timeToMaturity(w: World, plots: { x: number; z: number }[], limit: number, step = 50): number[] {
  const done = new Map<string, number>();
  const start = w.tick;
  while (done.size < plots.length && w.tick - start < limit) {
    w.advance(step);
    for (const p of plots) {
      const k = `${p.x},${p.z}`;
      if (!done.has(k) && w.crops.isMature(p.x, G + 1, p.z)) done.set(k, w.tick - start);
    }
  }
  return [...done.values()];
}

const mean = (a: number[]): number => a.reduce((s, x) => s + x, 0) / a.length;

describe('crop growth by random ticks', () => {
  it('wheat in hydrated alternate rows matures in about 1.2 days on average, as 7 stages at 1/3 per random tick', () => {
    const w = flat(11);
    const plots = alternateRows(w, 'wheat', 8, 9);
    w.advance(1); // let a farmland tick or two happen; moisture comes on the first random tick
    for (let x = -1; x <= 16; x++) for (let z = -1; z <= 9; z++) if (w.blockId(x, G, z) === B.farmland) w.crops.setState(x, G, z, 7);
    const points = w.crops.growthPoints(plots[10]!.x, G + 1, plots[10]!.z);
    expect(points).toBe(10); // 1 + 3 under it + 8 × 0.75 around, no same-crop neighbours on two axes or diagonally
    const expected = 7 * TICKS_PER_PICK * (Math.floor(25 / points) + 1);
    const times = timeToMaturity(w, plots, 6 * DAY);
    expect(times.length).toBe(plots.length);
    const m = mean(times);
    // 64 samples of a sum of 7 geometric waits: the mean is within 10% of 28672 ticks (wiki: 1-3 days for a field).
    expect(Math.abs(m - expected) / expected).toBeLessThan(0.1);
    expect(m / DAY).toBeGreaterThan(1);
    expect(m / DAY).toBeLessThan(1.4);
  });

  it('a crop packed in a solid square grows at half the points, and dry farmland slower still', () => {
    const w = flat(12);
    for (let x = 0; x < 3; x++)
      for (let z = 0; z < 3; z++) {
        w.setBlock({ x, y: G, z }, 'farmland');
        w.crops.setState(x, G, z, 7);
        w.setBlock({ x, y: G + 1, z }, 'wheat');
      }
    expect(w.crops.growthPoints(1, G + 1, 1)).toBe(5); // (1 + 3 + 6) / 2
    w.setBlock({ x: 20, y: G, z: 20 }, 'farmland');
    w.setBlock({ x: 20, y: G + 1, z: 20 }, 'wheat');
    expect(w.crops.growthPoints(20, G + 1, 20)).toBe(2); // lone crop on dry farmland: 1 in 13
  });

  it('beetroots mature faster than wheat: 3 stages, each passing a 2/3 roll first', () => {
    const w = flat(13);
    const plots = alternateRows(w, 'beetroots', 8, 9);
    for (let x = -1; x <= 16; x++) for (let z = -1; z <= 9; z++) if (w.blockId(x, G, z) === B.farmland) w.crops.setState(x, G, z, 7);
    const expected = (3 * TICKS_PER_PICK * 3) / (2 / 3);
    const m = mean(timeToMaturity(w, plots, 4 * DAY));
    expect(Math.abs(m - expected) / expected).toBeLessThan(0.12);
  });

  it('crops do not grow under a roof without light', () => {
    const w = flat(14);
    w.setBlock({ x: 0, y: G, z: 0 }, 'farmland');
    w.setBlock({ x: 1, y: G, z: 0 }, 'water');
    w.setBlock({ x: 0, y: G + 1, z: 0 }, 'wheat');
    w.setBlock({ x: 0, y: G + 3, z: 0 }, 'stone');
    w.advance(DAY);
    expect(w.crops.age(0, G + 1, 0)).toBe(0);
  });
});

describe('farmland', () => {
  it('becomes moist near water and stays farmland', () => {
    const w = flat(21);
    w.setBlock({ x: 0, y: G, z: 0 }, 'water');
    w.setBlock({ x: 4, y: G, z: 0 }, 'farmland');
    expect(w.crops.moisture(4, G, 0)).toBe(0); // freshly tilled soil is dry
    w.advance(DAY / 2);
    expect(w.getBlock({ x: 4, y: G, z: 0 })).toBe('farmland');
    expect(w.crops.moisture(4, G, 0)).toBe(7);
  });

  it('dries out and turns back to dirt five blocks from water, unless a crop holds it', () => {
    const w = flat(22);
    w.setBlock({ x: 0, y: G, z: 0 }, 'water');
    w.setBlock({ x: 5, y: G, z: 0 }, 'farmland');
    w.setBlock({ x: 5, y: G, z: 3 }, 'farmland');
    w.setBlock({ x: 5, y: G + 1, z: 3 }, 'wheat');
    expect(w.crops.nearWater(5, G, 0)).toBe(false);
    w.advance(DAY / 2);
    expect(w.getBlock({ x: 5, y: G, z: 0 })).toBe('dirt');
    expect(w.getBlock({ x: 5, y: G, z: 3 })).toBe('farmland');
    expect(w.crops.moisture(5, G, 3)).toBe(0);
  });

  it('a hoe tills grass, seeds need farmland, and breaking the farmland pops the crop', async () => {
    const body = flatBody();
    const w = body.world;
    w.give('wooden_hoe');
    w.give('wheat_seeds', 2);
    const spot = { x: 2, y: G, z: 0 };
    const refused = await body.place('wheat_seeds', { x: 2, y: G + 1, z: 0 }, signal);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/farmland/);
    expect((await body.useOn('wooden_hoe', { block: spot }, signal)).ok).toBe(true);
    expect(body.blockAt(spot)).toBe('farmland');
    expect((await body.place('wheat_seeds', { x: 2, y: G + 1, z: 0 }, signal)).ok).toBe(true);
    expect(body.blockAt({ x: 2, y: G + 1, z: 0 })).toBe('wheat');
    expect(body.blockState({ x: 2, y: G + 1, z: 0 })).toEqual({ age: 0 });
    w.setBlock(spot, 'dirt');
    expect(body.blockAt({ x: 2, y: G + 1, z: 0 })).toBe('air');
    expect(w.items.some((i) => i.name === 'wheat_seeds')).toBe(true);
  });
});

describe('harvest drops (minecraft-data blockLoot)', () => {
  it('mature wheat drops 1 wheat and 1-4 seeds; young wheat one seed', () => {
    const wheat = CROP_KINDS.find((c) => c.block === 'wheat')!;
    const rng = new Rng(5);
    let seeds = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const d = rollCropLoot(wheat, true, rng);
      expect(d.find((x) => x.name === 'wheat')?.count).toBe(1);
      const s = d.find((x) => x.name === 'wheat_seeds')?.count ?? 0;
      seen.add(s);
      seeds += s;
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    // 1 + binomial(3, 4/7): 2.71 on average
    expect(seeds / 2000).toBeGreaterThan(2.6);
    expect(seeds / 2000).toBeLessThan(2.85);
    expect(rollCropLoot(wheat, false, rng)).toEqual([{ name: 'wheat_seeds', count: 1 }]);
  });

  it('carrots give 1-4 when mature and 1 when young; breaking a ripe crop in the world gives its loot', async () => {
    const carrots = CROP_KINDS.find((c) => c.block === 'carrots')!;
    const rng = new Rng(6);
    const counts = new Set(Array.from({ length: 500 }, () => rollCropLoot(carrots, true, rng).find((d) => d.name === 'carrot')!.count));
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    expect(rollCropLoot(carrots, false, rng)).toEqual([{ name: 'carrot', count: 1 }]);

    const body = flatBody();
    const w = body.world;
    w.setBlock({ x: 1, y: G, z: 0 }, 'farmland');
    w.setBlock({ x: 1, y: G + 1, z: 0 }, 'wheat');
    w.crops.setState(1, G + 1, 0, 7);
    const r = await body.dig({ x: 1, y: G + 1, z: 0 }, signal);
    expect(r.ok).toBe(true);
    expect(body.count('wheat')).toBe(1);
    expect(body.count('wheat_seeds')).toBeGreaterThanOrEqual(1);
  });
});
