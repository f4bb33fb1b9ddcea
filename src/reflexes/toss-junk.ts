import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { stop, STONE } from './chores.js';
import type { Reflex, ReflexContext } from './types.js';

/** Toss junk when fewer slots than this are free. */
const LOW_SLOTS = 4;
/** Blocks a long dig piles up. Stone-like ones are kept up to KEEP_STONE for pillaring and spare tools. */
export const JUNK_BLOCKS = [
  'dirt',
  'gravel',
  'sand',
  'andesite',
  'diorite',
  'granite',
  'tuff',
  'calcite',
  'deepslate',
  'netherrack',
  'flint',
  'rotten_flesh',
  'wheat_seeds',
  'poppy',
  'dandelion',
];
const KEEP_STONE = 48;

function junk(body: Body, ctx: ReflexContext): { item: string; count: number }[] {
  const out = JUNK_BLOCKS.filter((i) => !ctx.keep.has(i) && body.count(i) > 0).map((item) => ({ item, count: body.count(item) }));
  let stone = STONE.reduce((n, s) => n + body.count(s), 0);
  for (const item of STONE) {
    const extra = Math.min(body.count(item), stone - KEEP_STONE);
    if (ctx.keep.has(item) || extra <= 0) continue;
    out.push({ item, count: extra });
    stone -= extra;
  }
  return out;
}

export const tossJunk: Reflex = {
  name: 'toss_junk',
  description: 'Inventory nearly full: toss dirt, gravel and spare stone the plan does not use.',
  due: (body, ctx) => body.freeSlots() < LOW_SLOTS && junk(body, ctx).length > 0,
  async run(body, signal, ctx) {
    for (const j of junk(body, ctx)) {
      const r = await act('toss_junk', signal, () => body.toss(j.item, j.count, signal));
      if (stop(r)) return r;
    }
    return ok();
  },
};
