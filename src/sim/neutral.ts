/**
 * Neutral mobs and the enderman's dodge (vanilla 1.20.4, sources in mob-stats.ts):
 * - `NeutralMob.startPersistentAngerTimer`: hurt by the player, a neutral mob is angry for 20–39 s, renewed by
 *   every hit; while angry it takes the player as a hostile does (mobs.ts `updateTarget`).
 * - `ZombifiedPiglin.alertOthers`: the one hurt angers every zombified piglin within its follow range (35)
 *   sideways and 10 blocks up or down.
 * - `EnderMan.teleport`: up to 64 tries of a random spot within 32 blocks each way (`randomTeleport`: the first
 *   standable cell going down from it); a projectile is dodged this way without damage.
 */
import { canStand, type MobPathWorld } from './mob-path.js';
import { MOB_STATS } from './mob-stats.js';
import type { Rng } from './rng.js';

/** What the rules read and write of a mob. */
export interface NeutralMob {
  name: string;
  x: number;
  y: number;
  z: number;
  aggro: boolean;
  angryUntil: number;
  path: unknown;
}

export interface NeutralWorld {
  readonly tick: number;
  readonly rng: Rng;
  readonly loaded: MobPathWorld;
  readonly mobs: Map<number, NeutralMob>;
}

/** How a mob was hurt: by a living attacker's melee (the player's hand, a creeper's blast), a projectile, or the world. */
export type HurtSource = 'living' | 'projectile' | 'world';

const ANGER_MIN_TICKS = 20 * 20;
const ANGER_MAX_TICKS = 39 * 20;
const ALERT_DY = 10;
const TELEPORT_TRIES = 64;
const TELEPORT_RANGE = 32;

/** Hurt by the player: angry at it, and a zombified piglin calls the others. */
export function anger(w: NeutralWorld, m: NeutralMob): void {
  if (!MOB_STATS[m.name]?.neutral) return;
  const until = w.tick + w.rng.int(ANGER_MIN_TICKS, ANGER_MAX_TICKS);
  m.angryUntil = until;
  m.aggro = true;
  if (m.name !== 'zombified_piglin') return;
  const r = MOB_STATS[m.name].follow;
  for (const o of w.mobs.values()) {
    if (o === m || o.name !== m.name || Math.abs(o.x - m.x) > r || Math.abs(o.z - m.z) > r || Math.abs(o.y - m.y) > ALERT_DY) continue;
    o.angryUntil = Math.max(o.angryUntil, until);
    o.aggro = true;
  }
}

/** Whether a neutral mob is angry now (a hostile always may target). */
export const angry = (w: { tick: number }, m: NeutralMob): boolean => !MOB_STATS[m.name]?.neutral || m.angryUntil > w.tick;

/** Whether this hit makes an enderman teleport away: always for a projectile, 9 in 10 for the world's damage, never for melee. */
export function dodges(w: NeutralWorld, m: NeutralMob, source: HurtSource): boolean {
  if (m.name !== 'enderman' || source === 'living') return false;
  return source === 'projectile' || w.rng.int(0, 9) !== 0;
}

/** Vanilla `EnderMan.teleport`: a random standable spot within 32 blocks; false when 64 tries found none. */
export function teleport(w: NeutralWorld, m: NeutralMob): boolean {
  for (let i = 0; i < TELEPORT_TRIES; i++) {
    const x = m.x + w.rng.int(-TELEPORT_RANGE, TELEPORT_RANGE),
      z = m.z + w.rng.int(-TELEPORT_RANGE, TELEPORT_RANGE);
    let y = m.y + w.rng.int(-TELEPORT_RANGE, TELEPORT_RANGE);
    for (let down = 0; down < 2 * TELEPORT_RANGE && !canStand(w.loaded, x, y, z, false); down++) y--;
    // Room for its 2.9-block height: a third free cell above the two canStand checks.
    if (!canStand(w.loaded, x, y, z, false) || !canStand(w.loaded, x, y + 1, z, true)) continue;
    m.x = x;
    m.y = y;
    m.z = z;
    m.path = null;
    return true;
  }
  return false;
}
