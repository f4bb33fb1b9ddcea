/**
 * Natural monster spawning and despawning by vanilla 1.20.4's `NaturalSpawner` and `Mob.checkDespawn`.
 *
 * Every tick each spawn chunk gets one try: a random column, a random y from the world bottom to the
 * column's WORLD_SURFACE height + 1; if that block is not a full opaque cube, three packs walk from it
 * (up to 4 steps of ±5 blocks each, same y) and every step is a candidate: more than 24 blocks from the
 * player and from the world spawn, within 128 of the player, a valid floor, two empty cells (no fluid, no
 * hazard), dark enough (`Monster.isDarkEnoughToSpawn`), room for the mob's box. At most 4 mobs per try.
 *
 * Spawn chunks are vanilla's: within 8 chunks of the player with their centre within 128 blocks, but only those
 * generated (chunk generation costs ~6 ms, so the world forces only LOAD_RADIUS around the player; the rest are
 * there when senses or paths went there). The cap is vanilla's 70 monsters per 17×17 spawn chunks
 * (`MobCategory.MONSTER`, `NaturalSpawner.MAGIC_NUMBER` 289) × the spawn chunks there are: the same monsters per
 * chunk and the same tries per chunk per tick as vanilla.
 */
import { blockFlags, F_SOLID, isPassable, isSolid, mcData, BLOCK_COUNT, F_WATER, F_LAVA } from './data.js';
import { type Chunk, MIN_Y } from './chunk.js';
import { emitLight, filterLight, skyDarken, type Light } from './light.js';
import type { Rng } from './rng.js';
import type { Vec3 } from './player.js';
import { slimeMaySpawn, slimeRoom } from './slimes.js';

export interface SpawnWorld {
  readonly rng: Rng;
  /** Slime chunks of this world's seed (slime-chunks.ts). */
  readonly slimeChunks: { has(cx: number, cz: number): boolean };
  readonly player: { pos: Vec3 };
  readonly spawn: Vec3;
  readonly light: Light;
  loadedChunk(cx: number, cz: number): Chunk | undefined;
  timeOfDay(): number;
  /** Tonight's moon brightness, 1 at full moon (vanilla `getMoonBrightness`). */
  moonBrightness(): number;
  biomeAt(x: number, z: number): string;
  spawnMob(name: string, pos: Vec3): number;
}

/** Vanilla `MobCategory.MONSTER`: 70 per 289 chunks. */
export const MONSTER_CAP = 70;
export const MAGIC_NUMBER = 17 * 17;
/** Vanilla spawns within 8 chunks of a player (`DistanceManager` natural spawn chunk range). */
const SPAWN_CHUNK_RANGE = 8;
/** Chunks the world generates around the player so there is somewhere to spawn: 5×5, as before light and spawning. */
export const LOAD_RADIUS = 2;
/** Vanilla `MobCategory.MONSTER` despawn distance 128 and no-despawn distance 32; idle (`noActionTime`) over 600 ticks. */
export const DESPAWN_DISTANCE = 128;
const NO_DESPAWN_DISTANCE = 32;
const IDLE_BEFORE_DESPAWN = 600;
/** Vanilla `NaturalSpawner.isRightDistanceToPlayerAndSpawnPoint`: 24 blocks from the player and the world spawn. */
export const MIN_SPAWN_DISTANCE = 24;
const MAX_CLUSTER = 4;

/**
 * The overworld's default monster list (`BiomeDefaultFeatures.monsters(…, 95, 5, 100, false)`): weight, pack size.
 * Slimes spawn by their own rule (slimes.ts: slime chunks below y 40, swamps by the moon). The sim has no witch:
 * picking one spawns nothing. Deserts (husks) use the same list. Cave spiders (spawners), zombified piglins and wither skeletons (the
 * Nether) never spawn naturally here: only a summon (arena.ts) puts them in the world.
 */
export const MONSTERS: readonly { name: string | null; weight: number; min: number; max: number }[] = [
  { name: 'spider', weight: 100, min: 4, max: 4 },
  { name: 'zombie', weight: 95, min: 4, max: 4 },
  { name: 'zombie_villager', weight: 5, min: 1, max: 1 },
  { name: 'skeleton', weight: 100, min: 4, max: 4 },
  { name: 'creeper', weight: 100, min: 4, max: 4 },
  { name: 'slime', weight: 100, min: 4, max: 4 },
  { name: 'enderman', weight: 10, min: 1, max: 4 },
  { name: null, weight: 5, min: 1, max: 1 }, // witch
];
const TOTAL_WEIGHT = MONSTERS.reduce((n, m) => n + m.weight, 0);

