/**
 * A skeleton's drawn bow is in plain sight: the archer raises it for the 20 ticks of the draw (vanilla
 * `RangedBowAttackGoal` → `startUsingItem`; on a server, the hand-active flag of its entity data). A player closing on
 * a mob with a shield stops for the shot: it faces the archer and raises the shield just before the release (a shield
 * blocks from 5 ticks after it goes up, vanilla `isBlocking`), and walks on once the arrow has come. Standing still
 * while blocking spares modelling the walk at a fifth of the speed that vanilla allows with a raised shield.
 */
import { SHIELD_RAISE_TICKS } from '../../sim/armor.js';
import { BOW_DRAW_TICKS, BOW_RANGE, sees, type Mob } from '../../sim/mobs.js';
import type { World } from '../../sim/world.js';
import { centre } from './melee.js';

/** Ticks before the release the shield goes up: its raise time, a step's walk (the bot looks between steps) and a tick to spare. */
const STEP_TICKS = 7;
const LEAD = SHIELD_RAISE_TICKS + STEP_TICKS + 1;
/** An arrow's speed off a full draw (blocks a tick, projectiles.ts) and ticks to spare: how long the shield stays up after the release. */
const ARROW_SPEED = 1.6;
const FLIGHT_SPARE = 2;
const flight = (world: World, m: Mob): number => Math.ceil(centre(world, m) / ARROW_SPEED) + FLIGHT_SPARE;

/** A skeleton in sight and in bow range drawing its bow, at least `drawn` ticks into the draw (-Infinity: drawing or not). */
export function archerDrawing(world: World, drawn = 0): Mob | null {
  for (const m of world.mobs.values()) {
    if (m.name !== 'skeleton' || m.draw < drawn) continue;
    if (centre(world, m) <= BOW_RANGE + 1 && sees(world, m)) return m;
  }
  return null;
}

/** A skeleton whose draw ends within LEAD ticks. */
export const archerAboutToShoot = (world: World): Mob | null => archerDrawing(world, BOW_DRAW_TICKS - LEAD);

/**
 * Steps to walk before looking again: with a shield and an archer in sight, a step at a time (STEP_TICKS; a draw
 * lasts 20), else `free`.
 */
export const stepsBetweenLooks = (world: World, free: number): number =>
  world.player.armor['off-hand'] === 'shield' && archerDrawing(world, -Infinity) ? 1 : free;

/**
 * Hold the off-hand shield toward an archer about to shoot until its arrow has come. False, having done nothing, when
 * no archer is about to shoot or there is no shield in the off-hand.
 */
export function blockShot(world: World, signal: AbortSignal, face: (m: Mob) => void): boolean {
  const p = world.player;
  if (p.armor['off-hand'] !== 'shield') return false;
  const archer = archerAboutToShoot(world);
  if (!archer) return false;
  const deaths = world.deaths.length;
  const until = world.tick + LEAD + flight(world, archer) + FLIGHT_SPARE;
  let released = -1,
    lands = 0;
  face(archer);
  p.raiseShield(world.tick);
  while (!signal.aborted && world.deaths.length === deaths && world.tick < until) {
    // Knockback and the archer's steps move the line of fire: keep facing it.
    if (world.mobs.has(archer.id)) face(archer);
    if (released < 0 && (archer.draw < 0 || !world.mobs.has(archer.id))) {
      released = world.tick;
      lands = flight(world, archer);
    }
    if (released >= 0 && world.tick - released >= lands) break;
    world.advance(1);
  }
  p.lowerShield();
  return true;
}
