import type { Body, SeenBlock, SeenEntity } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { searchedFor } from '../skills/afield.js';
import { reachBlock } from '../skills/reach.js';
import { stop } from './chores.js';
import { BED_WOOL, bedWood, heldBed, LONG_SEARCH, mostWool, wood } from './sleep.js';
import type { Reflex } from './types.js';
import { DYE_COLOURS } from '../knowledge/tables/colours.js';

/** Sheep, a village's bed or a tree this near are worth the detour. */
const NEAR = 24;
/** A minute between tries. */
const RETRY_TICKS = 1200;
const retryAt = new WeakMap<object, number>();

/** The sixteen beds, one for each dye colour: a village house's is white, any other is a player's. */
const BED_BLOCKS = DYE_COLOURS.map((c) => `${c}_bed`);
const LOGS = ['oak_log', 'birch_log', 'spruce_log', 'jungle_log', 'acacia_log', 'dark_oak_log', 'mangrove_log', 'cherry_log'];

/** What the bed lacks and can be had near by: a bed standing (a village house's), sheep for the wool, a log for the planks. */
type Source = { bed: SeenBlock } | { sheep: SeenEntity[]; color: string } | { log: SeenBlock } | null;

function source(body: Body): Source {
  const standing = body.findBlocks(BED_BLOCKS, { maxDistance: NEAR, count: 1 })[0];
  if (standing) return { bed: standing };
  if ((mostWool(body)?.count ?? 0) < BED_WOOL) {
    const sheep = body.entities({ names: ['sheep'], maxDistance: NEAR }).filter((s) => s.wool && !s.wool.sheared);
    const short = (c: string): number => BED_WOOL - body.count(`${c}_wool`);
    const of = (c: string): SeenEntity[] => sheep.filter((s) => s.wool!.color === c);
    const color = [...new Set(sheep.map((s) => s.wool!.color))].find((c) => of(c).length >= short(c));
    return color ? { sheep: of(color).slice(0, short(color)), color } : null;
  }
  if (wood(body) >= bedWood(body)) return null;
  const log = body.findBlocks(LOGS, { maxDistance: NEAR, count: 1 })[0];
  return log ? { log } : null;
}

/** Wool from the sheep: sheared when shears are carried (one to three each), else killed (one each). */
async function shearOrKill(body: Body, sheep: SeenEntity, signal: AbortSignal, what: string): Promise<Outcome> {
  if (body.count('shears') > 0) return act(what, signal, () => body.useOn('shears', { entity: sheep.id }, signal));
  return act(what, signal, () => body.attack(sheep.id, signal));
}

/**
 * A long search across the land, and no bed: take one near by, so the sleep reflex can pass the night in it. A
 * village house's bed is dug up; else three wool of one colour from the sheep in sight, and a log for the planks
 * when the wood carried is short. Only what is in sight: no walk is made for it.
 */
export const bed: Reflex = {
  name: 'bed',
  description: 'A long search under way and no bed: dig up a bed in sight, or take wool from the sheep in sight and a log for the planks.',
  // Not for a plan that never sleeps (a hunt of zombies wants its nights: ReflexContext.planOff).
  due: (body, ctx) =>
    !ctx.planOff?.has('sleep') &&
    !heldBed(body) &&
    searchedFor(body) >= LONG_SEARCH &&
    body.gameTick() >= (retryAt.get(body.senses) ?? 0) &&
    !hostileNear(body) &&
    source(body) !== null,
  async run(body, signal) {
    const what = 'bed';
    retryAt.set(body.senses, body.gameTick() + RETRY_TICKS);
    for (let s = source(body), n = 0; s && n < 8 && !heldBed(body); s = source(body), n++) {
      if ('bed' in s || 'log' in s) {
        const pos = 'bed' in s ? s.bed.pos : s.log.pos;
        const r = await reachBlock(body, pos, signal, what);
        if (stop(r)) return r;
        if (!r.ok) break;
        const d = await act(what, signal, () => body.dig(pos, signal));
        if (stop(d)) return d;
        if (!d.ok || 'bed' in s) break;
        continue;
      }
      for (const sheep of s.sheep) {
        const r = await shearOrKill(body, sheep, signal, what);
        if (stop(r)) return r;
      }
    }
    return ok();
  },
};

/** A hostile in sight near by: fighting comes first (the defend reflex), and wool can wait. */
const hostileNear = (body: Body): boolean => body.entities({ maxDistance: 16 }).some((e) => e.kind === 'hostile');