/** Full opaque cubes stand in for vanilla's `isRedstoneConductor` (full collision; glass and leaves are not). */
export const CONDUCTOR = new Uint8Array(BLOCK_COUNT);
/** Vanilla `isValidSpawn` for ON_GROUND: a sturdy top face, light emission < 14; never bedrock, barrier, glass, leaves, ice, magma. */
export const SPAWN_FLOOR = new Uint8Array(BLOCK_COUNT);
for (const b of mcData.blocksArray) {
  const full = (blockFlags[b.id] & F_SOLID) !== 0;
  CONDUCTOR[b.id] = full && filterLight(b.id) === 15 ? 1 : 0;
  SPAWN_FLOOR[b.id] = full && !b.transparent && emitLight(b.id) < 14 && b.name !== 'bedrock' && b.name !== 'barrier' && b.name !== 'magma_block' ? 1 : 0;
}

/** The generated chunks vanilla would spawn in: within 8 chunks and with their centre within 128 blocks of the player. */
export function spawnChunks(w: SpawnWorld): Chunk[] {
  const p = w.player.pos;
  const pcx = Math.floor(p.x) >> 4,
    pcz = Math.floor(p.z) >> 4;
  const out: Chunk[] = [];
  for (let dx = -SPAWN_CHUNK_RANGE; dx <= SPAWN_CHUNK_RANGE; dx++)
    for (let dz = -SPAWN_CHUNK_RANGE; dz <= SPAWN_CHUNK_RANGE; dz++) {
      const c = w.loadedChunk(pcx + dx, pcz + dz);
      if (c && Math.hypot(c.cx * 16 + 8 - p.x, c.cz * 16 + 8 - p.z) < DESPAWN_DISTANCE) out.push(c);
    }
  return out;
}

/** Vanilla: cap × spawnable chunks / 289, integer division. */
export const monsterCap = (chunks: number): number => Math.floor((MONSTER_CAP * chunks) / MAGIC_NUMBER);

/**
 * `ticks` ticks' worth of spawn tries in each chunk (vanilla tries once per chunk per tick; batching keeps the rate).
 * `monsters` is how many monsters count against the cap now; returns the names spawned.
 */
export function spawnMonsters(w: SpawnWorld, chunks: Chunk[], ticks: number, monsters: number): string[] {
  const cap = monsterCap(chunks.length);
  const spawned: string[] = [];
  const darken = skyDarken(w.timeOfDay());
  for (let t = 0; t < ticks; t++)
    for (const c of chunks) {
      if (monsters + spawned.length >= cap) return spawned;
      tryChunk(w, c, darken, spawned);
    }
  return spawned;
}

/** A monster's try: vanilla's walk, the kind drawn by weight, ON_GROUND placement and the light (or a slime's) rule. */
function tryChunk(w: SpawnWorld, c: Chunk, darken: number, spawned: string[]): void {
  spawnPacks(
    w,
    c,
    spawned,
    () => pickMonster(w.rng),
    (kind, here, x, y, z, d2) => {
      if (!kind.name || d2 > DESPAWN_DISTANCE ** 2 || !placementOk(here, x, y, z, kind.name)) return null;
      return (kind.name === 'slime' ? slimeMaySpawn(w, x, y, z, darken) : darkEnough(w, x, y, z, darken)) ? kind.name : null;
    },
  );
}

/** What a category's spawn walk needs of the world. */
export type PackWorld = Pick<SpawnWorld, 'rng' | 'player' | 'spawn' | 'loadedChunk' | 'spawnMob'>;

/**
 * `NaturalSpawner.spawnCategoryForChunk` + `spawnCategoryForPosition`, for any category: a random column of the
 * chunk and a random y up to its WORLD_SURFACE height + 1, then three packs walking ±5 blocks a step, each step more
 * than 24 blocks from the player and the world spawn. The first step on loaded ground draws the pack's kind
 * (`choose`; null ends the pack) and its size; each step spawns the mob `accept` names there (null: none), at most
 * 4 in all.
 */
