/**
 * The simulated player's far sight: villages, mountains, groves and coloured
 * ground seen on the skyline, beyond the chunks the senses radius loads. A ray from the eyes to a roof or the bell is
 * tested by the senses' own rule (knowledge/sight.ts: through see-through
 * cells only) within the chunks the senses radius loads, and past them
 * against the terrain the seed gives, where leaves, which let sight through,
 * and the odd trunk are not modelled. A player at a render distance of 8 chunks sees
 * that much of a village over open land by day, and nothing of it at night.
 */
import type { Landmark, Vec3Like } from '../../contracts/body.js';
import { FAR_GROUND, MOUNTAIN_TOPS, MOUNTAIN_Y, SKYLINE } from '../../contracts/body.js';
import { BIO, columnInfo, type ColumnInfo } from '../../sim/biomes.js';
import { B, mcData } from '../../sim/data.js';
import { surfaceOf } from '../../sim/generate.js';
import type { Sight } from '../../knowledge/sight.js';
import { skylinePoints, villagesWithin } from '../../sim/villages.js';
import { chunkTrees, type TreeKind } from '../../sim/vegetation.js';
import type { World } from '../../sim/world.js';

/** Ray samples per block: fine enough not to step past a block's corner more than a little. */
const SAMPLES = 4;

/** Villages whose roofs or bell the eye sees within SKYLINE blocks. `xray` sees every one in range, by day or night. */
export function villagesInSight(world: World, eye: Vec3Like, sight: Sight, xray: boolean): Landmark[] {
  if (!xray && !world.isDay()) return [];
  const ground = groundOf(world.seed);
  const out: Landmark[] = [];
  for (const v of villagesWithin(world.seed, eye.x, eye.z, SKYLINE)) {
    let best: Landmark | null = null;
    for (const p of skylinePoints(v)) {
      const distance = Math.hypot(p.x - eye.x, p.y - eye.y, p.z - eye.z);
      if (distance > SKYLINE || (best && best.distance <= distance)) continue;
      if (xray || clear(sight, ground, eye, p)) best = { kind: 'village', pos: { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) }, distance };
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => a.distance - b.distance);
}

/** The terrain's height at a column past the loaded chunks, remembered for the rays of one look. */
function groundOf(seed: number): (x: number, z: number) => number {
  const heights = new Map<number, number>();
  const info: ColumnInfo = { height: 0, biome: 0, mountain: 0 };
  return (x, z) => {
    const key = x * 0x100000 + z;
    let h = heights.get(key);
    if (h === undefined) heights.set(key, (h = columnInfo(seed, x, z, info).height));
    return h;
  };
}

/** Does the ray from the eye reach `p` through see-through cells where loaded, and above the ground past them? */
function clear(sight: Sight, ground: (x: number, z: number) => number, eye: Vec3Like, p: Vec3Like): boolean {
  const steps = Math.ceil(Math.hypot(p.x - eye.x, p.y - eye.y, p.z - eye.z) * SAMPLES);
  // The last blocks are the roof's own eaves and the bell's rim.
  for (let i = 1; i < steps - 2 * SAMPLES; i++) {
    const t = i / steps;
    const x = Math.floor(eye.x + (p.x - eye.x) * t),
      y = Math.floor(eye.y + (p.y - eye.y) * t),
      z = Math.floor(eye.z + (p.z - eye.z) * t);
    const id = sight.look(x, y, z);
    if (id === -1 ? y <= ground(x, z) : sight.see[id] !== 1) return false;
  }
  return true;
}

/** Columns looked at for mountains: one per 8×8, the explored map's cell (skills/explored.ts). */
const GRID = 8;
/** Mountain tops reported at most: the nearest in sight are enough to walk toward. */
const MAX_MOUNTAINS = 4;
const TOP_IDS = new Set(MOUNTAIN_TOPS.map((n) => mcData.blocksByName[n]!.id));
/**
 * `read` for a seed's column, remembered per seed and column: the terrain a seed gives never changes, and the
 * skyline reads the same columns at every look.
 */
function perColumn<T>(read: (seed: number, x: number, z: number) => T): (seed: number, x: number, z: number) => T {
  const bySeed = new Map<number, Map<number, T>>();
  return (seed, x, z) => {
    let columns = bySeed.get(seed);
    if (!columns) bySeed.set(seed, (columns = new Map()));
    const key = x * 0x100000 + z;
    let v = columns.get(key);
    if (v === undefined) columns.set(key, (v = read(seed, x, z)));
    return v;
  };
}

/** The y of a mountain's bare top at column (x, z), or -Infinity where the column is not one. */
const mountainTop = perColumn((seed, x, z) => {
  const col = columnInfo(seed, x, z);
  return col.height >= MOUNTAIN_Y && TOP_IDS.has(surfaceOf(seed, x, z, col)[0]) ? col.height : -Infinity;
});

/** Mountain tops (bare stone or snow at or above MOUNTAIN_Y) the eye sees within SKYLINE blocks, nearest first; by day unless x-ray. */
export function mountainsInSight(world: World, eye: Vec3Like, sight: Sight, xray: boolean): Landmark[] {
  if (!xray && !world.isDay()) return [];
  const ground = groundOf(world.seed);
  const tops: Landmark[] = [];
  gridColumns(eye, (x, z) => {
    const y = mountainTop(world.seed, x, z);
    const distance = Math.hypot(x + 0.5 - eye.x, y + 0.5 - eye.y, z + 0.5 - eye.z);
    if (distance <= SKYLINE) tops.push({ kind: 'mountain', pos: { x, y, z }, distance });
  });
  tops.sort((a, b) => a.distance - b.distance);
  const out: Landmark[] = [];
  for (const t of tops) {
    if (out.length >= MAX_MOUNTAINS) break;
    if (xray || clear(sight, ground, eye, { x: t.pos.x + 0.5, y: t.pos.y + 0.5, z: t.pos.z + 0.5 })) out.push(t);
  }
  return out;
}

