/**
 * What a careful player does between actions on a long job (digging down,
 * tunnelling, mining, exploring): hit back at a hostile close by, eat when
 * hungry, toss junk before the inventory fills, and craft a spare stone
 * pickaxe from cobblestone before the last cheap one is gone, so the iron
 * pickaxe is not worn out on stone. Each chore is skipped when it cannot be
 * done; only `aborted` and `died` are reported back.
 */
import type { Body, Vec3Like } from '../body/types.js';
import type { Knowledge } from '../knowledge/types.js';
import { act } from './act.js';
import { bestFood, bestWeapon } from './inventory.js';
import { isDusk, retreat, sitOutNight } from './night.js';
import type { Outcome } from './outcome.js';

/** Hostiles this close are fought before the next action (skeletons shoot from 15 blocks: standing in their range only bleeds). */
const DEFEND_RANGE = 4;
const SKELETON_RANGE = 15;
const CREEPER_RANGE = 6;
/** Eat below this hunger; regeneration needs 18 or more. */
const HUNGRY = 16;
/** Toss junk when fewer slots than this are free. */
const LOW_SLOTS = 4;

/** Blocks a long dig piles up. Stone-like ones are kept up to KEEP_STONE for pillaring and spare tools. */
export const JUNK_BLOCKS = ['dirt', 'gravel', 'sand', 'andesite', 'diorite', 'granite', 'tuff', 'calcite', 'deepslate', 'netherrack', 'flint', 'rotten_flesh', 'wheat_seeds', 'poppy', 'dandelion'];
const STONE = ['cobblestone', 'cobbled_deepslate', 'blackstone'];
const KEEP_STONE = 48;

const RESERVED_STICKS = 2;
const CHEAP_PICKAXES = ['wooden_pickaxe', 'stone_pickaxe', 'golden_pickaxe'];

const stop = (r: Outcome): Outcome | null => (!r.ok && (r.code === 'aborted' || r.code === 'died') ? r : null);

export interface TendOptions {
  /** Items the caller is after, never tossed as junk. */
  keep?: readonly string[];
  /** Hole up for the night when unarmed under the open sky (default true; off for a hunt of hostiles). */
  shelter?: boolean;
}

/** Run the chores; a non-null result (aborted or died) must end the caller's loop. */
export async function tend(body: Body, k: Knowledge, signal: AbortSignal, what: string, opts: TendOptions = {}): Promise<Outcome | null> {
  return (
    (await defend(body, signal, what)) ??
    (await retreat(body, k, signal, what)) ??
    (await armForNight(body, signal, what)) ??
    (opts.shelter === false ? null : await sitOutNight(body, k, signal, what)) ??
    (await eatIfHungry(body, k, signal, what)) ??
    (await tossJunk(body, signal, what, opts.keep ?? [])) ??
    (await spareStonePickaxe(body, signal, what))
  );
}

/**
 * At dusk an unarmed bot crafts a sword when it carries the makings: stone
 * (or planks) for the blade and a stick. (Not by day at the sight of a mob in
 * a cave: the planks are usually meant for the plan's next tool.)
 */
export async function armForNight(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (bestWeapon(body) || !isDusk(body)) return null;
  const stone = STONE.find((s) => body.count(s) >= 2);
  const sword = stone ? 'stone_sword' : 'wooden_sword';
  if (!stone && body.count(planks(body) ?? 'air') < 2 + (body.count('stick') ? 0 : 2)) return null;
  if (body.count('stick') === 0) {
    if (body.count(planks(body) ?? 'air') < 2) await sawLog(body, signal, what);
    const p = planks(body);
    if (!p || body.count(p) < 2) return null;
    const r = await act(what, signal, () => body.craft('stick', 1, null, signal));
    if (!r.ok) return stop(r);
  }
  const table = await tableAtHand(body, signal, what);
  if (!table.pos) return table.out;
  const c = await act(what, signal, () => body.craft(sword, 1, table.pos!, signal));
  if (stop(c)) return c;
  if (table.placed) {
    const d = await act(what, signal, () => body.dig(table.pos!, signal));
    if (stop(d)) return d;
  }
  return null;
}

export async function defend(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  for (let fights = 0; fights < 4; fights++) {
    const near = body.entities({ maxDistance: SKELETON_RANGE }).filter((e) => e.kind === 'hostile');
    const weapon = bestWeapon(body);
    // A creeper goes off before a stone sword kills it, and bare hands lose to anything close: walk away (players outrun them all).
    const danger = near.find((e) => e.name === 'creeper' && e.distance <= CREEPER_RANGE) ?? (weapon ? undefined : near.find((e) => e.distance <= DEFEND_RANGE));
    if (danger) {
      const f = await flee(body, danger.pos, signal, what);
      if (f) return f;
      continue;
    }
    if (!weapon) return null;
    const foe = near.find((e) => e.name !== 'creeper' && (e.distance <= DEFEND_RANGE || e.name === 'skeleton'));
    if (!foe) return null;
    if (body.heldItem() !== weapon) {
      const e = await act(what, signal, () => body.equip(weapon, 'hand', signal));
      if (stop(e)) return e;
    }
    const r = await act(what, signal, () => body.attack(foe.id, signal));
    if (stop(r)) return r;
    if (!r.ok) return null; // it fled or cannot be reached: carry on
  }
  return null;
}

