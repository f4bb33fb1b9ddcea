/**
 * Hostile melee mobs come for players and hit them. flying-squid 1.12 has no
 * mob AI at all; this is the least of vanilla 1.20.4's goals (normal
 * difficulty) that a fight needs, with the numbers the simulated world uses
 * (src/sim/mobs.ts): a zombie targets a survival player within its follow
 * range (35 blocks, 16 for spiders) and 4 blocks up or down
 * (`NearestAttackableTargetGoal`), walks straight at it, stepping up single
 * blocks, and hits for its attack damage (zombie 3, spider 2) every 20 ticks
 * once within reach (`MeleeAttackGoal`; reach √2.04 blocks centre to centre for
 * a 0.6-wide mob against a player, `Mob.getAttackBoundingBox`). A hurt mob is
 * left to its knockback for 10 ticks (vanilla `hurtTime`). No path finding, no
 * line of sight, no burning by day: see README gaps.
 */
import type { SquidEntity, SquidPlayer, SquidServer } from 'flying-squid';
import { Vec3 } from 'vec3';

interface Melee {
  /** Walking speed, blocks per second (an approximation, as in the simulated world). */
  speed: number;
  follow: number;
  damage: number;
}

const ZOMBIE: Melee = { speed: 2.6, follow: 35, damage: 3 };
const SPIDER: Melee = { speed: 3.2, follow: 16, damage: 2 };
export const MELEE_MOBS: Record<string, Melee> = {
  zombie: ZOMBIE,
  husk: ZOMBIE,
  zombie_villager: ZOMBIE,
  drowned: ZOMBIE,
  spider: SPIDER,
  cave_spider: SPIDER,
};

const REACH = Math.sqrt(2.04);
/** Zombie and spider-sized boxes are 1.95 and 0.9 tall; the taller bounds the reach (a spider 2 blocks up still misses). Player: 1.8. */
const MOB_HEIGHT = 1.95;
const PLAYER_HEIGHT = 1.8;
const ATTACK_TICKS = 20;
const HURT_TICKS = 10;
const VERTICAL_RANGE = 4;
/** Vanilla jump: 0.42 blocks per tick up; flying-squid's gravity is 20 blocks/s², so 8.4 blocks/s clears one block. */
const JUMP = 8.4;
/** Knockback of a mob's hit on the player, blocks per second (vanilla 0.4 blocks per tick). */
const KNOCKBACK = 8;

interface State {
  nextAttack: number;
  hurtUntil: number;
  busy: boolean;
}

export function installMelee(serv: SquidServer): void {
  const blocks = serv.registry.blocks;
  const states = new WeakMap<SquidEntity, State>();
  let tick = 0;

  /** A melee mob's state, made on first sight (flying-squid names a mob only after announcing it). */
  function stateOf(entity: SquidEntity): State | null {
    let st = states.get(entity);
    if (st || entity.type !== 'mob' || !MELEE_MOBS[entity.name]) return st ?? null;
    const made: State = { nextAttack: 0, hurtUntil: 0, busy: false };
    states.set(entity, (st = made));
    const takeDamage = entity.takeDamage;
    entity.takeDamage = (opts) => {
      made.hurtUntil = tick + HURT_TICKS;
      takeDamage(opts);
    };
    return st;
  }

  serv.on('tick', () => {
    tick++;
    for (const entity of Object.values(serv.entities)) {
      const st = stateOf(entity);
      if (!st || st.busy || tick < st.hurtUntil) continue;
      st.busy = true;
      step(entity, MELEE_MOBS[entity.name]!, st)
        .catch(() => {})
        .finally(() => (st.busy = false));
    }
  });

  function target(mob: SquidEntity, m: Melee): SquidPlayer | null {
    let best: SquidPlayer | null = null;
    let bestD = m.follow;
    for (const p of serv.players as SquidPlayer[]) {
      if (p.world !== mob.world || p.gameMode !== 0 || p.health <= 0 || p.disconnected) continue;
      if (Math.abs(p.position.y - mob.position.y) > VERTICAL_RANGE) continue;
      const d = Math.hypot(p.position.x - mob.position.x, p.position.z - mob.position.z);
      if (d <= bestD) [best, bestD] = [p, d];
    }
    return best;
  }

  async function step(mob: SquidEntity, m: Melee, st: State): Promise<void> {
    const p = target(mob, m);
    if (!p) {
      mob.velocity.x = 0;
      mob.velocity.z = 0;
      return;
    }
    const dx = p.position.x - mob.position.x,
      dz = p.position.z - mob.position.z;
    const d = Math.hypot(dx, dz) || 1;
    if (d <= REACH) {
      // Within reach the mob stops (vanilla's path never walks into the player's own cell, so it stands at a pit's rim),
      // and hits only when its box and the player's overlap in height: the attack box is widened sideways, not up or down.
      mob.velocity.x = 0;
      mob.velocity.z = 0;
      const overlap = p.position.y < mob.position.y + MOB_HEIGHT && mob.position.y < p.position.y + PLAYER_HEIGHT;
      if (!overlap || tick < st.nextAttack) return;
      st.nextAttack = tick + ATTACK_TICKS;
      p.takeDamage({ damage: m.damage, velocity: new Vec3((dx / d) * KNOCKBACK, KNOCKBACK / 2, (dz / d) * KNOCKBACK) });
      return;
    }
    mob.velocity.x = (dx / d) * m.speed;
    mob.velocity.z = (dz / d) * m.speed;
    // A block in the way at the feet with room above it: jump onto it.
    const ahead = mob.position.offset((dx / d) * 0.8, 0, (dz / d) * 0.8).floored();
    const solid = async (q: Vec3) => blocks[await mob.world.getBlockType(q)]?.boundingBox === 'block';
    if (mob.onGround && (await solid(ahead)) && !(await solid(ahead.offset(0, 1, 0))) && !(await solid(ahead.offset(0, 2, 0)))) mob.velocity.y = JUMP;
  }
}
