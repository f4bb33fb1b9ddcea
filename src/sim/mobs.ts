/**
 * Mobs, kept cheap: integer block positions, greedy voxel steps toward the
 * target instead of path search, line-of-sight by a short voxel ray, and only
 * mobs within 64 blocks of the player are ticked.
 *
 * Vanilla numbers (1.20.4, normal difficulty): health zombie 20, skeleton 20,
 * spider 16, creeper 20, cow 10, pig 10, sheep 8, chicken 4. Zombie melee 3,
 * spider 2, skeleton arrows 2..5 every 40 ticks within 15 blocks, creeper fuse
 * 30 ticks within 3 blocks and an explosion of power 3. Follow range 35 for
 * zombies, 16 for the others. Walking speeds (blocks/s) are approximations of
 * observed speeds: the player (4.317) can outrun them all.
 */
import { isPassable, isSolid, blockFlags, F_WATER } from './data.js';
import type { Player } from './player.js';
import type { Rng } from './rng.js';

export type MobKind = 'passive' | 'hostile';

export interface MobStats {
  kind: MobKind;
  health: number;
  speed: number;
  follow: number;
  undead: boolean;
}

export const MOB_STATS: Record<string, MobStats> = {
  zombie: { kind: 'hostile', health: 20, speed: 2.6, follow: 35, undead: true },
  skeleton: { kind: 'hostile', health: 20, speed: 2.8, follow: 16, undead: true },
  spider: { kind: 'hostile', health: 16, speed: 3.2, follow: 16, undead: false },
  creeper: { kind: 'hostile', health: 20, speed: 2.8, follow: 16, undead: false },
  cow: { kind: 'passive', health: 10, speed: 1.5, follow: 0, undead: false },
  pig: { kind: 'passive', health: 10, speed: 1.5, follow: 0, undead: false },
  sheep: { kind: 'passive', health: 8, speed: 1.5, follow: 0, undead: false },
  chicken: { kind: 'passive', health: 4, speed: 1.5, follow: 0, undead: false },
};

export interface Mob {
  id: number;
  name: string;
  x: number;
  y: number;
  z: number;
  health: number;
  hurtUntil: number;
  nextAttack: number;
  fuse: number;
  aggro: boolean;
  panicUntil: number;
  move: number;
  color?: string;
  sheared?: boolean;
  /** Random-stroll goal (vanilla mobs wander when they have no target). */
  wx?: number;
  wz?: number;
}

export interface MobWorld {
  readonly tick: number;
  readonly player: Player;
  readonly rng: Rng;
  blockId(x: number, y: number, z: number): number;
  skyExposed(x: number, y: number, z: number): boolean;
  isDay(): boolean;
  hurtPlayer(amount: number, cause: string): void;
}

const dist = (m: Mob, p: { x: number; y: number; z: number }): number => Math.hypot(m.x + 0.5 - p.x, m.y - p.y, m.z + 0.5 - p.z);

/** A mob can stand at (x,y,z) when feet and head are free and the block below holds it. */
export function standable(w: MobWorld, x: number, y: number, z: number): boolean {
  return isPassable(w.blockId(x, y, z)) && isPassable(w.blockId(x, y + 1, z)) && isSolid(w.blockId(x, y - 1, z));
}

/** Voxel ray between eye heights; false when a solid block is in the way. */
export function lineOfSight(w: MobWorld, ax: number, ay: number, az: number, bx: number, by: number, bz: number): boolean {
  const d = Math.hypot(bx - ax, by - ay, bz - az);
  const n = Math.ceil(d * 2);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    if (isSolid(w.blockId(Math.floor(ax + (bx - ax) * t), Math.floor(ay + (by - ay) * t), Math.floor(az + (bz - az) * t)))) return false;
  }
  return true;
}

/** One greedy step toward (or away from) the target; tries the 8 neighbours with step-up and short drops. */
function step(w: MobWorld, m: Mob, tx: number, tz: number, away: boolean): void {
  let best: [number, number, number] | null = null;
  let bestScore = Infinity;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dz = -1; dz <= 1; dz++) {
      if (dx === 0 && dz === 0) continue;
      const nx = m.x + dx,
        nz = m.z + dz;
      for (const dy of [0, 1, -1, -2, -3]) {
        if (dy === 1 && !isPassable(w.blockId(m.x, m.y + 2, m.z))) continue;
        if (!standable(w, nx, m.y + dy, nz)) continue;
        const d = Math.hypot(nx + 0.5 - tx, nz + 0.5 - tz);
        const score = away ? -d : d;
        if (score < bestScore) {
          bestScore = score;
          best = [nx, m.y + dy, nz];
        }
        break;
      }
    }
  }
  if (best) [m.x, m.y, m.z] = best;
}

