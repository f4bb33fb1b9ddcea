/**
 * Tilling one soil cell with a hoe, shared by the farm skill (plots by water)
 * and the till skill (farmland anywhere). The body's `useOn` with a hoe is the
 * vanilla right-click on a block: both bodies till only under air.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { ok, type Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { clearable } from './field.js';
import { at } from './geometry.js';
import { WORK_RANGE } from './stations.js';

/** Every hoe, best first: any of them tills, and the best held is used. */
export const HOES = ['netherite_hoe', 'diamond_hoe', 'iron_hoe', 'golden_hoe', 'stone_hoe', 'wooden_hoe'];

/** The best hoe the bot holds, or null. */
export const hoeIn = (body: Body): string | null => HOES.find((h) => body.count(h) > 0) ?? null;

/** Till a soil cell (walking to it and clearing grass off it first); farmland is left as it is. */
export async function tillSoil(body: Body, soil: Vec3Like, hoe: string, signal: AbortSignal, what: string): Promise<Outcome> {
  if (body.blockAt(soil) === 'farmland') return ok();
  const top = at(soil.x, soil.y + 1, soil.z);
  const g = await act(what, signal, () => body.goto(soil, WORK_RANGE - 1, signal));
  if (!g.ok) return g;
  if (body.blockAt(top) !== 'air' && clearable(body.blockAt(top))) {
    const d = await act(what, signal, () => body.dig(top, signal));
    if (!d.ok) return d;
  }
  // Coarse or rooted dirt: the first stroke makes dirt, the second farmland.
  for (let stroke = 0; ; stroke++) {
    const r = await act(what, signal, () => body.useOn(hoe, { block: soil }, signal));
    if (!r.ok || stroke > 0 || body.blockAt(soil) !== 'dirt') return r;
  }
}
