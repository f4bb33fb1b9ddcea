/**
 * What a player can see, as pure functions over a block lookup, shared by both
 * bodies: an exact voxel walk (Amanatides & Woo, "A Fast Voxel Traversal
 * Algorithm for Ray Tracing", 1987) from the eyes to points on a block's open
 * faces, through see-through cells only. The lookup answers a block id, or -1
 * where the world is not known (not loaded), which blocks sight like stone.
 */

/** Block id at integer coordinates; -1 where unknown. */
export type BlockLookup = (x: number, y: number, z: number) => number;

/** A player's eyes are 1.62 above its feet when standing (vanilla Player.getStandingEyeHeight). */
export const EYE_HEIGHT = 1.62;

/** The six blocks that share a face with a block, as offsets: above, below, then east, west, south, north. */
export const FACE_NEIGHBOURS: readonly (readonly [number, number, number])[] = [
  [0, 1, 0],
  [0, -1, 0],
  [1, 0, 0],
  [-1, 0, 0],
  [0, 0, 1],
  [0, 0, -1],
];

/** From the eyes of a player whose feet are at `feet` (a position, not a cell) to the nearest point of a block: what survival reach is measured on. */
export function eyeReach(feet: { x: number; y: number; z: number }, block: { x: number; y: number; z: number }): number {
  const ex = feet.x,
    ey = feet.y + EYE_HEIGHT,
    ez = feet.z;
  const cx = Math.max(block.x, Math.min(ex, block.x + 1)),
    cy = Math.max(block.y, Math.min(ey, block.y + 1)),
    cz = Math.max(block.z, Math.min(ez, block.z + 1));
  return Math.hypot(cx - ex, cy - ey, cz - ez);
}

/**
 * Night by the time of day (0..23999): vanilla's sky is dark enough to hide the land, and for monsters to spawn
 * under it, from about 13000 to 23000.
 */
export const NIGHT_START = 13000;
export const NIGHT_END = 23000;
export const isDaylight = (timeOfDay: number): boolean => timeOfDay < NIGHT_START || timeOfDay >= NIGHT_END;

/** When a bed can be slept in, clear weather: vanilla's `Level.isDay` is false (the sky darkened by 4 or more). */
export const SLEEP_FROM = 12542;
export const SLEEP_UNTIL = 23459;
export const canSleepAt = (timeOfDay: number): boolean => timeOfDay >= SLEEP_FROM && timeOfDay <= SLEEP_UNTIL;

/**
 * Mobs are heard, not only seen: vanilla plays a sound at full volume out to
 * 16 blocks and not beyond (sounds.json `attenuation_distance`, default 16,
 * https://minecraft.wiki/w/Sounds.json). Dropped items make no sound.
 */
export const HEARING_RANGE = 16;

/** An entity's eyes are at 0.85 of its height unless it says otherwise (vanilla Entity.getEyeHeight default). */
export const EYE_FRACTION = 0.85;

/** `see[id]`: 1 when light and sight pass through the block. */
export type SeeThrough = Uint8Array;

/**
 * Which blocks sight passes through, from minecraft-data's `transparent` flag
 * (air, water, glass, leaves, plants, torches…). Lava is flagged transparent
 * there, but lava fog hides what lies past it, so lava stops sight
 * (https://minecraft.wiki/w/Lava: "vision is severely limited" when submerged).
 */
export function seeThroughTable(blocks: readonly { id: number; name: string; transparent: boolean }[]): SeeThrough {
  const size = blocks.reduce((n, b) => Math.max(n, b.id + 1), 0);
  const see = new Uint8Array(size);
  for (const b of blocks) see[b.id] = b.transparent && b.name !== 'lava' ? 1 : 0;
  return see;
}

/**
 * Fluid ids whose shared faces are never drawn: vanilla's LiquidBlockRenderer
 * skips a water face against water (isNeighborSameFluid), so the inside of a
 * lake has no face to see, only its surface and bed.
 */
export function fluidIds(blocks: readonly { id: number; name: string }[]): Set<number> {
  return new Set(blocks.filter((b) => b.name === 'water' || b.name === 'lava').map((b) => b.id));
}

export interface Sight {
  look: BlockLookup;
  see: SeeThrough;
  fluids: ReadonlySet<number>;
}

/**
 * Walk the segment a→b cell by cell and tell whether it reaches cell
 * (tx,ty,tz) through see-through cells only. The eye's own cell is not
 * checked; the target cell itself need not be see-through.
 */
