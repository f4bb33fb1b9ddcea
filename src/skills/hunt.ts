/**
 * Hunting hostile mobs the way a player does: they walk the surface only at
 * night, so by day the hunter stocks up on food and waits for dusk (fighting
 * whatever comes), then walks the land hop by hop to meet them, goes for the
 * hunted kind on sight, hits at the weapon's cooldown, eats to regenerate, and
 * hides in a hole to heal when health runs low. Hostiles that come close are
 * fought whatever their kind, and count when they are the kind hunted.
 */
import type { Body, SeenEntity } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { act, fatal, stopped } from './act.js';
import { bestWeapon, canHeal, wornBy } from './inventory.js';
import { NIGHT_START } from '../knowledge/sight.js';
import { holeUp, isNight, LOW_HEALTH, ticksToNight, toDryLand, underSky } from './night.js';
import { caveLeg, spawnInCaves } from './cave-prowl.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { search } from './search.js';
import type { Target } from './target.js';
import { flee } from './flee.js';
import { Prowl } from './prowl.js';
import { ascendToSky, outInTheOpen } from './ascend.js';
import { floor } from './geometry.js';
import { watch } from './watch.js';
import { digPit, inPit, leavePit, packComing, pitHere, pitMove } from './pit.js';
import { isNeutralMob } from '../knowledge/tables/combat.js';
import { newPerch, perchTurn, type Perch } from './hunt-perch.js';

/** Hostiles this close are fought first, whether hunted or not (skeletons shoot from farther). */
const DEFEND_RANGE = 4;
/** Skeletons shoot from 15 blocks: standing in their range without closing in only bleeds health. */
const SKELETON_RANGE = 15;
const TARGET_DY = 4;
/**
 * Walking up to a skeleton costs an arrow or two (2–5 each on normal): not at this health unless it is the one hunted,
 * or the bot carries a shield, which it raises against each shot on the way (the body's attack).
 */
const SKELETON_HEALTH = 10;
const shielded = (body: Body): boolean => wornBy(body)['off-hand'] === 'shield';
const SLICE = 100;
/** A hunted mob out of the chase's reach (across a ravine, in a cave) is walked (or dug) to when this close and level. */
const DIG_TO = 16;
const DIG_TO_DY = 3;
/** Health to go down into a cave for a hunted mob heard there by day. */
const CAVE_HEALTH = 16;
/** Give up after two full days and nights of hunting. */
export const HUNT_TICKS = 48000;

const FOOD_MOBS = ['cow', 'pig', 'sheep'];
const FOOD_STOCK = 4;
const FOOD_KILLS = 6;
const FOOD_RADIUS = 96;
const foodCount = (body: Body, k: Knowledge): number =>
  body
    .inventory()
    .filter((s) => k.foodPoints(s.name) > 0)
    .reduce((n, s) => n + s.count, 0);

export interface HuntState {
  kills: () => number;
  counted: () => void;
  /** A hostile of another kind killed on the way (it came for the bot): a later kill step for that kind may count it. */
  spare?: (mob: string) => void;
}

/**
 * A creeper this close is walked away from before anything else: it blows up
 * 1.5 s after coming within 3 blocks (a stone sword needs four hits, over
 * 1.9 s), and players outrun it. Unless creepers are what is hunted.
 */
const CREEPER_RANGE = 8;
/** Below this the hunter heals before walking on, to this. */
const ROAM_HEALTH = 14;
/** At or below this, with no way to heal, the night is sat out in a hole. */
const HIDE_HEALTH = 8;
const HEALED = 18;

/** Hunting at night, the bot hides to heal sooner than on an errand: another mob is always coming. */
export const HUNT_LOW_HEALTH = 10;

/**
 * The mob to deal with next: a creeper about to go off, a hostile at the
 * bot's throat or a skeleton in bow range, else the nearest of the hunted
 * kind not given up on. A neutral mob (an enderman) near by is left be unless
 * it is the quarry: struck first, it is the bot that starts the fight.
 */
