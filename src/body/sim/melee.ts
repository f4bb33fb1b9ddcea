/**
 * Where a melee fight stands: whether the mob is within the hand's reach, and
 * what to do about creepers, the target's or another's. A player reads a
 * creeper's fuse off its swelling and flashing, and hears it hiss.
 */
import { ENTITY_REACH } from '../../contracts/body.js';
import { CREEPER_FUSE, MOB_STATS, mobHeight, mobWidth, standable, type Mob } from '../../sim/mobs.js';
import { EYE_HEIGHT } from '../../knowledge/sight.js';
import { findPath } from '../../sim/path.js';
import { followPath } from '../../sim/act.js';
import type { World } from '../../sim/world.js';
import { isNeutralMob } from '../../knowledge/tables/combat.js';

/**
 * Vanilla 1.20.4 `GameRenderer.pick`: a survival player hits an entity when the line of sight from its eyes meets
 * the entity's bounding box within 3 blocks; the box, not its centre. A creeper (0.6 wide) is hit from 3.3 blocks
 * centre to centre, where it does not light (`SwellGoal`: centres closer than 3).
 */
export function reachOf(world: World, m: Mob): number {
  const p = world.player.pos;
  const half = mobWidth(m.name, m.size) / 2;
  const eye = p.y + EYE_HEIGHT;
  const gap = (v: number, lo: number, hi: number): number => Math.max(lo - v, 0, v - hi);
  return Math.hypot(gap(p.x, m.x + 0.5 - half, m.x + 0.5 + half), gap(eye, m.y, m.y + mobHeight(m.name, m.size)), gap(p.z, m.z + 0.5 - half, m.z + 0.5 + half));
}
export const inReach = (world: World, m: Mob): boolean => reachOf(world, m) <= ENTITY_REACH;

/** Centre-to-feet distance from the player to the mob. */
export const centre = (world: World, m: Mob): number => Math.hypot(m.x + 0.5 - world.player.pos.x, m.y - world.player.pos.y, m.z + 0.5 - world.player.pos.z);

/** Explosion damage reaches 2 × power = 6 blocks: a lit creeper farther off is no danger. */
const BLAST_REACH = 6;

/** Another creeper, swelling within blast reach: the fight stops so the bot can get away. */
export function hissing(world: World, except: number): Mob | null {
  for (const m of world.mobs.values()) if (m.name === 'creeper' && m.id !== except && m.swelling && centre(world, m) <= BLAST_REACH) return m;
  return null;
}

/** Under water with half the air gone (150 of 300 ticks), a player stops fighting to surface, as it stops walking (move.ts). */
const LOW_AIR_TICKS = 150;
export function outOfBreath(world: World): boolean {
  const p = world.player;
  return p.oxygen < LOW_AIR_TICKS && world.getBlock({ x: Math.floor(p.pos.x), y: Math.floor(p.pos.y) + 1, z: Math.floor(p.pos.z) }) === 'water';
}

/** Other hostiles this close that are after the player: the drops of a kill wait. */
const BESET = 8;
export function beset(world: World): boolean {
  for (const m of world.mobs.values()) if (m.aggro && MOB_STATS[m.name].kind === 'hostile' && centre(world, m) <= BESET) return true;
  return false;
}

/** A hostile after the player and this close is about to strike. */
const ASSAIL = 4;
export function assailant(world: World, except = -1): Mob | null {
  for (const m of world.mobs.values()) if (m.id !== except && m.aggro && MOB_STATS[m.name].kind === 'hostile' && centre(world, m) <= ASSAIL) return m;
  return null;
}

/**
 * A hostile at the bot's back to turn to from a chase after `target`, out of reach: nearer than the target (whoever
 * picks the next foe, nearest first, takes it), and neither a creeper (the creeper rules walk away from it) nor a
 * neutral mob (struck first, it is the bot that starts the fight).
 */
export const atBack = (world: World, target: Mob, t: Mob): boolean =>
  !inReach(world, target) && t.name !== 'creeper' && !isNeutralMob(t.name) && centre(world, t) < centre(world, target);

/** How the fight goes on against a creeper target: hit it, let it come into reach, or walk out of its fuse. */
export type CreeperMove = 'fight' | 'hold' | 'retreat';

/** A creeper coming closer than this is waited for, not walked to: walking in would light it (centres within 3). */
const HOLD = 5;
/** `SwellGoal`: the fuse runs down again once the player is more than 7 blocks away. */
const SWELL_STOP = 7;

/** `SwellGoal`: a creeper whose centre is within 3 blocks of the player's lights (or is lit already). */
export const lit = (world: World, m: Mob): boolean => m.name === 'creeper' && (m.swelling || centre(world, m) < 3);

/** A lit creeper is hit once more before walking off only this early in its fuse: walking out past 7 blocks takes ~20 ticks. */
const FREE_HIT_FUSE = 6;

/**
 * Against a creeper: when lit, fight on if the hits left land before the fuse ends (`killTicks`), or take one
 * quick hit early in the fuse; else walk away past 7 blocks and wait there while it runs down. Damage stays
 * dealt, so each approach takes it closer to dead. When not lit and near, hold still and let it walk into reach.
 */
export function creeperMove(world: World, m: Mob, killTicks: number, ready: boolean): CreeperMove {
  if (!m.swelling) return !inReach(world, m) && centre(world, m) <= HOLD && m.aggro ? 'hold' : 'fight';
  if (killTicks < CREEPER_FUSE - m.fuse - 1) return 'fight';
  if (ready && m.fuse <= FREE_HIT_FUSE && inReach(world, m)) return 'fight';
  return centre(world, m) > SWELL_STOP ? 'hold' : 'retreat';
}

/** Walk straight away from a lit creeper to beyond 7 blocks (it stands still while it swells). False when no way is open. */
export function retreatFrom(world: World, m: Mob, signal: AbortSignal): boolean {
  const p = world.player.pos;
  const dx = p.x - (m.x + 0.5),
    dz = p.z - (m.z + 0.5);
  const len = Math.hypot(dx, dz) || 1;
  const far = SWELL_STOP + 2;
  for (const turn of [0, 0.6, -0.6, 1.2, -1.2]) {
    const a = Math.atan2(dz / len, dx / len) + turn;
    const x = Math.floor(m.x + 0.5 + Math.cos(a) * far),
      z = Math.floor(m.z + 0.5 + Math.sin(a) * far);
    const y = [0, 1, -1, 2, -2].map((d) => Math.floor(p.y) + d).find((fy) => standable(world, x, fy, z));
    if (y === undefined) continue;
    const path = findPath(world, p, { x, y, z }, { range: 0, maxNodes: 1500, canDig: false });
    if (path.status !== 'found' || path.steps.length === 0) continue;
    return followPath(world, path.steps, signal).ok;
  }
  return false;
}
