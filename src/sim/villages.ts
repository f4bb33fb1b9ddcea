/**
 * Villages, where the overworld's carrots, potatoes and beetroots grow.
 *
 * Placement is vanilla 1.20.4's (StructureSets.VILLAGES): one try per region of
 * 34 × 34 chunks, at a chunk drawn from its first 26 × 26
 * (RandomSpreadStructurePlacement(34, 8, LINEAR)), kept when the biome at its
 * centre has villages (the has_structure/village_* tags: plains, desert,
 * savanna, snowy plains, taiga). The jigsaw layout is simplified: a well at
 * the centre with the meeting point's bell, four streets, and along them houses with a bed and fields of
 * crops on farmland round a channel of water. The crops follow the farm
 * processors (ProcessorLists.FARM_PLAINS, FARM_SNOWY, FARM_TAIGA,
 * FARM_SAVANNA, FARM_DESERT): each wheat of the field template becomes
 * another crop with the rule's chance, the first rule that draws wins, and
 * a crop the rule puts down is its default state, age 0.
 */
import { B, blockId, blockName } from './data.js';
import { Chunk, idx, MIN_Y, SEA_LEVEL } from './chunk.js';
import { BIO, columnInfo, type ColumnInfo } from './biomes.js';
import { hash4, Rng } from './rng.js';

export const VILLAGE_SPACING = 34;
export const VILLAGE_SEPARATION = 8;

const WHEAT = blockId('wheat'),
  GLASS_PANE = blockId('glass_pane'),
  BED = blockId('white_bed'),
  BELL = blockId('bell');

interface Style {
  log: number;
  planks: number;
  floor: number;
  street: number;
  /** Crops that replace a field's wheat, with the chance of each rule, in the processor's order. */
  crops: readonly (readonly [number, number])[];
}

const STYLES: Readonly<Record<number, Style>> = {
  [BIO.plains]: style('oak_log', 'oak_planks', 'cobblestone', 'dirt_path', [
    ['carrots', 0.3],
    ['potatoes', 0.2],
    ['beetroots', 0.1],
  ]),
  [BIO.snowy_plains]: style('spruce_log', 'spruce_planks', 'cobblestone', 'dirt_path', [
    ['carrots', 0.1],
    ['potatoes', 0.8],
  ]),
  [BIO.taiga]: style('spruce_log', 'spruce_planks', 'cobblestone', 'dirt_path', [
    ['pumpkin_stem', 0.3],
    ['potatoes', 0.2],
  ]),
  [BIO.savanna]: style('acacia_log', 'acacia_planks', 'cobblestone', 'dirt_path', [['melon_stem', 0.1]]),
  [BIO.desert]: style('sandstone', 'cut_sandstone', 'smooth_sandstone', 'dirt_path', [['beetroots', 0.1]]),
};

function style(log: string, planks: string, floor: string, street: string, crops: [string, number][]): Style {
  return { log: blockId(log), planks: blockId(planks), floor: blockId(floor), street: blockId(street), crops: crops.map(([c, p]) => [blockId(c), p] as const) };
}

type Kind = 'well' | 'street' | 'house' | 'field';

/** A piece of a village: a rectangle of columns (inclusive) and what stands on it. */
export interface Piece {
  kind: Kind;
  x0: number;
  z0: number;
  x1: number;
  z1: number;
  /** The floor's y, for pieces built level (the well, houses, fields); streets follow the ground. */
  y: number;
  /** Houses: which side the door is on (0 +x, 1 -x, 2 +z, 3 -z). */
  door: number;
}

export interface Village {
  x: number;
  z: number;
  biome: number;
  pieces: Piece[];
  /** Bounds of every piece, for the chunks that ask. */
  x0: number;
  z0: number;
  x1: number;
  z1: number;
}

const STREET_MIN = 14;
const STREET_MAX = 34;
/** A house's footprint and wall height; a field's width along the street and depth away from it. */
const HOUSE = 5;
const WALL = 3;
const FIELD_W = 7;
const FIELD_D = 9;
/** Plots stand this far apart along a street. */
const PLOT_STEP = 9;
/** A level piece is not built where its ground rises or falls more than this from its floor (vanilla smooths it; this world does not). */
const MAX_STEP = 3;

const HORIZ = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

const cache = new Map<string, Village | null>();