export function rayReaches(s: Sight, ax: number, ay: number, az: number, bx: number, by: number, bz: number, tx: number, ty: number, tz: number): boolean {
  let x = Math.floor(ax),
    y = Math.floor(ay),
    z = Math.floor(az);
  if (x === tx && y === ty && z === tz) return true;
  const dx = bx - ax,
    dy = by - ay,
    dz = bz - az;
  const sx = dx > 0 ? 1 : dx < 0 ? -1 : 0,
    sy = dy > 0 ? 1 : dy < 0 ? -1 : 0,
    sz = dz > 0 ? 1 : dz < 0 ? -1 : 0;
  // t (0 at a, 1 at b) to cross one cell along each axis, and to the next boundary.
  const ddx = sx !== 0 ? 1 / Math.abs(dx) : Infinity,
    ddy = sy !== 0 ? 1 / Math.abs(dy) : Infinity,
    ddz = sz !== 0 ? 1 / Math.abs(dz) : Infinity;
  let nx = sx > 0 ? (x + 1 - ax) * ddx : sx < 0 ? (ax - x) * ddx : Infinity,
    ny = sy > 0 ? (y + 1 - ay) * ddy : sy < 0 ? (ay - y) * ddy : Infinity,
    nz = sz > 0 ? (z + 1 - az) * ddz : sz < 0 ? (az - z) * ddz : Infinity;
  const { look, see } = s;
  for (;;) {
    if (nx <= ny && nx <= nz) {
      if (nx > 1) return false;
      x += sx;
      nx += ddx;
    } else if (ny <= nz) {
      if (ny > 1) return false;
      y += sy;
      ny += ddy;
    } else {
      if (nz > 1) return false;
      z += sz;
      nz += ddz;
    }
    if (x === tx && y === ty && z === tz) return true;
    if (see[look(x, y, z)] !== 1) return false;
  }
}

/** The six faces: axis (0 x, 1 y, 2 z) and outward sign. */
const FACES: readonly [number, number][] = [
  [1, 1],
  [1, -1],
  [0, 1],
  [0, -1],
  [2, 1],
  [2, -1],
];
/**
 * Where on a face the eye aims: the centre, then points 0.1 in from each
 * corner, so a face seen edge-on past a corner counts as a player's eye
 * would count it.
 */
const AIM: readonly [number, number][] = [
  [0.5, 0.5],
  [0.1, 0.1],
  [0.9, 0.1],
  [0.1, 0.9],
  [0.9, 0.9],
];
/** How far inside the block an aim point sits, so the walk ends in the block itself. */
const INSET = 1e-3;

/** Is the face of (x,y,z) on `axis`/`sign` open: its neighbour there lets sight through (and is not the same fluid)? */
export function faceOpen(s: Sight, x: number, y: number, z: number, id: number, axis: number, sign: number): boolean {
  const n = s.look(axis === 0 ? x + sign : x, axis === 1 ? y + sign : y, axis === 2 ? z + sign : z);
  return s.see[n] === 1 && !(n === id && s.fluids.has(id));
}

/** Does (x,y,z) have any open face? Blocks sealed on every side cannot be seen from anywhere. */
export function hasOpenFace(s: Sight, x: number, y: number, z: number, id: number = s.look(x, y, z)): boolean {
  for (const [axis, sign] of FACES) if (faceOpen(s, x, y, z, id, axis, sign)) return true;
  return false;
}

/**
 * How far off a player makes out a mob: vanilla `Entity.shouldRenderAtSqrDistance`, the mean side of its box × 64 at
 * the default entity distance (100%). A cow (0.9 × 1.4 × 0.9) 68 blocks, a zombie 67, a spider 79, a chicken 32.
 * Never less than the senses radius, within which everything in line of sight is seen.
 */
export const ENTITY_VIEW_SCALE = 64;
export const mobViewRange = (radius: number, width: number, height: number): number => Math.max(radius, (ENTITY_VIEW_SCALE * (2 * width + height)) / 3);

/**
 * A dropped item's box is 0.25 a side, so by the same rule a player sees it within 16 blocks, inside the senses
 * radius. X-ray senses, which see every entity within the radius, are not held to it.
 */
export const ITEM_SIZE = 0.25;
export const itemViewRange = (radius: number, xray: boolean): number => (xray ? radius : Math.min(radius, ENTITY_VIEW_SCALE * ITEM_SIZE));

/**
 * Can an eye at (ex,ey,ez) see block (x,y,z)? True when a ray reaches one of
 * its open faces that faces the eye, aimed at the face's centre or near its
 * corners, through see-through cells only. The caller bounds the distance.
 */
export function blockVisible(s: Sight, ex: number, ey: number, ez: number, x: number, y: number, z: number): boolean {
  if (Math.floor(ex) === x && Math.floor(ey) === y && Math.floor(ez) === z) return true;
  const id = s.look(x, y, z);
  // Only faces the eye is beyond the plane of can face it: at most one per axis.
  if (ey > y + 1 ? faceSeen(s, ex, ey, ez, x, y, z, id, 1, 1) : ey < y && faceSeen(s, ex, ey, ez, x, y, z, id, 1, -1)) return true;
  if (ex > x + 1 ? faceSeen(s, ex, ey, ez, x, y, z, id, 0, 1) : ex < x && faceSeen(s, ex, ey, ez, x, y, z, id, 0, -1)) return true;
  if (ez > z + 1 ? faceSeen(s, ex, ey, ez, x, y, z, id, 2, 1) : ez < z && faceSeen(s, ex, ey, ez, x, y, z, id, 2, -1)) return true;
  return false;
}

