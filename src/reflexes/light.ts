/**
 * Lighting the way underground, as a careful miner does. Vanilla 1.18+ spawns
 * hostile mobs only at block light 0 (the overworld's
 * `monster_spawn_block_light_limit` is 0, https://minecraft.wiki/w/Light#Mob_spawning);
 * a torch gives light 14 and light falls by one per block
 * (https://minecraft.wiki/w/Torch), so a torch lights every cell within 13
 * steps of it. Placing one whenever none is in sight within 6 blocks leaves a
 * torch about every 7 blocks along a tunnel: no cell of it is ever dark.
 * Everything goes through Body verbs, so it runs on the mineflayer body too.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { add, floor, HORIZONTAL, isKnownEmpty, isSolid } from '../skills/geometry.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

export const TORCHES = ['torch', 'wall_torch'];
/** No torch seen this close: place one. */
export const TORCH_SPACING = 6;
/** How far up the body looks for a roof: a cave's ceiling may be high. */
const ROOF_SCAN = 32;
/** One coal or charcoal and one stick make four torches (https://minecraft.wiki/w/Torch#Crafting). */
const COALS = ['coal', 'charcoal'];
/** Sticks kept for the next pickaxe, as spare_pickaxe keeps them. */
const RESERVED_STICKS = 2;
/** One coal smelts 8 items (burns 1600 ticks, 200 per item: https://minecraft.wiki/w/Smelting#Fuel). */
const ITEMS_PER_COAL = 8;

/** A roof over the head, as far as the body knows: a known solid block (not leaves, which let the sky through) above. */
export function underground(body: Body): boolean {
  const head = add(floor(body.position()), 0, 1, 0);
  for (let dy = 1; dy <= ROOF_SCAN; dy++) {
    const n = body.blockAt(add(head, 0, dy, 0));
    if (isSolid(n) && n !== null && !n.endsWith('_leaves') && !TORCHES.includes(n)) return true;
  }
  return false;
}

/** Coal beyond what the raw ores carried need to be smelted: the plan's furnace comes first. */
function spareCoal(body: Body): string | null {
  const raw = body
    .inventory()
    .filter((s) => s.name.startsWith('raw_'))
    .reduce((n, s) => n + s.count, 0);
  let reserve = Math.max(1, Math.ceil(raw / ITEMS_PER_COAL));
  for (const c of COALS) {
    const spare = body.count(c) - reserve;
    if (spare > 0) return c;
    reserve = Math.max(0, -spare);
  }
  return null;
}

/**
 * Sticks and spare coal to craft torches with, and no coal or charcoal the running steps are after: a torch recipe
 * takes either, so a plan making charcoal (or mining coal) would see its own product burnt into torches.
 */
const canCraft = (body: Body, keep: ReadonlySet<string>): boolean =>
  body.count('stick') > RESERVED_STICKS && spareCoal(body) !== null && !COALS.some((c) => keep.has(c) && body.count(c) > 0);
const torchSeen = (body: Body): boolean => body.findBlocks(TORCHES, { maxDistance: TORCH_SPACING, count: 1 }).length > 0;

/**
 * Where a torch can go beside the bot, as far as it knows: on the floor of a
 * cell next to the feet (a torch needs a solid block under it), else on a wall
 * at head height or over the head (a wall torch needs a solid side).
 */
export function torchSpot(body: Body): Vec3Like | null {
  const feet = floor(body.position());
  const open = (p: Vec3Like) => isKnownEmpty(body.blockAt(p));
  const sides = (p: Vec3Like) => HORIZONTAL.some((d) => isSolid(body.blockAt(add(p, d.x, 0, d.z))));
  for (const d of HORIZONTAL) {
    const p = add(feet, d.x, 0, d.z);
    const under = body.blockAt(add(p, 0, -1, 0));
    if (open(p) && isSolid(under) && !TORCHES.includes(under!)) return p;
  }
  const walls = [...HORIZONTAL.map((d) => add(feet, d.x, 1, d.z)), add(feet, 0, 2, 0)];
  return walls.find((p) => open(p) && sides(p)) ?? null;
}

export const light: Reflex = {
  name: 'light',
  description: 'Underground with no torch within 6 blocks: place a torch (crafting four from spare coal and a stick if need be).',
  due: (body, ctx) => (body.count('torch') > 0 || canCraft(body, ctx.keep)) && underground(body) && !torchSeen(body),
  async run(body, signal, ctx): Promise<Outcome> {
    const what = 'light';
    if (body.count('torch') === 0) {
      if (!canCraft(body, ctx.keep)) return ok(undefined, undefined, 'no torches, and no spare coal and sticks the plan is not after');
      const c = await act(what, signal, () => body.craft('torch', 1, null, signal));
      if (!c.ok) return c;
    }
    const spot = torchSpot(body);
    if (!spot) return ok(undefined, undefined, 'no spot for a torch beside the bot');
    const p = await act(what, signal, () => body.place('torch', spot, signal));
    return stop(p) ?? (p.ok ? ok(undefined, { pos: spot }) : p);
  },
};