/** The village a region holds, if any. */
export function villageInRegion(seed: number, rx: number, rz: number): Village | null {
  const key = `${seed}:${rx}:${rz}`;
  if (cache.has(key)) return cache.get(key)!;
  if (cache.size > 4096) cache.clear();
  const v = layOut(seed, rx, rz);
  cache.set(key, v);
  return v;
}

function layOut(seed: number, rx: number, rz: number): Village | null {
  const rng = new Rng(hash4(seed, rx, rz, 10387312));
  const span = VILLAGE_SPACING - VILLAGE_SEPARATION;
  const cx = rx * VILLAGE_SPACING + rng.int(0, span - 1),
    cz = rz * VILLAGE_SPACING + rng.int(0, span - 1);
  const x = cx * 16 + 8,
    z = cz * 16 + 8;
  const centre = columnInfo(seed, x, z);
  const st = STYLES[centre.biome];
  if (!st || centre.height < SEA_LEVEL) return null;
  const pieces: Piece[] = [{ kind: 'well', x0: x - 1, z0: z - 1, x1: x + 1, z1: z + 1, y: centre.height, door: 0 }];
  let fields = 0;
  for (const [dx, dz] of HORIZ) {
    const length = rng.int(STREET_MIN, STREET_MAX);
    const street = streetPiece(x, z, dx, dz, length);
    if (!fits(pieces, street, 0)) continue;
    pieces.push({ ...street, y: 0 });
    for (let d = 4; d + HOUSE <= length; d += PLOT_STEP) {
      for (const side of [1, -1]) {
        if (!rng.chance(0.75)) continue;
        const field = fields === 0 || rng.chance(0.35);
        const p = plot(x, z, dx, dz, d, side, field);
        const y = levelOf(seed, p);
        if (y === null || !fits(pieces, p, 1)) continue;
        pieces.push({ ...p, y });
        if (field) fields++;
      }
    }
  }
  const bounds = pieces.reduce((b, p) => ({ x0: Math.min(b.x0, p.x0), z0: Math.min(b.z0, p.z0), x1: Math.max(b.x1, p.x1), z1: Math.max(b.z1, p.z1) }), {
    x0: x,
    z0: z,
    x1: x,
    z1: z,
  });
  return { x, z, biome: centre.biome, pieces, ...bounds };
}

/** A street three wide, from the well's edge out `length` blocks. */
function streetPiece(x: number, z: number, dx: number, dz: number, length: number): Omit<Piece, 'y'> {
  const ax = x + dx * 2,
    az = z + dz * 2,
    bx = x + dx * length,
    bz = z + dz * length;
  return {
    kind: 'street',
    x0: Math.min(ax, bx) - Math.abs(dz),
    z0: Math.min(az, bz) - Math.abs(dx),
    x1: Math.max(ax, bx) + Math.abs(dz),
    z1: Math.max(az, bz) + Math.abs(dx),
    door: 0,
  };
}

/** A house or field `d` blocks along a street, on one side of it, facing it. */
function plot(x: number, z: number, dx: number, dz: number, d: number, side: number, field: boolean): Omit<Piece, 'y'> {
  const along = field ? FIELD_W : HOUSE,
    deep = field ? FIELD_D : HOUSE;
  // Across the street: perpendicular (dz, dx) on one side, starting two blocks off its centre line.
  const ux = Math.abs(dz) * side,
    uz = Math.abs(dx) * side;
  const a0 = d,
    a1 = d + along - 1,
    b0 = 3,
    b1 = 3 + deep - 1;
  const xs = [x + dx * a0 + ux * b0, x + dx * a1 + ux * b1],
    zs = [z + dz * a0 + uz * b0, z + dz * a1 + uz * b1];
  // The door faces the street: back across it.
  const door = ux > 0 ? 1 : ux < 0 ? 0 : uz > 0 ? 3 : 2;
  return { kind: field ? 'field' : 'house', x0: Math.min(...xs), z0: Math.min(...zs), x1: Math.max(...xs), z1: Math.max(...zs), door };
}

const overlaps = (a: Omit<Piece, 'y'>, b: Omit<Piece, 'y'>, gap: number): boolean =>
  a.x0 - gap <= b.x1 && b.x0 - gap <= a.x1 && a.z0 - gap <= b.z1 && b.z0 - gap <= a.z1;

const fits = (pieces: Piece[], p: Omit<Piece, 'y'>, gap: number): boolean => pieces.every((q) => !overlaps(p, q, gap));

