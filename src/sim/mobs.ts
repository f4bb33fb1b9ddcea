/**
 * Mobs on integer block positions, with vanilla 1.20.4 (normal difficulty) goals in blocks: a hostile
 * targets the player within its follow range (35 zombies, 16 the others) when it sees it and the player
 * is within 4 blocks up or down (`NearestAttackableTargetGoal`), keeps the target while within follow
 * range and seen in the last 60 ticks, and paths to it by A* (mob-path.ts), recomputed every 4..10 ticks
 * when the player moved (`MeleeAttackGoal`).
 *
 * Health and melee damage per kind are in mob-stats.ts; neutral mobs and the enderman's teleport in neutral.ts.
 * Melee every 20 ticks, within the attack box (the mob's box widened by √2.04 − 0.6 horizontally,
 * 1.20.2+ `Mob.getAttackBoundingBox`) and in sight. Skeletons: bow drawn 20 ticks then 40 ticks' rest on
 * normal (`RangedBowAttackGoal`, `AbstractSkeleton.reassessWeaponGoal`), within 15 blocks and in sight;
 * arrows fly (projectiles.ts). Creepers: the fuse runs from within 3 blocks, and only stops beyond 7 or
 * out of sight (`SwellGoal`), 30 ticks, explosion power 3 (explosion.ts). Walking speeds (blocks/s) are
 * approximations of observed speeds: the player (4.317) can outrun them all.
 */
import { tickLaying } from './chickens.js';
import { isPassable, mcData } from './data.js';
import type { Player } from './player.js';
import type { Rng } from './rng.js';
import type { Light } from './light.js';
import { canStand, cellsFor, free, mobPath, type Cell, type MobPathWorld } from './mob-path.js';
import { clearLine } from './raycast.js';
import { shootArrow, type Arrow } from './projectiles.js';
import { explode, explosionDamage, impactAt, type ExplosionWorld } from './explosion.js';
import { pushPlayer, MELEE_KNOCKBACK } from './combat.js';
import { mobDrops } from './loot.js';
import { MOB_STATS, spiderLike, type MobStats } from './mob-stats.js';
import { anger, angry, dodges, teleport, type HurtSource } from './neutral.js';
import { avoidsPlayer, RABBIT_FLEE_SPEED } from './rabbits.js';
import { tickSquid } from './squid.js';
import { SLIME_TOUCH_TICKS, slimeBox, slimeDamage, slimeSpeed, slimeTouches, splitSlime } from './slimes.js';

export { MOB_STATS, spiderLike, type MobKind, type MobStats } from './mob-stats.js';

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
  /** Slime: 1, 2 or 4 (slimes.ts). */
  size?: number;
  /** Chicken: ticks until it lays an egg (chickens.ts). */
  eggTime?: number;
  /** Random-stroll goal (vanilla mobs wander when they have no target). */
  wx?: number;
  wz?: number;
  /** Squid: the heading's height (squid.ts). */
  wy?: number;
  /** Vanilla `noActionTime`: ticks since the player was within 32 blocks or the mob was hurt. */
  idle: number;
  /** Last tick the world looked at this mob, and the next it will (mobs out of ticking range are looked at seldom). */
  checkedAt: number;
  wakeAt: number;
  /** Last tick the target was in sight. */
  seenAt: number;
  /** Creeper: the fuse is running (vanilla swell direction +1). */
  swelling: boolean;
  /** Skeleton: ticks the target has been in sight (+) or out of it (−), and ticks the bow has been drawn (−1: not drawing). */
  seeTime: number;
  draw: number;
  path: Cell[] | null;
  pathStep: number;
  pathTo: Cell | null;
  repathAt: number;
  /** Neutral mobs: angry at the player until this tick (neutral.ts). */
  angryUntil: number;
  /** Worn helmet (vanilla: takes the sun instead of the undead mob) and its durability. */
  helmet?: string | null;
  helmetDurability?: number;
}

export interface MobWorld extends ExplosionWorld {
  readonly mobs: Map<number, Mob>;
  readonly tick: number;
  readonly player: Player;
  readonly rng: Rng;
  readonly light: Light;
  readonly arrows: Arrow[];
  /** Blocks as mobs see them: solid where no chunk is generated (mobs never walk or look into unloaded chunks). */
  readonly loaded: MobPathWorld;
  skyExposed(x: number, y: number, z: number): boolean;
  isDay(): boolean;
  /** A slime's `size` (its children when it splits). */
  spawnMob(name: string, pos: Cell, size?: number): number;
}

