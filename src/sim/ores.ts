/**
 * Ore and stone-variant veins with the 1.18+ (and 1.20.4) placed-feature numbers
 * from the vanilla data pack (worldgen/placed_feature/ore_*.json and
 * worldgen/configured_feature/ore_*.json):
 *
 *   feature              per chunk        height                     vein size  discard on air
 *   coal_upper           30               uniform 136..320           17         0
 *   coal_lower           20               trapezoid 0..192           17         0.5
 *   iron_upper           90               trapezoid 80..384          9          0
 *   iron_middle          10               trapezoid -24..56          9          0
 *   iron_small           10               uniform -64..72            4          0
 *   copper               16               trapezoid -16..112         10         0
 *   gold                 4                trapezoid -64..32          9          0.5
 *   gold_lower           0..1             uniform -64..-48           9          0.5
 *   redstone             4                uniform -64..15            8          0
 *   redstone_lower       8                trapezoid -96..-32         8          0
 *   lapis                2                trapezoid -32..32          7          0
 *   lapis_buried         4                uniform -64..64            7          1.0
 *   diamond              7                trapezoid -144..16         4          0.5
 *   diamond_large        1 in 9 chunks    trapezoid -144..16         12         0.7
 *   diamond_buried       4                trapezoid -144..16         8          1.0
 *   emerald (mountains)  100              trapezoid -16..480         3          0
 *   dirt                 7                uniform 0..160             33         0
 *   gravel               14               uniform -64..320           33         0
 *   granite/diorite/andesite upper  1 in 6 chunks  uniform 64..128   64         0
 *   granite/diorite/andesite lower  2     uniform 0..60              64         0
 *   tuff                 2                uniform -64..0             64         0
 *
 * A trapezoid with no plateau is a triangle: y = lo + (r1 + r2) * (hi - lo) / 2,
 * so diamonds peak at y -64 and thin out towards 16; iron_upper peaks at 232,
 * which only mountains reach. Stone ores become their deepslate variants where
 * they replace deepslate.
 */
import { B, blockIdOf } from './data.js';
import { Chunk, idx, MIN_Y, MAX_Y } from './chunk.js';
import { Rng, hash4, hashFloat } from './rng.js';
import { BIO, columnInfo } from './biomes.js';

type Height = { kind: 'uniform' | 'trapezoid'; lo: number; hi: number };
interface OreFeature {
  name: string;
  /** Block placed into stone-like hosts; deepslate hosts get `deep`. */
  ore: number;
  deep: number;
  count: number | 'zero_or_one';
  rarity?: number;
  height: Height;
  size: number;
  discardOnAir: number;
  mountainsOnly?: boolean;
  /** Variants (granite, gravel...) replace only stone/deepslate; ores also replace the variants. */
  variant?: boolean;
}

const id = (n: string): number => {
  const v = blockIdOf(n);
  if (v === undefined) throw new Error(`unknown ore block ${n}`);
  return v;
};
const U = (lo: number, hi: number): Height => ({ kind: 'uniform', lo, hi });
const T = (lo: number, hi: number): Height => ({ kind: 'trapezoid', lo, hi });
const ore = (name: string, count: OreFeature['count'], height: Height, size: number, discardOnAir: number, extra: Partial<OreFeature> = {}): OreFeature => ({
  name,
  ore: id(`${name.split('_')[0]}_ore`),
  deep: id(`deepslate_${name.split('_')[0]}_ore`),
  count,
  height,
  size,
  discardOnAir,
  ...extra,
});
const variant = (name: string, block: string, count: number, height: Height, size: number, rarity?: number): OreFeature => ({
  name,
  ore: id(block),
  deep: id(block),
  count,
  height,
  size,
  discardOnAir: 0,
  variant: true,
  ...(rarity ? { rarity } : {}),
});

export const ORE_FEATURES: readonly OreFeature[] = [
  variant('dirt', 'dirt', 7, U(0, 160), 33),
  variant('gravel', 'gravel', 14, U(-64, 320), 33),
  variant('granite_upper', 'granite', 1, U(64, 128), 64, 6),
  variant('granite_lower', 'granite', 2, U(0, 60), 64),
  variant('diorite_upper', 'diorite', 1, U(64, 128), 64, 6),
  variant('diorite_lower', 'diorite', 2, U(0, 60), 64),
  variant('andesite_upper', 'andesite', 1, U(64, 128), 64, 6),
  variant('andesite_lower', 'andesite', 2, U(0, 60), 64),
  variant('tuff', 'tuff', 2, U(-64, 0), 64),
  ore('coal_upper', 30, U(136, 320), 17, 0),
  ore('coal_lower', 20, T(0, 192), 17, 0.5),
  ore('iron_upper', 90, T(80, 384), 9, 0),
  ore('iron_middle', 10, T(-24, 56), 9, 0),
  ore('iron_small', 10, U(-64, 72), 4, 0),
  ore('copper', 16, T(-16, 112), 10, 0),
  ore('gold', 4, T(-64, 32), 9, 0.5),
  ore('gold_lower', 'zero_or_one', U(-64, -48), 9, 0.5),
  ore('redstone', 4, U(-64, 15), 8, 0),
  ore('redstone_lower', 8, T(-96, -32), 8, 0),
  ore('lapis', 2, T(-32, 32), 7, 0),
  ore('lapis_buried', 4, U(-64, 64), 7, 1.0),
  ore('diamond', 7, T(-144, 16), 4, 0.5),
  ore('diamond_large', 1, T(-144, 16), 12, 0.7, { rarity: 9 }),
  ore('diamond_buried', 4, T(-144, 16), 8, 1.0),
  ore('emerald', 100, T(-16, 480), 3, 0, { mountainsOnly: true }),
];

