/**
 * attack: chase the mob, hit at the weapon's cooldown with vanilla damage, until it dies; then pick up the drops.
 * Where there is room to jump, every hit is a jump-crit (× 1.5, landed while falling, so hits come no faster than
 * one jump apart); with a shield in the off-hand it goes up between swings and down for each swing, and on the way
 * to the mob toward a skeleton about to shoot (arrows.ts). A creeper is
 * let come into reach and walked away from when lit with more hits to go than fuse left; another creeper lit
 * close by ends the fight, so the bot can get away.
 */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { weaponOf, MOB_HURT_INVULNERABLE_TICKS, CRIT_MULTIPLIER, JUMP } from '../../sim/combat.js';
import { wear } from '../../sim/digging.js';
import { mobDrops } from '../../sim/loot.js';
import { splitSlime } from '../../sim/slimes.js';
import { avoidsPlayer } from '../../sim/rabbits.js';
import { MOB_STATS, fits, hurtMob, type Mob } from '../../sim/mobs.js';
import { blockFlags, F_LAVA, F_WATER, isPassable, isSolid } from '../../sim/data.js';
import { EXHAUSTION } from '../../sim/player.js';
import { findPath } from '../../sim/path.js';
import { followPath } from '../../sim/act.js';
import type { World } from '../../sim/world.js';
import { counts, diff } from './util.js';
import { pickUp } from './move.js';
import { blockShot, stepsBetweenLooks } from './arrows.js';
import { assailant, atBack, beset, creeperMove, hissing, inReach, lit, outOfBreath, retreatFrom } from './melee.js';

const CHASE_LIMIT_TICKS = 20 * 90;
/** Longest wait for a creeper to walk into reach before going to it. */
const HOLD_LIMIT_TICKS = 40;

/** Hold the weapon with the best damage per tick (mobs are immune for 10 ticks after a hit). */
function equipBestWeapon(world: World): void {
  const inv = world.player.inventory;
  let best: string | null = null,
    bestRate = weaponOf(null).damage / Math.max(weaponOf(null).cooldownTicks, MOB_HURT_INVULNERABLE_TICKS);
  for (const s of inv.slots) {
    if (!s) continue;
    const w = weaponOf(s.name);
    const rate = w.damage / Math.max(w.cooldownTicks, MOB_HURT_INVULNERABLE_TICKS);
    if (w.isTool && rate > bestRate) {
      best = s.name;
      bestRate = rate;
    }
  }
  if (best) inv.equip(best);
}

/** `stay`: fight from where the bot stands (a pillar top, a pit): no step toward the mob, no creeper dance, drops left. */
export function attack(world: World, entityId: number, signal: AbortSignal, stay = false): Outcome {
  try {
    return fight(world, entityId, signal, stay);
  } finally {
    world.player.lowerShield();
  }
}

/** Vanilla crit conditions the sim can see: on the ground with room to jump, not in water or lava. */
function canJumpCrit(world: World): boolean {
  const x = Math.floor(world.player.pos.x),
    y = Math.floor(world.player.pos.y),
    z = Math.floor(world.player.pos.z);
  const feet = world.blockId(x, y, z);
  return isSolid(world.blockId(x, y - 1, z)) && !(blockFlags[feet] & (F_WATER | F_LAVA)) && isPassable(world.blockId(x, y + 2, z));
}

/** An animal running from the player: panicking after a hit, or a rabbit that sees the player near (rabbits.ts). */
const running = (world: World, m: Mob): boolean =>
  MOB_STATS[m.name].kind === 'passive' && (m.panicUntil > world.tick || (m.name === 'rabbit' && avoidsPlayer(world, m)));

/** Look at the mob (a raised shield covers what is in front). */
function face(world: World, m: Mob): void {
  const p = world.player;
  const dx = m.x + 0.5 - p.pos.x,
    dz = m.z + 0.5 - p.pos.z;
  const len = Math.hypot(dx, dz);
  if (len > 0) p.facing = { x: dx / len, z: dz / len };
}

