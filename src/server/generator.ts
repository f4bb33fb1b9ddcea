/**
 * Sapling's seeded world generator for flying-squid: rolling grass hills over
 * dirt and stone, deepslate below y=0, ores by depth, lakes at sea level and
 * oak trees. Each chunk is a pure function of (seed, chunkX, chunkZ), so the
 * same seed always gives the same world. Trees stay inside their own chunk so
 * no chunk depends on its neighbours.
 *
 * The spawn area is made friendly on purpose: a tree and a stone outcrop sit
 * next to the fixed spawn point, so "obtain a stone pickaxe" can start there.
 */
import type { IndexedData } from 'minecraft-data';
import { requireFromSquid } from './plugin/squid-require.js';
import { Vec3 } from 'vec3';

const SEA_LEVEL = 62;
const MIN_Y = -64;
const WORLD_HEIGHT = 384;

/** Where players appear: the column (SPAWN_X, SPAWN_Z), standing on its surface. */
export const SPAWN_X = 8;
export const SPAWN_Z = 8;

/** Ores by depth (1.18+ style, simplified): [block, minY, maxY, chance per stone block]. */
const ORES: [string, number, number, number][] = [
  ['coal_ore', 0, 128, 0.012],
  ['iron_ore', -24, 56, 0.008],
  ['copper_ore', -16, 112, 0.006],
  ['gold_ore', -64, 32, 0.0025],
  ['redstone_ore', -64, 16, 0.004],
  ['lapis_ore', -64, 32, 0.002],
  ['diamond_ore', -64, 16, 0.0015],
];

