/** Crafting (2x2 or on a table), smelting in a furnace, and chests. */
import type { Bot } from 'mineflayer';
import { Vec3 } from 'vec3';
import { fail, ok, type Outcome } from '../../contracts/outcome.js';
import type { ItemStack, Vec3Like } from '../../contracts/body.js';
import { inReach } from './dig.js';
import { fmt, goto, ticks } from './move.js';
import { withTimeout } from './connect.js';
import { defaultSmelting } from '../../knowledge/smelting-facts.js';
import { SMELT_TICKS } from '../../knowledge/tables/fuels.js';

type Block = NonNullable<ReturnType<Bot['blockAt']>>;

async function station(bot: Bot, pos: Vec3Like, names: string[], signal: AbortSignal): Promise<{ block: Block } | { failure: Outcome }> {
  const block = bot.blockAt(new Vec3(pos.x, pos.y, pos.z));
  if (!block || !names.includes(block.name)) return { failure: fail('not_found', `no ${names[0]} at ${fmt(pos)} (found ${block?.name ?? 'unloaded'})`) };
  if (!inReach(bot, pos)) {
    const walked = await goto(bot, pos, 3, signal);
    if (!walked.ok) return { failure: walked };
  }
  return { block };
}

export async function craft(bot: Bot, item: string, times: number, table: Vec3Like | null, signal: AbortSignal): Promise<Outcome> {
  const id = bot.registry.itemsByName[item]?.id;
  if (id === undefined) return fail('not_found', `craft: unknown item ${item}`);
  let tableBlock: Block | null = null;
  if (table) {
    const s = await station(bot, table, ['crafting_table'], signal);
    if ('failure' in s) return s.failure;
    tableBlock = s.block;
  }
  const all = bot.recipesAll(id, null, tableBlock ?? true);
  if (all.length === 0) return fail('not_found', `craft: ${item} has no crafting recipe`);
  const usable = all.filter((r) => tableBlock || !r.requiresTable);
  if (usable.length === 0) return fail('missing_item', `craft: ${item} needs a crafting table`, { needs: 'crafting_table' });
  const have = (type: number) => bot.inventory.count(type, null);
  const enough = usable.find((r) => r.delta.every((d) => d.count >= 0 || have(d.id) >= -d.count * times));
  if (!enough) {
    const r = usable[0];
    const missing = r.delta
      .filter((d) => d.count < 0 && have(d.id) < -d.count * times)
      .map((d) => ({ item: bot.registry.items[d.id].name as string, count: -d.count * times - have(d.id) }));
    return fail('missing_item', `craft ${times}x ${item}: missing ${missing.map((m) => `${m.count} ${m.item}`).join(', ')}`, { missing });
  }
  // One craft at a time: mineflayer does not wait for the server to confirm a
  // craft's clicks, and a second craft read from a stale window fails with
  // "missing ingredient" (seen on flying-squid).
  for (let i = 0; i < times; i++) {
    if (signal.aborted) return fail('aborted', `craft ${item}: aborted after ${i} of ${times}`);
    await bot.craft(enough, 1, tableBlock ?? undefined);
    await syncWindow(bot, bot.inventory);
  }
  return ok();
}

