/**
 * Beds, vanilla 1.20.4 (https://minecraft.wiki/w/Bed):
 * - placing (`BedBlock.getStateForPlacement`): the foot where the bed is put, the head one block on in the direction
 *   the player faces; the head's cell must take a block (replaceable). Breaking either half breaks the other
 *   (`BedBlock.updateShape`), and one bed drops.
 * - sleeping (`ServerPlayer.startSleepInBed`, checked in this order): a bed within 3 blocks across and 2 up or down of
 *   one of its halves (`bedInRange`); nothing that suffocates over either half (`bedBlocked`); then the respawn point
 *   is set to the bed, even by day; not by day (`Level.isDay`: the sky darkened less than 4, so sleep is possible from
 *   12542 to 23459 in clear weather; the simulated world has no weather); no monster within 8 blocks across and 5 up
 *   or down of the bed (`Monster.isPreventingPlayerRest`: slimes are no `Monster`, a zombified piglin only when angry).
 * - the night passes once the player has slept 100 ticks (`Player.isSleepingLongEnough`, `ServerLevel.tick`): the day
 *   time goes on to the next multiple of 24000, morning. A sleeper who is hurt wakes (`LivingEntity.hurt` →
 *   `stopSleeping`) and the night stays.
 * - respawn (`ServerPlayer.findRespawnPositionAndUseSpawnBlock`): beside the bed while it stands
 *   (`BedBlock.findStandUpPosition`: a free cell round it), else at the world spawn.
 */
import { blockFlags, F_AIR, isSolid, mcData } from './data.js';
import { suffocates } from './falling.js';
import type { Vec3 } from './player.js';
import { canSleepAt } from '../knowledge/sight.js';

/** `Player.isSleepingLongEnough`: the sleep timer's 100 ticks. */
export const SLEEP_TICKS = 100;
/** `startSleepInBed`'s monster box round the bed: 8 blocks across, 5 up or down. */
export const MONSTER_ACROSS = 8;
export const MONSTER_UP_DOWN = 5;

/** What the bed rules read of the world. */
export interface BedWorld {
  blockId(x: number, y: number, z: number): number;
  timeOfDay(): number;
}

const BED_IDS = new Set(mcData.blocksArray.filter((b) => b.name.endsWith('_bed')).map((b) => b.id));
export const isBed = (id: number): boolean => BED_IDS.has(id);

/** Vanilla's `BedSleepingProblem`, or null when the player lies down. */
export type SleepProblem = 'not_a_bed' | 'too_far_away' | 'obstructed' | 'not_possible_now' | 'not_safe';

/** `isReachableBedBlock`: the player within 3 blocks across and 2 up or down of the half's bottom centre. */
const inRange = (p: Vec3, half: Vec3): boolean => Math.abs(p.x - (half.x + 0.5)) <= 3 && Math.abs(p.y - half.y) <= 2 && Math.abs(p.z - (half.z + 0.5)) <= 3;

/**
 * Whether the player at `player` may lie down in the bed whose halves are `halves` now, with `monsters` the positions
 * of the monsters that keep a player awake. The first problem vanilla finds, or null.
 */
export function sleepProblem(w: BedWorld, player: Vec3, halves: readonly Vec3[], monsters: readonly Vec3[]): SleepProblem | null {
  const [bed] = halves;
  if (!bed || !halves.every((h) => isBed(w.blockId(h.x, h.y, h.z)))) return 'not_a_bed';
  if (!halves.some((h) => inRange(player, h))) return 'too_far_away';
  if (halves.some((h) => suffocates(w.blockId(h.x, h.y + 1, h.z)))) return 'obstructed';
  if (!canSleepAt(w.timeOfDay())) return 'not_possible_now';
  const near = (m: Vec3): boolean =>
    Math.abs(m.x - (bed.x + 0.5)) <= MONSTER_ACROSS && Math.abs(m.y - bed.y) <= MONSTER_UP_DOWN && Math.abs(m.z - (bed.z + 0.5)) <= MONSTER_ACROSS;
  return monsters.some(near) ? 'not_safe' : null;
}

/** `ServerLevel.tick` after a night slept: `dayTime + 24000` rounded down to a whole day. */
export function morningAfter(dayTime: number): number {
  const l = dayTime + 24000;
  return l - (((l % 24000) + 24000) % 24000);
}

/** `BedBlock.findStandUpPosition`, simplified: a cell beside either half with room for the player and a floor, or null. */
export function standUpBeside(w: BedWorld, halves: readonly Vec3[]): Vec3 | null {
  const free = (x: number, y: number, z: number): boolean => (blockFlags[w.blockId(x, y, z)] & F_AIR) !== 0;
  for (const h of halves)
    for (const dy of [0, 1, -1])
      for (const [dx, dz] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ] as const) {
        const x = h.x + dx,
          y = h.y + dy,
          z = h.z + dz;
        if (free(x, y, z) && free(x, y + 1, z) && isSolid(w.blockId(x, y - 1, z))) return { x: x + 0.5, y, z: z + 0.5 };
      }
  return null;
}
