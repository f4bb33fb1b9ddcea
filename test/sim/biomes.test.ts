/**
 * The biomes after issue 15, each rule against the vanilla 1.20.4 rule it plays:
 * OverworldBiomeBuilder (where), SurfaceRuleData (badlands bands, red sand,
 * mycelium), TreeFeatures and their decorators (cocoa, vines, huge mushrooms),
 * VegetationPlacements (lily pads, two-block plants).
 */
import { describe, expect, it } from 'vitest';
import { BIO, BIOMES, columnInfo, type BiomeName } from '../../src/sim/biomes.js';
import { generateChunk } from '../../src/sim/generate.js';
import { Chunk, idx, SEA_LEVEL } from '../../src/sim/chunk.js';
import { blockIdOf, blockName } from '../../src/sim/data.js';
import { BAND_BLOCKS, bandsOf } from '../../src/sim/badlands.js';

const id = (n: string): number => blockIdOf(n)!;
const SEED = 1;

/** A column deep inside the biome (its 48-block square all of it), nearest the origin on a 64-block grid. */
function findBiome(seed: number, biome: BiomeName): { x: number; z: number } {
  for (let r = 0; r < 80; r++) {
    for (let i = -r; i <= r; i++) {
      for (const [gx, gz] of [
        [i, -r],
        [i, r],
        [-r, i],
        [r, i],
      ]) {
        const x = gx * 64,
          z = gz * 64;
        const inside = [-24, 0, 24].every((dx) => [-24, 0, 24].every((dz) => columnInfo(seed, x + dx, z + dz).biome === BIO[biome]));
        if (inside) return { x, z };
      }
    }
  }
  throw new Error(`no ${biome} within 5000 blocks of seed ${seed}'s origin`);
}

/** The 3×3 chunks around a place. */
function chunksAround(seed: number, p: { x: number; z: number }): Chunk[] {
  const out: Chunk[] = [];
  for (let cx = (p.x >> 4) - 1; cx <= (p.x >> 4) + 1; cx++)
    for (let cz = (p.z >> 4) - 1; cz <= (p.z >> 4) + 1; cz++) out.push(generateChunk(seed, cx, cz, 'default'));
  return out;
}

/** Every cell of the chunks holding one of the blocks: world position, the block, and the chunk. */
function* cells(chunks: Chunk[], blocks: number[]): Generator<{ c: Chunk; lx: number; y: number; lz: number; block: number }> {
  const want = new Set(blocks);
  for (const c of chunks) {
    for (let i = 0; i < c.blocks.length; i++) {
      if (!want.has(c.blocks[i])) continue;
      yield { c, lx: i & 15, lz: (i >> 4) & 15, y: (i >> 8) - 64, block: c.blocks[i] };
    }
  }
}

const near: Partial<Record<BiomeName, Chunk[]>> = {};
const around = (b: BiomeName): Chunk[] => (near[b] ??= chunksAround(SEED, findBiome(SEED, b)));
const count = (chunks: Chunk[], name: string): number => [...cells(chunks, [id(name)])].length;

describe('where the new biomes lie (OverworldBiomeBuilder)', () => {
  it('gives each biome a plausible share of a large area, mushroom fields rarest', () => {
    const n = new Array<number>(BIOMES.length).fill(0);
    let total = 0;
    for (const seed of [1, 2, 3])
      for (let x = -4000; x < 4000; x += 61)
        for (let z = -4000; z < 4000; z += 67) {
          n[columnInfo(seed, x, z).biome]++;
          total++;
        }
    const share = (b: BiomeName): number => n[BIO[b]] / total;
    for (const b of ['jungle', 'dark_forest', 'badlands', 'swamp', 'sunflower_plains'] as const) {
      expect(share(b), b).toBeGreaterThan(0.01);
      expect(share(b), b).toBeLessThan(0.1);
    }
    expect(share('mushroom_fields')).toBeGreaterThan(0.0005);
    expect(share('mushroom_fields')).toBeLessThan(0.01);
    expect(share('forest') + share('plains')).toBeGreaterThan(0.1);
  });

  it('puts mushroom fields only far offshore: every column within 24 blocks is mushroom fields, ocean or beach', () => {
    const p = findBiome(SEED, 'mushroom_fields');
    let sea = 0;
    for (let d = 0; d < 400 && !sea; d += 4) if (columnInfo(SEED, p.x + d, p.z).biome === BIO.ocean) sea = d;
    expect(sea).toBeGreaterThan(0);
    for (let d = 0; d < sea; d += 4) expect([BIO.mushroom_fields, BIO.beach]).toContain(columnInfo(SEED, p.x + d, p.z).biome);
  });
});

