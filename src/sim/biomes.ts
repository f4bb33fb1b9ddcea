/**
 * Climate → biome and surface height, as pure functions of (seed, x, z), so that
 * any chunk can ask about its neighbours' columns without generating them.
 *
 * The noises play vanilla 1.20.4's multi-noise parameters (OverworldBiomeBuilder):
 * T temperature, H humidity (vegetation), C continentalness, M the mountain noise
 * in the role of low erosion, E an erosion noise whose top end is vanilla's
 * erosion index 6 (flat, low-lying land where swamps are), R the river valleys.
 * Temperature bands (T): 0 frozen < -0.26 < 1 cold < -0.1 < 2 temperate < 0.1 < 3 warm < 0.22 < 4 hot.
 */
import { fbm2 } from './noise.js';
import { SEA_LEVEL } from './chunk.js';

export const BIOMES = [
  'plains',
  'forest',
  'birch_forest',
  'taiga',
  'desert',
  'snowy_plains',
  'windswept_hills',
  'river',
  'ocean',
  'beach',
  'savanna',
  'jungle',
  'dark_forest',
  'badlands',
  'swamp',
  'mushroom_fields',
  'sunflower_plains',
] as const;
export type BiomeName = (typeof BIOMES)[number];
export const BIO = Object.fromEntries(BIOMES.map((b, i) => [b, i])) as Record<BiomeName, number>;

export interface ColumnInfo {
  height: number;
  biome: number;
  /** 0..1, how mountainous; drives stone/snow caps. */
  mountain: number;
}

const smooth = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Continentalness: below about -0.19 the coast and oceans, from -0.11 inland (vanilla's `inlandContinentalness` starts at -0.11). */
export const continentalness = (seed: number, x: number, z: number): number => fbm2(seed + 101, x / 700, z / 700, 3);
/** The river noise, in the role of vanilla's weirdness valleys: rivers run where it is near 0 (|r| < 0.045; vanilla's valleys |w| < 0.05). */
export const riverNoise = (seed: number, x: number, z: number): number => fbm2(seed + 505, x / 420, z / 420, 3);

/**
 * Mushroom fields: vanilla's `mushroomFieldsContinentalness` (-1.2, -1.05) lies beyond the deep ocean
 * (-1.05, -0.455), and the terrain spline lifts it above the sea: islands far offshore. Here the
 * lowest continentalness (about 1 % of the map) rises to an island.
 */
export const MUSHROOM_C = -0.5;
/** Swamps: vanilla's erosion index 6 (erosion > 0.55) on near- to far-inland ground; here E above 0.3 on low land. */
export const SWAMP_E = 0.3;
/** Badlands: the hot band where the mountain noise says low erosion (vanilla picks badlands for temperature 4 at erosion 0–1 and on hot peaks). */
export const BADLANDS_M = 0.15;
/** Dark forest: vanilla's MIDDLE_BIOMES[2][4], temperate and most humid (humidity index 4 from 0.3; here H above 0.25). */
export const DARK_FOREST_H = 0.25;
/** Jungle: MIDDLE_BIOMES[3][3..4], warm and humid (humidity index 3 from 0.1; here H above 0.12). */
export const JUNGLE_H = 0.12;

export function columnInfo(seed: number, x: number, z: number, out: ColumnInfo = { height: 0, biome: 0, mountain: 0 }): ColumnInfo {
  const C = continentalness(seed, x, z);
  const T = fbm2(seed + 202, x / 600, z / 600, 2);
  const H = fbm2(seed + 303, x / 500, z / 500, 2);
  const M = fbm2(seed + 404, x / 320, z / 320, 3);
  const R = riverNoise(seed, x, z);
  const D = fbm2(seed + 606, x / 48, z / 48, 3);
  const E = fbm2(seed + 808, x / 350, z / 350, 2);

  const land = SEA_LEVEL + 3 + C * 12 + D * 5;
  const oceanDepth = smooth(-0.18, -0.34, C);
  let h = land * (1 - oceanDepth) + (SEA_LEVEL - 8 - smooth(-0.34, -0.6, C) * 18 + D * 3) * oceanDepth;
  // a mushroom island rises out of the deepest sea: a low dome, shore at its rim
  const island = smooth(MUSHROOM_C + 0.02, MUSHROOM_C - 0.06, C);
  h = h * (1 - island) + (SEA_LEVEL + 1 + D * 6) * island;
  const m = smooth(0.16, 0.45, M) * (1 - oceanDepth);
  // badlands hills stay low mesas (vanilla's badlands sit on plateau-less low erosion ground, red sand on their floors)
  h += m * (95 + D * 30) * (T > 0.22 && M > BADLANDS_M ? 0.12 : 1);
  // swamps: flat wet ground at sea level, its dips shallow pools (vanilla's erosion 6 flattens the terrain spline)
  const temperate = T > -0.26 && T <= 0.1;
  const wet = temperate && oceanDepth < 0.05 && M < 0.1 ? smooth(SWAMP_E - 0.05, SWAMP_E + 0.05, E) * (1 - smooth(0.15, 0.3, C)) : 0;
  h = h * (1 - wet) + (SEA_LEVEL - 0.5 + D * 4) * wet;
  const r = Math.abs(R);
  const river = m < 0.3 && oceanDepth < 0.5 ? smooth(0.045, 0.012, r) : 0;
  h = h * (1 - river) + (SEA_LEVEL - 5) * river;
  const height = Math.round(h);

  out.height = height;
  out.biome = pickBiome(C, T, H, M, R, m, oceanDepth, island, wet, river, height);
  out.mountain = m;
  return out;
}

function pickBiome(
  C: number,
  T: number,
  H: number,
  M: number,
  R: number,
  m: number,
  ocean: number,
  island: number,
  wet: number,
  river: number,
  height: number,
): number {
  if (island > 0.5 && height >= SEA_LEVEL) return BIO.mushroom_fields;
  if (ocean > 0.5 && height < SEA_LEVEL) return BIO.ocean;
  if (river > 0.5 && height < SEA_LEVEL) return BIO.river;
  if (wet > 0.5) return BIO.swamp;
  if (height <= SEA_LEVEL + 1 && ocean > 0.05) return BIO.beach;
  // hot ground at low erosion, peaks included, is badlands (pickMiddleBiomeOrBadlandsIfHot, pickPeakBiome)
  if (T > 0.22 && M > BADLANDS_M) return BIO.badlands;
  if (m > 0.35) return BIO.windswept_hills;
  if (T > 0.22 && H < 0.05) return BIO.desert;
  // vanilla's warm band (temperature index 3) is savanna where dry, jungle where humid, as its MIDDLE_BIOMES table
  if (T > 0.1 && H < -0.02) return BIO.savanna;
  if (T > 0.1 && H > JUNGLE_H) return BIO.jungle;
  if (T < -0.26) return BIO.snowy_plains;
  if (T < -0.1) return BIO.taiga;
  if (H > DARK_FOREST_H && T <= 0.1) return BIO.dark_forest;
  // MIDDLE_BIOMES[2][3]: temperate and humid is birch forest
  if (H > 0.12) return BIO.birch_forest;
  if (H > -0.02) return BIO.forest;
  // MIDDLE_BIOMES_VARIANT[2][0]: temperate and driest plains become sunflower plains where weirdness is positive (R here)
  if (H < -0.2 && T > -0.1 && R > 0) return BIO.sunflower_plains;
  return BIO.plains;
}
