/**
 * attack on a server: chase the entity and hit it at the sword's cooldown until it is gone, then pick up the
 * drops, with the same tactics as the simulated body (body/sim/fight.ts, melee.ts):
 * - a creeper is let walk into reach rather than walked up to (it lights when centres come within 3 blocks,
 *   vanilla `SwellGoal`), and walked away from past 7 blocks while it swells (its fuse then runs down);
 * - a chase after an animal is broken off when a hostile closes in;
 * - a chase after a hostile out of reach is broken off when another is at the bot's back;
 * - with a shield on the off-hand, the bot stops on its way to block a skeleton's drawn bow;
 * - the drops wait while another hostile is close.
 */
import type { Bot } from 'mineflayer';
import type { Entity } from 'prismarine-entity';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import { collectDrops, goto, ticks } from './move.js';
import { kindOf } from './senses.js';
import { isNeutralMob } from '../../knowledge/tables/combat.js';

const REACH = 3;
/** A creeper is hit from up to 3.3 blocks centre to centre (the hand reaches its box, 0.6 wide) and lights under 3. */
const CREEPER_REACH = 3.3;
const HOLD = 5;
const SWELL_STOP = 7;
const ASSAIL = 4;
const BESET = 8;

const TIERS = ['wooden', 'golden', 'stone', 'iron', 'diamond', 'netherite'];
const tier = (n: string) => TIERS.findIndex((t) => n.startsWith(t)) + (n.endsWith('_sword') ? 0.5 : 0);

/** 1.20.4 creeper entity data: index 16 is the swell direction (−1 idle, 1 swelling). */
const swelling = (e: Entity): boolean => Number((e.metadata as unknown[] | undefined)?.[16]) === 1;
/** 1.20.4 living-entity data: index 8 holds the hand states, bit 0x01 a hand in use (a skeleton drawing its bow). */
const drawing = (e: Entity): boolean => (Number((e.metadata as unknown[] | undefined)?.[8]) & 1) === 1;
/** The player inventory window's off-hand slot. */
const OFF_HAND_SLOT = 45;
/** A skeleton's bow reaches 15 blocks; an arrow crosses them in about 10 ticks, and a shield blocks 5 ticks after going up. */
const BOW_RANGE = 16;
const ARROW_TICKS = 12;
const DRAW_TICKS = 20;

const hostile = (e: Entity): boolean => kindOf(e.type, e.name ?? '') === 'hostile';
const hostileWithin = (bot: Bot, r: number, except: number): Entity | undefined =>
  Object.values(bot.entities).find((e) => e.id !== except && hostile(e) && e.position.distanceTo(bot.entity.position) <= r);

/**
 * Shield up toward a skeleton drawing its bow, until its arrow has come (as the simulated body does, body/sim/arrows.ts);
 * false when none is drawing or no shield is on the off-hand. Between path legs only: a leg is not cut short for it.
 */
export async function blockShot(bot: Bot, signal: AbortSignal): Promise<boolean> {
  if (bot.inventory.slots[OFF_HAND_SLOT]?.name !== 'shield') return false;
  const archer = Object.values(bot.entities).find((e) => e.name === 'skeleton' && drawing(e) && e.position.distanceTo(bot.entity.position) <= BOW_RANGE);
  if (!archer) return false;
  await bot.lookAt(archer.position.offset(0, archer.height ?? 1.6, 0), true);
  bot.activateItem(true);
  try {
    for (let t = 0; t < DRAW_TICKS && bot.entities[archer.id] && drawing(archer); t++) await ticks(bot, 1, signal);
    await ticks(bot, ARROW_TICKS, signal);
  } finally {
    bot.deactivateItem();
  }
  return true;
}

/** Walk straight away from a lit creeper to beyond 7 blocks. */
async function backOff(bot: Bot, c: Entity, signal: AbortSignal): Promise<void> {
  const away = bot.entity.position.minus(c.position);
  const len = Math.hypot(away.x, away.z) || 1;
  const to = c.position.offset((away.x / len) * (SWELL_STOP + 2), 0, (away.z / len) * (SWELL_STOP + 2)).floored();
  await goto(bot, to, 1, signal);
}

