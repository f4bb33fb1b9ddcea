/**
 * Natural spawning of the CREATURE category after chunk generation (farm animals and rabbits; the kinds the sim
 * lacks, such as horses, wolves and parrots, are drawn and spawn nothing), vanilla 1.20.4's `NaturalSpawner`:
 *
 * - CREATURE is a persistent category, so it is tried only when the game time is a multiple of 400
 *   (`ServerChunkCache.tickChunks`' `spawnFriendlies`), one try per spawn chunk, with the walk of every category
 *   (spawning.ts spawnPacks): a random y up to the surface, so most tries start underground and spawn nothing;
 * - the biome at the first step picks the kind by weight (biome-features.ts), and every step must stand in a biome
 *   whose list holds that kind (`canSpawnMobAt`);
 * - a step spawns one where the ON_GROUND placement holds (a sturdy floor, feet and head free), the floor is
 *   `#animals_spawnable_on` (grass) or, for a rabbit, `#rabbits_spawnable_on`, and the raw brightness at the feet
 *   is above 8 (`Animal.isBrightEnoughToSpawn`: sky or block light, whatever the time of day, so open grass
 *   spawns animals at night too).
 *
 * The cap is `MobCategory.CREATURE`'s 10 per 289 spawn chunks, kept as a real number as for squid (water-spawning.ts).
 * Animals never despawn, so those generated with their chunks count against it: a grassland full of them gets no
 * more, and a region that generated few fills up slowly, as in vanilla.
 */
import type { Chunk } from './chunk.js';
import { BIOMES } from './biomes.js';
import { BIOME_FEATURES, drawSpawn, type CreatureSpawn } from './biome-features.js';
import { floorsOf } from './animals.js';
import { isPassable } from './data.js';
import { MAGIC_NUMBER, SPAWN_FLOOR, spawnPacks, type PackWorld } from './spawning.js';
import { MOB_STATS } from './mob-stats.js';
import type { Light } from './light.js';

export const CREATURE_CAP = 10;
/** Vanilla tries persistent categories every 400 ticks of game time. */
export const CREATURE_EVERY = 400;
/** `Animal.isBrightEnoughToSpawn`: raw brightness above 8. */
const MIN_BRIGHTNESS = 9;

/** Animals that may stand at once around the player: 10 per 289 spawn chunks, as a real number. */
export const creatureCap = (chunks: number): number => (CREATURE_CAP * chunks) / MAGIC_NUMBER;

export type CreatureSpawnWorld = PackWorld & { readonly light: Pick<Light, 'skyLight' | 'blockLight'> };

/** One round of tries (one per chunk); `grazing` is how many animals count against the cap now. Returns the names spawned. */
export function spawnCreatures(w: CreatureSpawnWorld, chunks: Chunk[], grazing: number): string[] {
  const cap = creatureCap(chunks.length);
  const spawned: string[] = [];
  for (const c of chunks) {
    if (grazing + spawned.length >= cap) break;
    tryChunk(w, c, spawned);
  }
  return spawned;
}

const listAt = (here: Chunk, x: number, z: number): readonly CreatureSpawn[] => BIOME_FEATURES[BIOMES[here.biome[((z & 15) << 4) | (x & 15)]]].creatures;

function tryChunk(w: CreatureSpawnWorld, c: Chunk, spawned: string[]): void {
  spawnPacks(
    w,
    c,
    spawned,
    (here, x, z) => {
      const list = listAt(here, x, z);
      return list.length === 0 ? null : drawSpawn(list, w.rng);
    },
    (kind, here, x, y, z) => (MOB_STATS[kind.mob] && listAt(here, x, z).includes(kind) && animalMaySpawn(w, here, kind.mob, x, y, z) ? kind.mob : null),
  );
}

/** ON_GROUND placement on the animal's floor, with light above 8 at the feet. */
export function animalMaySpawn(w: Pick<CreatureSpawnWorld, 'light'>, c: Chunk, mob: string, x: number, y: number, z: number): boolean {
  const lx = x & 15,
    lz = z & 15;
  const floor = c.get(lx, y - 1, lz);
  if (!SPAWN_FLOOR[floor] || !floorsOf(mob).has(floor) || !isPassable(c.get(lx, y, lz)) || !isPassable(c.get(lx, y + 1, lz))) return false;
  return Math.max(w.light.skyLight(x, y, z), w.light.blockLight(x, y, z)) >= MIN_BRIGHTNESS;
}
