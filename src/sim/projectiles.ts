/**
 * Arrows as vanilla 1.20.4's `AbstractArrow`: shot by a skeleton at 1.6 blocks/tick toward the player's
 * body (y + ⅓ of its height) aimed 0.2 × the horizontal distance higher, with inaccuracy 14 − 4 × difficulty
 * (6 on normal); base damage 2 + triangle(0.22, 0.57425) on normal (`setEnchantmentEffectsFromEntity`).
 * Each tick the arrow moves by its velocity, stops in the first solid block on the way, hits the player when
 * the segment crosses the player's box grown by 0.3, for ceil(speed × base damage); then drag 0.99 (0.6 in
 * water) and gravity 0.05.
 */
import { blockFlags, F_WATER } from './data.js';
import { clip, hitBox } from './raycast.js';
import { pushPlayer, MELEE_KNOCKBACK, type PushWorld } from './combat.js';
import type { Rng } from './rng.js';
import type { Vec3 } from './player.js';

export interface Arrow {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
  baseDamage: number;
  /** Who shot it (the damage cause). */
  shooter: string;
  age: number;
}

export interface ArrowWorld extends PushWorld {
  hurtPlayer(amount: number, cause: string, from?: Vec3): number;
}

const SPEED = 1.6;
const NORMAL_DIFFICULTY = 2;
const INACCURACY = 14 - NORMAL_DIFFICULTY * 4;
const PLAYER_HALF = 0.3 + 0.3;
const PLAYER_HEIGHT = 1.8;
/** Arrows in flight longer than this are dropped (vanilla keeps them until they land; none of ours matter by then). */
const MAX_FLIGHT = 200;

/** Vanilla `RandomSource.triangle`: mode + deviation × (rand − rand). */
const triangle = (r: Rng, mode: number, deviation: number): number => mode + deviation * (r.next() - r.next());

/** `AbstractSkeleton.performRangedAttack` at full draw (`BowItem.getPowerForTime(20)` = 1). */
export function shootArrow(r: Rng, from: Vec3, target: Vec3, shooter: string): Arrow {
  const dx = target.x - from.x,
    dy = target.y + PLAYER_HEIGHT / 3 - from.y,
    dz = target.z - from.z;
  const aimY = dy + Math.hypot(dx, dz) * 0.2;
  const len = Math.hypot(dx, aimY, dz) || 1;
  const spread = 0.0172275 * INACCURACY;
  const v = [dx / len + triangle(r, 0, spread), aimY / len + triangle(r, 0, spread), dz / len + triangle(r, 0, spread)].map((c) => c * SPEED);
  return { ...from, vx: v[0], vy: v[1], vz: v[2], baseDamage: 2 + triangle(r, NORMAL_DIFFICULTY * 0.11, 0.57425), shooter, age: 0 };
}

/** Move every arrow one tick; returns how many hit the player. */
export function tickArrows(w: ArrowWorld, arrows: Arrow[]): number {
  let hits = 0;
  for (let i = arrows.length - 1; i >= 0; i--) {
    const a = arrows[i];
    const gone = flyOnce(w, a);
    if (gone === 'player') hits++;
    if (gone) arrows.splice(i, 1);
  }
  return hits;
}

function flyOnce(w: ArrowWorld, a: Arrow): 'player' | 'block' | 'old' | null {
  const p = w.player.pos;
  const bx = a.x + a.vx,
    by = a.y + a.vy,
    bz = a.z + a.vz;
  const tBlock = clip(w, a.x, a.y, a.z, bx, by, bz);
  const tPlayer = hitBox(
    a.x,
    a.y,
    a.z,
    bx,
    by,
    bz,
    [p.x - PLAYER_HALF, p.y - 0.3, p.z - PLAYER_HALF],
    [p.x + PLAYER_HALF, p.y + PLAYER_HEIGHT + 0.3, p.z + PLAYER_HALF],
  );
  if (tPlayer <= 1 && tPlayer < tBlock) {
    const damage = Math.ceil(Math.hypot(a.vx, a.vy, a.vz) * a.baseDamage);
    const at = { x: a.x + a.vx * tPlayer, y: a.y + a.vy * tPlayer, z: a.z + a.vz * tPlayer };
    if (w.hurtPlayer(damage, a.shooter, at) > 0) pushPlayer(w, a.vx, a.vz, MELEE_KNOCKBACK);
    return 'player';
  }
  if (tBlock <= 1) return 'block';
  a.x = bx;
  a.y = by;
  a.z = bz;
  const drag = blockFlags[w.blockId(Math.floor(bx), Math.floor(by), Math.floor(bz))] & F_WATER ? 0.6 : 0.99;
  a.vx *= drag;
  a.vy = a.vy * drag - 0.05;
  a.vz *= drag;
  return ++a.age > MAX_FLIGHT ? 'old' : null;
}
