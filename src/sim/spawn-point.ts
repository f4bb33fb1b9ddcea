/**
 * Where a new world puts the player, the vanilla 1.20.4 way:
 *  1. Climate.findSpawnPosition: from (0, 0), two radial searches (radius 2048 step 512,
 *     then radius 512 step 32 around the best so far) for the column whose climate is
 *     nearest OverworldBiomeBuilder.spawnTarget() (inland continentalness, no river
 *     valley), with a penalty growing as (distance / 2500)^4.
 *  2. MinecraftServer.setInitialSpawn: spiral over the 11x11 chunks around it; the first
 *     chunk with a column PlayerRespawnLogic.getOverworldRespawnPos accepts (dry top
 *     with a full top face; leaves count) gives the world spawn.
 *  3. ServerPlayer.fudgeSpawnLocation: a survival player appears at a random accepted
 *     column within spawnRadius 10 of it (here the "random" start comes from the seed).
 * The climate differs per seed (noise.ts offsets each octave), so the spawn biome does.
 */
import { F_HAZARD, F_LAVA, F_WATER, blockFlags, isPassable, isSolid } from './data.js';
import { columnInfo, continentalness, riverNoise } from './biomes.js';
import { MIN_Y } from './chunk.js';
import { hash4 } from './rng.js';

export interface SpawnWorld {
  heightAt(x: number, z: number): number;
  blockId(x: number, y: number, z: number): number;
}
export interface BlockPos {
  x: number;
  y: number;
  z: number;
}

/** spawnTarget(): continentalness from inlandContinentalness.min (-0.11) up; weirdness outside (-0.16, 0.16). */
const INLAND = -0.11;
const VALLEY = 0.16;
/** Climate parameters are compared as longs in units of 1/10000 (Climate.quantizeCoord). */
const Q = 10000;

/** ParameterPoint.fitness against the spawn target: squared distances outside each range, summed. */
function climateFitness(seed: number, x: number, z: number): number {
  const dc = Math.max(0, INLAND - continentalness(seed, x, z)) * Q;
  const dw = Math.max(0, VALLEY - Math.abs(riverNoise(seed, x, z))) * Q;
  return dc * dc + dw * dw;
}

/** getSpawnPositionAndFitness: 10000² × ((x² + z²) / 2500²)² added to the climate fitness. */
const fitness = (seed: number, x: number, z: number): number => Q * Q * ((x * x + z * z) / 2500 ** 2) ** 2 + climateFitness(seed, x, z);

interface Best {
  x: number;
  z: number;
  fit: number;
}

/** Climate.SpawnFinder.radialSearch: rings `step` apart out to `max`, points ~`step` apart on each ring, around the best at the start. */
function radialSearch(seed: number, best: Best, max: number, step: number): Best {
  const cx = best.x,
    cz = best.z;
  let angle = 0,
    r = step;
  while (r <= max) {
    const x = cx + Math.trunc(Math.sin(angle) * r),
      z = cz + Math.trunc(Math.cos(angle) * r);
    const fit = fitness(seed, x, z);
    if (fit < best.fit) best = { x, z, fit };
    angle += step / r;
    if (angle > Math.PI * 2) {
      angle = 0;
      r += step;
    }
  }
  return best;
}

/** The column of the best spawn climate near the origin (Climate.findSpawnPosition). */
export function spawnClimateColumn(seed: number): { x: number; z: number } {
  let best: Best = { x: 0, z: 0, fit: fitness(seed, 0, 0) };
  best = radialSearch(seed, best, 2048, 512);
  best = radialSearch(seed, best, 512, 32);
  return { x: best.x, z: best.z };
}

/**
 * PlayerRespawnLogic.getOverworldRespawnPos: below the MOTION_BLOCKING top (solid or
 * fluid blocks; plants and snow layers do not count), the first block with a full top
 * face, unless a fluid comes first. Returns the position to stand in, or null.
 */
export function respawnPosAt(w: SpawnWorld, x: number, z: number): BlockPos | null {
  for (let y = w.heightAt(x, z); y >= MIN_Y; y--) {
    const id = w.blockId(x, y, z);
    if (blockFlags[id] & (F_WATER | F_LAVA)) return null;
    // a cactus's top face is not full (14/16 wide)
    if (isSolid(id) && !(blockFlags[id] & F_HAZARD)) return { x, y: y + 1, z };
  }
  return null;
}

/** PlayerRespawnLogic.getSpawnPosInChunk: the chunk's columns x-major from its corner, the first accepted. */
function spawnPosInChunk(w: SpawnWorld, cx: number, cz: number): BlockPos | null {
  for (let x = cx * 16; x < cx * 16 + 16; x++) {
    for (let z = cz * 16; z < cz * 16 + 16; z++) {
      const p = respawnPosAt(w, x, z);
      if (p) return p;
    }
  }
  return null;
}

