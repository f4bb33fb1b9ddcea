/**
 * Rabbits, vanilla 1.20.4 (`Rabbit`, https://minecraft.wiki/w/Rabbit): 3 health, `movement_speed` 0.3.
 * - `RabbitAvoidEntityGoal<Player>(8, 2.2, 2.2)`: a rabbit that sees a player within 8 blocks sideways and 3 up or
 *   down (`AvoidEntityGoal`: the box inflated 8, 3, 8; `TargetingConditions.forCombat` wants line of sight) runs away
 *   at 2.2 × its speed, as it does when hurt (`RabbitPanicGoal` 2.2).
 * - spawn (`Rabbit.checkRabbitSpawnRules`): on `#rabbits_spawnable_on` (grass block, snow, snow block, sand), so desert
 *   rabbits stand on sand; the biomes and pack sizes are in biome-features.ts.
 * A rabbit moves in hops with pauses on the ground between them, so its pace is uneven; the sim gives it one flight
 * speed, an approximation: its attribute scaled as the zombie's (0.23 → 2.6 blocks/s), 3.4 blocks/s, under the
 * player's walk (4.317), so a player on foot closes in on open ground (about 1 block a second, measured in
 * test/sim/rabbits-squid.test.ts) as players do, and at once where a wall, water or a drop stops the flight.
 * Stroll pace follows the other animals scaled by speed (0.3 against a cow's 0.2).
 */
import { clearLine } from './raycast.js';
import type { MobPathWorld } from './mob-path.js';

export const RABBIT_AVOID_SIDEWAYS = 8;
export const RABBIT_AVOID_VERTICAL = 3;
/** Flight speed, blocks a second (see the header). */
export const RABBIT_FLEE_SPEED = 3.4;
/** `#minecraft:rabbits_spawnable_on` (1.20.4 block tags). */
export const RABBITS_SPAWNABLE_ON: readonly string[] = ['grass_block', 'snow', 'snow_block', 'sand'];
/** The rabbit's eye: 0.5 tall (minecraft-data), eyes at 85 %. */
const RABBIT_EYE = 0.425;
const PLAYER_EYE = 1.62;

export interface RabbitView {
  readonly loaded: MobPathWorld;
  readonly player: { pos: { x: number; y: number; z: number } };
}

/** Whether this rabbit sees the player close enough to run from it. */
export function avoidsPlayer(w: RabbitView, m: { x: number; y: number; z: number }): boolean {
  const p = w.player.pos;
  const dx = m.x + 0.5 - p.x,
    dz = m.z + 0.5 - p.z;
  if (Math.abs(dx) > RABBIT_AVOID_SIDEWAYS || Math.abs(dz) > RABBIT_AVOID_SIDEWAYS || Math.abs(m.y - p.y) > RABBIT_AVOID_VERTICAL) return false;
  if (dx * dx + dz * dz + (m.y - p.y) ** 2 > RABBIT_AVOID_SIDEWAYS ** 2) return false;
  return clearLine(w.loaded, m.x + 0.5, m.y + RABBIT_EYE, m.z + 0.5, p.x, p.y + PLAYER_EYE, p.z);
}
