/**
 * Blocks a miner throws into a hole or a fluid: the rubble a dig piles up,
 * cobblestone last because tools and furnaces are made of it.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { add, isLava, isSolid } from './geometry.js';
import type { Outcome } from '../contracts/outcome.js';
import { FACE_NEIGHBOURS } from '../knowledge/sight.js';

const FILLERS = ['cobbled_deepslate', 'dirt', 'andesite', 'diorite', 'granite', 'tuff', 'netherrack', 'deepslate', 'gravel', 'sand', 'cobblestone'] as const;

/** The filler to spend: gravel and sand fall, so they come after the rubble that stays put. */
export const fillerIn = (body: Body): string | null => FILLERS.find((b) => body.count(b) > 0) ?? null;

/** Filler blocks carried, of every kind: a pillar takes one after another. */
export const fillerCount = (body: Body): number => FILLERS.reduce((n, b) => n + body.count(b), 0);

/**
 * Fill `pos` with a filler block when it is a seen hole or fluid (sealing lava
 * or water, or a floor to step on). True when `pos` is solid afterwards.
 */
export async function fill(body: Body, pos: Vec3Like, signal: AbortSignal, what: string): Promise<{ solid: boolean; out: Outcome | null }> {
  const here = body.blockAt(pos);
  if (isSolid(here)) return { solid: true, out: null };
  const block = fillerIn(body);
  if (!block) return { solid: false, out: null };
  const r = await act(what, signal, () => body.place(block, pos, signal));
  if (fatal(r)) return { solid: false, out: r };
  return { solid: isSolid(body.blockAt(pos)), out: null };
}

/** Is lava seen beside `pos`? Digging it out would let the lava pour through onto the bot: a careful miner leaves it. */
export const holdsBackLava = (body: Body, pos: Vec3Like): boolean => FACE_NEIGHBOURS.some(([dx, dy, dz]) => isLava(body.blockAt(add(pos, dx, dy, dz))));
