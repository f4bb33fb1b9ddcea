/**
 * Climate → biome and surface height, as pure functions of (seed, x, z), so that
 * any chunk can ask about its neighbours' columns without generating them.
 */
import { fbm2 } from './noise.js';
import { SEA_LEVEL } from './chunk.js';

export const BIOMES = ['plains', 'forest', 'birch_forest', 'taiga', 'desert', 'snowy_plains', 'windswept_hills', 'river', 'ocean', 'beach', 'savanna'] as const;
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

export function columnInfo(seed: number, x: number, z: number, out: ColumnInfo = { height: 0, biome: 0, mountain: 0 }): ColumnInfo {
  const C = continentalness(seed, x, z);
  const T = fbm2(seed + 202, x / 600, z / 600, 2);
  const H = fbm2(seed + 303, x / 500, z / 500, 2);
  const M = fbm2(seed + 404, x / 320, z / 320, 3);
  const R = riverNoise(seed, x, z);
  const D = fbm2(seed + 606, x / 48, z / 48, 3);

  const land = SEA_LEVEL + 3 + C * 12 + D * 5;
  const oceanDepth = smooth(-0.18, -0.34, C);
  let h = land * (1 - oceanDepth) + (SEA_LEVEL - 8 - smooth(-0.34, -0.6, C) * 18 + D * 3) * oceanDepth;
  const m = smooth(0.16, 0.45, M) * (1 - oceanDepth);
  h += m * (95 + D * 30);
  const r = Math.abs(R);
  const river = m < 0.3 && oceanDepth < 0.5 ? smooth(0.045, 0.012, r) : 0;
  h = h * (1 - river) + (SEA_LEVEL - 5) * river;
  const height = Math.round(h);

  let biome: number;
  if (oceanDepth > 0.5 && height < SEA_LEVEL) biome = BIO.ocean;
  else if (river > 0.5 && height < SEA_LEVEL) biome = BIO.river;
  else if (height <= SEA_LEVEL + 1 && oceanDepth > 0.05) biome = BIO.beach;
  else if (m > 0.35) biome = BIO.windswept_hills;
  else if (T > 0.22 && H < 0.05) biome = BIO.desert;
  // vanilla's warm band (temperature index 3) is savanna where dry, as its MIDDLE_BIOMES table
  else if (T > 0.1 && H < -0.02) biome = BIO.savanna;
  else if (T < -0.26) biome = BIO.snowy_plains;
  else if (T < -0.1) biome = BIO.taiga;
  else if (H > 0.12) biome = T > 0.05 ? BIO.birch_forest : BIO.forest;
  else if (H > -0.02) biome = BIO.forest;
  else biome = BIO.plains;
  out.height = height;
  out.biome = biome;
  out.mountain = m;
  return out;
}