export function createMob(id: number, name: string, pos: Cell, tick: number): Mob {
  return {
    id,
    name,
    x: Math.floor(pos.x),
    y: Math.floor(pos.y),
    z: Math.floor(pos.z),
    health: MOB_STATS[name].health,
    hurtUntil: 0,
    nextAttack: 0,
    fuse: 0,
    aggro: false,
    panicUntil: 0,
    move: 0,
    idle: 0,
    checkedAt: tick,
    wakeAt: 0,
    seenAt: 0,
    swelling: false,
    seeTime: 0,
    draw: -1,
    path: null,
    pathStep: 0,
    pathTo: null,
    repathAt: 0,
    angryUntil: 0,
  };
}

/** minecraft-data entity box heights (zombie 1.95, skeleton 1.99, spider 0.9, creeper 1.7, enderman 2.9, cave spider 0.5) and widths; a slime's by its size. */
export const mobHeight = (name: string, size?: number): number => (name === 'slime' ? slimeBox(size ?? 4) : (mcData.entitiesByName[name]?.height ?? 1.8));
export const mobWidth = (name: string, size?: number): number => (name === 'slime' ? slimeBox(size ?? 4) : (mcData.entitiesByName[name]?.width ?? 0.6));
const PLAYER_HEIGHT = 1.8;
const PLAYER_EYE = 1.62;
/** 1.20.2+ `Mob.DEFAULT_ATTACK_REACH`: √2.04 − 0.6. */
const ATTACK_REACH = Math.sqrt(2.04) - 0.6;
const TARGET_VERTICAL = 4;
const UNSEEN_MEMORY_TICKS = 60;
const MELEE_INTERVAL = 20;
/** `RangedBowAttackGoal`: a skeleton releases once its bow has been drawn this long. */
export const BOW_DRAW_TICKS = 20;
const BOW_INTERVAL_NORMAL = 40;
export const BOW_RANGE = 15;
const SWELL_START = 3;
const SWELL_STOP = 7;
export const CREEPER_FUSE = 30;
export const CREEPER_POWER = 3;
/** Vanilla `SpiderTargetGoal`/`SpiderAttackGoal`: no new target, and 1 in 100 a tick to drop one, in light ≥ 12 (brightness ≥ 0.5). */
const SPIDER_BRIGHT = 12;

/** A mob can stand at (x,y,z) when feet and head are free and the block below holds it. */
export function standable(w: { blockId(x: number, y: number, z: number): number }, x: number, y: number, z: number): boolean {
  return canStand(w, x, y, z, false);
}

/** Whether this kind of mob fits at (x,y,z): as many free cells as it is tall (an enderman 3), ground below. */
export function fits(w: MobPathWorld, name: string, x: number, y: number, z: number): boolean {
  return canStand(w, x, y, z, false, cellsFor(mobHeight(name)));
}

const eyeOf = (m: Mob): number => m.y + mobHeight(m.name, m.size) * 0.85;

/** Tick one mob: chase, attack, burn, flee. Returns false when the mob is gone (exploded, burnt: its loot is dropped). */
export function tickMob(w: MobWorld, m: Mob): boolean {
  const stats = MOB_STATS[m.name];
  if (stats.undead && w.tick % 20 === 0 && !sunBurn(w, m)) return false;
  if (stats.kind === 'passive') {
    tickLaying(w, m);
    if (m.name === 'squid') tickSquid(w, m);
    else if (m.name === 'rabbit' && (m.panicUntil > w.tick || avoidsPlayer(w, m))) moveToward(w, m, RABBIT_FLEE_SPEED, w.player.pos.x, w.player.pos.z, true);
    else if (m.panicUntil > w.tick) moveToward(w, m, stats.speed * 1.6, w.player.pos.x, w.player.pos.z, true);
    else wander(w, m, stats.speed);
    return true;
  }
  if (w.tick % 10 === m.id % 10) updateTarget(w, m, stats);
  if (!m.aggro || w.player.health <= 0) {
    m.swelling = false;
    m.fuse = Math.max(0, m.fuse - 1);
    m.draw = -1;
    wander(w, m, stats.speed);
    return true;
  }
  m.wx = undefined;
  if (m.name === 'creeper') return creeper(w, m, stats);
  if (m.name === 'slime') slime(w, m);
  else if (m.name === 'skeleton') skeleton(w, m, stats);
  else melee(w, m, stats);
  return true;
}