export function nextFoe(body: Body, target: Target & { kind: 'mob' }, gone: ReadonlySet<string>): SeenEntity | null {
  // Mobs more than 4 blocks above or below do not take the player as a target (vanilla `NearestAttackableTargetGoal`).
  const y = body.position().y;
  const near = body
    .entities({ maxDistance: Math.max(CREEPER_RANGE, SKELETON_RANGE) })
    .filter((e) => e.kind === 'hostile' && !gone.has(`#${e.id}`) && Math.abs(e.pos.y - y) <= TARGET_DY)
    .filter((e) => !isNeutralMob(e.name) || target.mobs.includes(e.name));
  const close =
    near.find((e) => e.name === 'creeper' && e.distance <= CREEPER_RANGE) ??
    near.find((e) => e.distance <= DEFEND_RANGE || (e.name === 'skeleton' && e.distance <= SKELETON_RANGE));
  if (close) return close;
  return body.entities({ names: target.mobs }).find((e) => e.kind !== 'item' && !gone.has(`#${e.id}`)) ?? null;
}

interface Hunt {
  body: Body;
  k: Knowledge;
  target: Target & { kind: 'mob' };
  st: HuntState;
  signal: AbortSignal;
  what: string;
  /** Mobs given up on (got away, out of reach), as `#id`. */
  gone: Set<string>;
  /** Hunted mobs walked (or dug) to once when the chase could not reach them. */
  approached: Set<number>;
  prowl: Prowl;
  foodKills: number;
  looked: boolean;
  /** Tick of the last blow struck from the pit (or of getting into it), and before which no new pit is dug. */
  pitActive: number;
  noPitUntil: number;
  /** The hunted kind roams by day too: prowl for it then rather than wait for dusk. */
  byDay: boolean;
  /** Up a pillar where no pit can be dug (hunt-perch.ts). */
  perch: Perch;
}

/** Nothing has come to the rim for this long: what is near is stuck or not coming; climb out, and dig no new pit for a while. */
const PIT_PATIENCE = 300;
const PIT_REST = 1200;

/** Fight one foe (or walk away from a creeper not hunted). Null to carry on; an outcome ends the hunt. */
async function engage(h: Hunt, foe: SeenEntity): Promise<Outcome | null> {
  const { body, signal, what } = h;
  const hunted = h.target.mobs.includes(foe.name);
  // A creeper not hunted is walked away from, and so is anything at low health (a zombie's two hits kill at 6) while
  // health can come back. With nothing to heal on, walking away from the quarry only spends the time: it is fought
  // (arena seed 1 stood 5 minutes at 4.5 health, out of a skeleton's way, hunger 16 and no food).
  const hp = body.vitals().health;
  const low = hp <= LOW_HEALTH && (!hunted || canHeal(body, h.k));
  if ((foe.name === 'creeper' && !hunted) || low || (foe.name === 'skeleton' && hp <= SKELETON_HEALTH && !hunted && !shielded(body)))
    return flee(body, foe.pos, signal, what);
  const a = await strike(h, foe);
  if (fatal(a)) return a;
  if (a.ok) return null;
  // The chase broke off for another hostile at the bot's back: that one is next, and this one is not given up.
  if (a.details?.threat !== undefined && nextFoe(body, h.target, h.gone)?.id === a.details.threat) return null;
  // The fight broke off for another creeper about to go off: get away from it, and come back for this one.
  const creeper = body.entities({ maxDistance: CREEPER_RANGE }).find((e) => e.id === a.details?.creeper);
  if (creeper) return flee(body, creeper.pos, signal, what);
  // By day the hunted kind keeps to caves: one heard below is dug down to while the bot is fit for a cave fight.
  const caving = !isNight(body) && body.vitals().health >= CAVE_HEALTH;
  const level = Math.abs(foe.pos.y - body.position().y) <= (caving ? DIG_TO : DIG_TO_DY);
  const creeperNear = body.entities({ names: ['creeper'], maxDistance: DIG_TO }).length > 0;
  if (a.code === 'unreachable' && hunted && level && foe.distance <= DIG_TO && !h.approached.has(foe.id) && !creeperNear) {
    // Across a ravine or behind a wall the chase gives up; walking there (digging, bridging) may not.
    h.approached.add(foe.id);
    const g = await act(what, signal, () => body.goto(foe.pos, 2, signal));
    return stopped(g);
  }
  h.gone.add(`#${foe.id}`);
  return null;
}

/** Equip the best weapon and hit `foe` until it dies (from where the bot stands when `stay`); a kill of the hunted kind counts. */
async function strike(h: Hunt, foe: SeenEntity, stay = false): Promise<Outcome> {
  const { body, signal, what } = h;
  const weapon = bestWeapon(body);
  if (weapon && body.heldItem() !== weapon) {
    const e = await act(what, signal, () => body.equip(weapon, 'hand', signal));
    if (fatal(e)) return e;
  }
  const a = await act(what, signal, () => (stay ? body.swing(foe.id, signal) : body.attack(foe.id, signal)));
  if (a.ok && h.target.mobs.includes(foe.name)) h.st.counted();
  else if (a.ok) h.st.spare?.(foe.name);
  return a;
}

