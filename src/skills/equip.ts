import type { EquipSlot } from '../contracts/body.js';
import { wornBy } from './inventory.js';
import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { fail, ok } from '../contracts/outcome.js';

export type EquipArgs = { item: string; slot: EquipSlot | null };

const ARMOUR: [RegExp, EquipSlot][] = [
  [/_helmet$|^turtle_helmet$/, 'head'],
  [/_chestplate$|^elytra$/, 'torso'],
  [/_leggings$/, 'legs'],
  [/_boots$/, 'feet'],
  [/^shield$/, 'off-hand'],
];

/** Where an item goes when the plan does not say: armour by its kind, a shield in the off-hand, anything else in the hand. */
export const slotFor = (item: string): EquipSlot => ARMOUR.find(([re]) => re.test(item))?.[1] ?? 'hand';

export const equip: Skill<EquipArgs> = {
  name: 'equip',
  description: 'Hold or wear an item from the inventory.',
  kind: 'primitive',
  args: {
    item: { type: 'string', description: 'Item to equip, e.g. stone_pickaxe, iron_chestplate, shield' },
    slot: {
      type: ['string', 'null'],
      enum: ['hand', 'off-hand', 'head', 'torso', 'legs', 'feet', null],
      description: 'Where it goes; null picks from the item (armour to its slot, shield off-hand, else hand)',
    },
  },
  requirements: (a) => ({ consumes: [], needs: [a.item] }),
  effects: () => ({ has: [] }),
  // The main hand is a cheap query; a worn slot is done when this skill or the wear reflex put the item on (it is
  // then no longer in the inventory, so equipping it again would fail).
  done(body, a) {
    const slot = a.slot ?? slotFor(a.item);
    return slot === 'hand' ? body.heldItem() === a.item : wornBy(body)[slot] === a.item;
  },
  run(body, a, signal) {
    const what = `equip ${a.item}`;
    return guard(what, signal, async () => {
      if (body.count(a.item) < 1) return fail('missing_item', `${what}: no ${a.item} in the inventory`, { missing: [{ item: a.item, count: 1 }] });
      const slot = a.slot ?? slotFor(a.item);
      const r = await act(what, signal, () => body.equip(a.item, slot, signal));
      if (r.ok && slot !== 'hand') wornBy(body)[slot] = a.item;
      return r.ok ? ok(undefined, { slot }) : r;
    });
  },
};