const STONE_HOST = new Uint8Array(2048);
for (const n of ['stone', 'granite', 'diorite', 'andesite', 'tuff']) STONE_HOST[id(n)] = 1;
STONE_HOST[B.deepslate] = 2;

function sampleY(h: Height, rng: Rng): number {
  if (h.kind === 'uniform') return h.lo + Math.floor(rng.next() * (h.hi - h.lo + 1));
  return Math.round(h.lo + ((rng.next() + rng.next()) * (h.hi - h.lo)) / 2);
}

/** Place every feature from this chunk's 3x3 neighbourhood, writing only inside `chunk`. */
export function placeOres(seed: number, chunk: Chunk, maxTerrainY: number): void {
  const mountainous = new Map<number, boolean>();
  for (let f = 0; f < ORE_FEATURES.length; f++) {
    const feat = ORE_FEATURES[f];
    for (let dcx = -1; dcx <= 1; dcx++) {
      for (let dcz = -1; dcz <= 1; dcz++) {
        const ncx = chunk.cx + dcx,
          ncz = chunk.cz + dcz;
        if (feat.mountainsOnly) {
          const k = ncx * 65536 + ncz;
          let mt = mountainous.get(k);
          if (mt === undefined) {
            mt = columnInfo(seed, ncx * 16 + 8, ncz * 16 + 8).biome === BIO.windswept_hills;
            mountainous.set(k, mt);
          }
          if (!mt) continue;
        }
        placeFeatureFrom(seed, chunk, feat, f, ncx, ncz, maxTerrainY);
      }
    }
  }
}

function placeFeatureFrom(seed: number, chunk: Chunk, feat: OreFeature, f: number, ncx: number, ncz: number, maxTerrainY: number): void {
  const chunkRng = new Rng(hash4(seed ^ 0x0e5, ncx, ncz, f));
  if (feat.rarity && !chunkRng.chance(1 / feat.rarity)) return;
  const count = feat.count === 'zero_or_one' ? chunkRng.int(0, 1) : feat.count;
  const reach = feat.size / 8 + feat.size / 16 + 2;
  for (let i = 0; i < count; i++) {
    const rng = new Rng(hash4(seed ^ 0x7a3, ncx * 31 + f, ncz, i));
    const x = ncx * 16 + rng.int(0, 15);
    const z = ncz * 16 + rng.int(0, 15);
    const y = sampleY(feat.height, rng);
    if (y < MIN_Y - reach || y > maxTerrainY + reach) continue;
    const bx = chunk.cx * 16,
      bz = chunk.cz * 16;
    if (x + reach < bx || x - reach > bx + 15 || z + reach < bz || z - reach > bz + 15) continue;
    vein(seed, chunk, feat, f, x, y, z, rng);
  }
}

/**
 * The vanilla OreFeature shape: spheres strung along a short random segment,
 * fattest in the middle. Only the spheres that reach into this chunk's
 * columns are kept, and of those a sphere inside another adds no block, so it
 * is dropped before any cell is visited, as vanilla's `doPlace` does (the big
 * blobs of granite, tuff and gravel are mostly such spheres; measured on 480
 * chunks, about a tenth faster, within the machine's noise).
 */
function vein(seed: number, chunk: Chunk, feat: OreFeature, f: number, x: number, y: number, z: number, rng: Rng): void {
  const size = feat.size;
  const angle = rng.next() * Math.PI;
  const spread = size / 8;
  const x0 = x + 0.5 + Math.sin(angle) * spread,
    x1 = x + 0.5 - Math.sin(angle) * spread;
  const z0 = z + 0.5 + Math.cos(angle) * spread,
    z1 = z + 0.5 - Math.cos(angle) * spread;
  const y0 = y + rng.int(0, 2) - 1,
    y1 = y + rng.int(0, 2) - 1;
  // Centre and radius of each sphere that reaches into this chunk's columns (a sphere inside another reaches in only if that one does).
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  const s = SPHERES.length >= size * 4 ? SPHERES : (SPHERES = new Float64Array(size * 4));
  let n = 0;
  for (let i = 0; i < size; i++) {
    const t = i / size;
    const px = x0 + (x1 - x0) * t,
      pz = z0 + (z1 - z0) * t;
    const r = (((Math.sin(Math.PI * t) + 1) * rng.next() * size) / 16 + 1) / 2;
    if (Math.floor(px + r) < bx || Math.floor(px - r) > bx + 15 || Math.floor(pz + r) < bz || Math.floor(pz - r) > bz + 15) continue;
    s[n * 4] = px;
    s[n * 4 + 1] = y0 + (y1 - y0) * t + 0.5;
    s[n * 4 + 2] = pz;
    s[n * 4 + 3] = r;
    n++;
  }
  dropEnclosed(s, n);
  for (let i = 0; i < n; i++) if (s[i * 4 + 3] > 0) sphere(seed, chunk, feat, f, s[i * 4], s[i * 4 + 1], s[i * 4 + 2], s[i * 4 + 3]);
}