/** In the pit: hit what stands on the rim, wait for the pack, or climb out when it is over (or a creeper comes). */
async function fromPit(h: Hunt): Promise<Outcome | null> {
  const { body, signal, what } = h;
  const bored = body.gameTick() - h.pitActive > PIT_PATIENCE;
  const move = bored ? 'leave' : pitMove(body, h.target.mobs);
  if (move === 'leave') {
    if (bored) h.noPitUntil = body.gameTick() + PIT_REST;
    const up = await leavePit(body, signal, what);
    if (fatal(up)) return up;
    const creeper = body.entities({ maxDistance: CREEPER_RANGE }).find((e) => e.name === 'creeper');
    if (creeper) return flee(body, creeper.pos, signal, what);
    if (up.ok) return null;
  } else if (move !== 'wait') {
    const a = await strike(h, move.hit);
    if (a.ok) h.pitActive = body.gameTick();
    if (a.ok || fatal(a)) return stopped(a);
  }
  // Waiting for the pack, or the hit fell short (the mob stepped back), or there is no way out yet: let time pass.
  const w = await watch(body, SLICE, signal, what);
  return stopped(w);
}

/** A pack coming (or one mob while hurt) on firm ground: dig in. True when in the pit; an outcome ends the hunt. */
async function digIn(h: Hunt): Promise<Outcome | boolean> {
  if (h.body.gameTick() < h.noPitUntil || !packComing(h.body) || !pitHere(h.body)) return false;
  const d = await digPit(h.body, h.signal, h.what);
  h.pitActive = h.body.gameTick();
  return typeof d === 'boolean' || !fatal(d) ? inPit(h.body) : d;
}

/** By day (or hurt at night with no food), kill food animals while the stock is low. True when it acted (the hunt looks round again), an outcome when the hunt must end. */
async function stockUp(h: Hunt): Promise<Outcome | boolean> {
  const { body, k, signal, what, gone } = h;
  if (h.foodKills >= FOOD_KILLS || foodCount(body, k) >= FOOD_STOCK) return false;
  // At night only when hurt with nothing to eat: health comes back only with food (18 or more on the bar).
  const hp = body.vitals().health;
  if (isNight(body) && (hp >= ROAM_HEALTH || hp <= HIDE_HEALTH || foodCount(body, k) > 0)) return false;
  let meat = body.entities({ names: FOOD_MOBS }).find((e) => !gone.has(`#${e.id}`));
  if (!meat && !h.looked && body.vitals().health < 14 && foodCount(body, k) === 0) {
    // Hurt and nothing to eat: a night of fighting would end badly, so look for animals now.
    h.looked = true;
    const target: Target = { kind: 'mob', label: 'food animals', mobs: FOOD_MOBS, exclude: gone };
    const f = await search(body, k, target, { strategy: 'surface', y: null, radius: FOOD_RADIUS }, signal, what);
    if (fatal(f)) return f;
    meat = body.entities({ names: FOOD_MOBS }).find((e) => !gone.has(`#${e.id}`));
  }
  if (!meat) return false;
  // Mining stone for the sword leaves the bot in a hole, from which no animal can be reached: out onto open ground first.
  if (!outInTheOpen(body, floor(body.position()))) {
    const up = await ascendToSky(body, signal, what);
    if (fatal(up)) return up;
  }
  h.foodKills++;
  const a = await act(what, signal, () => body.attack(meat.id, signal));
  if (fatal(a)) return a;
  if (!a.ok && a.code === 'unreachable' && !h.approached.has(meat.id)) {
    // Out of a stone pit or up a bank the chase gives up; walking there (climbing, pillaring) may not. Once an animal.
    h.approached.add(meat.id);
    h.foodKills--;
    const g = await act(what, signal, () => body.goto(meat.pos, 2, signal));
    return fatal(g) ? g : true;
  }
  if (!a.ok) gone.add(`#${meat.id}`);
  return true;
}

/**
 * Monsters that burn in the sun (vanilla `Mob.isSunBurnTick` callers: zombies, skeletons and their kin) are met on
 * the surface only at night; spiders and creepers do not burn, and those spawned in the night roam the land all day.
 */