/** The floor of a level piece: the ground at its middle, or null when its ground is under water or too uneven. */
function levelOf(seed: number, p: Omit<Piece, 'y'>): number | null {
  const tmp: ColumnInfo = { height: 0, biome: 0, mountain: 0 };
  const y = columnInfo(seed, (p.x0 + p.x1) >> 1, (p.z0 + p.z1) >> 1, tmp).height;
  for (let x = p.x0; x <= p.x1; x++) {
    for (let z = p.z0; z <= p.z1; z++) {
      const h = columnInfo(seed, x, z, tmp).height;
      if (h < SEA_LEVEL || Math.abs(h - y) > MAX_STEP) return null;
    }
  }
  return y;
}

/** The villages whose pieces reach into chunk (cx, cz). */
export function villagesNear(seed: number, cx: number, cz: number): Village[] {
  const out: Village[] = [];
  const reach = Math.ceil((STREET_MAX + FIELD_D + 4) / 16);
  const rx0 = Math.floor((cx - reach) / VILLAGE_SPACING),
    rx1 = Math.floor((cx + reach) / VILLAGE_SPACING);
  const rz0 = Math.floor((cz - reach) / VILLAGE_SPACING),
    rz1 = Math.floor((cz + reach) / VILLAGE_SPACING);
  for (let rx = rx0; rx <= rx1; rx++) {
    for (let rz = rz0; rz <= rz1; rz++) {
      const v = villageInRegion(seed, rx, rz);
      if (v && v.x0 <= cx * 16 + 15 && v.x1 >= cx * 16 && v.z0 <= cz * 16 + 15 && v.z1 >= cz * 16) out.push(v);
    }
  }
  return out;
}

/** The villages whose bounds come within `r` blocks of column (x, z). */
export function villagesWithin(seed: number, x: number, z: number, r: number): Village[] {
  const region = (v: number): number => Math.floor(Math.floor(v / 16) / VILLAGE_SPACING);
  // A village's pieces reach this far past its centre chunk, into the next region.
  const reach = r + STREET_MAX + FIELD_D + 20;
  const out: Village[] = [];
  for (let rx = region(x - reach); rx <= region(x + reach); rx++) {
    for (let rz = region(z - reach); rz <= region(z + reach); rz++) {
      const v = villageInRegion(seed, rx, rz);
      if (v && v.x0 - r <= x && x <= v.x1 + r && v.z0 - r <= z && z <= v.z1 + r) out.push(v);
    }
  }
  return out;
}

/**
 * Where a village stands out against the sky, as points a far eye aims at: the middle of each house's roof, just
 * above its planks, and the bell over the well's rim.
 */
export function skylinePoints(v: Village): { x: number; y: number; z: number }[] {
  return v.pieces.flatMap((p) =>
    p.kind === 'house'
      ? [{ x: ((p.x0 + p.x1) >> 1) + 0.5, y: p.y + WALL + 1.9, z: ((p.z0 + p.z1) >> 1) + 0.5 }]
      : p.kind === 'well'
        ? [{ x: p.x0 + 0.5, y: p.y + 2.5, z: p.z0 + 0.5 }]
        : [],
  );
}

/** What a village's fields can grow, by its biome: wheat and the crops its farm processor puts in its place. */
export function villageCrops(v: Village): string[] {
  return ['wheat', ...(STYLES[v.biome]?.crops ?? []).map(([id]) => blockName(id))];
}

/** Is column (x, z) inside a village's bounds, with `margin` blocks round it (trees keep out of the streets and yards)? */
export function inVillage(seed: number, x: number, z: number, margin: number): boolean {
  return villagesNear(seed, x >> 4, z >> 4).some((v) => x >= v.x0 - margin && x <= v.x1 + margin && z >= v.z0 - margin && z <= v.z1 + margin);
}

/** Build every village piece that reaches into the chunk, after its terrain and plants. */
export function placeVillages(seed: number, chunk: Chunk): void {
  const near = villagesNear(seed, chunk.cx, chunk.cz);
  for (const v of near) {
    const st = STYLES[v.biome]!;
    for (const p of v.pieces) build(seed, chunk, st, p);
  }
}

