import type { Body, EquipSlot } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { wornBy } from '../skills/inventory.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/**
 * Armour materials, weakest first: a full set gives 7, 11, 12, 15, 20 and 20 armour points (netherite adds
 * toughness 3 and knockback resistance), per the Minecraft wiki's Armor page for 1.20.4. minecraft-data lists
 * no armour points, so the order is kept here. A turtle shell guards like an iron helmet (2 points).
 */
const MATERIALS = ['leather', 'golden', 'chainmail', 'iron', 'diamond', 'netherite'];
const PIECES: Record<string, EquipSlot> = { helmet: 'head', chestplate: 'torso', leggings: 'legs', boots: 'feet' };

/** Where a carried item is worn and how good it is there, or null for anything that is not armour or a shield. */
function fit(item: string): { slot: EquipSlot; rank: number } | null {
  if (item === 'shield') return { slot: 'off-hand', rank: 1 };
  if (item === 'turtle_helmet') return { slot: 'head', rank: MATERIALS.indexOf('iron') + 1 };
  const m = item.match(/^([a-z]+)_(helmet|chestplate|leggings|boots)$/);
  const rank = m ? MATERIALS.indexOf(m[1]!) + 1 : 0;
  return m && rank > 0 ? { slot: PIECES[m[2]!]!, rank } : null;
}

/** The carried pieces better than what is worn, best per slot. */
function upgrades(body: Body): Map<EquipSlot, string> {
  const on = wornBy(body);
  const best = new Map<EquipSlot, { item: string; rank: number }>();
  for (const s of body.inventory()) {
    const f = fit(s.name);
    if (!f || f.rank <= (fit(on[f.slot] ?? '')?.rank ?? 0) || f.rank <= (best.get(f.slot)?.rank ?? 0)) continue;
    best.set(f.slot, { item: s.name, rank: f.rank });
  }
  return new Map([...best].map(([slot, b]) => [slot, b.item]));
}

export const wear: Reflex = {
  name: 'wear',
  description: 'Armour or a shield carried and not worn: put on the best of each.',
  due: (body) => upgrades(body).size > 0,
  async run(body, signal) {
    for (const [slot, item] of upgrades(body)) {
      const r = await act('wear', signal, () => body.equip(item, slot, signal));
      if (stop(r)) return r;
      if (r.ok) wornBy(body)[slot] = item;
    }
    return ok();
  },
};
