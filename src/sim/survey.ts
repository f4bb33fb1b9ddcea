/**
 * What a seed's world holds, for `sapling world`: the spawn point and its biome, ores
 * and fluids per 16-block band and trees per chunk by biome over a square of chunks
 * around the spawn, and how many hostiles spawn per game minute at night there.
 */
import { blockIdOf, blockName, BLOCK_COUNT, mcData } from './data.js';
import { MIN_Y } from './chunk.js';
import { BIOMES, type BiomeName } from './biomes.js';
import { BIOME_FEATURES, meanTreesPerChunk } from './biome-features.js';
import { MOB_STATS } from './mobs.js';
import { World } from './world.js';
import { villageCrops, villagesWithin } from './villages.js';

export const SURVEY_ORES = ['coal', 'iron', 'copper', 'gold', 'redstone', 'lapis', 'diamond', 'emerald'] as const;
export type SurveyOre = (typeof SURVEY_ORES)[number];
export const BAND = 16;

export interface SurveyOptions {
  seed: number;
  /** Chunks on each side of the spawn chunk: (2r + 1)² chunks in all. */
  radius: number;
  /** Game minutes of night to watch hostiles spawn. */
  minutes: number;
}

export interface OreBand {
  yMin: number;
  yMax: number;
  counts: Record<SurveyOre, number>;
}
export interface FluidBand {
  yMin: number;
  yMax: number;
  water: number;
  lava: number;
}
export interface BiomeTrees {
  biome: string;
  /** Columns of this biome / 256. */
  chunks: number;
  trees: number;
  perChunk: number;
  /** count + extraChance × extra of the biome's vanilla tree placed feature. */
  vanillaPerChunk: number;
}
export interface HostileBucket {
  /** Block light at the cell the monster appeared in. */
  blockLight: number;
  spawns: number;
  perMinute: number;
}
export interface SurveyVillage {
  x: number;
  z: number;
  /** Blocks from the spawn, on the map. */
  distance: number;
  biome: string;
  houses: number;
  fields: number;
  /** What its fields can grow (villages.ts: the farm processor of its biome). */
  grows: string[];
}

/** How far from the spawn villages are listed: the village sweep's reach (skills/search.ts VILLAGE_RADIUS, 816) and more. */
export const SURVEY_VILLAGE_RADIUS = 1024;

export interface WorldSurvey {
  seed: number;
  radius: number;
  chunks: number;
  spawn: { x: number; y: number; z: number; biome: string; standingOn: string };
  ores: OreBand[];
  trees: BiomeTrees[];
  fluids: FluidBand[];
  hostiles: { minutes: number; total: number; perMinute: number; buckets: HostileBucket[] };
  /** Villages within `villageRadius` blocks of the spawn, nearest first. */
  villageRadius: number;
  villages: SurveyVillage[];
}

/** Block id → index in SURVEY_ORES for the ore and its deepslate variant, -1 otherwise. */
const ORE_OF = new Int8Array(BLOCK_COUNT).fill(-1);
SURVEY_ORES.forEach((o, i) => {
  for (const name of [`${o}_ore`, `deepslate_${o}_ore`]) {
    const id = blockIdOf(name);
    if (id !== undefined) ORE_OF[id] = i;
  }
});
const WATER = blockIdOf('water')!,
  LAVA = blockIdOf('lava')!;
const LOGS = new Set(mcData.blocksArray.filter((b) => b.name.endsWith('_log')).map((b) => b.id));
const ROOTS = new Set([blockIdOf('grass_block')!, blockIdOf('dirt')!]);
const BANDS = 384 / BAND;

export function surveyWorld(o: SurveyOptions): WorldSurvey {
  const world = new World({ seed: o.seed, mobs: true });
  const s = world.spawn;
  const sx = Math.floor(s.x),
    sz = Math.floor(s.z);
  const blocks = countBlocks(world, sx >> 4, sz >> 4, o.radius);
  return {
    seed: world.seed,
    radius: o.radius,
    chunks: (2 * o.radius + 1) ** 2,
    spawn: { x: sx, y: s.y, z: sz, biome: world.biomeAt(sx, sz), standingOn: blockName(world.blockId(sx, s.y - 1, sz)) },
    ...blocks,
    hostiles: watchHostiles(world, o.minutes),
    villageRadius: SURVEY_VILLAGE_RADIUS,
    villages: villagesAround(world.seed, sx, sz),
  };
}