/** Scratch space for `vein`'s spheres, grown to the largest vein (generation is synchronous, so one buffer serves every call). */
let SPHERES = new Float64Array(64 * 4);

/** Mark (radius -1) every one of the first `n` spheres that lies wholly inside another: the gap between their radii exceeds the distance between their centres. */
export function dropEnclosed(s: Float64Array, n: number): void {
  for (let i = 0; i < n - 1; i++) {
    if (s[i * 4 + 3] <= 0) continue;
    for (let j = i + 1; j < n; j++) {
      if (s[j * 4 + 3] <= 0) continue;
      const dx = s[i * 4] - s[j * 4],
        dy = s[i * 4 + 1] - s[j * 4 + 1],
        dz = s[i * 4 + 2] - s[j * 4 + 2],
        dr = s[i * 4 + 3] - s[j * 4 + 3];
      if (dr * dr <= dx * dx + dy * dy + dz * dz) continue;
      if (dr > 0) s[j * 4 + 3] = -1;
      else {
        s[i * 4 + 3] = -1;
        break;
      }
    }
  }
}

/** Replace the host rock in the cells of `chunk` whose centres are inside the sphere (one `vein` found reaching into the chunk's columns). */
function sphere(seed: number, chunk: Chunk, feat: OreFeature, f: number, px: number, py: number, pz: number, r: number): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  const minX = Math.max(bx, Math.floor(px - r)),
    maxX = Math.min(bx + 15, Math.floor(px + r));
  const minZ = Math.max(bz, Math.floor(pz - r)),
    maxZ = Math.min(bz + 15, Math.floor(pz + r));
  const minY = Math.max(MIN_Y + 1, Math.floor(py - r)),
    maxY = Math.min(MAX_Y, Math.floor(py + r));
  const r2 = r * r;
  for (let wx = minX; wx <= maxX; wx++) {
    const dx = wx + 0.5 - px;
    for (let wz = minZ; wz <= maxZ; wz++) {
      const dz = wz + 0.5 - pz;
      const rest = r2 - dx * dx - dz * dz;
      if (rest <= 0) continue;
      // Only the column's cells within the sphere: a block either side of the exact span, the test below decides.
      const half = Math.sqrt(rest);
      const lo = Math.max(minY, Math.floor(py - 0.5 - half)),
        hi = Math.min(maxY, Math.ceil(py - 0.5 + half));
      for (let wy = lo; wy <= hi; wy++) {
        const dy = wy + 0.5 - py;
        if (dx * dx + dy * dy + dz * dz >= r2) continue;
        replace(seed, chunk, feat, f, wx - bx, wy, wz - bz);
      }
    }
  }
}

function replace(seed: number, chunk: Chunk, feat: OreFeature, f: number, lx: number, y: number, lz: number): void {
  const i = idx(lx, y, lz);
  const host = chunk.blocks[i];
  const kind = STONE_HOST[host];
  if (kind === 0) return;
  if (feat.variant && host !== B.stone && host !== B.deepslate) return;
  if (feat.discardOnAir > 0 && exposed(chunk, lx, y, lz) && hashFloat(seed ^ f, lx + chunk.cx * 16, y, lz + chunk.cz * 16) < feat.discardOnAir) return;
  chunk.blocks[i] = kind === 2 ? feat.deep : feat.ore;
}

/** Whether any in-chunk neighbour is open (air or liquid); cross-chunk faces count as closed to keep generation order-free. */
function exposed(chunk: Chunk, lx: number, y: number, lz: number): boolean {
  const b = chunk.blocks;
  const open = (v: number): boolean => v === B.air || v === B.cave_air || v === B.water || v === B.lava;
  if (lx > 0 && open(b[idx(lx - 1, y, lz)])) return true;
  if (lx < 15 && open(b[idx(lx + 1, y, lz)])) return true;
  if (lz > 0 && open(b[idx(lx, y, lz - 1)])) return true;
  if (lz < 15 && open(b[idx(lx, y, lz + 1)])) return true;
  if (y > MIN_Y && open(b[idx(lx, y - 1, lz)])) return true;
  return y < MAX_Y && open(b[idx(lx, y + 1, lz)]);
}