/** Does a ray reach the open face of (x,y,z) on `axis`/`sign`, aimed at its centre or near one of its corners? */
function faceSeen(s: Sight, ex: number, ey: number, ez: number, x: number, y: number, z: number, id: number, axis: number, sign: number): boolean {
  if (!faceOpen(s, x, y, z, id, axis, sign)) return false;
  // The aim point's coordinate across the face plane, just inside the block.
  const across = (axis === 0 ? x : axis === 1 ? y : z) + (sign > 0 ? 1 - INSET : INSET);
  for (const [a, b] of AIM) {
    const px = axis === 0 ? across : x + a,
      py = axis === 1 ? across : axis === 0 ? y + a : y + b,
      pz = axis === 2 ? across : z + b;
    if (rayReaches(s, ex, ey, ez, px, py, pz, x, y, z)) return true;
  }
  return false;
}

/** Can an eye at (ex,ey,ez) see the point (px,py,pz) (an entity's eyes or centre): every cell on the way, its own included, see-through? */
export function pointVisible(s: Sight, ex: number, ey: number, ez: number, px: number, py: number, pz: number): boolean {
  const tx = Math.floor(px),
    ty = Math.floor(py),
    tz = Math.floor(pz);
  if (s.see[s.look(tx, ty, tz)] !== 1 && !(Math.floor(ex) === tx && Math.floor(ey) === ty && Math.floor(ez) === tz)) return false;
  return rayReaches(s, ex, ey, ez, px, py, pz, tx, ty, tz);
}

/**
 * Is an entity perceived: seen (a clear line from the eyes to its eyes or its
 * centre) or, when it makes sounds, heard within HEARING_RANGE?
 */
export function entityPerceived(
  s: Sight,
  eye: { x: number; y: number; z: number },
  feet: { x: number; y: number; z: number },
  height: number,
  distance: number,
  audible: boolean,
): boolean {
  if (audible && distance <= HEARING_RANGE) return true;
  return (
    pointVisible(s, eye.x, eye.y, eye.z, feet.x, feet.y + height * EYE_FRACTION, feet.z) ||
    pointVisible(s, eye.x, eye.y, eye.z, feet.x, feet.y + height / 2, feet.z)
  );
}

/**
 * The cells a player's body touches: its feet and head cells, the four beside
 * each, the one underfoot and the one over its head. These are known by touch
 * whatever the light or line of sight.
 */
export function touchedCells(fx: number, fy: number, fz: number): [number, number, number][] {
  const out: [number, number, number][] = [
    [fx, fy, fz],
    [fx, fy + 1, fz],
    [fx, fy - 1, fz],
    [fx, fy + 2, fz],
  ];
  for (const dy of [0, 1]) out.push([fx + 1, fy + dy, fz], [fx - 1, fy + dy, fz], [fx, fy + dy, fz + 1], [fx, fy + dy, fz - 1]);
  return out;
}

/** Is (x,y,z) one of the cells a player with feet in (fx,fy,fz) touches? */
export function touches(fx: number, fy: number, fz: number, x: number, y: number, z: number): boolean {
  const dx = Math.abs(x - fx),
    dz = Math.abs(z - fz),
    dy = y - fy;
  if (dx === 0 && dz === 0) return dy >= -1 && dy <= 2;
  return dx + dz === 1 && (dy === 0 || dy === 1);
}

/**
 * The blocks the world is made of in bulk, which nobody remembers one by one:
 * a player recalls the ore in the cave wall, not each stone around it. Every
 * other block (ores, logs, water, lava, stations, crops, flowers…) is notable:
 * remembered where seen, so skills can find it again out of sight.
 */
const BULK =
  /^(air|cave_air|void_air|stone|deepslate|dirt|coarse_dirt|podzol|mycelium|grass_block|bedrock|granite|diorite|andesite|tuff|calcite|sand|red_sand|sandstone|gravel|snow|snow_block|ice|packed_ice|netherrack|short_grass|tall_grass|fern|.*_leaves)$/;

/** `notable[id]` is 1 for blocks a body remembers where it saw them. */
export function notableTable(blocks: readonly { id: number; name: string }[]): Uint8Array {
  const size = blocks.reduce((n, b) => Math.max(n, b.id + 1), 0);
  const notable = new Uint8Array(size);
  for (const b of blocks) notable[b.id] = BULK.test(b.name) ? 0 : 1;
  return notable;
}