function villagesAround(seed: number, sx: number, sz: number): SurveyVillage[] {
  return villagesWithin(seed, sx, sz, SURVEY_VILLAGE_RADIUS)
    .map((v) => ({
      x: v.x,
      z: v.z,
      distance: Math.round(Math.hypot(v.x - sx, v.z - sz)),
      biome: BIOMES[v.biome],
      houses: v.pieces.filter((p) => p.kind === 'house').length,
      fields: v.pieces.filter((p) => p.kind === 'field').length,
      grows: villageCrops(v),
    }))
    .filter((v) => v.distance <= SURVEY_VILLAGE_RADIUS)
    .sort((a, b) => a.distance - b.distance);
}

function countBlocks(world: World, ccx: number, ccz: number, r: number): Pick<WorldSurvey, 'ores' | 'trees' | 'fluids'> {
  const ores = Array.from({ length: BANDS }, () => new Array<number>(SURVEY_ORES.length).fill(0));
  const water = new Array<number>(BANDS).fill(0),
    lava = new Array<number>(BANDS).fill(0);
  const columns = new Array<number>(BIOMES.length).fill(0),
    trees = new Array<number>(BIOMES.length).fill(0);
  for (let cx = ccx - r; cx <= ccx + r; cx++) {
    for (let cz = ccz - r; cz <= ccz + r; cz++) {
      const c = world.chunk(cx, cz);
      for (let col = 0; col < 256; col++) columns[c.biome[col]]++;
      const b = c.blocks;
      for (let i = 256; i < b.length; i++) {
        const id = b[i];
        const band = (i >> 8) >> 4;
        if (ORE_OF[id] >= 0) ores[band][ORE_OF[id]]++;
        else if (id === WATER) water[band]++;
        else if (id === LAVA) lava[band]++;
        // a trunk's lowest log stands on dirt or grass: one per tree
        else if (LOGS.has(id) && ROOTS.has(b[i - 256])) trees[c.biome[i & 255]]++;
      }
    }
  }
  const top = lastNonEmpty(ores.map((row, k) => row.some((n) => n > 0) || water[k] > 0 || lava[k] > 0));
  const range = (k: number) => ({ yMin: MIN_Y + k * BAND, yMax: MIN_Y + k * BAND + BAND - 1 });
  const rows = Array.from({ length: top + 1 }, (_, k) => k);
  return {
    ores: rows.map((k) => ({ ...range(k), counts: Object.fromEntries(SURVEY_ORES.map((n, j) => [n, ores[k][j]])) as Record<SurveyOre, number> })),
    fluids: rows.map((k) => ({ ...range(k), water: water[k], lava: lava[k] })),
    trees: BIOMES.flatMap((biome, i) => {
      if (columns[i] === 0) return [];
      const chunks = columns[i] / 256;
      return [
        {
          biome,
          chunks: round(chunks),
          trees: trees[i],
          perChunk: round(trees[i] / chunks),
          vanillaPerChunk: meanTreesPerChunk(BIOME_FEATURES[biome as BiomeName].trees),
        },
      ];
    }),
  };
}

const round = (n: number): number => Math.round(n * 100) / 100;
const lastNonEmpty = (flags: boolean[]): number => {
  for (let k = flags.length - 1; k >= 0; k--) if (flags[k]) return k;
  return 0;
};

/**
 * Night at the spawn, mobs as they come: every hostile is counted once, with the block
 * light where it appeared (1.18+: monsters need block light 0). The monster cap binds
 * as in play; the player is healed every tick so that the watch is not cut short.
 */
function watchHostiles(world: World, minutes: number): WorldSurvey['hostiles'] {
  const counts = new Map<number, number>();
  const seen = new Set<number>();
  const full = world.player.health;
  world.setTime(13000);
  for (let t = 0; t < minutes * 1200; t++) {
    if (world.isDay()) world.setTime(13000);
    world.advance(1);
    world.player.health = full;
    for (const m of world.mobs.values()) {
      if (seen.has(m.id) || MOB_STATS[m.name]?.kind !== 'hostile') continue;
      seen.add(m.id);
      const light = world.light.blockLight(m.x, m.y, m.z);
      counts.set(light, (counts.get(light) ?? 0) + 1);
    }
  }
  const buckets = [...counts].sort((a, b) => a[0] - b[0]).map(([blockLight, spawns]) => ({ blockLight, spawns, perMinute: round(spawns / minutes) }));
  return { minutes, total: seen.size, perMinute: round(seen.size / minutes), buckets };
}