/** Walk straight away from a danger. */
export async function flee(body: Body, from: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const p = body.position();
  const dx = p.x - from.x, dz = p.z - from.z;
  const len = Math.hypot(dx, dz) || 1;
  const away = { x: Math.round(p.x + (dx / len) * FLEE), y: Math.floor(p.y), z: Math.round(p.z + (dz / len) * FLEE) };
  const r = await act(what, signal, () => body.goto(away, 3, signal));
  return stop(r);
}
const FLEE = 12;

async function eatIfHungry(body: Body, k: Knowledge, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (body.vitals().food >= HUNGRY) return null;
  const food = bestFood(body, k);
  if (!food) return null;
  const r = await act(what, signal, () => body.consume(food, signal));
  return stop(r);
}

/** Toss junk (never what the caller is after) when the inventory is nearly full. */
export async function tossJunk(body: Body, signal: AbortSignal, what: string, keep: readonly string[]): Promise<Outcome | null> {
  if (body.freeSlots() >= LOW_SLOTS) return null;
  for (const item of JUNK_BLOCKS) {
    if (keep.includes(item) || body.count(item) === 0) continue;
    const r = await act(what, signal, () => body.toss(item, body.count(item), signal));
    if (stop(r)) return r;
  }
  let stone = STONE.reduce((n, s) => n + body.count(s), 0);
  for (const item of STONE) {
    const extra = Math.min(body.count(item), stone - KEEP_STONE);
    if (keep.includes(item) || extra <= 0) continue;
    const r = await act(what, signal, () => body.toss(item, extra, signal));
    if (stop(r)) return r;
    if (r.ok) stone -= extra;
  }
  return null;
}

const has = (body: Body, items: readonly string[]): boolean => items.some((i) => body.count(i) > 0);
/** The planks kind held most of (a table takes four of one kind). */
function planks(body: Body): string | null {
  const kinds = [...new Set(body.inventory().map((s) => s.name).filter((n) => n.endsWith('_planks')))];
  return kinds.sort((a, b) => body.count(b) - body.count(a))[0] ?? null;
}

/** Saw a carried log into four planks of one kind. */
async function sawLog(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const log = body.inventory().find((s) => /_(log|wood|stem)$/.test(s.name) && !s.name.startsWith('stripped_'))?.name;
  const plank = log?.replace(/_(log|wood|stem)$/, '_planks');
  if (!log || !plank) return null;
  const r = await act(what, signal, () => body.craft(plank, 1, null, signal));
  return r.ok ? null : r;
}

/**
 * When the cheap pickaxes are all worn out but an iron one is held (or none
 * at all), craft a stone pickaxe on a table placed for the purpose and picked
 * up again: cobblestone is plentiful underground, iron is not.
 */
export async function spareStonePickaxe(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (has(body, CHEAP_PICKAXES)) return null;
  const stone = STONE.find((s) => body.count(s) >= 3);
  if (!stone) return null;
  // Two sticks stay behind for the tool the plan crafts next (an iron or diamond pickaxe).
  if (body.count('stick') < 2 + RESERVED_STICKS) {
    if (body.count(planks(body) ?? 'air') < 2) await sawLog(body, signal, what);
    const p = planks(body);
    if (!p || body.count(p) < 2) return null;
    const r = await act(what, signal, () => body.craft('stick', 1, null, signal));
    if (!r.ok) return stop(r);
    if (body.count('stick') < 2 + RESERVED_STICKS) return null;
  }
  const table = await tableAtHand(body, signal, what);
  if (!table.pos) return table.out;
  const c = await act(what, signal, () => body.craft('stone_pickaxe', 1, table.pos!, signal));
  if (stop(c)) return c;
  if (table.placed) {
    // Take the table along for the next one (it drops itself when dug).
    const d = await act(what, signal, () => body.dig(table.pos!, signal));
    if (stop(d)) return d;
  }
  return null;
}

async function tableAtHand(body: Body, signal: AbortSignal, what: string): Promise<{ pos: Vec3Like | null; placed: boolean; out: Outcome | null }> {
  const near = body.findBlocks(['crafting_table'], { maxDistance: 4, count: 1 })[0];
  if (near) return { pos: near.pos, placed: false, out: null };
  if (body.count('crafting_table') === 0) {
    if (body.count(planks(body) ?? 'air') < 4) {
      const s = await sawLog(body, signal, what);
      if (s) return { pos: null, placed: false, out: stop(s) };
    }
    const p = planks(body);
    if (!p || body.count(p) < 4) return { pos: null, placed: false, out: null };
    const r = await act(what, signal, () => body.craft('crafting_table', 1, null, signal));
    if (!r.ok) return { pos: null, placed: false, out: stop(r) };
  }
  const placed = await act(what, signal, () => body.place('crafting_table', null, signal));
  if (!placed.ok) return { pos: null, placed: false, out: stop(placed) };
  const pos = (placed.data?.pos as Vec3Like | undefined) ?? null;
  return { pos, placed: pos !== null, out: null };
}