export async function smelt(bot: Bot, input: string, fuel: string, count: number, at: Vec3Like, signal: AbortSignal): Promise<Outcome> {
  const inId = bot.registry.itemsByName[input]?.id;
  const fuelId = bot.registry.itemsByName[fuel]?.id;
  if (inId === undefined || fuelId === undefined) return fail('not_found', `smelt: unknown item ${inId === undefined ? input : fuel}`);
  const facts = await defaultSmelting(bot.version);
  const output = facts.smeltOutput(input);
  if (!output) return fail('not_found', `smelt: ${input} does not smelt into anything`);
  const burn = facts.burnTicks(fuel);
  if (burn <= 0) return fail('missing_item', `smelt: ${fuel} is not a fuel`, { fuel });
  const s = await station(bot, at, ['furnace', 'lit_furnace'], signal);
  if ('failure' in s) return s.failure;
  const furnace = await bot.openFurnace(s.block);
  try {
    const outId = bot.registry.itemsByName[output].id;
    const held = (id: number, it: { type: number; count: number } | null) => (it?.type === id ? it.count : 0);
    // What a smelt cut short by a reflex left here counts toward this one: the furnace went on cooking meanwhile.
    const startOut = held(outId, furnace.outputItem());
    const queued = held(inId, furnace.inputItem());
    const add = Math.max(0, count - queued - startOut);
    const fuelNeeded = Math.max(0, Math.ceil(((add + queued) * SMELT_TICKS) / burn) - held(fuelId, furnace.fuelItem()));
    if (bot.inventory.count(inId, null) < add)
      return fail('missing_item', `smelt: need ${add} ${input}, have ${bot.inventory.count(inId, null)}`, {
        missing: [{ item: input, count: add - bot.inventory.count(inId, null) }],
      });
    if (bot.inventory.count(fuelId, null) < fuelNeeded)
      return fail('missing_item', `smelt: need ${fuelNeeded} ${fuel} as fuel`, {
        missing: [{ item: fuel, count: fuelNeeded - bot.inventory.count(fuelId, null) }],
      });
    if (fuelNeeded > 0) await furnace.putFuel(fuelId, null, fuelNeeded);
    if (add > 0) await furnace.putInput(inId, null, add);
    const limit = Date.now() + count * 12_000 + 5000;
    while ((furnace.outputItem()?.count ?? 0) < Math.max(count, startOut + queued)) {
      if (signal.aborted) return fail('aborted', 'smelt: aborted');
      if (Date.now() > limit) return fail('timeout', `smelt: ${count} ${input} not done in time`);
      await ticks(bot, 2);
    }
    await furnace.takeOutput();
    // Unburnt fuel and anything left over come back to the inventory.
    if (furnace.fuelItem()) await furnace.takeFuel();
    if (furnace.inputItem()) await furnace.takeInput();
    await syncWindow(bot, furnace);
  } finally {
    furnace.close();
  }
  return ok(undefined, { output });
}

export async function deposit(bot: Bot, at: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
  for (const it of items) {
    const id = bot.registry.itemsByName[it.name]?.id;
    const have = id === undefined ? 0 : bot.inventory.count(id, null);
    if (have < it.count)
      return fail('missing_item', `deposit: need ${it.count} ${it.name}, have ${have}`, { missing: [{ item: it.name, count: it.count - have }] });
  }
  const s = await station(bot, at, ['chest', 'trapped_chest', 'barrel'], signal);
  if ('failure' in s) return s.failure;
  const chest = await bot.openContainer(s.block);
  try {
    for (const it of items) await chest.deposit(bot.registry.itemsByName[it.name].id, null, it.count);
    await syncWindow(bot, chest);
  } finally {
    chest.close();
  }
  return ok();
}

export async function withdraw(bot: Bot, at: Vec3Like, items: ItemStack[], signal: AbortSignal): Promise<Outcome> {
  const s = await station(bot, at, ['chest', 'trapped_chest', 'barrel'], signal);
  if ('failure' in s) return s.failure;
  const chest = await bot.openContainer(s.block);
  try {
    for (const it of items) {
      const id = bot.registry.itemsByName[it.name]?.id;
      const there =
        id === undefined
          ? 0
          : chest
              .containerItems()
              .filter((c) => c.type === id)
              .reduce((n, c) => n + c.count, 0);
      if (there < it.count) return fail('missing_item', `withdraw: the chest holds ${there} ${it.name}, not ${it.count}`, { item: it.name, inChest: there });
      await chest.withdraw(id!, null, it.count);
    }
    await syncWindow(bot, chest);
  } finally {
    chest.close();
  }
  return ok();
}

/**
 * Servers (1.17+) do not confirm clicks, so a verb could end before the server
 * applied them. mineflayer's resync request is answered only after every
 * earlier click, which makes the verb's result the server's result.
 */
async function syncWindow(bot: Bot, window: unknown): Promise<void> {
  const sync = (bot as unknown as { _syncWindow?: (w: unknown) => Promise<void> })._syncWindow;
  if (sync) await withTimeout(sync(window), 3000, 'window sync timed out');
}
