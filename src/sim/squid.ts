/**
 * Squid, vanilla 1.20.4 (`Squid`, a `WaterAnimal`, https://minecraft.wiki/w/Squid): 10 health, in water only.
 * - `SquidRandomMovementGoal`: swims toward a random heading, drawn again 1 time in 50 a tick or when it stops; it
 *   stays still once idle (`noActionTime` > 100, no player within 32 blocks).
 * - `SquidFleeGoal`: hurt, it swims away from its attacker for a while (here `panicUntil`, as the other animals).
 * - spawn (`WaterAnimal.checkSurfaceWaterAnimalSpawnRules`, IN_WATER placement): water at the spot and below it,
 *   water above, and sea level − 13 ≤ y ≤ sea level. Its category (WATER_CREATURE) is in water-spawning.ts.
 * Its swimming pace is an approximation (it moves in tentacle strokes); it never leaves water cells.
 */
import { blockFlags, F_WATER } from './data.js';
import { SEA_LEVEL } from './chunk.js';
import type { MobPathWorld } from './mob-path.js';
import type { Rng } from './rng.js';

export const SQUID_SWIM_SPEED = 1.2;
export const SQUID_FLEE_SPEED = 2.4;
/** `SquidRandomMovementGoal`: a new heading 1 time in 50 ticks. */
const NEW_HEADING = 1 / 50;
/** `noActionTime` past which the random movement stops. */
const IDLE_STILL = 100;
const HEADING_RANGE = 10;

export const isWater = (w: MobPathWorld, x: number, y: number, z: number): boolean => (blockFlags[w.blockId(x, y, z)] & F_WATER) !== 0;

/** `checkSurfaceWaterAnimalSpawnRules` with the IN_WATER placement: water here, below and above, 13 below sea level at most. */
export function squidMaySpawn(w: MobPathWorld, x: number, y: number, z: number): boolean {
  return y >= SEA_LEVEL - 13 && y <= SEA_LEVEL && isWater(w, x, y, z) && isWater(w, x, y - 1, z) && isWater(w, x, y + 1, z);
}

export interface Swimmer {
  x: number;
  y: number;
  z: number;
  wx?: number;
  wy?: number;
  wz?: number;
  move: number;
  idle: number;
  panicUntil: number;
}

export interface SquidWorld {
  readonly loaded: MobPathWorld;
  readonly rng: Rng;
  readonly tick: number;
  readonly player: { pos: { x: number; y: number; z: number } };
}

/** One tick of a squid: flee when hurt, else drift toward its heading; every step stays in water. */
export function tickSquid(w: SquidWorld, m: Swimmer): void {
  const p = w.player.pos;
  const fleeing = m.panicUntil > w.tick;
  if (fleeing) {
    m.wx = Math.round(m.x + Math.sign(m.x + 0.5 - p.x) * HEADING_RANGE);
    m.wy = m.y;
    m.wz = Math.round(m.z + Math.sign(m.z + 0.5 - p.z) * HEADING_RANGE);
  } else if (m.idle > IDLE_STILL) return;
  else if (m.wx === undefined || w.rng.chance(NEW_HEADING)) {
    m.wx = m.x + w.rng.int(-HEADING_RANGE, HEADING_RANGE);
    m.wy = m.y + w.rng.int(-2, 2);
    m.wz = m.z + w.rng.int(-HEADING_RANGE, HEADING_RANGE);
  }
  m.move += (fleeing ? SQUID_FLEE_SPEED : SQUID_SWIM_SPEED) / 20;
  while (m.move >= 1) {
    m.move -= 1;
    if (!swim(w.loaded, m)) {
      m.wx = m.wy = m.wz = undefined;
      m.move = 0;
    }
  }
}

/** One cell toward the heading, to the water neighbour (sides, up, down) that gets closest; false when none is closer. */
function swim(w: MobPathWorld, m: Swimmer): boolean {
  const d = (x: number, y: number, z: number): number => (x - m.wx!) ** 2 + (y - m.wy!) ** 2 + (z - m.wz!) ** 2;
  let best: [number, number, number] | null = null;
  let bestD = d(m.x, m.y, m.z);
  for (const [dx, dy, dz] of STEPS) {
    const x = m.x + dx,
      y = m.y + dy,
      z = m.z + dz;
    if (!isWater(w, x, y, z) || d(x, y, z) >= bestD) continue;
    best = [x, y, z];
    bestD = d(x, y, z);
  }
  if (!best) return false;
  [m.x, m.y, m.z] = best;
  return true;
}

const STEPS: readonly [number, number, number][] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 0, 1],
  [0, 0, -1],
  [0, 1, 0],
  [0, -1, 0],
];
