/**
 * Animals placed when a chunk is generated, as vanilla 1.20.4's
 * NaturalSpawner.spawnMobsForChunkGeneration: while a random float is below the
 * biome's creatureGenerationProbability (0.1, 0.07 in snowy biomes), pick one
 * CREATURE spawn entry by weight, a pack size in its min..max (farm animals: exactly
 * 4), a random column of the chunk, and place the pack there, each member trying up to
 * 4 columns that wander by nextInt(5) - nextInt(5) without leaving the chunk. A member
 * stands on the top non-leaves block, which must be grass (Animal.checkAnimalSpawnRules:
 * the block below is #animals_spawnable_on, which is grass_block), or for a rabbit one of
 * #rabbits_spawnable_on (grass, snow, sand: Rabbit.checkRabbitSpawnRules), with feet and head
 * free of blocks and fluids. The biome is the one at the chunk's corner column (vanilla
 * samples the chunk's corner at the top of the world). Entries for mobs the sim lacks
 * (horse, wolf, fox…) are drawn like the others and spawn nothing.
 */
import { B, blockFlags, blockIdOf, F_LAVA, F_WATER, isPassable, isSolid, mcData } from './data.js';
import { RABBITS_SPAWNABLE_ON } from './rabbits.js';
import { Chunk, idx, MIN_Y } from './chunk.js';
import { BIOMES } from './biomes.js';
import { BIOME_FEATURES, type CreatureSpawn } from './biome-features.js';
import { MOB_STATS } from './mobs.js';
import { hash4, Rng } from './rng.js';

export interface AnimalSpawn {
  name: string;
  x: number;
  y: number;
  z: number;
}

const LEAVES = new Set(mcData.blocksArray.filter((b) => b.name.endsWith('_leaves')).map((b) => b.id));
const ANIMAL_FLOORS: ReadonlySet<number> = new Set([B.grass_block]);
const RABBIT_FLOORS: ReadonlySet<number> = new Set(RABBITS_SPAWNABLE_ON.map((n) => blockIdOf(n)!));
export const floorsOf = (mob: string): ReadonlySet<number> => (mob === 'rabbit' ? RABBIT_FLOORS : ANIMAL_FLOORS);

/** Where a mob may stand in column (lx, lz): above the top block that is solid and not leaves (MOTION_BLOCKING_NO_LEAVES), on one of `floors`. */
function standOn(c: Chunk, lx: number, lz: number, floors: ReadonlySet<number>): number | null {
  let y = c.height[(lz << 4) | lx];
  for (; y >= MIN_Y; y--) {
    const id = c.blocks[idx(lx, y, lz)];
    if (blockFlags[id] & (F_WATER | F_LAVA)) return null;
    if (isSolid(id) && !LEAVES.has(id)) break;
  }
  if (y < MIN_Y || !floors.has(c.blocks[idx(lx, y, lz)])) return null;
  return isPassable(c.blocks[idx(lx, y + 1, lz)]) && isPassable(c.blocks[idx(lx, y + 2, lz)]) ? y + 1 : null;
}

function pick(list: CreatureSpawn[], r: number): CreatureSpawn {
  for (const e of list) {
    if (r < e.weight) return e;
    r -= e.weight;
  }
  return list[list.length - 1];
}

/** nextInt(5) - nextInt(5): a step of -4..4, most often 0. */
const wander = (rng: Rng): number => rng.int(0, 4) - rng.int(0, 4);

/** The packs of animals chunk generation puts into this chunk, deterministic per seed and chunk. */
export function creaturePacks(seed: number, c: Chunk): AnimalSpawn[][] {
  const { creatures, creatureProbability } = BIOME_FEATURES[BIOMES[c.biome[0]]];
  if (creatures.length === 0) return [];
  const total = creatures.reduce((n, e) => n + e.weight, 0);
  const rng = new Rng(hash4(seed ^ 0xa11, c.cx, c.cz, 3));
  const out: AnimalSpawn[][] = [];
  while (rng.next() < creatureProbability) {
    const entry = pick(creatures, rng.next() * total);
    const size = rng.int(entry.min, entry.max);
    if (!MOB_STATS[entry.mob]) continue;
    const x0 = rng.int(0, 15),
      z0 = rng.int(0, 15);
    let x = x0,
      z = z0;
    const members: AnimalSpawn[] = [];
    for (let member = 0; member < size; member++) {
      for (let tries = 0; tries < 4; tries++) {
        const y = standOn(c, x, z, floorsOf(entry.mob));
        if (y !== null) members.push({ name: entry.mob, x: c.cx * 16 + x, y, z: c.cz * 16 + z });
        x += wander(rng);
        z += wander(rng);
        while (x < 0 || x > 15 || z < 0 || z > 15) {
          x = x0 + wander(rng);
          z = z0 + wander(rng);
        }
        if (y !== null) break;
      }
    }
    if (members.length > 0) out.push(members);
  }
  return out;
}