/** Undead in daylight under open sky burn, 1 a second; a helmet takes it instead, losing 0..1 durability (vanilla `Zombie.aiStep`). */
function sunBurn(w: MobWorld, m: Mob): boolean {
  if (!w.isDay() || !w.skyExposed(m.x, m.y + 1, m.z) || !isPassable(w.loaded.blockId(m.x, m.y, m.z))) return true;
  if (m.helmet) {
    m.helmetDurability = (m.helmetDurability ?? mcData.itemsByName[m.helmet]?.maxDurability ?? 1) - w.rng.int(0, 1);
    if (m.helmetDurability <= 0) m.helmet = null;
    return true;
  }
  m.health -= 1;
  if (m.health > 0) return true;
  dropLoot(w, m);
  return false;
}

/** The mob and the player's eyes see each other (a clear line through loaded blocks). */
export function sees(w: MobWorld, m: Mob): boolean {
  const p = w.player.pos;
  return clearLine(w.loaded, m.x + 0.5, eyeOf(m), m.z + 0.5, p.x, p.y + PLAYER_EYE, p.z);
}

function updateTarget(w: MobWorld, m: Mob, stats: MobStats): void {
  const p = w.player.pos;
  const d = Math.hypot(m.x + 0.5 - p.x, m.y - p.y, m.z + 0.5 - p.z);
  const bright = (): boolean => spiderLike(m.name) && w.light.lightAt(m.x, m.y, m.z) >= SPIDER_BRIGHT;
  if (!angry(w, m)) {
    // A neutral mob's anger ran out: it leaves the player be (vanilla `stopBeingAngry`).
    if (m.aggro) m.path = null;
    m.aggro = false;
    return;
  }
  if (!m.aggro) {
    if (d > stats.follow || Math.abs(m.y - p.y) > TARGET_VERTICAL || !sees(w, m) || bright()) return;
    m.aggro = true;
    m.seenAt = w.tick;
    m.path = null;
    return;
  }
  if (sees(w, m)) m.seenAt = w.tick;
  // SpiderAttackGoal: 1/100 a tick in bright light, here checked every 10 ticks.
  const spiderQuits = bright() && w.rng.chance(1 - 0.99 ** 10);
  if (d > stats.follow || w.tick - m.seenAt > UNSEEN_MEMORY_TICKS || spiderQuits) {
    m.aggro = false;
    m.path = null;
  }
}

/** Whether the mob's attack box (its box widened by ATTACK_REACH sideways) touches the player's box. */
function inReach(m: Mob, p: { x: number; y: number; z: number }): boolean {
  const reach = mobWidth(m.name) / 2 + ATTACK_REACH + 0.3;
  return Math.abs(m.x + 0.5 - p.x) <= reach && Math.abs(m.z + 0.5 - p.z) <= reach && m.y < p.y + PLAYER_HEIGHT && p.y < m.y + mobHeight(m.name);
}

function melee(w: MobWorld, m: Mob, stats: MobStats): void {
  const p = w.player.pos;
  chase(w, m, stats);
  if (w.tick < m.nextAttack || !inReach(m, p) || !sees(w, m)) return;
  m.nextAttack = w.tick + MELEE_INTERVAL;
  const from = { x: m.x + 0.5, y: m.y, z: m.z + 0.5 };
  if (w.hurtPlayer(stats.damage ?? 2, m.name, from) <= 0) return;
  pushPlayer(w, p.x - from.x, p.z - from.z, MELEE_KNOCKBACK);
  if (stats.onHit) w.player.effects.add(stats.onHit.effect, stats.onHit.ticks);
}

/** A slime hops straight at the player (`SlimeMoveControl`, no path) and hurts it by touch, as its size allows. */
function slime(w: MobWorld, m: Mob): void {
  const p = w.player.pos;
  const size = m.size ?? 1;
  if (!slimeTouches(m, p)) moveToward(w, m, slimeSpeed(size), p.x, p.z, false);
  if (slimeDamage(size) <= 0 || w.tick < m.nextAttack || !slimeTouches(m, p) || !sees(w, m)) return;
  m.nextAttack = w.tick + SLIME_TOUCH_TICKS;
  const from = { x: m.x + 0.5, y: m.y, z: m.z + 0.5 };
  // Any mob's blow knocks the player back (LivingEntity.hurt, knockback 0.4), a slime's touch as a zombie's hit.
  if (w.hurtPlayer(slimeDamage(size), 'slime', from) > 0) pushPlayer(w, p.x - from.x, p.z - from.z, MELEE_KNOCKBACK);
}

