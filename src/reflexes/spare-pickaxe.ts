import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { craftOnTable, heldLog, planks, STONE, sticks } from './chores.js';
import type { Reflex } from './types.js';

const CHEAP_PICKAXES = ['wooden_pickaxe', 'stone_pickaxe', 'golden_pickaxe'];
/** Two sticks stay behind for the tool the plan crafts next (an iron or diamond pickaxe). */
const RESERVED_STICKS = 2;

/** Wood for sticks beyond the reserve, and for a table unless one is carried or standing near. */
function wood(body: Body): boolean {
  const planksHeld = body.count(planks(body) ?? 'air') + (heldLog(body) ? 4 : 0);
  const forSticks = body.count('stick') >= 2 + RESERVED_STICKS ? 0 : 2;
  const forTable = body.count('crafting_table') > 0 || body.findBlocks(['crafting_table'], { maxDistance: 4, count: 1 }).length > 0 ? 0 : 4;
  return planksHeld >= forSticks + forTable;
}

const makings = (body: Body): boolean => STONE.some((s) => body.count(s) >= 3) && wood(body);

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
