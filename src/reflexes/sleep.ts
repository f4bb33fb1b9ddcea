import type { Body, Vec3Like } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { canSleepAt } from '../knowledge/sight.js';
import { REPLACEABLE } from '../knowledge/tables/replaceable.js';
import { act } from '../skills/act.js';
import { searchedFor } from '../skills/afield.js';
import { DAY_TICKS } from '../skills/wait.js';
import { add, floor, HORIZONTAL, isFluid } from '../skills/geometry.js';
import { isFloor, isPassable } from '../skills/passable.js';
import { craftOnTable, heldLog, planks, sawLog, stop } from './chores.js';
import type { Reflex, ReflexContext } from './types.js';

const SLEEP = 'sleep';

/** A bed's wool, three of one colour (the bed recipes: `white_bed` from white_wool and any planks). */
export const BED_WOOL = 3;
const BED_PLANKS = 3;
/** Planks a crafting table takes, when none is carried. */
const TABLE_PLANKS = 4;
/** Two minutes of combing the land: a search that long may well see a night out (the bed reflex gets a bed for it). */
export const LONG_SEARCH = 2400;
/** Five seconds between looks for room for the bed (a forest, a tunnel); a night refused (monsters near) is not tried again. */
const ROOM_RETRY_TICKS = 100;
/** Keyed by the body's senses object: the one thing the plan's and the reflexes' wrappers of a body share. */
const retryAt = new WeakMap<object, number>();

/** A bed carried, any colour. */
export const heldBed = (body: Body): string | null => body.inventory().find((s) => s.name.endsWith('_bed'))?.name ?? null;

/** The wool colour carried most of, and how many. */
export function mostWool(body: Body): { color: string; count: number } | null {
  const wool = body.inventory().filter((s) => s.name.endsWith('_wool'));
  const colors = [...new Set(wool.map((s) => s.name.slice(0, -'_wool'.length)))].map((color) => ({ color, count: body.count(`${color}_wool`) }));
  return colors.sort((a, b) => b.count - a.count)[0] ?? null;
}

/** Planks carried, with four for each log that could be sawn. */
export const wood = (body: Body): number =>
  body.count(planks(body) ?? 'air') +
  4 *
    body
      .inventory()
      .filter((s) => /_(log|wood|stem)$/.test(s.name))
      .reduce((n, s) => n + s.count, 0);
/** The planks a bed asks for, with a table's when none is carried. */
export const bedWood = (body: Body): number => BED_PLANKS + (body.count('crafting_table') > 0 ? 0 : TABLE_PLANKS);

/** The bed the carried wool and wood make, or null; not from wool or wood a running plan step is after. */
function bedToMake(body: Body, keep: ReadonlySet<string>): string | null {
  const w = mostWool(body);
  if (!w || w.count < BED_WOOL || wood(body) < bedWood(body) || keep.has(`${w.color}_wool`)) return null;
  return [...keep].some((n) => /_(planks|log|wood|stem)$/.test(n)) ? null : `${w.color}_bed`;
}

/**
 * Whether the bot will sleep tonight: out on a long search (the night would be spent searching), with a bed or its
 * makings, not refused earlier tonight, and no step of the plan that wants the night (a hunt of zombies turns this
 * reflex off: a night slept is a night without them, even for a hunt that has not begun).
 */
export const sleepsTonight = (body: Body, ctx: ReflexContext): boolean =>
  !ctx.planOff?.has(SLEEP) &&
  searchedFor(body) >= LONG_SEARCH &&
  body.gameTick() >= (retryAt.get(body.senses) ?? 0) &&
  (heldBed(body) ?? bedToMake(body, ctx.keep)) !== null;

/**
 * Where a bed fits beside the bot, nearest first: its foot a step away on a floor (a block with collision, not
 * leaves), its head one more step on, both cells free and nothing over them (a block over a bed refuses sleep).
 * None in a one-wide tunnel.
 */
function bedSpots(body: Body): Vec3Like[] {
  const p = floor(body.position());
  // Air, or a plant a placed block takes the place of (grass, a snow layer); not water: a bed is no waterlogged block.
  const free = (c: Vec3Like): boolean => {
    const n = body.blockAt(c);
    return n !== null && !isFluid(n) && (isPassable(n) || REPLACEABLE.has(n));
  };
  return HORIZONTAL.map((d) => ({ foot: add(p, d.x, 0, d.z), head: add(p, 2 * d.x, 0, 2 * d.z) }))
    .filter(({ foot, head }) => isFloor(body.blockAt(add(foot, 0, -1, 0))) && [foot, head, add(foot, 0, 1, 0), add(head, 0, 1, 0)].every(free))
    .map(({ foot }) => foot);
}

/** Saw logs until the bed's planks (and a table's, if none is carried) are held. */
async function sawFor(body: Body, need: number, signal: AbortSignal, what: string): Promise<Outcome | null> {
  while (body.count(planks(body) ?? 'air') < need && heldLog(body)) {
    const s = await sawLog(body, signal, what);
    if (s) return s;
  }
  return null;
}

/**
 * Night, with a bed or the makings of one: put it down beside the bot, sleep (vanilla passes the night once the
 * player has slept 100 ticks) and take it up again. A player out for days sleeps rather than spend the ten minutes of
 * every twenty in a hole (the shelter reflex), and the run's clock counts game ticks, which the skipped night does
 * not use. One try a night: refused with monsters near (the defend reflex comes first), the night is the shelter's.
 */
export const sleep: Reflex = {
  name: SLEEP,
  description: 'Night, with a bed or the wool and planks for one: put it down, sleep through to morning, take it up again.',
  due: (body, ctx) => canSleepAt(body.timeOfDay()) && sleepsTonight(body, ctx),
  async run(body, signal, ctx) {
    const what = SLEEP;
    retryAt.set(body.senses, body.gameTick() + ROOM_RETRY_TICKS);
    if (bedSpots(body).length === 0) return ok(undefined, undefined, 'no room for a bed here');
    if (!heldBed(body)) {
      const make = bedToMake(body, ctx.keep);
      if (!make) return ok(undefined, undefined, 'nothing to make a bed from');
      const sawn = await sawFor(body, bedWood(body), signal, what);
      if (sawn) return sawn;
      const made = await craftOnTable(body, make, signal, what);
      if (made) return made;
    }
    const bed = heldBed(body);
    if (!bed) return ok(undefined, undefined, 'could not make a bed');
    // Looked for again: the table may have taken a spot. The first that takes the bed.
    let foot: Vec3Like | null = null;
    let refused = 'no room for a bed here';
    for (const spot of bedSpots(body)) {
      const placed = await act(what, signal, () => body.place(bed, spot, signal));
      if (stop(placed)) return placed;
      if (placed.ok) {
        foot = spot;
        break;
      }
      refused = `could not put the bed down: ${placed.message}`;
    }
    if (!foot) return ok(undefined, undefined, refused);
    // One night, one try: a night refused or broken is spent as the other reflexes would (shelter, a fight).
    retryAt.set(body.senses, body.gameTick() + DAY_TICKS - body.timeOfDay());
    const slept = await act(what, signal, () => body.sleep(foot, signal));
    if (stop(slept)) return slept;
    const up = await act(what, signal, () => body.dig(foot, signal));
    if (stop(up)) return up;
    return slept.ok ? ok() : ok(undefined, undefined, `no sleep: ${slept.message}`);
  },
};