export function spawnPacks<K extends { min: number; max: number }>(
  w: PackWorld,
  c: Chunk,
  spawned: string[],
  choose: (here: Chunk, x: number, z: number) => K | null,
  accept: (kind: K, here: Chunk, x: number, y: number, z: number, d2: number) => string | null,
): void {
  const r = w.rng;
  const lx = r.int(0, 15),
    lz = r.int(0, 15);
  const y = r.int(MIN_Y, c.height[(lz << 4) | lx] + 1);
  if (y < MIN_Y + 1 || CONDUCTOR[c.get(lx, y, lz)]) return;
  let total = 0;
  for (let pack = 0; pack < 3; pack++) {
    let x = c.cx * 16 + lx,
      z = c.cz * 16 + lz;
    let kind: K | null = null;
    let steps = Math.ceil(r.next() * 4);
    for (let i = 0; i < steps; i++) {
      x += r.int(0, 5) - r.int(0, 5);
      z += r.int(0, 5) - r.int(0, 5);
      const d2 = distSq(w.player.pos, x + 0.5, y, z + 0.5);
      if (d2 <= MIN_SPAWN_DISTANCE ** 2 || distSq(w.spawn, x + 0.5, y, z + 0.5) < MIN_SPAWN_DISTANCE ** 2) continue;
      const here = w.loadedChunk(x >> 4, z >> 4);
      if (!here) continue;
      if (!kind) {
        kind = choose(here, x, z);
        if (!kind) break;
        steps = kind.min + r.int(0, kind.max - kind.min);
      }
      const name = accept(kind, here, x, y, z, d2);
      if (name === null) continue;
      w.spawnMob(name, { x, y, z });
      spawned.push(name);
      if (++total >= MAX_CLUSTER) return;
    }
  }
}

const distSq = (p: Vec3, x: number, y: number, z: number): number => (p.x - x) ** 2 + (p.y - y) ** 2 + (p.z - z) ** 2;

/** Vanilla `WeightedRandom.getRandomItem` over the list: one draw in 0..total−1. */
export function pickMonster(r: Rng): (typeof MONSTERS)[number] {
  let n = r.int(0, TOTAL_WEIGHT - 1);
  for (const m of MONSTERS) if ((n -= m.weight) < 0) return m;
  return MONSTERS[0];
}

/** ON_GROUND placement: a valid floor, feet and head empty (vanilla `isValidEmptySpawnBlock`), and room for the mob's box. */
function placementOk(c: Chunk, x: number, y: number, z: number, name: string): boolean {
  const lx = x & 15,
    lz = z & 15;
  if (!SPAWN_FLOOR[c.get(lx, y - 1, lz)] || !isPassable(c.get(lx, y, lz)) || !isPassable(c.get(lx, y + 1, lz))) return false;
  // The enderman's box is 2.9 tall: a third free cell (vanilla `noCollision` for the mob's box).
  if (name === 'enderman') return isPassable(c.get(lx, y + 2, lz));
  if (name === 'slime') return slimeRoom(c, x, y, z);
  return name !== 'spider' || spiderRoom(c, x, y, z);
}

/** A spider's box is 1.4 wide and 0.9 tall: the 3×3 cells at its feet must be free of collision and fluid. */
function spiderRoom(c: Chunk, x: number, y: number, z: number): boolean {
  for (let dx = -1; dx <= 1; dx++)
    for (let dz = -1; dz <= 1; dz++) {
      const lx = x + dx,
        lz = z + dz;
      // Cells over a chunk edge: accept (one edge of 256 cells; not worth a second chunk lookup).
      if (lx >> 4 !== c.cx || lz >> 4 !== c.cz) continue;
      const id = c.get(lx & 15, y, lz & 15);
      if (isSolid(id) || blockFlags[id] & (F_WATER | F_LAVA)) return false;
    }
  return true;
}

/**
 * Vanilla 1.20.4 `Monster.isDarkEnoughToSpawn`: fail when sky light > rand(0..31); fail when block light > 0
 * (the overworld's `monster_spawn_block_light_limit`); then max(sky − skyDarken, block) must be ≤ rand(0..7)
 * (`monster_spawn_light_level`).
 */
export function darkEnough(w: SpawnWorld, x: number, y: number, z: number, darken = skyDarken(w.timeOfDay())): boolean {
  const sky = w.light.skyLight(x, y, z);
  if (sky > w.rng.int(0, 31)) return false;
  const block = w.light.blockLight(x, y, z);
  if (block > 0) return false;
  return Math.max(sky - darken, block) <= w.rng.int(0, 7);
}

/** The part of a monster `checkDespawn` needs: its idle time (`noActionTime`). */
export interface Despawnable {
  idle: number;
}

/**
 * Vanilla `Mob.checkDespawn` for monsters, once a tick: gone beyond 128 blocks; beyond 32, once idle over
 * 600 ticks, a 1/800 chance a tick; within 32 the idle time resets. `ticks` > 1 checks that many ticks at once.
 */
export function despawns(m: Despawnable, d2: number, r: Rng, ticks = 1): boolean {
  m.idle += ticks;
  if (d2 > DESPAWN_DISTANCE ** 2) return true;
  if (m.idle > IDLE_BEFORE_DESPAWN && d2 > NO_DESPAWN_DISTANCE ** 2 && r.chance(1 - (799 / 800) ** ticks)) return true;
  if (d2 < NO_DESPAWN_DISTANCE ** 2) m.idle = 0;
  return false;
}
