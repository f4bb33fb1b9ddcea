/**
 * Water carried to soil, for a field where no water has soil by it (a desert's oasis ringed with sand, a river between
 * stone banks): a player digs one hole in the middle of grass or dirt and empties a water bucket into it. One source
 * hydrates the farmland within 4 blocks (https://minecraft.wiki/w/Farmland#Hydration), and water in a hole one block
 * deep has nowhere to flow.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { fieldAt, openToSky, standsAt, type Field } from './field.js';
import { add, HORIZONTAL } from './geometry.js';
import { WORK_RANGE } from './stations.js';

/** Soil a pond is dug in (a bucket places water in the hole it leaves). */
export const POND_SOIL = ['grass_block', 'dirt'];
/** Soil cells looked at, nearest first, and how far. */
const LOOKED_AT = 64;
const RADIUS = 24;
/** A pond is dug only where its field takes this many plots: a player does not water a strip. */
const MIN_PLOTS = 6;

const underFoot = (body: Body, p: Vec3Like): boolean => standsAt(body, p, 1);

/** Out of the hole onto the soil beside it: the bot steps into the hole to pick up the dug soil. */
async function stepOut(body: Body, hole: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (!standsAt(body, hole, 0)) return null;
  const side = HORIZONTAL.map((d) => add(hole, d.x, 0, d.z)).find((n) => POND_SOIL.includes(body.blockAt(n) ?? ''));
  return side ? act(what, signal, () => body.goto(add(side, 0, 1, 0), 0, signal)) : null;
}

/**
 * Dig a pond in the soil in sight that makes the largest field (up to `want` plots, at least MIN_PLOTS) and pour the
 * bucket into it. The field by it, or null when the bot holds no water bucket or no soil makes a field; an outcome
 * when the bot died or was stopped.
 */
export async function digPond(body: Body, want: number, signal: AbortSignal, what: string): Promise<Field | Outcome | null> {
  if (body.count('water_bucket') < 1) return null;
  // The pond's own cell is soil before it is dug, so a field of `want` plots needs one more.
  const site = body
    .findBlocks(POND_SOIL, { maxDistance: RADIUS, count: LOOKED_AT })
    .map((b) => ({ pos: b.pos, field: fieldAt(body, b.pos, want + 1) }))
    .filter((s) => s.field !== null && s.field.plots.length > Math.min(want, MIN_PLOTS) && !underFoot(body, s.pos) && openToSky(body, s.pos))
    .sort((a, b) => b.field!.plots.length - a.field!.plots.length)[0];
  if (!site) return null;
  const g = await act(what, signal, () => body.goto(site.pos, WORK_RANGE - 1, signal));
  if (fatal(g)) return g;
  if (!g.ok || underFoot(body, site.pos)) return null;
  const d = await act(what, signal, () => body.dig(site.pos, signal));
  if (fatal(d)) return d;
  if (!d.ok) return null;
  const out = await stepOut(body, site.pos, signal, what);
  if (out && fatal(out)) return out;
  const p = await act(what, signal, () => body.place('water_bucket', site.pos, signal));
  if (fatal(p)) return p;
  return p.ok ? fieldAt(body, site.pos, want) : null;
}