/** A 32-bit hash of integers mixed with the seed; the world's only randomness. */
export function hash(seed: number, ...xs: number[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const x of xs) {
    h = Math.imul(h ^ (x | 0), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}

const unit = (seed: number, ...xs: number[]): number => hash(seed, ...xs) / 0x100000000;

/** Smooth value noise on a grid of `cell` blocks, in [0, 1). */
function valueNoise(seed: number, x: number, z: number, cell: number): number {
  const gx = Math.floor(x / cell);
  const gz = Math.floor(z / cell);
  const fx = x / cell - gx;
  const fz = z / cell - gz;
  const s = (t: number) => t * t * (3 - 2 * t);
  const a = unit(seed, gx, gz);
  const b = unit(seed, gx + 1, gz);
  const c = unit(seed, gx, gz + 1);
  const d = unit(seed, gx + 1, gz + 1);
  const top = a + (b - a) * s(fx);
  const bottom = c + (d - c) * s(fx);
  return top + (bottom - top) * s(fz);
}

/** Height of the topmost solid block of a column. */
export function surfaceHeight(seed: number, x: number, z: number): number {
  const n = valueNoise(seed, x, z, 32) * 0.7 + valueNoise(seed + 1, x, z, 9) * 0.3;
  const h = Math.floor(57 + n * 14);
  // Flatten the spawn area so the bot never starts on a cliff or in a lake.
  const d = Math.max(Math.abs(x - SPAWN_X), Math.abs(z - SPAWN_Z));
  if (d <= 8) return 64;
  if (d <= 16) return Math.round(64 + (h - 64) * ((d - 8) / 8));
  return h;
}

export interface GeneratorOptions {
  seed: number;
  registry: IndexedData;
}

type Chunk = { setBlockStateId(p: Vec3, s: number): void; setSkyLight(p: Vec3, l: number): void; setBiome?(p: Vec3, b: number): void };

/** The generator flying-squid calls: options in, `(chunkX, chunkZ) => Chunk` out. */
export function saplingGenerator({ seed, registry }: GeneratorOptions): (cx: number, cz: number) => Chunk {
  const ChunkClass = requireFromSquid('prismarine-chunk')(registry);
  const state = (name: string): number => {
    const b = registry.blocksByName[name];
    if (!b) throw new Error(`world generator: unknown block ${name}`);
    return b.defaultState;
  };
  const S = {
    bedrock: state('bedrock'),
    stone: state('stone'),
    deepslate: state('deepslate'),
    dirt: state('dirt'),
    grass: registry.blocksByName.grass_block.minStateId + 1, // snowy=false
    sand: state('sand'),
    water: state('water'),
    log: state('oak_log'),
    leaves: state('oak_leaves'),
  };
  const ores = ORES.map(([name, lo, hi, p]) => ({ id: state(name), deep: state(`deepslate_${name}`), lo, hi, p }));

  return (cx, cz) => {
    const chunk: Chunk = new ChunkClass({ minY: MIN_Y, worldHeight: WORLD_HEIGHT });
    const heights: number[] = [];
    for (let x = 0; x < 16; x++) {
      for (let z = 0; z < 16; z++) {
        const wx = cx * 16 + x;
        const wz = cz * 16 + z;
        const h = surfaceHeight(seed, wx, wz);
        heights[x * 16 + z] = h;
        fillColumn(chunk, x, z, wx, wz, h);
      }
    }
    placeTrees(chunk, cx, cz, heights);
    if (cx === Math.floor(SPAWN_X / 16) && cz === Math.floor(SPAWN_Z / 16)) placeStarterKit(chunk);
    return chunk;
  };

  function fillColumn(chunk: Chunk, x: number, z: number, wx: number, wz: number, h: number): void {
    const p = new Vec3(x, 0, z);
    const set = (y: number, s: number) => {
      p.y = y;
      chunk.setBlockStateId(p, s);
    };
    set(MIN_Y, S.bedrock);
    for (let y = MIN_Y + 1; y <= h; y++) {
      let s: number;
      if (y <= h - 4) s = oreAt(wx, y, wz) ?? (y < 0 ? S.deepslate : S.stone);
      else if (y < h) s = S.dirt;
      else s = h < SEA_LEVEL ? S.sand : S.grass;
      set(y, s);
    }
    for (let y = h + 1; y <= SEA_LEVEL; y++) set(y, S.water);
    for (let y = Math.max(h + 1, SEA_LEVEL + 1); y < WORLD_HEIGHT + MIN_Y; y++) {
      p.y = y;
      chunk.setSkyLight(p, 15);
    }
  }

  function oreAt(wx: number, y: number, wz: number): number | null {
    for (let i = 0; i < ores.length; i++) {
      const o = ores[i];
      if (y < o.lo || y > o.hi) continue;
      if (unit(seed + 100 + i, wx, y, wz) < o.p) return y < 0 ? o.deep : o.id;
    }
    return null;
  }

  function placeTrees(chunk: Chunk, cx: number, cz: number, heights: number[]): void {
    // Up to two trees per chunk, kept 2 blocks from the chunk's edges.
    for (let t = 0; t < 2; t++) {
      if (unit(seed + 7, cx, cz, t) > 0.55) continue;
      const x = 2 + (hash(seed + 8, cx, cz, t) % 12);
      const z = 2 + (hash(seed + 9, cx, cz, t) % 12);
      const h = heights[x * 16 + z];
      if (h < SEA_LEVEL) continue;
      const wx = cx * 16 + x;
      const wz = cz * 16 + z;
      if (Math.abs(wx - SPAWN_X) <= 2 && Math.abs(wz - SPAWN_Z) <= 2) continue;
      tree(chunk, x, h + 1, z, 4 + (hash(seed + 10, cx, cz, t) % 2));
    }
  }

  function tree(chunk: Chunk, x: number, y0: number, z: number, trunk: number): void {
    const p = new Vec3(0, 0, 0);
    const set = (px: number, py: number, pz: number, s: number) => {
      p.set(px, py, pz);
      chunk.setBlockStateId(p, s);
    };
    for (let dy = trunk - 2; dy <= trunk + 1; dy++) {
      const r = dy >= trunk ? 1 : 2;
      for (let dx = -r; dx <= r; dx++) for (let dz = -r; dz <= r; dz++) set(x + dx, y0 + dy, z + dz, S.leaves);
    }
    for (let dy = 0; dy < trunk; dy++) set(x, y0 + dy, z, S.log);
    set(x, y0 - 1, z, S.dirt);
  }

  /** A tree 4 blocks east of spawn and a 3x2x3 stone outcrop 4 blocks west. */
  function placeStarterKit(chunk: Chunk): void {
    const lx = ((SPAWN_X % 16) + 16) % 16;
    const lz = ((SPAWN_Z % 16) + 16) % 16;
    tree(chunk, lx + 4, 65, lz, 4);
    const p = new Vec3(0, 0, 0);
    for (let dx = -5; dx <= -3; dx++)
      for (let dz = -1; dz <= 1; dz++)
        for (let y = 65; y <= 66; y++) {
          p.set(lx + dx, y, lz + dz);
          // Chunk-local coordinates wrap into the neighbour chunk; skip those.
          if (p.x < 0 || p.x > 15) continue;
          chunk.setBlockStateId(p, S.stone);
        }
  }
}
