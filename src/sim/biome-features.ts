/**
 * What each biome grows and breeds at world generation, as vanilla 1.20.4 data:
 * its tree placed feature (data/minecraft/worldgen/placed_feature/trees_*.json,
 * built by VegetationPlacements) and its CREATURE spawn list with the creature
 * generation probability (OverworldBiomes, BiomeDefaultFeatures). Mobs the sim
 * does not have (horse, wolf, fox…) stay in the lists so that the weights of
 * the ones it has keep their vanilla share; a pack of them spawns nothing.
 */
import type { BiomeName } from './biomes.js';
import type { Rng } from './rng.js';

export type TreeKind =
  'oak' | 'birch' | 'spruce' | 'acacia' | 'jungle' | 'jungle_bush' | 'mega_jungle' | 'dark_oak' | 'swamp_oak' | 'huge_red_mushroom' | 'huge_brown_mushroom';

/**
 * Trees per chunk: `countExtra(count, extraChance, extra)` draws `count`, or
 * `count + extra` with probability `extraChance` (a weighted list 9:1 for 0.1,
 * 19:1 for 0.05). `rarity` is RarityFilter.onAverageOnceEvery(n): one tree in
 * n chunks. Positions are spread over the chunk (InSquarePlacement), kept only
 * in this biome (BiomeFilter), on dry ground (SurfaceWaterDepthFilter 0).
 */
export interface TreeFeature {
  feature: string;
  count: number;
  extraChance: number;
  extra: number;
  /** Kinds and their weights (the feature's random selector). */
  kinds: [TreeKind, number][];
}

/** A MobSpawnSettings.SpawnerData of the CREATURE category: weight, pack size min..max. */
export interface CreatureSpawn {
  mob: string;
  weight: number;
  min: number;
  max: number;
}

export interface BiomeFeatures {
  trees: TreeFeature | null;
  creatures: CreatureSpawn[];
  /** MobSpawnSettings.creatureGenerationProbability: 0.1 by default, 0.07 in snowy biomes. */
  creatureProbability: number;
  /** The WATER_CREATURE spawn list (water-spawning.ts); none where absent. */
  waterCreatures?: CreatureSpawn[];
}

const pack = (mob: string, weight: number, min: number, max: number): CreatureSpawn => ({ mob, weight, min, max });

/** Vanilla `WeightedRandom.getRandomItem` over a non-empty spawn list: one draw in 0..total−1. */
export function drawSpawn(list: readonly CreatureSpawn[], rng: Rng): CreatureSpawn {
  let n = rng.int(0, list.reduce((t, e) => t + e.weight, 0) - 1);
  for (const e of list) if ((n -= e.weight) < 0) return e;
  return list[list.length - 1]!;
}
/** BiomeDefaultFeatures.farmAnimals: sheep 12, pig 10, chicken 10, cow 8, each in packs of exactly 4. */
const FARM_ANIMALS = [pack('sheep', 12, 4, 4), pack('pig', 10, 4, 4), pack('chicken', 10, 4, 4), pack('cow', 8, 4, 4)];
const countExtra = (feature: string, count: number, extraChance: number, extra: number, kinds: [TreeKind, number][]): TreeFeature => ({
  feature,
  count,
  extraChance,
  extra,
  kinds,
});

