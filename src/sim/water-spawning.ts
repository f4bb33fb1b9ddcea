/**
 * Natural spawning of the WATER_CREATURE category (squid; dolphins are drawn and spawn nothing), vanilla 1.20.4's
 * `NaturalSpawner` as for monsters (spawning.ts): each spawn chunk gets one try a tick at a random column and a random
 * y up to the column's WORLD_SURFACE height + 1 (water counts), three packs walking ±5 blocks, each step more than 24
 * blocks from the player and the world spawn and within 128 of the player; the biome at the first such step picks
 * the kind from its list (biome-features.ts: river squid 2 in packs of 1–4, ocean squid 1 and dolphin 1), and a step
 * spawns one where the kind's rule holds (squid.ts). Friendly but not persistent, so it runs every tick with mobs on,
 * hostiles or not, and squid despawn like monsters.
 *
 * The cap is `MobCategory.WATER_CREATURE`'s 5 per 289 spawn chunks. Vanilla's 289 are all loaded; the sim generates
 * fewer (LOAD_RADIUS), and the integer 5 × chunks / 289 would be 0 under 58 of them, so the share is kept as a real
 * number: one squid may spawn while fewer swim than 5 × chunks / 289 (a deviation: at most one more than vanilla's).
 */
import type { Chunk } from './chunk.js';
import { BIOMES } from './biomes.js';
import { BIOME_FEATURES, drawSpawn } from './biome-features.js';
import { DESPAWN_DISTANCE, MAGIC_NUMBER, spawnPacks, type PackWorld } from './spawning.js';
import { squidMaySpawn } from './squid.js';
import type { MobPathWorld } from './mob-path.js';

export const WATER_CREATURE_CAP = 5;

/** Squid (and dolphins) that may swim at once around the player: 5 per 289 spawn chunks, as a real number. */
export const waterCreatureCap = (chunks: number): number => (WATER_CREATURE_CAP * chunks) / MAGIC_NUMBER;

export type WaterSpawnWorld = PackWorld & { readonly loaded: MobPathWorld };

/** `ticks` ticks of tries in each chunk; `swimming` is how many count against the cap now. Returns the names spawned. */
export function spawnWaterCreatures(w: WaterSpawnWorld, chunks: Chunk[], ticks: number, swimming: number): string[] {
  const cap = waterCreatureCap(chunks.length);
  const spawned: string[] = [];
  // A pack walks at most 4 × 5 blocks, so a chunk with no river or ocean within one chunk can spawn nothing: skipped.
  const near = chunks.filter((c) => wetAround(w, c));
  for (let t = 0; t < ticks; t++)
    for (const c of near) {
      if (swimming + spawned.length >= cap) return spawned;
      tryChunk(w, c, spawned);
    }
  return spawned;
}

const wetChunks = new WeakMap<Chunk, boolean>();
/** Whether any column of the chunk is in a biome with water creatures. */
function wet(c: Chunk): boolean {
  let v = wetChunks.get(c);
  if (v === undefined) wetChunks.set(c, (v = c.biome.some((b) => (BIOME_FEATURES[BIOMES[b]].waterCreatures?.length ?? 0) > 0)));
  return v;
}
function wetAround(w: WaterSpawnWorld, c: Chunk): boolean {
  for (let dx = -1; dx <= 1; dx++)
    for (let dz = -1; dz <= 1; dz++) {
      const n = w.loadedChunk(c.cx + dx, c.cz + dz);
      if (n && wet(n)) return true;
    }
  return false;
}

/** A water creature's try: vanilla's walk (spawning.ts spawnPacks), the kind drawn from the biome's list, squid's rule. */
function tryChunk(w: WaterSpawnWorld, c: Chunk, spawned: string[]): void {
  const r = w.rng;
  spawnPacks(
    w,
    c,
    spawned,
    (here, x, z) => {
      const list = BIOME_FEATURES[BIOMES[here.biome[((z & 15) << 4) | (x & 15)]]].waterCreatures ?? [];
      return list.length === 0 ? null : drawSpawn(list, r);
    },
    (kind, _here, x, y, z, d2) => (kind.mob !== 'squid' || d2 > DESPAWN_DISTANCE ** 2 || !squidMaySpawn(w.loaded, x, y, z) ? null : kind.mob),
  );
}