function skeleton(w: MobWorld, m: Mob, stats: MobStats): void {
  const p = w.player.pos;
  const see = sees(w, m);
  if (see !== m.seeTime > 0) m.seeTime = 0;
  m.seeTime += see ? 1 : -1;
  const d2 = (m.x + 0.5 - p.x) ** 2 + (m.y - p.y) ** 2 + (m.z + 0.5 - p.z) ** 2;
  if (d2 > BOW_RANGE ** 2 || m.seeTime < 20) chase(w, m, stats);
  if (m.draw >= 0) {
    m.draw++;
    if (!see && m.seeTime < -60) m.draw = -1;
    else if (see && m.draw >= BOW_DRAW_TICKS) {
      m.draw = -1;
      m.nextAttack = w.tick + BOW_INTERVAL_NORMAL;
      w.arrows.push(shootArrow(w.rng, { x: m.x + 0.5, y: eyeOf(m) - 0.1, z: m.z + 0.5 }, p, m.name));
    }
  } else if (w.tick >= m.nextAttack && m.seeTime >= -60) m.draw = 0;
}

function creeper(w: MobWorld, m: Mob, stats: MobStats): boolean {
  const p = w.player.pos;
  const d2 = (m.x + 0.5 - p.x) ** 2 + (m.y - p.y) ** 2 + (m.z + 0.5 - p.z) ** 2;
  const swellGoal = m.swelling || d2 < SWELL_START ** 2;
  m.swelling = swellGoal && d2 <= SWELL_STOP ** 2 && sees(w, m);
  m.fuse = Math.max(0, m.fuse + (m.swelling ? 1 : -1));
  if (m.fuse >= CREEPER_FUSE) {
    w.mobs.delete(m.id);
    blastMobs(w, m.x + 0.5, m.y, m.z + 0.5);
    explode(w, m.x + 0.5, m.y, m.z + 0.5, CREEPER_POWER, 'creeper explosion');
    return false;
  }
  if (!swellGoal) chase(w, m, stats);
  return true;
}

/** The explosion hurts the mobs around as it hurts the player (explosion.ts); the dead drop their loot. */
function blastMobs(w: MobWorld, cx: number, cy: number, cz: number): void {
  for (const o of w.mobs.values()) {
    const box = { width: mobWidth(o.name, o.size), height: mobHeight(o.name, o.size) };
    const impact = impactAt(w, cx, cy, cz, CREEPER_POWER, { x: o.x + 0.5, y: o.y, z: o.z + 0.5 }, box);
    if (impact < 0) continue;
    hurtMob(w, o, explosionDamage(impact, CREEPER_POWER), 'living');
    if (o.health > 0) continue;
    w.mobs.delete(o.id);
    dropLoot(w, o);
  }
}

const moved = (a: Cell | null, b: Cell): boolean => !a || (a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2 >= 1;

/**
 * Follow an A* path to the player, recomputed as vanilla's `MeleeAttackGoal` does: the first on taking the target,
 * then when 4..10 ticks (more when far) have passed, the player moved a block (or 1 time in 20), and the mob sees it
 * (spiders and skeletons follow unseen); a search that finds no step waits 15 ticks more.
 */
function chase(w: MobWorld, m: Mob, stats: MobStats): void {
  const p = w.player.pos;
  const target = { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) };
  if (w.tick >= m.repathAt && (!m.path || moved(m.pathTo, target) || w.rng.chance(0.05))) {
    if (m.path && !spiderLike(m.name) && m.name !== 'skeleton' && !sees(w, m)) m.repathAt = w.tick + 4;
    else {
      m.path = mobPath(w.loaded, m, target, stats.follow * 16, spiderLike(m.name), cellsFor(mobHeight(m.name)));
      m.pathStep = 0;
      m.pathTo = target;
      const d2 = (m.x - target.x) ** 2 + (m.y - target.y) ** 2 + (m.z - target.z) ** 2;
      m.repathAt = w.tick + 4 + w.rng.int(0, 6) + (d2 > 1024 ? 10 : d2 > 256 ? 5 : 0) + (m.path.length === 0 ? 15 : 0);
    }
  }
  m.move = Math.min(1, m.move + stats.speed / 20);
  while (m.move >= 1 && m.path && m.pathStep < m.path.length) {
    const next = m.path[m.pathStep];
    if (next.x === target.x && next.z === target.z && Math.abs(next.y - target.y) <= 1) break;
    if (!canStand(w.loaded, next.x, next.y, next.z, spiderLike(m.name), cellsFor(mobHeight(m.name)))) {
      m.path = null;
      break;
    }
    m.move -= 1;
    m.x = next.x;
    m.y = next.y;
    m.z = next.z;
    m.pathStep++;
  }
}