function fight(world: World, entityId: number, signal: AbortSignal, stay: boolean): Outcome {
  const start = world.tick;
  const deaths = world.deaths.length;
  const before = counts(world);
  const p = world.player;
  if (!world.mobs.has(entityId)) return fail('not_found', `attack: no mob with id ${entityId}`);
  let nextSwing = world.tick;
  /** The current jump: when the player starts falling (crits from then) and when it lands. */
  let fallsAt = world.tick,
    landsAt = world.tick;
  let waited = 0;
  let hits = 0;
  while (world.tick - start < CHASE_LIMIT_TICKS) {
    if (signal.aborted) return fail('aborted', 'attack aborted');
    if (world.deaths.length !== deaths) return fail('died', `died fighting (${world.deaths[world.deaths.length - 1].cause})`);
    const m = world.mobs.get(entityId);
    if (!m) return fail('not_found', `attack: mob ${entityId} is gone (despawned or exploded)`, { gained: diff(before, counts(world)) });
    if (outOfBreath(world)) return fail('unreachable', 'attack: out of breath under water', { gained: diff(before, counts(world)) });
    // A player chasing an animal turns to a hostile closing in (on a server the defend reflex would cut in), and one
    // chasing a hostile out of reach turns to a nearer one at its back (melee.ts).
    const threat = assailant(world, entityId);
    const closing = threat && (MOB_STATS[m.name].kind === 'passive' || atBack(world, m, threat)) ? threat : null;
    if (closing) return fail('unreachable', `attack: broke off, a ${closing.name} is closing in`, { threat: closing.id, gained: diff(before, counts(world)) });
    const other = hissing(world, entityId);
    if (other) return fail('unreachable', `attack: a creeper is about to go off close by`, { creeper: other.id, gained: diff(before, counts(world)) });
    if (m.name === 'creeper' && !stay) {
      const ready = Math.max(nextSwing, m.hurtUntil);
      const move = creeperMove(world, m, killTicks(world, m, ready), ready <= world.tick);
      const at = world.tick;
      if (move === 'retreat' && retreatFrom(world, m, signal) && world.tick > at) continue;
      if (move === 'hold' && waited < HOLD_LIMIT_TICKS) {
        waited++;
        world.advance(1);
        continue;
      }
    }
    waited = 0;
    if (!inReach(world, m)) {
      // A shot about to come is blocked first (in reach the bot keeps swinging: a block costs more blows than the arrow).
      if (blockShot(world, signal, (archer) => face(world, archer))) continue;
      if (stay) return fail('unreachable', `swing: ${m.name} ${entityId} is out of reach`, { gained: diff(before, counts(world)), hits });
      const path = findPath(world, p.pos, { x: m.x, y: m.y, z: m.z }, { range: 2, maxNodes: 4000, canDig: false });
      if (path.status === 'none' || path.steps.length === 0) return fail('unreachable', `attack: cannot reach ${m.name} ${entityId}`);
      // A step at a time up to a creeper: walking into its 3 blocks lights it.
      const walked = followPath(world, path.steps.slice(0, m.name === 'creeper' ? 1 : stepsBetweenLooks(world, 4)), signal);
      if (!walked.ok && !walked.died) return fail('unreachable', `attack: ${walked.reason}`);
      continue;
    }
    equipBestWeapon(world);
    const held = p.inventory.heldSlot();
    const weapon = weaponOf(held?.name ?? null);
    const ready = Math.max(nextSwing, m.hurtUntil);
    const airborne = world.tick < landsAt;
    face(world, m);
    if (airborne) {
      // Swing on the way down; if the weapon is not ready before landing, land first.
      const swingAt = Math.max(ready, fallsAt);
      if (swingAt > world.tick) {
        world.advance(Math.min(swingAt, landsAt) - world.tick);
        continue;
      }
    } else if (canJumpCrit(world) && !lit(world, m) && !running(world, m)) {
      // (A lit creeper is hit at once: a jump for the crit takes 7 ticks of its fuse; so is an animal running off,
      // which would be out of reach again by the time a jump came down.)
      // Jump so the fall starts just as the weapon is ready.
      const jumpAt = Math.max(world.tick, ready - JUMP.fallsFrom);
      if (jumpAt > world.tick) {
        p.raiseShield(world.tick);
        world.advance(jumpAt - world.tick);
      } else {
        fallsAt = world.tick + JUMP.fallsFrom;
        landsAt = world.tick + JUMP.lands;
      }
      continue;
    } else if (ready > world.tick) {
      p.raiseShield(world.tick);
      world.advance(ready - world.tick);
      continue;
    }
    p.lowerShield();
    hurtMob(world, m, weapon.damage * (airborne ? CRIT_MULTIPLIER : 1), 'living', true);
    hits++;
    nextSwing = world.tick + weapon.cooldownTicks;
    p.addExhaustion(EXHAUSTION.attack);
    if (weapon.isTool && held) wear(p.inventory, held, weapon.isSword ? 1 : 2);
    if (MOB_STATS[m.name].kind === 'passive') m.panicUntil = world.tick + 100;
    else m.aggro = true;
    knockback(world, m, p.pos);
    if (m.health <= 0) {
      world.mobs.delete(m.id);
      // A slime over size 1 splits into smaller ones (vanilla `Slime.remove`); they come on, to be fought in turn.
      if (m.name === 'slime') splitSlime(world, m);
      const drops = mobDrops(m.name, world.rng, { color: m.color, sheared: m.sheared, size: m.size }).map(
        (drop) => world.dropItem(drop.name, drop.count, null, { x: m.x, y: m.y, z: m.z }).id,
      );
      // Drops lie for 5 minutes: with others still coming for the bot, they wait (a pit is not left for rotten flesh).
      const busy = stay || beset(world);
      const c = busy ? null : pickUp(world, drops, signal);
      if (c && !c.ok && c.code === 'died') return c;
      return ok(diff(before, counts(world)), { killed: m.name, ticks: world.tick - start, ...(busy ? { dropsLeft: true } : {}) });
    }
    world.advance(1);
  }
  return fail('timeout', `attack: ${entityId} not killed within ${CHASE_LIMIT_TICKS / 20} s of game time`);
}

/** Ticks until the hits still needed have landed: the next swing, then one per cooldown (crits where there is room to jump). */
function killTicks(world: World, m: Mob, ready: number): number {
  const w = weaponOf(world.player.inventory.heldSlot()?.name ?? null);
  const hit = w.damage * (canJumpCrit(world) && !lit(world, m) ? CRIT_MULTIPLIER : 1);
  const hits = Math.ceil(m.health / hit);
  return Math.max(0, ready - world.tick) + (hits - 1) * Math.max(w.cooldownTicks, MOB_HURT_INVULNERABLE_TICKS) + (inReach(world, m) ? 0 : 5);
}

/** A hit pushes the mob one block away when there is room, which also resets a creeper's approach. */
function knockback(world: World, m: Mob, from: { x: number; z: number }): void {
  const dx = Math.sign(Math.round(m.x + 0.5 - from.x)),
    dz = Math.sign(Math.round(m.z + 0.5 - from.z));
  if ((dx !== 0 || dz !== 0) && fits(world, m.name, m.x + dx, m.y, m.z + dz)) {
    m.x += dx;
    m.z += dz;
  }
}
