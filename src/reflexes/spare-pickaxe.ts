import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { craftOnTable, heldLog, planks, STONE, sticks } from './chores.js';
import type { Reflex } from './types.js';

/**
 * Pickaxes worn out on stone before the iron one's reserve (knowledge/dig.ts chooseTool). A
 * wooden one is not among them: it digs deepslate at half the speed of a
 * stone one (speed 2 against 4, https://minecraft.wiki/w/Breaking#Speed), so
 * it is worn last and an iron pickaxe would go first.
 */
const CHEAP_PICKAXES = ['stone_pickaxe', 'golden_pickaxe'];
/** What the spare is for: a pickaxe that must not be worn out on stone. */
const DEAR_PICKAXES = ['iron_pickaxe', 'diamond_pickaxe', 'netherite_pickaxe'];
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
 * Bodies that have held a cheap pickaxe, by their senses (shared by the plan's wrapper and the reflexes' own body):
 * with none held now, theirs wore out. One worn out is replaced even with a wooden one left: that one cannot dig iron,
 * and the plan made its stone pickaxe already (bow seed 4 wore it out strip-mining for iron, and gave the iron kit up).
 */
const heldCheap = new WeakSet<object>();

/**
 * When the cheap pickaxes are all worn out and an iron one would be next, craft a stone pickaxe on a table
 * placed for the purpose and picked up again: cobblestone is plentiful
 * underground, iron is not, and an iron pickaxe is not worn out on stone.
 */
export const sparePickaxe: Reflex = {
  name: 'spare_pickaxe',
  description: 'No stone pickaxe left, and an iron one, none at all, or one just worn out: craft a stone one from the cobblestone carried.',
  // With only a wooden pickaxe and nothing dearer, the wooden one is worn on: the plan makes its own stone pickaxe,
  // unless it made one already and it wore out.
  due: (body) => {
    if (CHEAP_PICKAXES.some((p) => body.count(p) > 0)) {
      heldCheap.add(body.senses);
      return false;
    }
    const wornOut = heldCheap.has(body.senses);
    return (wornOut || DEAR_PICKAXES.some((p) => body.count(p) > 0) || body.count('wooden_pickaxe') === 0) && makings(body);
  },
  async run(body, signal) {
    const what = 'spare_pickaxe';
    const s = await sticks(body, 2 + RESERVED_STICKS, signal, what);
    if (!s.ok) return s.out ?? ok(undefined, undefined, 'no sticks to spare');
    return (await craftOnTable(body, 'stone_pickaxe', signal, what)) ?? ok();
  },
};