/** The log of each tree a grove is told by from afar (contracts/body.ts GROVE_LEAVES); a jungle bush is oak leaves over one log, lost in the undergrowth. */
const GROVE_TREES: Partial<Record<TreeKind, string>> = {
  dark_oak: 'dark_oak_log',
  jungle: 'jungle_log',
  mega_jungle: 'jungle_log',
  acacia: 'acacia_log',
  spruce: 'spruce_log',
  birch: 'birch_log',
};
/** Blocks over its root's ground that a crown is looked at: inside the foliage of every kind (trunks of 4 to 8, a dark oak's crown from its top down). */
const CROWN = 6;
/** Crowns (or ground columns) tried per log (or top) before giving up on one in sight, nearest first, and how many are reported. */
const TRIED = 12;
const PER_NAME = 2;

/**
 * Groves whose crowns the eye sees within SKYLINE blocks, by day unless x-ray: per log, the nearest crowns in
 * sight. The trees rooted in each chunk come from the seed as generation draws them (sim/vegetation.ts), as the
 * mountains' tops come from the terrain, so no chunk past the senses radius is generated to look at it.
 */
export function grovesInSight(world: World, eye: Vec3Like, sight: Sight, xray: boolean): Landmark[] {
  if (!xray && !world.isDay()) return [];
  const byLog = new Map<string, Landmark[]>();
  const r = Math.ceil(SKYLINE / 16);
  const ecx = Math.floor(eye.x) >> 4,
    ecz = Math.floor(eye.z) >> 4;
  for (let cx = ecx - r; cx <= ecx + r; cx++)
    for (let cz = ecz - r; cz <= ecz + r; cz++)
      for (const t of chunkTrees(world.seed, cx, cz).spots) {
        const log = GROVE_TREES[t.kind];
        if (!log) continue;
        const pos = { x: t.x, y: t.y + CROWN, z: t.z };
        const distance = Math.hypot(pos.x + 0.5 - eye.x, pos.y + 0.5 - eye.y, pos.z + 0.5 - eye.z);
        if (distance > SKYLINE) continue;
        listFor(byLog, log).push({ kind: 'grove', pos, distance, log });
      }
  return nearestSeen(world, eye, sight, xray, byLog, 0.5);
}

const FAR_IDS = new Set(FAR_GROUND.map((n) => mcData.blocksByName[n]!.id));
/** A column's top block id and y as generation gives them (a snowy plain's grass under its snow layer shows white). */
const groundTop = perColumn((seed, x, z) => {
  const col = columnInfo(seed, x, z);
  const top = col.height < 63 ? B.water : surfaceOf(seed, x, z, col)[0];
  return { id: col.biome === BIO.snowy_plains && top === B.grass_block ? B.snow : top, y: col.height };
});

/**
 * Ground told by its colour (FAR_GROUND) that the eye sees within SKYLINE blocks, by day unless x-ray: per top
 * block, the nearest columns in sight, one per 8×8 cell (the explored map's), from the terrain the seed gives.
 */
export function groundInSight(world: World, eye: Vec3Like, sight: Sight, xray: boolean): Landmark[] {
  if (!xray && !world.isDay()) return [];
  const byTop = new Map<string, Landmark[]>();
  gridColumns(eye, (x, z) => {
    const t = groundTop(world.seed, x, z);
    if (!FAR_IDS.has(t.id)) return;
    const distance = Math.hypot(x + 0.5 - eye.x, t.y + 0.5 - eye.y, z + 0.5 - eye.z);
    const top = mcData.blocks[t.id]!.name;
    if (distance <= SKYLINE) listFor(byTop, top).push({ kind: 'ground', pos: { x, y: t.y, z }, distance, top });
  });
  // The ray is aimed just over the column's top: what is seen is its upper face.
  return nearestSeen(world, eye, sight, xray, byTop, 1.05);
}

/** Visit the column looked at in each 8×8 cell (the explored map's) within SKYLINE blocks of the eye, and a cell's width more. */
function gridColumns(eye: Vec3Like, visit: (x: number, z: number) => void): void {
  const gx = Math.floor(eye.x / GRID),
    gz = Math.floor(eye.z / GRID);
  const r = Math.ceil(SKYLINE / GRID);
  for (let dx = -r; dx <= r; dx++) for (let dz = -r; dz <= r; dz++) visit((gx + dx) * GRID + GRID / 2, (gz + dz) * GRID + GRID / 2);
}

const listFor = (m: Map<string, Landmark[]>, name: string): Landmark[] => {
  let list = m.get(name);
  if (!list) m.set(name, (list = []));
  return list;
};

/**
 * Of each name's candidates (a grove's log, a ground's top), the nearest PER_NAME the eye sees, trying the nearest
 * TRIED; all of them nearest first. The ray is aimed `over` blocks above the candidate's position.
 */
function nearestSeen(world: World, eye: Vec3Like, sight: Sight, xray: boolean, byName: Map<string, Landmark[]>, over: number): Landmark[] {
  const ground = groundOf(world.seed);
  const out: Landmark[] = [];
  for (const list of byName.values()) {
    list.sort((a, b) => a.distance - b.distance);
    let seen = 0;
    for (const l of list.slice(0, TRIED)) {
      if (seen >= PER_NAME) break;
      if (xray || clear(sight, ground, eye, { x: l.pos.x + 0.5, y: l.pos.y + over, z: l.pos.z + 0.5 })) {
        out.push(l);
        seen++;
      }
    }
  }
  return out.sort((a, b) => a.distance - b.distance);
}