/** One step of the fight against `target`: null to go on, an outcome to end with. */
async function step(bot: Bot, target: Entity, signal: AbortSignal, stay: boolean, tally: { hits: number }): Promise<Outcome | null> {
  const d = bot.entity.position.distanceTo(target.position);
  if (!hostile(target) && target.type !== 'player') {
    const t = hostileWithin(bot, ASSAIL, target.id);
    if (t) return fail('unreachable', `attack: broke off, a ${t.name} is closing in`, { threat: t.id });
  }
  const creeper = target.name === 'creeper';
  const reach = creeper ? CREEPER_REACH : REACH;
  if (creeper && swelling(target) && d <= SWELL_STOP && !stay) {
    await backOff(bot, target, signal);
    return null;
  }
  if (hostile(target) && d > reach && !stay) {
    // Chasing a hostile out of reach, the bot turns to a nearer one at its back (the hunt and defend pick it next).
    const t = hostileWithin(bot, Math.min(ASSAIL, d), target.id);
    if (t && t.name !== 'creeper' && !isNeutralMob(t.name ?? ''))
      return fail('unreachable', `attack: broke off, a ${t.name} is at the bot's back`, { threat: t.id });
    if (await blockShot(bot, signal)) return null;
  }
  if (d > reach) {
    // Held in place (a pillar top, a pit): never step toward it.
    if (stay) return fail('unreachable', `swing: ${target.name} ${target.id} is out of reach`, { hits: tally.hits });
    if (creeper && d <= HOLD) {
      await ticks(bot, 1, signal);
      return null;
    }
    const w = await goto(bot, target.position.floored(), creeper ? CREEPER_REACH : 2.5, signal);
    return !w.ok && bot.entities[target.id] ? w : null;
  }
  // An enderman is hit in the legs: a look at its eyes from within 4 blocks makes it teleport away (vanilla
  // `EnderMan.isLookingAtMe`, checked by its TeleportTowardsPlayerGoal once it is angry).
  const aimAt = target.name === 'enderman' ? 0.3 : (target.height ?? 1) / 2;
  await bot.lookAt(target.position.offset(0, aimAt, 0), true);
  bot.attack(target);
  tally.hits++;
  // Attack cooldown: a sword is at full strength every 20 / 1.6 = 12.5 ticks.
  await ticks(bot, 13, signal);
  return null;
}

/** Hit the entity until it is gone, chasing it, then pick up its drops; `stay`: from where the bot stands, drops left. */
export async function attack(bot: Bot, id: number, signal: AbortSignal, stay = false): Promise<Outcome> {
  let target = bot.entities[id];
  if (!target) return fail('not_found', `attack: entity ${id} is not around`);
  const name = target.name;
  const weapon = bot.inventory
    .items()
    .filter((i) => /_(sword|axe)$/.test(i.name))
    .sort((a, b) => tier(b.name) - tier(a.name))[0];
  if (weapon) await bot.equip(weapon, 'hand');
  let lastPos = target.position.clone();
  const deadline = Date.now() + 30_000;
  const tally = { hits: 0 };
  while (bot.entities[id]) {
    if (signal.aborted) return fail('aborted', 'attack: aborted');
    if (Date.now() > deadline) return fail('timeout', `attack: ${name} still alive after 30 s`);
    target = bot.entities[id]!;
    lastPos = target.position.clone();
    const out = await step(bot, target, signal, stay, tally);
    if (out) return out;
  }
  const busy = stay || hostileWithin(bot, BESET, id) !== undefined;
  if (!busy) await collectDrops(bot, lastPos.floored(), 4, signal);
  return ok(undefined, { killed: name, ...(busy ? { dropsLeft: true } : {}) });
}