/**
 * Vanilla `LivingEntity.hurt` on a mob: damage, 10 ticks of hurt invulnerability, idle time reset. An enderman
 * dodges a projectile by teleporting and teleports after the world's damage (neutral.ts). `byPlayer`: a neutral
 * mob gets angry. Returns the damage dealt.
 */
export function hurtMob(w: Pick<MobWorld, 'tick' | 'rng' | 'loaded' | 'mobs'>, m: Mob, amount: number, source: HurtSource, byPlayer = false): number {
  const dodge = dodges(w, m, source);
  if (dodge && source === 'projectile') return teleport(w, m) ? 0 : hurtMob(w, m, amount, 'living', byPlayer);
  m.health -= amount;
  m.hurtUntil = w.tick + 10;
  m.idle = 0;
  if (byPlayer) anger(w, m);
  if (dodge && m.health > 0) teleport(w, m);
  return amount;
}

/** A dead mob's loot on the ground where it died; a slime over size 1 splits instead (slimes.ts). */
export function dropLoot(w: Pick<MobWorld, 'rng' | 'dropItem' | 'spawnMob'>, m: Mob): void {
  if (m.name === 'slime') splitSlime(w, m);
  for (const d of mobDrops(m.name, w.rng, { color: m.color, sheared: m.sheared, size: m.size })) w.dropItem(d.name, d.count, null, { x: m.x, y: m.y, z: m.z });
}

/** Random stroll: about every 6 s pick a spot up to 10 blocks away and walk there at a stroll. */
function wander(w: MobWorld, m: Mob, speed: number): void {
  if (m.wx === undefined) {
    if (!w.rng.chance(1 / 120)) return;
    m.wx = m.x + w.rng.int(-10, 10);
    m.wz = m.z + w.rng.int(-10, 10);
  }
  const blocked = moveToward(w, m, speed * 0.6, m.wx + 0.5, m.wz! + 0.5, false);
  if ((m.x === m.wx && m.z === m.wz) || blocked) m.wx = m.wz = undefined;
}

/** Walk toward (or away from) a point at `speed` blocks a second; true when a step was due and no cell would do. */
function moveToward(w: MobWorld, m: Mob, speed: number, tx: number, tz: number, away: boolean): boolean {
  m.move += speed / 20;
  while (m.move >= 1) {
    const walked = step(w, m, tx, tz, away);
    // A diagonal step is √2 blocks: charged as such, or a mob would flee (or close in) 41 % faster along a diagonal.
    m.move -= walked || 1;
    if (walked === 0) return true;
  }
  return false;
}

const STEP_DY = [0, 1, -1, -2, -3];

/** One greedy step toward (or away from) a stroll or flight target; tries the 8 neighbours with step-up and short drops. Returns the blocks walked (0: none). */
function step(w: MobWorld, m: Mob, tx: number, tz: number, away: boolean): number {
  let best: [number, number, number] | null = null;
  let bestScore = Infinity;
  const body = cellsFor(mobHeight(m.name));
  for (let dx = -1; dx <= 1; dx++) {
    for (let dz = -1; dz <= 1; dz++) {
      if (dx === 0 && dz === 0) continue;
      const nx = m.x + dx,
        nz = m.z + dz;
      // No squeezing between two blocks that touch at a corner: a mob's box is 0.6 wide or more, so a diagonal step
      // needs both sides clear, as mob-path.ts's paths do (a zombie walled in on four sides walked out diagonally).
      if (dx !== 0 && dz !== 0 && (!free(w.loaded, nx, m.y, m.z, body) || !free(w.loaded, m.x, m.y, nz, body))) continue;
      for (const dy of STEP_DY) {
        if (dy === 1 && !isPassable(w.loaded.blockId(m.x, m.y + body, m.z))) continue;
        if (!fits(w.loaded, m.name, nx, m.y + dy, nz)) continue;
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
  if (!best) return 0;
  const walked = Math.hypot(best[0] - m.x, best[2] - m.z);
  [m.x, m.y, m.z] = best;
  return walked;
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
