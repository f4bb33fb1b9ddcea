/**
 * The badlands' coloured terracotta bands, as vanilla 1.20.4's SurfaceSystem:
 * a 192-block cycle of terracotta built once per seed (generateBands: orange
 * bands every 1–5 blocks, then 6–15 bands each of yellow, brown and red, and
 * 9–15 white lines edged with light grey), read at (y + offset) where the
 * offset is a noise of (x, z) times 4 (getBand), so the stripes wave gently.
 */
import { blockId } from './data.js';
import { fbm2 } from './noise.js';
import { Rng } from './rng.js';

export const TERRACOTTA = blockId('terracotta');
const ORANGE = blockId('orange_terracotta'),
  YELLOW = blockId('yellow_terracotta'),
  BROWN = blockId('brown_terracotta'),
  RED = blockId('red_terracotta'),
  WHITE = blockId('white_terracotta'),
  LIGHT_GRAY = blockId('light_gray_terracotta');
/** Every block the bands are made of. */
export const BAND_BLOCKS: readonly number[] = [TERRACOTTA, ORANGE, YELLOW, BROWN, RED, WHITE, LIGHT_GRAY];
const CYCLE = 192;

const cache = new Map<number, Uint16Array>();

/** SurfaceSystem.generateBands for a seed. */
export function bandsOf(seed: number): Uint16Array {
  const hit = cache.get(seed);
  if (hit) return hit;
  const rng = new Rng(seed ^ 0xba4d);
  const bands = new Uint16Array(CYCLE).fill(TERRACOTTA);
  for (let i = 0; i < CYCLE; i++) {
    i += rng.int(1, 5);
    if (i < CYCLE) bands[i] = ORANGE;
  }
  makeBands(rng, bands, 1, YELLOW);
  makeBands(rng, bands, 2, BROWN);
  makeBands(rng, bands, 1, RED);
  const lines = rng.int(9, 15);
  for (let i = 0, j = 0; i < lines && j < CYCLE; i++, j += rng.int(4, 19)) {
    bands[j] = WHITE;
    if (j - 1 > 0 && rng.chance(0.5)) bands[j - 1] = LIGHT_GRAY;
    if (j + 1 < CYCLE && rng.chance(0.5)) bands[j + 1] = LIGHT_GRAY;
  }
  if (cache.size > 64) cache.clear();
  cache.set(seed, bands);
  return bands;
}

/** makeBands: 6–15 bands of `block`, each baseWidth + 0..2 thick, at random heights of the cycle. */
function makeBands(rng: Rng, bands: Uint16Array, baseWidth: number, block: number): void {
  const n = rng.int(6, 15);
  for (let i = 0; i < n; i++) {
    const width = baseWidth + rng.int(0, 2);
    const start = rng.int(0, CYCLE - 1);
    for (let k = 0; k < width && start + k < CYCLE; k++) bands[start + k] = block;
  }
}

/** getBand's offset for a column: the clay band offset noise times 4, rounded. */
export const bandOffset = (seed: number, x: number, z: number): number => Math.round(fbm2(seed + 909, x / 64, z / 64, 1) * 4);

/** getBand: the band block at height y of a column with this offset. */
export const bandAt = (bands: Uint16Array, y: number, offset: number): number => bands[(((y + offset) % CYCLE) + CYCLE) % CYCLE];
