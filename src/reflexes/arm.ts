import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { bestWeapon } from '../skills/inventory.js';
import { isDusk } from '../skills/night.js';
import { craftOnTable, heldLog, planks, STONE, sticks } from './chores.js';
import type { Reflex } from './types.js';

/** Stone for the blade, else planks (with two more for sticks when none are held). */
function sword(body: Body): string | null {
  if (STONE.some((s) => body.count(s) >= 2)) return 'stone_sword';
  const p = body.count(planks(body) ?? 'air');
  return p >= 2 + (body.count('stick') ? 0 : 2) || heldLog(body) ? 'wooden_sword' : null;
}

/**
 * At dusk an unarmed bot crafts a sword when it carries the makings. (Not by
 * day at the sight of a mob in a cave: the planks are usually meant for the
 * plan's next tool.)
 */
export const arm: Reflex = {
  name: 'arm',
  description: 'Dusk and unarmed: craft a stone (or wooden) sword from what is carried.',
  due: (body) => !bestWeapon(body) && isDusk(body) && sword(body) !== null,
  async run(body, signal) {
    const what = 'arm';
    const s = await sticks(body, 1, signal, what);
    if (!s.ok) return s.out ?? ok(undefined, undefined, 'no sticks to be had');
    const item = sword(body);
    if (!item) return ok(undefined, undefined, 'nothing left for a blade');
    return (await craftOnTable(body, item, signal, what)) ?? ok();
  },
};