/** Tick one mob: chase, attack, burn, flee. Returns false when the mob should be removed (exploded, burnt). */
export function tickMob(w: MobWorld, m: Mob): boolean {
  const stats = MOB_STATS[m.name];
  const p = w.player.pos;
  const d = dist(m, p);
  if (stats.undead && w.tick % 20 === 0 && w.isDay() && w.skyExposed(m.x, m.y + 1, m.z) && !(blockFlags[w.blockId(m.x, m.y, m.z)] & F_WATER)) {
    m.health -= 1; // burning in daylight
    if (m.health <= 0) return false;
  }
  if (stats.kind === 'passive') {
    if (m.panicUntil > w.tick) moveToward(w, m, stats.speed * 1.6, p.x, p.z, true);
    else wander(w, m, stats.speed);
    return true;
  }
  if (w.tick % 10 === m.id % 10) {
    const hostileNow = m.name !== 'spider' || !w.isDay() || !w.skyExposed(m.x, m.y + 1, m.z) || m.aggro;
    m.aggro = hostileNow && d <= stats.follow && lineOfSight(w, m.x + 0.5, m.y + 1.6, m.z + 0.5, p.x, p.y + 1.62, p.z);
  }
  if (!m.aggro || w.player.health <= 0) {
    if (m.name === 'creeper') m.fuse = Math.max(0, m.fuse - 1);
    wander(w, m, stats.speed);
    return true;
  }
  m.wx = undefined;
  switch (m.name) {
    case 'skeleton':
      if (d > 12) moveToward(w, m, stats.speed, p.x, p.z, false);
      if (d <= 15 && w.tick >= m.nextAttack) {
        m.nextAttack = w.tick + 40;
        if (w.rng.chance(0.7)) w.hurtPlayer(w.rng.int(2, 5), 'skeleton');
      }
      return true;
    case 'creeper':
      if (d <= 3) {
        if (++m.fuse >= 30) {
          explode(w, d);
          return false;
        }
      } else {
        m.fuse = Math.max(0, m.fuse - 1);
        moveToward(w, m, stats.speed, p.x, p.z, false);
      }
      return true;
    default:
      if (d > 1.5) moveToward(w, m, stats.speed, p.x, p.z, false);
      if (d <= 2 && Math.abs(m.y - p.y) <= 1.5 && w.tick >= m.nextAttack) {
        m.nextAttack = w.tick + 20;
        w.hurtPlayer(m.name === 'zombie' ? 3 : 2, m.name);
      }
      return true;
  }
}

/** Random stroll: about every 6 s pick a spot up to 10 blocks away and walk there at a stroll. */
function wander(w: MobWorld, m: Mob, speed: number): void {
  if (m.wx === undefined) {
    if (!w.rng.chance(1 / 120)) return;
    m.wx = m.x + w.rng.int(-10, 10);
    m.wz = m.z + w.rng.int(-10, 10);
  }
  const before = m.x * 31 + m.z;
  moveToward(w, m, speed * 0.6, m.wx + 0.5, m.wz! + 0.5, false);
  if ((m.x === m.wx && m.z === m.wz) || (m.move < 0.05 && m.x * 31 + m.z === before)) m.wx = m.wz = undefined;
}

function moveToward(w: MobWorld, m: Mob, speed: number, tx: number, tz: number, away: boolean): void {
  m.move += speed / 20;
  while (m.move >= 1) {
    m.move -= 1;
    step(w, m, tx, tz, away);
  }
}

/** Explosion power 3: impact = 1 - d/6, damage = (impact² + impact)/2 · 7 · 6 + 1 (normal difficulty, full exposure). */
function explode(w: MobWorld, d: number): void {
  const impact = Math.max(0, 1 - d / 6);
  const dmg = Math.floor(((impact * impact + impact) / 2) * 7 * 6 + 1);
  if (impact > 0) w.hurtPlayer(dmg, 'creeper explosion');
}

/** Sheep colours with vanilla natural-spawn weights. */
export function sheepColor(r: number): string {
  if (r < 0.81836) return 'white';
  if (r < 0.86836) return 'black';
  if (r < 0.91836) return 'gray';
  if (r < 0.96836) return 'light_gray';
  if (r < 0.99836) return 'brown';
  return 'pink';
}
