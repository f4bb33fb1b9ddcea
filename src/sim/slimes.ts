/**
 * Slimes, vanilla 1.20.4 (`Slime`, normal difficulty, https://minecraft.wiki/w/Slime):
 * - spawn rule (`Slime.checkSlimeSpawnRules`, any light, not `Monster.isDarkEnoughToSpawn`): in a swamp at night by
 *   the moon (`swampSlimeNight`), else `random.nextInt(10) == 0`, a slime chunk
 *   (slime-chunks.ts) and y < 40. The ON_GROUND placement also wants the entity type's 2.04-block box free of blocks
 *   (`NaturalSpawner.isValidSpawnPostitionForType` uses the type's box, whatever size the slime then gets): 3×3 cells, 3 high.
 * - size (`finalizeSpawn`): 1 << nextInt(3), bumped once more with chance 0.5 × the regional special multiplier, which
 *   is 0 on normal until the regional difficulty passes 2 (hours into a world): so 1, 2 or 4, a third each.
 * - `setSize`: health size², attack damage size; box 0.52 × size (2.04 × 0.255); a size-1 slime deals no damage
 *   (`isDealsDamage`). It hurts a player its box touches (`playerTouch`), as often as the player's 10 hurt ticks allow.
 * - death (`Slime.remove`): a slime over size 1 splits into 2 + nextInt(3) slimes of half its size; only size 1 drops
 *   slime balls (loot.ts).
 * Slimes hop straight at their target rather than path (`SlimeMoveControl`); their pace here is an approximation
 * from the `movement_speed` 0.2 + 0.1 × size while airborne about half the time.
 */
import type { Rng } from './rng.js';
import type { Chunk } from './chunk.js';
import { isSolid } from './data.js';

/** What the spawn rule reads of the world. */
export interface SlimeSpawnWorld {
  readonly rng: Rng;
  readonly slimeChunks: { has(cx: number, cz: number): boolean };
  readonly light: { skyLight(x: number, y: number, z: number): number; blockLight(x: number, y: number, z: number): number };
  moonBrightness(): number;
  biomeAt(x: number, z: number): string;
}

export const SLIME_SIZES = [1, 2, 4] as const;
/** Vanilla `Slime.checkSlimeSpawnRules`: slime-chunk slimes only below y 40. */
export const SLIME_CHUNK_MAX_Y = 40;
/** `EntityType.SLIME` box, 2.04 wide and tall: the spawn check's 3×3×3 free cells. */
export const SLIME_SPAWN_BOX = 2.04;

/** `Slime.finalizeSpawn` on normal with the special multiplier 0: 1, 2 or 4, one draw. */
export const slimeSize = (r: Rng): number => 1 << r.int(0, 2);
export const slimeHealth = (size: number): number => size * size;
/** `ATTACK_DAMAGE` = size; a size-1 slime deals none (`isDealsDamage`). */
export const slimeDamage = (size: number): number => (size > 1 ? size : 0);
/** `Slime.getDimensions`: the type's 2.04 scaled by 0.255 × size. */
export const slimeBox = (size: number): number => SLIME_SPAWN_BOX * 0.255 * size;
/** Blocks a second while chasing (see the header: an approximation). */
export const slimeSpeed = (size: number): number => (2.6 * (0.2 + 0.1 * size)) / 0.23 / 2;
/** Ticks between touches that can hurt: the player's hurt invulnerability (`LivingEntity.invulnerableTime` 10 of 20). */
export const SLIME_TOUCH_TICKS = 10;

/** `Slime.remove`: the slimes a dead one splits into (none for size 1). */
export const splitCount = (size: number, r: Rng): number => (size > 1 ? 2 + r.int(0, 2) : 0);

/** A dead slime's children, at the cell it died in (vanilla's offsets of ±size/8 stay within it or the next). */
export function splitSlime(w: { rng: Rng; spawnMob(name: string, pos: { x: number; y: number; z: number }, size?: number): number }, m: SlimeLike): number[] {
  const size = m.size ?? 1;
  const n = splitCount(size, w.rng);
  return Array.from({ length: n }, () => w.spawnMob('slime', { x: m.x, y: m.y, z: m.z }, size / 2));
}

export interface SlimeLike {
  x: number;
  y: number;
  z: number;
  size?: number;
}

/**
 * Whether the slime's box (widened half a cell: mobs stand on whole cells here) touches the player's: vanilla hurts
 * on `playerTouch`, within 0.6 × size of the player and in sight (the caller checks sight).
 */
export function slimeTouches(m: SlimeLike, p: { x: number; y: number; z: number }): boolean {
  const size = m.size ?? 1;
  const reach = (slimeBox(size) + 0.6) / 2 + 0.5;
  return Math.abs(m.x + 0.5 - p.x) <= reach && Math.abs(m.z + 0.5 - p.z) <= reach && m.y < p.y + 1.8 && p.y < m.y + slimeBox(size);
}

/** Vanilla `DimensionType.MOON_BRIGHTNESS_PER_PHASE`, by moon phase (day number mod 8). */
export const MOON_BRIGHTNESS = [1, 0.75, 0.5, 0.25, 0, 0.25, 0.5, 0.75] as const;

/** Biomes in `#minecraft:allows_surface_slime_spawns` (swamp, mangrove swamp); the simulated world has swamps. */
export const SURFACE_SLIME_BIOMES: ReadonlySet<string> = new Set(['swamp', 'mangrove_swamp']);

/**
 * The swamp half of `checkSlimeSpawnRules`: a surface-slime biome, 50 < y < 70, nextFloat < 0.5, nextFloat < the moon's
 * brightness (full moon 1, new moon 0) and the brightest light there (sky darkened by night, or block light) ≤ nextInt(8).
 * Draws nothing outside such a biome, as vanilla's `&&` does.
 */
export function swampSlimeNight(biome: string, y: number, moon: number, brightness: number, r: Rng): boolean {
  if (!SURFACE_SLIME_BIOMES.has(biome) || y <= 50 || y >= 70) return false;
  return r.next() < 0.5 && r.next() < moon && brightness <= r.int(0, 7);
}

/** The slime-chunk half: nextInt(10) == 0 first (vanilla draws it before looking at the chunk), then chunk and height. */
export const slimeChunkSpawn = (inSlimeChunk: boolean, y: number, r: Rng): boolean => r.int(0, 9) === 0 && inSlimeChunk && y < SLIME_CHUNK_MAX_Y;

/** The slime type's 2.04 box: 3×3 cells, 3 high, free of collision (water is no collision). Cells past the chunk edge: accepted, as for spiders. */
export function slimeRoom(c: Chunk, x: number, y: number, z: number): boolean {
  for (let dx = -1; dx <= 1; dx++)
    for (let dz = -1; dz <= 1; dz++) {
      if ((x + dx) >> 4 !== c.cx || (z + dz) >> 4 !== c.cz) continue;
      for (let dy = 0; dy <= 2; dy++) if (isSolid(c.get((x + dx) & 15, y + dy, (z + dz) & 15))) return false;
    }
  return true;
}

/** `Slime.checkSlimeSpawnRules`, any light: a swamp by the moon, else a slime chunk below y 40. */
export function slimeMaySpawn(w: SlimeSpawnWorld, x: number, y: number, z: number, darken: number): boolean {
  const bright = Math.max(w.light.skyLight(x, y, z) - darken, w.light.blockLight(x, y, z));
  if (swampSlimeNight(w.biomeAt(x, z), y, w.moonBrightness(), bright, w.rng)) return true;
  return slimeChunkSpawn(w.slimeChunks.has(x >> 4, z >> 4), y, w.rng);
}