describe('badlands surface (SurfaceRuleData, SurfaceSystem.generateBands)', () => {
  it('builds the 192-block band cycle of vanilla: mostly terracotta and orange, with yellow, brown, red and white bands', () => {
    const bands = [...bandsOf(SEED)].map(blockName);
    expect(bands).toHaveLength(192);
    for (const c of ['terracotta', 'orange_terracotta', 'yellow_terracotta', 'brown_terracotta', 'red_terracotta', 'white_terracotta'])
      expect(bands).toContain(c);
    expect(bandsOf(SEED + 1)).not.toEqual(bandsOf(SEED));
  });

  it('has coloured terracotta and red sand only in badlands columns, and red sand on its low floors', () => {
    const elsewhere = [...around('jungle'), ...around('swamp'), ...around('dark_forest')];
    expect([...cells(elsewhere, [...BAND_BLOCKS, id('red_sand')])]).toHaveLength(0);
    const bad = around('badlands');
    let red = 0;
    for (const { c, lx, lz, y, block } of cells(bad, [id('red_sand'), ...BAND_BLOCKS])) {
      const biome = c.biome[(lz << 4) | lx];
      if (block === id('red_sand')) red++;
      // within a badlands chunk a neighbouring biome's column keeps its own surface, but never bands
      expect(BIOMES[biome], `${blockName(block)} at y ${y}`).toBe('badlands');
    }
    expect(red).toBeGreaterThan(50);
    const coloured = ['white', 'yellow', 'brown', 'red', 'light_gray'].map((c) => count(bad, `${c}_terracotta`));
    expect(coloured.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('trees of the new biomes (TreeFeatures)', () => {
  it('grows jungle logs in the jungle, with cocoa only on a jungle log side in what was air, and vines hanging', () => {
    const jungle = around('jungle');
    expect(count(jungle, 'jungle_log')).toBeGreaterThan(200);
    expect(count(jungle, 'vine')).toBeGreaterThan(100);
    const log = id('jungle_log');
    let pods = 0;
    for (const { c, lx, y, lz } of cells(jungle, [id('cocoa')])) {
      if (lx === 0 || lx === 15 || lz === 0 || lz === 15) continue;
      pods++;
      const sides = [c.get(lx + 1, y, lz), c.get(lx - 1, y, lz), c.get(lx, y, lz + 1), c.get(lx, y, lz - 1)];
      expect(sides).toContain(log);
    }
    expect(pods).toBeGreaterThan(0);
    // 2×2 mega jungle trees: some log has jungle logs east, south and south-east of it
    const mega = [...cells(jungle, [log])].some(
      ({ c, lx, y, lz }) => lx < 15 && lz < 15 && c.get(lx + 1, y, lz) === log && c.get(lx, y, lz + 1) === log && c.get(lx + 1, y, lz + 1) === log,
    );
    expect(mega).toBe(true);
  });

  it('grows 2×2 dark oaks in the dark forest, rooted nowhere else', () => {
    const dark = around('dark_forest');
    const log = id('dark_oak_log');
    expect(count(dark, 'dark_oak_log')).toBeGreaterThan(100);
    // a trunk log beside another of its 2×2 (one may stay out where the ground rises into its cell)
    let paired = 0,
      all = 0;
    for (const { c, lx, y, lz } of cells(dark, [log])) {
      if (lx === 0 || lx === 15 || lz === 0 || lz === 15) continue;
      all++;
      if ([c.get(lx + 1, y, lz), c.get(lx - 1, y, lz), c.get(lx, y, lz + 1), c.get(lx, y, lz - 1)].includes(log)) paired++;
    }
    expect(paired / all).toBeGreaterThan(0.9);
    for (const { c, lx, y, lz } of cells([...dark, ...around('jungle'), ...around('swamp')], [log])) {
      if (c.get(lx, y - 1, lz) !== log && blockName(c.get(lx, y - 1, lz)).match(/grass_block|dirt/))
        expect(BIOMES[c.biome[(lz << 4) | lx]]).toBe('dark_forest');
    }
  });

  it('roots huge mushrooms only in mushroom fields and dark forests, their stems on mycelium or grass', () => {
    const stem = id('mushroom_stem');
    for (const b of ['mushroom_fields', 'dark_forest', 'jungle', 'swamp', 'badlands'] as const) {
      for (const { c, lx, y, lz } of cells(around(b), [stem])) {
        if (c.get(lx, y - 1, lz) === stem) continue;
        expect(['mycelium', 'grass_block', 'dirt']).toContain(blockName(c.get(lx, y - 1, lz)));
        expect(['mushroom_fields', 'dark_forest']).toContain(BIOMES[c.biome[(lz << 4) | lx]]);
      }
    }
    expect(count(around('mushroom_fields'), 'mycelium')).toBeGreaterThan(500);
    expect(count(around('mushroom_fields'), 'red_mushroom_block') + count(around('mushroom_fields'), 'brown_mushroom_block')).toBeGreaterThan(20);
  });
});

describe('plants of the new biomes (VegetationPlacements)', () => {
  it('floats lily pads on the swamp pools: water under, at sea level + 1', () => {
    const swamp = around('swamp');
    const pads = [...cells(swamp, [id('lily_pad')])];
    expect(pads.length).toBeGreaterThan(0);
    for (const { c, lx, y, lz } of pads) {
      expect(y).toBe(SEA_LEVEL + 1);
      expect(blockName(c.get(lx, y - 1, lz))).toBe('water');
      expect(BIOMES[c.biome[(lz << 4) | lx]]).toBe('swamp');
    }
    expect(count(swamp, 'blue_orchid')).toBeGreaterThan(0);
    expect(count(swamp, 'clay')).toBeGreaterThan(0);
  });

  it('stands two-block plants two high on grass, sunflowers in sunflower plains', () => {
    const plains = around('sunflower_plains');
    expect(count(plains, 'sunflower')).toBeGreaterThan(0);
    for (const { c, lx, y, lz, block } of cells([...plains, ...around('dark_forest')], ['sunflower', 'lilac', 'rose_bush', 'peony', 'tall_grass'].map(id))) {
      if (c.get(lx, y - 1, lz) === block) continue;
      expect(blockName(c.get(lx, y - 1, lz))).toBe('grass_block');
      expect(c.get(lx, y + 1, lz)).toBe(block);
      expect(c.get(lx, y + 2, lz)).not.toBe(block);
    }
  });

  it('keeps the chunk index right: nothing placed above the section index or heightmap', () => {
    const c = around('jungle')[4];
    for (let i = 0; i < 256; i++) expect(c.height[i]).toBeGreaterThanOrEqual(SEA_LEVEL - 10);
    expect(c.sectionIds[(c.height[0] + 64) >> 4].size).toBeGreaterThan(0);
    expect(idx(0, SEA_LEVEL, 0)).toBeGreaterThan(0);
  });
});