export const BIOME_FEATURES: Record<BiomeName, BiomeFeatures> = {
  // trees_plains: countExtra(0, 0.05, 1), fancy oak 1/3 else oak; plainsSpawns: farm animals, horse 5 (2-6), donkey 1 (1-3)
  plains: {
    trees: countExtra('trees_plains', 0, 0.05, 1, [['oak', 1]]),
    creatures: [...FARM_ANIMALS, pack('horse', 5, 2, 6), pack('donkey', 1, 1, 3)],
    creatureProbability: 0.1,
  },
  // trees_birch_and_oak: countExtra(10, 0.1, 1), birch 0.2, fancy oak 0.1, else oak; forest adds wolf 5 (4-4)
  forest: {
    trees: countExtra('trees_birch_and_oak', 10, 0.1, 1, [
      ['birch', 0.2],
      ['oak', 0.8],
    ]),
    creatures: [...FARM_ANIMALS, pack('wolf', 5, 4, 4)],
    creatureProbability: 0.1,
  },
  // trees_birch: countExtra(10, 0.1, 1); birch forest has farm animals only
  birch_forest: { trees: countExtra('trees_birch', 10, 0.1, 1, [['birch', 1]]), creatures: FARM_ANIMALS, creatureProbability: 0.1 },
  // trees_taiga: countExtra(10, 0.1, 1), pine 1/3 else spruce; taiga adds wolf 8 (4-4), rabbit 4 (2-3), fox 8 (2-4)
  taiga: {
    trees: countExtra('trees_taiga', 10, 0.1, 1, [['spruce', 1]]),
    creatures: [...FARM_ANIMALS, pack('wolf', 8, 4, 4), pack('rabbit', 4, 2, 3), pack('fox', 8, 2, 4)],
    creatureProbability: 0.1,
  },
  // no tree feature; desertSpawns: rabbit 4 (2-3) only
  desert: { trees: null, creatures: [pack('rabbit', 4, 2, 3)], creatureProbability: 0.1 },
  // trees_snowy: countExtra(0, 0.1, 1) spruce; snowySpawns: rabbit 10 (2-3), polar bear 1 (1-2); creatureGenerationProbability 0.07
  snowy_plains: {
    trees: countExtra('trees_snowy', 0, 0.1, 1, [['spruce', 1]]),
    creatures: [pack('rabbit', 10, 2, 3), pack('polar_bear', 1, 1, 2)],
    creatureProbability: 0.07,
  },
  // trees_windswept_hills: countExtra(0, 0.1, 1), spruce 2/3, fancy oak 0.1, else oak; adds llama 5 (4-6)
  windswept_hills: {
    trees: countExtra('trees_windswept_hills', 0, 0.1, 1, [
      ['spruce', 0.666],
      ['oak', 0.334],
    ]),
    creatures: [...FARM_ANIMALS, pack('llama', 5, 4, 6)],
    creatureProbability: 0.1,
  },
  // rivers and oceans: trees_water only over dry ground (none here), no CREATURE spawns. WATER_CREATURE: river squid 2
  // (1-4) (OverworldBiomes.river); ocean via oceanSpawns(builder, 1, 4, 10): squid 1 (1-4), plus dolphin 1 (1-2)
  river: { trees: null, creatures: [], creatureProbability: 0.1, waterCreatures: [pack('squid', 2, 1, 4)] },
  ocean: { trees: null, creatures: [], creatureProbability: 0.1, waterCreatures: [pack('squid', 1, 1, 4), pack('dolphin', 1, 1, 2)] },
  // beach: turtle 5 (2-5)
  beach: { trees: null, creatures: [pack('turtle', 5, 2, 5)], creatureProbability: 0.1 },
  // trees_savanna: countExtra(1, 0.1, 1), acacia 0.8 else oak; savanna adds horse 1 (2-6), donkey 1 (1-1) (armadillos came in 1.20.5)
  savanna: {
    trees: countExtra('trees_savanna', 1, 0.1, 1, [
      ['acacia', 0.8],
      ['oak', 0.2],
    ]),
    creatures: [...FARM_ANIMALS, pack('horse', 1, 2, 6), pack('donkey', 1, 1, 1)],
    creatureProbability: 0.1,
  },
  // trees_jungle: countExtra(50, 0.1, 1) over RandomFeatureConfiguration [fancy oak 0.1, jungle bush 0.5, mega jungle 1/3], else
  // jungle tree: each tried in turn, so oak 0.1, bush 0.45, mega 0.15, jungle tree 0.3. baseJungleSpawns: farm animals and
  // chicken 10 (4-4); jungle adds parrot 40 (1-2), panda 1 (1-2) (ocelots are in the MONSTER category)
  jungle: {
    trees: countExtra('trees_jungle', 50, 0.1, 1, [
      ['oak', 0.1],
      ['jungle_bush', 0.45],
      ['mega_jungle', 0.15],
      ['jungle', 0.3],
    ]),
    creatures: [...FARM_ANIMALS, pack('chicken', 10, 4, 4), pack('parrot', 40, 1, 2), pack('panda', 1, 1, 2)],
    creatureProbability: 0.1,
  },
  // dark_forest_vegetation: CountPlacement 16 over [huge brown mushroom 0.025, huge red 0.05, dark oak 2/3, birch 0.2,
  // fancy oak 0.1] else oak, each tried in turn; farm animals
  dark_forest: {
    trees: countExtra('dark_forest_vegetation', 16, 0, 0, [
      ['huge_brown_mushroom', 0.025],
      ['huge_red_mushroom', 0.04875],
      ['dark_oak', 0.6175],
      ['birch', 0.06175],
      ['oak', 0.247],
    ]),
    creatures: FARM_ANIMALS,
    creatureProbability: 0.1,
  },
  // badlands: no tree feature (only wooded badlands has oaks); commonSpawns only, no CREATURE (armadillos came in 1.20.5)
  badlands: { trees: null, creatures: [], creatureProbability: 0.1 },
  // trees_swamp: countExtra(2, 0.1, 1) swamp oak, SurfaceWaterDepthFilter(2) (roots under up to 2 water); farm animals, frog 10 (2-5)
  swamp: { trees: countExtra('trees_swamp', 2, 0.1, 1, [['swamp_oak', 1]]), creatures: [...FARM_ANIMALS, pack('frog', 10, 2, 5)], creatureProbability: 0.1 },
  // mushroom_island_vegetation: once per chunk, huge red or huge brown (RandomBooleanSelector); mooshroom 8 (4-8)
  mushroom_fields: {
    trees: countExtra('mushroom_island_vegetation', 1, 0, 0, [
      ['huge_red_mushroom', 0.5],
      ['huge_brown_mushroom', 0.5],
    ]),
    creatures: [pack('mooshroom', 8, 4, 8)],
    creatureProbability: 0.1,
  },
  // sunflower plains: plains' trees and spawns, plus patch_sunflower (vegetation.ts)
  sunflower_plains: {
    trees: countExtra('trees_plains', 0, 0.05, 1, [['oak', 1]]),
    creatures: [...FARM_ANIMALS, pack('horse', 5, 2, 6), pack('donkey', 1, 1, 3)],
    creatureProbability: 0.1,
  },
};

/** Expected trees per chunk of a biome (count + extraChance × extra), for reports and tests. */
export const meanTreesPerChunk = (f: TreeFeature | null): number => (f ? f.count + f.extraChance * f.extra : 0);
