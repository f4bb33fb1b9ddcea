import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { bestWeapon } from '../skills/inventory.js';
import { isDusk } from '../skills/night.js';
import { craftOnTable, heldLog, planks, sawLog, STONE, sticks } from './chores.js';
import type { Reflex } from './types.js';

/** Stone for the blade, else planks (with two more for sticks when none are held). */
function sword(body: Body): string | null {
  if (STONE.some((s) => body.count(s) >= 2)) return 'stone_sword';
  const p = body.count(planks(body) ?? 'air');
  return p >= 2 + (body.count('stick') ? 0 : 2) || heldLog(body) ? 'wooden_sword' : null;
}

/** A minute of game time between tries. */
const RETRY_TICKS = 1200;
/** Keyed by the body's senses object: the one thing the plan's and the reflexes' wrappers of a body share. */
const retryAt = new WeakMap<object, number>();

/**
 * At dusk an unarmed bot crafts a sword when it carries the makings. (Not by
 * day at the sight of a mob in a cave: the planks are usually meant for the
 * plan's next tool.)
 */
export const arm: Reflex = {
  name: 'arm',
  description: 'Dusk and unarmed: craft a stone (or wooden) sword from what is carried.',
  due: (body) => !bestWeapon(body) && isDusk(body) && sword(body) !== null && body.gameTick() >= (retryAt.get(body.senses) ?? 0),
  async run(body, signal) {
    const what = 'arm';
    // A try that makes no sword (no room for a table, say) is not made again at once: the plan would never get the body back.
    retryAt.set(body.senses, body.gameTick() + RETRY_TICKS);
    const s = await sticks(body, 1, signal, what);
    if (!s.ok) return s.out ?? ok(undefined, undefined, 'no sticks to be had');
    const item = sword(body);
    if (!item) return ok(undefined, undefined, 'nothing left for a blade');
    // A wooden blade from logs: saw them into planks first, four more when a table must be made too.
    const want =
      item === 'wooden_sword' ? 2 + (body.count('crafting_table') || body.findBlocks(['crafting_table'], { maxDistance: 4, count: 1 }).length ? 0 : 4) : 0;
    while (body.count(planks(body) ?? 'air') < want && heldLog(body)) {
      const saw = await sawLog(body, signal, what);
      if (saw) return saw;
    }
    return (await craftOnTable(body, item, signal, what)) ?? ok();
  },
};