function build(seed: number, chunk: Chunk, st: Style, p: Piece): void {
  const bx = chunk.cx * 16,
    bz = chunk.cz * 16;
  const x0 = Math.max(p.x0, bx),
    x1 = Math.min(p.x1, bx + 15),
    z0 = Math.max(p.z0, bz),
    z1 = Math.min(p.z1, bz + 15);
  if (x0 > x1 || z0 > z1) return;
  const rng = new Rng(hash4(seed, p.x0, p.z0, 0x7111a9e));
  const tmp: ColumnInfo = { height: 0, biome: 0, mountain: 0 };
  for (let x = p.x0; x <= p.x1; x++) {
    for (let z = p.z0; z <= p.z1; z++) {
      // The same draws for a field cell whichever chunk builds it.
      const roll = p.kind === 'field' ? cropRoll(st, rng) : 0;
      if (x < x0 || x > x1 || z < z0 || z > z1) continue;
      const lx = x - bx,
        lz = z - bz;
      const h = columnInfo(seed, x, z, tmp).height;
      if (p.kind === 'street') street(chunk, lx, lz, h, st);
      else column(chunk, lx, lz, h, p, st, x, z, roll);
    }
  }
}

/** Which crop a field cell grows: wheat unless a processor rule draws. */
function cropRoll(st: Style, rng: Rng): number {
  for (const [crop, p] of st.crops) if (rng.next() < p) return crop;
  return WHEAT;
}

function street(chunk: Chunk, lx: number, lz: number, h: number, st: Style): void {
  if (h < SEA_LEVEL) return;
  chunk.blocks[idx(lx, h, lz)] = st.street;
  clear(chunk, lx, lz, h + 1, h + 3);
}

/** One column of a level piece: its ground filled or cut to the floor, then what stands on the floor. */
function column(chunk: Chunk, lx: number, lz: number, h: number, p: Piece, st: Style, x: number, z: number, crop: number): void {
  const y = p.y;
  for (let k = Math.min(h, y - 1); k < y; k++) if (k > MIN_Y) chunk.blocks[idx(lx, k, lz)] = B.dirt;
  clear(chunk, lx, lz, y + 1, Math.max(h, y) + 6);
  const edge = x === p.x0 || x === p.x1 || z === p.z0 || z === p.z1;
  if (p.kind === 'well') {
    chunk.blocks[idx(lx, y, lz)] = edge ? st.floor : B.water;
    if (!edge) chunk.blocks[idx(lx, y - 1, lz)] = B.water;
    if (edge) chunk.blocks[idx(lx, y + 1, lz)] = st.floor;
    // The meeting point's bell, on a corner of the well's rim.
    if (x === p.x0 && z === p.z0) chunk.blocks[idx(lx, y + 2, lz)] = BELL;
    return;
  }
  if (p.kind === 'field') {
    const mid = p.x1 - p.x0 > p.z1 - p.z0 ? z === (p.z0 + p.z1) >> 1 : x === (p.x0 + p.x1) >> 1;
    if (edge) chunk.blocks[idx(lx, y, lz)] = st.log;
    else if (mid) chunk.blocks[idx(lx, y, lz)] = B.water;
    else {
      chunk.blocks[idx(lx, y, lz)] = B.farmland;
      chunk.blocks[idx(lx, y + 1, lz)] = crop;
      chunk.farmed.push(idx(lx, y, lz), idx(lx, y + 1, lz));
    }
    return;
  }
  house(chunk, lx, lz, y, p, st, x, z, edge);
}

function house(chunk: Chunk, lx: number, lz: number, y: number, p: Piece, st: Style, x: number, z: number, edge: boolean): void {
  chunk.blocks[idx(lx, y, lz)] = st.floor;
  const cx = (p.x0 + p.x1) >> 1,
    cz = (p.z0 + p.z1) >> 1;
  const [dx, dz] = HORIZ[p.door];
  const doorway = x === cx + dx * 2 && z === cz + dz * 2;
  const corner = (x === p.x0 || x === p.x1) && (z === p.z0 || z === p.z1);
  for (let k = 1; k <= WALL; k++) {
    if (!edge || (doorway && k <= 2)) continue;
    const window = k === 2 && !corner && !doorway && (x === cx || z === cz);
    chunk.blocks[idx(lx, y + k, lz)] = corner ? st.log : window ? GLASS_PANE : st.planks;
  }
  chunk.blocks[idx(lx, y + WALL + 1, lz)] = st.planks;
  // The bed stands in the corner behind the door, as the houses' templates put it against a back wall.
  if (x === cx - dx + dz && z === cz - dz + dx) chunk.blocks[idx(lx, y + 1, lz)] = BED;
}

function clear(chunk: Chunk, lx: number, lz: number, from: number, to: number): void {
  for (let y = from; y <= to; y++) chunk.blocks[idx(lx, y, lz)] = B.air;
}