/** MinecraftServer.setInitialSpawn: spiral out over 11x11 chunks from the climate's chunk. */
export function worldSpawn(w: SpawnWorld, seed: number): BlockPos {
  const at = spawnClimateColumn(seed);
  const ccx = at.x >> 4,
    ccz = at.z >> 4;
  let j = 0,
    k = 0,
    dj = 0,
    dk = -1;
  for (let o = 0; o < 121; o++) {
    if (j >= -5 && j <= 5 && k >= -5 && k <= 5) {
      const p = spawnPosInChunk(w, ccx + j, ccz + k);
      if (p) return p;
    }
    if (j === k || (j < 0 && j === -k) || (j > 0 && j === 1 - k)) {
      const t = dj;
      dj = -dk;
      dk = t;
    }
    j += dj;
    k += dk;
  }
  return { x: ccx * 16 + 8, y: w.heightAt(ccx * 16 + 8, ccz * 16 + 8) + 1, z: ccz * 16 + 8 };
}

/** spawnRadius, the game rule's default. */
export const SPAWN_RADIUS = 10;

/**
 * ServerPlayer.fudgeSpawnLocation: the (2r+1)² columns around the world spawn, visited
 * from a random one in steps of 17 (coprime to 441), the first accepted where the
 * player fits (feet and head free).
 */
export function playerSpawn(w: SpawnWorld, seed: number): BlockPos {
  const spawn = worldSpawn(w, seed);
  const side = SPAWN_RADIUS * 2 + 1,
    m = side * side;
  const start = hash4(seed, 0x5ba, 0x3f, 7) % m;
  for (let p = 0; p < m; p++) {
    const q = (start + 17 * p) % m;
    const pos = respawnPosAt(w, spawn.x + (q % side) - SPAWN_RADIUS, spawn.z + Math.floor(q / side) - SPAWN_RADIUS);
    if (pos && isPassable(w.blockId(pos.x, pos.y, pos.z)) && isPassable(w.blockId(pos.x, pos.y + 1, pos.z))) return pos;
  }
  return spawn;
}

/** How far from the vanilla spawn a start in a chosen biome is searched for, and the ring spacing. */
export const BIOME_SEARCH_RADIUS = 2048;
const BIOME_STEP = 32;
/** A start counts as inside the biome when the columns this far away on each side are in it too. */
const BIOME_MARGIN = 24;

/**
 * A start in one of `biomes` (biome ids), as MineDojo and Plan4MC start an
 * episode in a chosen biome: the nearest column, ring by ring out from `from`,
 * that is well inside one of them (climate only, no chunk generated), then the
 * first standable spot in its chunk. Null when there is none within the radius.
 */
export function spawnInBiome(w: SpawnWorld, seed: number, from: { x: number; z: number }, biomes: readonly number[]): BlockPos | null {
  const ok = (x: number, z: number) => biomes.includes(columnInfo(seed, x, z).biome);
  const inside = (x: number, z: number) => ok(x, z) && ok(x + BIOME_MARGIN, z) && ok(x - BIOME_MARGIN, z) && ok(x, z + BIOME_MARGIN) && ok(x, z - BIOME_MARGIN);
  const fx = Math.floor(from.x),
    fz = Math.floor(from.z);
  for (let r = 0; r <= BIOME_SEARCH_RADIUS; r += BIOME_STEP) {
    const points = r === 0 ? 1 : Math.ceil((2 * Math.PI * r) / BIOME_STEP);
    for (let i = 0; i < points; i++) {
      const a = (2 * Math.PI * i) / points;
      const x = fx + Math.round(Math.sin(a) * r),
        z = fz + Math.round(Math.cos(a) * r);
      if (!inside(x, z)) continue;
      const p = standable(w, x, z);
      if (p) return p;
    }
  }
  return null;
}

/** The column itself or the nearest within 4 blocks where the player fits on dry ground. */
function standable(w: SpawnWorld, x: number, z: number): BlockPos | null {
  for (let d = 0; d <= 4; d++)
    for (let dx = -d; dx <= d; dx++)
      for (let dz = -d; dz <= d; dz++) {
        if (Math.max(Math.abs(dx), Math.abs(dz)) !== d) continue;
        const p = respawnPosAt(w, x + dx, z + dz);
        if (p && isPassable(w.blockId(p.x, p.y, p.z)) && isPassable(w.blockId(p.x, p.y + 1, p.z))) return p;
      }
  return null;
}
