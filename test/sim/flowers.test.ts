/**
 * Which flowers grow where, as vanilla 1.20.4 places them (VegetationFeatures, BiomeDefaultFeatures): plains
 * have flower_plain (tulips in its noise areas, else dandelions with poppies, azure bluets, oxeye daisies and
 * cornflowers), forests flower_default (poppies, dandelions) and forest_flowers (lilac, rose bush, peony, lily of
 * the valley). Counted over a few hundred chunks of plains and of forest on three seeds.
 */
import { describe, expect, it } from 'vitest';
import { BIO, columnInfo } from '../../src/sim/biomes.js';
import { generateChunk } from '../../src/sim/generate.js';
import { blockName } from '../../src/sim/data.js';

const SMALL = [
  'dandelion',
  'poppy',
  'azure_bluet',
  'oxeye_daisy',
  'cornflower',
  'lily_of_the_valley',
  'orange_tulip',
  'red_tulip',
  'pink_tulip',
  'white_tulip',
];
const FLOWERS = new Set([...SMALL, 'lilac', 'rose_bush', 'peony']);
const PLAINS = new Set([BIO.plains, BIO.sunflower_plains]);
const FORESTS = new Set([BIO.forest, BIO.birch_forest, BIO.dark_forest]);

/** Chunks whose centre and corners all lie in the biomes, on a 2-chunk grid around the origin, up to `n`. */
function chunksIn(seed: number, biomes: Set<number>, n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let cx = -96; cx < 96 && out.length < n; cx += 2) {
    for (let cz = -96; cz < 96 && out.length < n; cz += 2) {
      const inside = [
        [8, 8],
        [0, 0],
        [15, 0],
        [0, 15],
        [15, 15],
      ].every(([dx, dz]) => biomes.has(columnInfo(seed, cx * 16 + dx!, cz * 16 + dz!).biome));
      if (inside) out.push([cx, cz]);
    }
  }
  return out;
}

/** Flowers (a two-block plant once) per name over the chunks, and the grass columns they stand among. */
function tally(seed: number, chunks: [number, number][]): { flowers: Map<string, number>; grass: number } {
  const flowers = new Map<string, number>();
  let grass = 0;
  for (const [cx, cz] of chunks) {
    const c = generateChunk(seed, cx, cz, 'default');
    for (let i = 0; i < c.blocks.length; i++) {
      const name = blockName(c.blocks[i]!);
      if (name === 'grass_block') grass++;
      if (!FLOWERS.has(name)) continue;
      const lx = i & 15,
        lz = (i >> 4) & 15,
        y = (i >> 8) - 64;
      if (blockName(c.get(lx, y - 1, lz)) === name) continue;
      flowers.set(name, (flowers.get(name) ?? 0) + 1);
    }
  }
  return { flowers, grass };
}

function over(biomes: Set<number>, perSeed: number): { flowers: Map<string, number>; grass: number } {
  const all = new Map<string, number>();
  let grass = 0;
  for (const seed of [1, 2, 3]) {
    const t = tally(seed, chunksIn(seed, biomes, perSeed));
    for (const [k, v] of t.flowers) all.set(k, (all.get(k) ?? 0) + v);
    grass += t.grass;
  }
  return { flowers: all, grass };
}

const plains = over(PLAINS, 40);
const forest = over(FORESTS, 40);
const n = (t: { flowers: Map<string, number> }, name: string): number => t.flowers.get(name) ?? 0;
const small = (t: { flowers: Map<string, number> }): number => SMALL.reduce((s, f) => s + n(t, f), 0);

describe('flowers by biome (VegetationFeatures 1.20.4)', () => {
  it('grows flower_plain in plains: dandelions most, then poppies, azure bluets, oxeye daisies, cornflowers; tulips in some areas', () => {
    expect(n(plains, 'dandelion')).toBeGreaterThan(small(plains) / 3);
    for (const f of ['poppy', 'azure_bluet', 'oxeye_daisy', 'cornflower']) expect(n(plains, f), f).toBeGreaterThan(0);
    expect(['orange_tulip', 'red_tulip', 'pink_tulip', 'white_tulip'].reduce((s, f) => s + n(plains, f), 0)).toBeGreaterThan(0);
    for (const f of ['lily_of_the_valley', 'lilac', 'rose_bush', 'peony']) expect(n(plains, f), f).toBe(0);
  });

  it('grows flower_default and forest_flowers in forests: poppies, dandelions, lily of the valley and the tall ones, never a plains flower', () => {
    expect(n(forest, 'poppy')).toBeGreaterThan(n(forest, 'dandelion'));
    expect(n(forest, 'dandelion')).toBeGreaterThan(0);
    for (const f of ['lily_of_the_valley', 'lilac', 'rose_bush', 'peony']) expect(n(forest, f), f).toBeGreaterThan(0);
    for (const f of ['azure_bluet', 'oxeye_daisy', 'cornflower', 'orange_tulip', 'red_tulip', 'pink_tulip', 'white_tulip']) expect(n(forest, f), f).toBe(0);
  });

  it('keeps about one small flower per 50 grass blocks in plains, as before the biome rules (2 % of the columns)', () => {
    const share = small(plains) / plains.grass;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.03);
  });
});