const BURNS = new Set(['zombie', 'zombie_villager', 'skeleton', 'stray', 'drowned', 'phantom']);
export const roamsByDay = (mobs: readonly string[]): boolean => mobs.every((m) => !BURNS.has(m));

/** Nothing to fight: at night (or by day for a kind that roams by day) walk a hop to meet them; else (or with nowhere to walk) wait a watchful slice, by day until dusk. */
async function pass(h: Hunt): Promise<Outcome | null> {
  const { body, k, signal, what } = h;
  const hp = body.vitals().health;
  if (isNight(body) && (hp < ROAM_HEALTH || hp <= HIDE_HEALTH)) {
    // Hurt: heal in a hole before walking on; out there a pack or a skeleton finishes a hurt hunter. With nothing
    // to heal on, a badly hurt one sits the night out (the hunt goes on in the morning).
    const healing = canHeal(body, k);
    const done = healing ? () => body.vitals().health >= HEALED || !canHeal(body, k) : () => !isNight(body) || canHeal(body, k);
    if (healing || hp <= HIDE_HEALTH) {
      const hid = await holeUp(body, k, signal, what, done);
      if (hid) return hid;
    }
  }
  // By day the hunted kind spawns in caves: a bot under the rock and fit for a cave fight walks them, leg by leg.
  if (!isNight(body) && spawnInCaves(h.target.mobs) && hp >= CAVE_HEALTH && !underSky(body)) {
    const leg = await caveLeg(body, h.target, signal, what);
    if (leg) return stopped(leg);
  }
  // By day only after a night: before the first dusk none roams the surface, and a day's walk only takes the bot far
  // up mountains and into caves.
  if (isNight(body) || (h.byDay && body.gameTick() >= NIGHT_START)) {
    // Down a hole or a shaft nothing sees the bot, and it sees nothing: out onto open ground first.
    const up = outInTheOpen(body, floor(body.position())) ? null : await ascendToSky(body, signal, what);
    if (up && fatal(up)) return up;
    const g = await h.prowl.hop(body, signal, what);
    if (fatal(g)) return g;
    if (g.ok) return null;
  }
  const dry = await toDryLand(body, signal, what);
  if (dry) return dry;
  const w = await watch(body, Math.max(1, ticksToNight(body) || SLICE), signal, what);
  return stopped(w);
}

/** One decision of the hunt: fight from the pit, dig in, fight or flee, stock up, or walk on (or wait). */
async function turn(h: Hunt): Promise<Outcome | null> {
  if (inPit(h.body)) return fromPit(h);
  const pit = await digIn(h);
  if (pit !== true && pit !== false) return pit;
  if (pit) return null;
  const perched = await perchTurn({ ...h, hunted: h.target.mobs, swing: (foe) => strike(h, foe, true) }, h.perch);
  if (perched !== false) return perched;
  const foe = nextFoe(h.body, h.target, h.gone);
  if (foe) return engage(h, foe);
  const fed = await stockUp(h);
  if (fed !== false && fed !== true) return fed;
  return fed ? null : pass(h);
}

export async function hunt(
  body: Body,
  k: Knowledge,
  target: Target & { kind: 'mob' },
  count: number,
  st: HuntState,
  signal: AbortSignal,
  what: string,
): Promise<Outcome> {
  const start = body.gameTick();
  const h: Hunt = {
    body,
    k,
    target,
    st,
    signal,
    what,
    gone: new Set(),
    approached: new Set(),
    prowl: new Prowl(start % 4, !target.mobs.includes('creeper')),
    foodKills: 0,
    looked: false,
    pitActive: start,
    noPitUntil: 0,
    byDay: roamsByDay(target.mobs),
    perch: newPerch(),
  };
  while (st.kills() < count) {
    if (body.gameTick() - start > HUNT_TICKS)
      return fail('not_found', `${what}: no ${target.label} came within reach in ${Math.round(HUNT_TICKS / 24000)} days and nights`, { kills: st.kills() });
    const tick = body.gameTick();
    const r = await turn(h);
    if (r) return r;
    // A turn where nothing could be done (no way to flee, no way out of the pit) must still let time pass.
    if (body.gameTick() === tick) {
      const w = await watch(body, SLICE, signal, what);
      if (fatal(w)) return w;
    }
  }
  return ok(undefined, { kills: st.kills() });
}
