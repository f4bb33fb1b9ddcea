/** Verbs on held items: equip, eat, toss, use on a block or entity; fighting is in ./fight.ts. */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import type { EquipSlot, Vec3Like } from '../../contracts/body.js';
import { inReach } from './dig.js';
import { collectDrops, fmt, goto, ticks } from './move.js';
import { countsOf, diff } from './senses.js';
import { shearedDrop } from '../../knowledge/tables/shears.js';

const find = (bot: Bot, name: string) => bot.inventory.items().find((i) => i.name === name) ?? bot.inventory.slots.find((i) => i && i.name === name) ?? null;

export async function equip(bot: Bot, item: string, slot: EquipSlot): Promise<Outcome> {
  const it = find(bot, item);
  if (!it) return fail('missing_item', `equip: no ${item} in the inventory`, { item });
  await bot.equip(it, slot);
  return ok(undefined, { slot });
}

export async function consume(bot: Bot, item: string): Promise<Outcome> {
  const it = find(bot, item);
  if (!it) return fail('missing_item', `consume: no ${item} in the inventory`, { item });
  if (!bot.registry.foodsByName[item] && item !== 'milk_bucket' && item !== 'potion') return fail('world_error', `consume: ${item} is not food`);
  if (bot.food >= 20 && !['golden_apple', 'enchanted_golden_apple', 'chorus_fruit', 'milk_bucket', 'potion', 'honey_bottle'].includes(item)) {
    return fail('world_error', `consume: not hungry (food 20/20); ${item} cannot be eaten now`);
  }
  await bot.equip(it, 'hand');
  await bot.consume();
  return ok(undefined, { food: bot.food });
}

export async function toss(bot: Bot, item: string, count: number): Promise<Outcome> {
  const id = bot.registry.itemsByName[item]?.id;
  const have = id === undefined ? 0 : bot.inventory.count(id, null);
  if (have < count) return fail('missing_item', `toss: need ${count} ${item}, have ${have}`, { missing: [{ name: item, count: count - have }] });
  await bot.toss(id!, null, count);
  return ok();
}

export async function useOn(bot: Bot, item: string, target: { block: Vec3Like } | { entity: number }, signal: AbortSignal): Promise<Outcome> {
  const it = find(bot, item);
  if (!it) return fail('missing_item', `useOn: no ${item} in the inventory`, { item });
  const before = countsOf(bot);
  // A hoe on soil changes the block, not the inventory: the block's change counts as the use working too.
  let blockWas: string | null = null;
  if ('block' in target) {
    const block = bot.blockAt(new Vec3(target.block.x, target.block.y, target.block.z));
    if (!block) return fail('not_found', `useOn: ${fmt(target.block)} is not loaded`);
    if (!inReach(bot, block.position)) {
      const w = await goto(bot, block.position, 3, signal);
      if (!w.ok) return w;
    }
    blockWas = block.name;
    await bot.equip(it, 'hand');
    if (item === 'shears' && shearedDrop(block.name)) {
      // Shears cut a plant by breaking it with them in hand (the server's loot table gives the plant itself).
      await bot.dig(block, true);
      await collectDrops(bot, block.position, 3, signal);
    } else await bot.activateBlock(block);
  } else {
    const e = bot.entities[target.entity];
    if (!e) return fail('not_found', `useOn: entity ${target.entity} is not around`);
    if (bot.entity.position.distanceTo(e.position) > 3) {
      const w = await goto(bot, e.position.floored(), 2, signal);
      if (!w.ok) return w;
    }
    await bot.equip(it, 'hand');
    await bot.activateEntity(e);
  }
  await ticks(bot, 10, signal);
  const gained = diff(before, countsOf(bot));
  const blockNow = 'block' in target ? (bot.blockAt(new Vec3(target.block.x, target.block.y, target.block.z))?.name ?? null) : null;
  if (Object.keys(gained).length === 0 && blockNow === blockWas)
    return fail('world_error', `useOn: using ${item} changed nothing (the server may not support it)`);
  return ok(gained);
}

export async function collect(bot: Bot, radius: number, signal: AbortSignal): Promise<Outcome> {
  const p = bot.entity.position.floored();
  await collectDrops(bot, p, radius, signal, 0);
  return ok();
}

export { attack } from './fight.js';
