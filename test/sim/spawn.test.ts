import { describe, expect, it } from 'vitest';
import { World, BIOMES } from '../../src/sim/index.js';
import { isPassable, isSolid, blockName } from '../../src/sim/data.js';
import { continentalness, riverNoise } from '../../src/sim/biomes.js';
import { spawnClimateColumn, SPAWN_RADIUS, worldSpawn } from '../../src/sim/spawn-point.js';
import { creaturePacks } from '../../src/sim/animals.js';
import { BIOME_FEATURES } from '../../src/sim/biome-features.js';
import { inVillage } from '../../src/sim/villages.js';

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const worlds = new Map(SEEDS.map((seed) => [seed, new World({ seed, mobs: false })]));
const at = (w: World) => ({ x: Math.floor(w.spawn.x), y: w.spawn.y, z: Math.floor(w.spawn.z) });

describe('spawn point (vanilla 1.20.4 Climate.findSpawnPosition + setInitialSpawn + fudgeSpawnLocation)', () => {
  it('lands in at least 4 different biomes over seeds 1-20, never in ocean or river', () => {
    const biomes = SEEDS.map((seed) => worlds.get(seed)!.biomeAt(worlds.get(seed)!.spawn.x, worlds.get(seed)!.spawn.z));
    expect(new Set(biomes).size).toBeGreaterThanOrEqual(4);
    for (const b of biomes) expect(['ocean', 'river']).not.toContain(b);
  });

  it('searches for OverworldBiomeBuilder.spawnTarget(): inland continentalness >= -0.11, weirdness outside (-0.16, 0.16), near the origin', () => {
    for (const seed of SEEDS) {
      const c = spawnClimateColumn(seed);
      // the fitness adds the distance penalty, so the best column may sit a hair outside the target
      expect(continentalness(seed, c.x, c.z), `seed ${seed}`).toBeGreaterThanOrEqual(-0.11 - 0.01);
      expect(Math.abs(riverNoise(seed, c.x, c.z)), `seed ${seed}`).toBeGreaterThanOrEqual(0.16 - 0.01);
      // the (distance / 2500)^4 penalty and the 2048-block search radius keep it near (0, 0)
      expect(Math.hypot(c.x, c.z)).toBeLessThanOrEqual(2048 + 512);
    }
  });

  it('is standable (feet and head free, a solid block below, no fluid) and within spawnRadius 10 of the world spawn', () => {
    for (const seed of SEEDS) {
      const w = worlds.get(seed)!;
      const p = at(w);
      expect(isPassable(w.blockId(p.x, p.y, p.z)), `seed ${seed} feet`).toBe(true);
      expect(isPassable(w.blockId(p.x, p.y + 1, p.z)), `seed ${seed} head`).toBe(true);
      expect(isSolid(w.blockId(p.x, p.y - 1, p.z)), `seed ${seed} ground ${blockName(w.blockId(p.x, p.y - 1, p.z))}`).toBe(true);
      const s = worldSpawn(w, seed);
      expect(Math.max(Math.abs(s.x - p.x), Math.abs(s.z - p.z))).toBeLessThanOrEqual(SPAWN_RADIUS);
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(at(new World({ seed: 7, mobs: false }))).toEqual(at(worlds.get(7)!));
    expect(new Set(SEEDS.map((s) => JSON.stringify(at(worlds.get(s)!)))).size).toBeGreaterThan(15);
  });
});

describe('trees per chunk by biome (1.20.4 VegetationPlacements tree placed features)', () => {
  // trunks counted in generated chunks: one lowest log on dirt or grass per tree (not the logs round a village's fields)
  const columns: Record<string, number> = {},
    trees: Record<string, number> = {};
  for (const seed of [1, 3]) {
    const w = new World({ seed, mobs: false });
    for (let cx = -10; cx < 10; cx++) {
      for (let cz = -10; cz < 10; cz++) {
        const c = w.chunk(cx, cz);
        for (let col = 0; col < 256; col++) {
          if (inVillage(seed, cx * 16 + (col & 15), cz * 16 + (col >> 4), 0)) continue;
          const biome = BIOMES[c.biome[col]];
          columns[biome] = (columns[biome] ?? 0) + 1;
          for (let y = c.height[col]; y > 40; y--) {
            const name = blockName(c.get(col & 15, y, col >> 4));
            if (!name.endsWith('_log')) continue;
            const below = blockName(c.get(col & 15, y - 1, col >> 4));
            if (below === 'grass_block' || below === 'dirt') trees[biome] = (trees[biome] ?? 0) + 1;
          }
        }
      }
    }
  }
  const perChunk = (biome: string): number => (trees[biome] ?? 0) / (columns[biome] / 256);

  it('surveys enough of each biome to judge', () => {
    for (const b of ['forest', 'plains', 'taiga', 'savanna', 'desert']) expect(columns[b] / 256, b).toBeGreaterThan(10);
  });
  it('forest and taiga: about 10 (trees_birch_and_oak, trees_taiga: countExtra(10, 0.1, 1), mean 10.1)', () => {
    expect(perChunk('forest')).toBeGreaterThan(8.5);
    expect(perChunk('forest')).toBeLessThan(11);
    expect(perChunk('taiga')).toBeGreaterThan(8.5);
    expect(perChunk('taiga')).toBeLessThan(11);
  });
  it('plains: rare (trees_plains: countExtra(0, 0.05, 1), mean 0.05), far fewer than forest', () => {
    expect(perChunk('plains')).toBeLessThan(0.2);
    expect(perChunk('plains') * 20).toBeLessThan(perChunk('forest'));
  });
  it('savanna: about 1 (trees_savanna: countExtra(1, 0.1, 1), mean 1.1); desert: none', () => {
    expect(perChunk('savanna')).toBeGreaterThan(0.7);
    expect(perChunk('savanna')).toBeLessThan(1.5);
    expect(trees.desert ?? 0).toBe(0);
  });
});

describe('animals at chunk generation (1.20.4 NaturalSpawner.spawnMobsForChunkGeneration)', () => {
  const w = new World({ seed: 2, mobs: false });
  const packs: { biome: string; names: string[]; chunks: Set<string>; floors: string[] }[] = [];
  let grassChunks = 0;
  for (let cx = -16; cx < 16; cx++) {
    for (let cz = -16; cz < 16; cz++) {
      const c = w.chunk(cx, cz);
      const biome = BIOMES[c.biome[0]];
      if (BIOME_FEATURES[biome as keyof typeof BIOME_FEATURES].creatures.some((e) => e.mob === 'sheep')) grassChunks++;
      for (const p of creaturePacks(2, c))
        packs.push({
          biome,
          names: p.map((a) => a.name),
          chunks: new Set(p.map((a) => `${a.x >> 4},${a.z >> 4}`)),
          floors: p.map((a) => blockName(c.get(a.x & 15, a.y - 1, a.z & 15))),
        });
    }
  }
  const farm = packs.filter((p) => ['sheep', 'pig', 'chicken', 'cow'].includes(p.names[0]));

  it('come in packs of one kind, inside their chunk, of exactly 4 farm animals (farmAnimals: min 4, max 4) unless grass ran out', () => {
    expect(farm.length).toBeGreaterThan(40);
    for (const p of packs) {
      expect(new Set(p.names).size).toBe(1);
      expect(p.chunks.size).toBe(1);
      expect(p.names.length).toBeLessThanOrEqual(4);
    }
    expect(farm.filter((p) => p.names.length === 4).length).toBeGreaterThan(farm.length * 0.8);
  });
  it('in about one farm-animal chunk in ten (creatureGenerationProbability 0.1, sheep 12 + pig 10 + chicken 10 + cow 8 of the weights)', () => {
    // while (nextFloat() < 0.1): 0.1 / 0.9 = 0.111 packs per chunk, 40 of the ~46 weight is farm animals
    const rate = farm.length / grassChunks;
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.13);
    const sheep = farm.filter((p) => p.names[0] === 'sheep').length / farm.length;
    expect(sheep).toBeGreaterThan(0.15);
    expect(sheep).toBeLessThan(0.45);
  });
  it('deserts and snowy plains get only rabbits (their polar bears the sim lacks), in packs of 2-3 (desertSpawns, snowySpawns)', () => {
    const cold = packs.filter((p) => p.biome === 'desert' || p.biome === 'snowy_plains');
    expect(cold.length).toBeGreaterThan(3);
    for (const p of cold) {
      expect(new Set(p.names)).toEqual(new Set(['rabbit']));
      expect(p.names.length).toBeLessThanOrEqual(3);
    }
    // Rabbit.checkRabbitSpawnRules: #rabbits_spawnable_on (desert rabbits stand on sand); the farm animals on grass only
    const floors = new Set(packs.flatMap((p) => (p.names[0] === 'rabbit' ? p.floors : [])));
    expect(floors.has('sand')).toBe(true);
    for (const f of floors) expect(['grass_block', 'snow', 'snow_block', 'sand']).toContain(f);
    for (const p of farm) expect(new Set(p.floors)).toEqual(new Set(['grass_block']));
  });
});
