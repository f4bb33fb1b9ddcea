import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { craftOnTable, heldLog, planks, STONE, sticks } from './chores.js';
import type { Reflex } from './types.js';

const CHEAP_PICKAXES = ['wooden_pickaxe', 'stone_pickaxe', 'golden_pickaxe'];
/** Two sticks stay behind for the tool the plan crafts next (an iron or diamond pickaxe). */
const RESERVED_STICKS = 2;

const makings = (body: Body): boolean =>
  STONE.some((s) => body.count(s) >= 3) && (body.count('stick') >= 2 + RESERVED_STICKS || body.count(planks(body) ?? 'air') >= 2 || heldLog(body) !== undefined);

/**
 * When the cheap pickaxes are all worn out, craft a stone pickaxe on a table
 * placed for the purpose and picked up again: cobblestone is plentiful
 * underground, iron is not, and an iron pickaxe is not worn out on stone.
 */
export const sparePickaxe: Reflex = {
  name: 'spare_pickaxe',
  description: 'No cheap pickaxe left: craft a stone one from the cobblestone carried.',
  due: (body) => !CHEAP_PICKAXES.some((p) => body.count(p) > 0) && makings(body),
  async run(body, signal) {
    const what = 'spare_pickaxe';
    const s = await sticks(body, 2 + RESERVED_STICKS, signal, what);
    if (!s.ok) return s.out ?? ok(undefined, undefined, 'no sticks to spare');
    return (await craftOnTable(body, 'stone_pickaxe', signal, what)) ?? ok();
  },
};
