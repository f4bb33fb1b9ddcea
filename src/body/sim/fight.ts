/** attack: chase the mob, hit at the weapon's cooldown with vanilla damage, until it dies; then pick up the drops. */
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { ENTITY_REACH } from '../../contracts/body.js';
import { weaponOf, MOB_HURT_INVULNERABLE_TICKS } from '../../sim/combat.js';
import { wear } from '../../sim/digging.js';
import { mobDrops } from '../../sim/loot.js';
import { MOB_STATS, standable } from '../../sim/mobs.js';
import { EXHAUSTION } from '../../sim/player.js';
import { findPath } from '../../sim/path.js';
import { followPath } from '../../sim/act.js';
import type { World } from '../../sim/world.js';
import { counts, diff } from './util.js';
import { collect } from './move.js';

const CHASE_LIMIT_TICKS = 20 * 90;

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

export function attack(world: World, entityId: number, signal: AbortSignal): Outcome {
  const start = world.tick;
  const deaths = world.deaths.length;
  const before = counts(world);
  const p = world.player;
  if (!world.mobs.has(entityId)) return fail('not_found', `attack: no mob with id ${entityId}`);
  let nextSwing = world.tick;
  while (world.tick - start < CHASE_LIMIT_TICKS) {
    if (signal.aborted) return fail('aborted', 'attack aborted');
    if (world.deaths.length !== deaths) return fail('died', `died fighting (${world.deaths[world.deaths.length - 1].cause})`);
    const m = world.mobs.get(entityId);
    if (!m) return fail('not_found', `attack: mob ${entityId} is gone (despawned or exploded)`, { gained: diff(before, counts(world)) });
    const d = Math.hypot(m.x + 0.5 - p.pos.x, m.y - p.pos.y, m.z + 0.5 - p.pos.z);
    if (d > ENTITY_REACH) {
      const path = findPath(world, p.pos, { x: m.x, y: m.y, z: m.z }, { range: 2, maxNodes: 4000, canDig: false });
      if (path.status === 'none' || path.steps.length === 0) return fail('unreachable', `attack: cannot reach ${m.name} ${entityId}`);
      const walked = followPath(world, path.steps.slice(0, 4), signal);
      if (!walked.ok && !walked.died) return fail('unreachable', `attack: ${walked.reason}`);
      continue;
    }
    equipBestWeapon(world);
    const held = p.inventory.heldSlot();
    const weapon = weaponOf(held?.name ?? null);
    const ready = Math.max(nextSwing, m.hurtUntil);
    if (ready > world.tick) {
      world.advance(ready - world.tick);
      continue;
    }
    m.health -= weapon.damage;
    m.hurtUntil = world.tick + MOB_HURT_INVULNERABLE_TICKS;
    nextSwing = world.tick + weapon.cooldownTicks;
    p.addExhaustion(EXHAUSTION.attack);
    if (weapon.isTool && held) wear(p.inventory, held, weapon.isSword ? 1 : 2);
    if (MOB_STATS[m.name].kind === 'passive') m.panicUntil = world.tick + 100;
    else m.aggro = true;
    knockback(world, m, p.pos);
    if (m.health <= 0) {
      world.mobs.delete(m.id);
      for (const drop of mobDrops(m.name, world.rng, { color: m.color, sheared: m.sheared }))
        world.dropItem(drop.name, drop.count, null, { x: m.x, y: m.y, z: m.z });
      const c = collect(world, 6, signal);
      if (!c.ok && c.code === 'died') return c;
      return ok(diff(before, counts(world)), { killed: m.name, ticks: world.tick - start });
    }
    world.advance(1);
  }
  return fail('timeout', `attack: ${entityId} not killed within ${CHASE_LIMIT_TICKS / 20} s of game time`);
}

/** A hit pushes the mob one block away when there is room, which also resets a creeper's approach. */
function knockback(world: World, m: { x: number; y: number; z: number }, from: { x: number; z: number }): void {
  const dx = Math.sign(Math.round(m.x + 0.5 - from.x)),
    dz = Math.sign(Math.round(m.z + 0.5 - from.z));
  if ((dx !== 0 || dz !== 0) && standable(world, m.x + dx, m.y, m.z + dz)) {
    m.x += dx;
    m.z += dz;
  }
}
