/**
 * What the bot perceives, in Body terms: inventory stacks, blocks within
 * senses, entities. Without xray, blocks as seen or remembered (vision.ts)
 * and entities in line of sight or within earshot, the same rule as the
 * simulated body (knowledge/sight.ts); with xray, everything the client holds.
 */
import type { Bot } from 'mineflayer';
import type { EntityKind, FindOptions, ItemStack, SeenBlock, SeenEntity, Senses } from '../../contracts/body.js';
import { entityPerceived, EYE_HEIGHT, ITEM_SIZE, itemViewRange, mobViewRange } from '../../knowledge/sight.js';
// Wool colours in the order of the sheep's metadata byte (vanilla `DyeColor` ids).
import { DYE_COLOURS } from '../../knowledge/tables/colours.js';
import type { BotVision } from './vision.js';

export function inventoryStacks(bot: Bot): ItemStack[] {
  return bot.inventory.items().map((it) => ({
    name: it.name,
    count: it.count,
    durabilityLeft: it.maxDurability ? it.maxDurability - (it.durabilityUsed ?? 0) : null,
  }));
}

export function countsOf(bot: Bot): Map<string, number> {
  const m = new Map<string, number>();
  // Armour and off-hand count too: equipping must not look like losing an item.
  for (const it of bot.inventory.slots) if (it && it.slot >= 5) m.set(it.name, (m.get(it.name) ?? 0) + it.count);
  return m;
}

export { countsDiff as diff } from '../../contracts/stacks.js';

export function findBlocks(bot: Bot, vision: BotVision, senses: Senses, names: readonly string[], opts: FindOptions = {}): SeenBlock[] {
  if (!senses.xray) return vision.findBlocks(names, opts);
  const ids = names.map((n) => bot.registry.blocksByName[n]?.id).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return [];
  const maxDistance = Math.min(opts.maxDistance ?? senses.radius, senses.radius);
  const count = opts.count ?? 16;
  const feet = bot.entity.position;
  const found = bot.findBlocks({ matching: ids, maxDistance, count } as Parameters<Bot['findBlocks']>[0]);
  return found
    .map((p) => ({ name: bot.blockAt(p)?.name ?? names[0], pos: { x: p.x, y: p.y, z: p.z }, distance: feet.distanceTo(p.offset(0.5, 0.5, 0.5)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count);
}

/**
 * Hostile mobs minecraft-data types `mob`, not `hostile`: vanilla's `Slime`, `Ghast`, `Phantom`, `Shulker` and the
 * dragon extend `Mob` rather than `Monster` (minecraft-data 1.20.4 lists them under "Hostile mobs").
 */
const HOSTILE_MOBS: ReadonlySet<string> = new Set(['slime', 'magma_cube', 'ghast', 'phantom', 'shulker', 'ender_dragon']);

export function kindOf(type: string | undefined, name: string): EntityKind {
  if (type === 'player') return 'player';
  if (name === 'item') return 'item';
  if (type === 'hostile' || (type === 'mob' && HOSTILE_MOBS.has(name))) return 'hostile';
  if (type === 'animal' || type === 'passive' || type === 'water_creature' || type === 'ambient') return 'passive';
  return 'other';
}

/** Mobs make sounds (hostiles' ambient sounds, animals' calls); dropped items and others do not. */
const AUDIBLE: ReadonlySet<EntityKind> = new Set(['hostile', 'passive']);

export function seenEntities(bot: Bot, vision: BotVision, senses: Senses, filter: { names?: readonly string[]; maxDistance?: number } = {}): SeenEntity[] {
  const max = Math.min(filter.maxDistance ?? senses.radius, senses.radius);
  const me = bot.entity;
  const eye = { x: me.position.x, y: me.position.y + EYE_HEIGHT, z: me.position.z };
  const out: SeenEntity[] = [];
  for (const e of Object.values(bot.entities)) {
    if (e === me || !e.position) continue;
    const name = e.name ?? 'unknown';
    if (filter.names && !filter.names.includes(name)) continue;
    const distance = me.position.distanceTo(e.position);
    // Made out as far as its size lets a player see it (knowledge/sight.ts): a dropped item within 16 blocks.
    const reach =
      name === 'item'
        ? itemViewRange(max, senses.xray)
        : Math.min(filter.maxDistance ?? Infinity, mobViewRange(senses.radius, e.width || 0.6, e.height || 1.8));
    if (distance > reach) continue;
    const kind = kindOf(e.type, name);
    // minecraft-data entity heights (a dropped item's is ITEM_SIZE), as the simulated body uses.
    if (!senses.xray && !entityPerceived(vision.sight, eye, e.position, e.height || ITEM_SIZE, distance, AUDIBLE.has(kind))) continue;
    const seen: SeenEntity = {
      id: e.id,
      name,
      kind,
      distance,
      pos: { x: e.position.x, y: e.position.y, z: e.position.z },
      health: typeof e.health === 'number' ? e.health : null,
    };
    if (name === 'item') {
      const it = droppedItem(e);
      if (it) seen.item = { name: it.name, count: it.count };
    }
    if (name === 'sheep') {
      const wool = sheepWool(bot, e);
      if (wool) seen.wool = wool;
    }
    out.push(seen);
  }
  return out.sort((a, b) => a.distance - b.distance);
}

/**
 * What a dropped-item entity holds. Until the server has sent the entity's
 * metadata, prismarine-entity's getDroppedItem throws: the stack is unknown
 * for now, not an error.
 */
function droppedItem(e: unknown): { name: string; count: number } | null {
  try {
    return (e as { getDroppedItem?(): { name: string; count: number } | null }).getDroppedItem?.() ?? null;
  } catch {
    return null;
  }
}

/**
 * A sheep's wool from its metadata: colour in the low four bits, sheared in
 * bit 4. The index comes from minecraft-data for the bot's version; until the
 * server has sent the metadata the wool is unknown.
 */
function sheepWool(bot: Bot, e: Bot['entity']): SeenEntity['wool'] | null {
  const keys = (bot.registry.entitiesByName.sheep as { metadataKeys?: string[] } | undefined)?.metadataKeys;
  const index = keys?.indexOf('wool') ?? -1;
  const byte = index >= 0 ? (e.metadata as unknown[] | undefined)?.[index] : undefined;
  if (typeof byte !== 'number') return null;
  return { color: DYE_COLOURS[byte & 0x0f] ?? 'white', sheared: (byte & 0x10) !== 0 };
}
