/**
 * Block and mob drops from minecraft-data's loot tables, and the tools that
 * make a block drop anything.
 */
import type { McData, McLootDrop } from './data.js';
import { EXTRA_MOB_DROPS, LOOT_BLOCK_RENAMES, DROP_CHANCES, MOB_DROP_MEANS, leafDropChance, needsShears } from './tables/loot-fixes.js';
import type { ItemCount } from './types.js';

/** Tool material rank for "weakest tool": golden mines like wooden; shears sit with iron. */
const RANK: Record<string, number> = { wooden: 1, golden: 1, stone: 2, iron: 3, diamond: 4, netherite: 5 };

export function toolRank(tool: string): number {
  const tier = tool.split('_')[0]!;
  return RANK[tier] ?? 3;
}

/** The kind of a tool (`pickaxe`, `shears`), used to see whether one tool can stand in for another. */
export function toolType(tool: string): string {
  const i = tool.indexOf('_');
  return i < 0 ? tool : tool.slice(i + 1);
}

function addTo(map: Map<string, number>, item: string, n: number): void {
  if (n > 0) map.set(item, (map.get(item) ?? 0) + n);
}

/**
 * Expected drops of one block broken without silk touch. minecraft-data
 * splits a silk-touch alternative into two entries with halved chances, so
 * the chances of the plain entries are scaled back up by the silk share. The
 * smallest stack size is used (the data's ranges include fortune-like spreads;
 * the bot mines until it has enough anyway).
 */
function blockDropsOf(block: string, drops: readonly McLootDrop[]): ItemCount[] {
  const silk = drops.filter((d) => d.silkTouch).reduce((s, d) => s + d.dropChance, 0);
  const scale = silk > 0 && silk < 1 ? 1 / (1 - silk) : 1;
  const out = new Map<string, number>();
  for (const d of drops) {
    if (d.silkTouch || needsShears(block, d.item)) continue;
    const chance = DROP_CHANCES[block]?.[d.item] ?? (block.endsWith('_leaves') ? leafDropChance(d.item) : null) ?? d.dropChance * scale;
    const size = d.stackSizeRange[0] ?? d.stackSizeRange[1] ?? 1;
    addTo(out, d.item, Math.min(1, chance) * size);
  }
  return [...out].map(([item, count]) => ({ item, count }));
}

function mobDropsOf(mob: string, drops: readonly McLootDrop[]): ItemCount[] {
  const out = new Map<string, number>();
  for (const d of drops) {
    const lo = d.stackSizeRange[0] ?? 0;
    const hi = d.stackSizeRange[1] ?? lo;
    addTo(out, d.item, MOB_DROP_MEANS[mob]?.[d.item] ?? d.dropChance * ((lo + hi) / 2));
  }
  return [...out].map(([item, count]) => ({ item, count }));
}

export class Loot {
  readonly blocks = new Map<string, ItemCount[]>();
  readonly mobs = new Map<string, ItemCount[]>();
  private byItemBlocks = new Map<string, string[]>();
  private byItemMobs = new Map<string, string[]>();

  constructor(private data: McData) {
    for (const [name, entry] of Object.entries(data.blockLoot)) {
      const block = LOOT_BLOCK_RENAMES[name] ?? name;
      if (!data.blocksByName[block]) continue;
      this.blocks.set(block, blockDropsOf(block, entry.drops));
    }
    for (const [mob, entry] of Object.entries(data.entityLoot)) this.mobs.set(mob, mobDropsOf(mob, entry.drops));
    for (const extra of EXTRA_MOB_DROPS) {
      const list = this.mobs.get(extra.mob) ?? [];
      if (!list.some((d) => d.item === extra.item)) list.push({ item: extra.item, count: extra.perKill });
      this.mobs.set(extra.mob, list);
    }
    index(this.blocks, this.byItemBlocks);
    index(this.mobs, this.byItemMobs);
  }

  blocksDropping(item: string): string[] {
    return this.byItemBlocks.get(item) ?? [];
  }

  mobsDropping(item: string): string[] {
    return this.byItemMobs.get(item) ?? [];
  }

  /** Tool item names that make the block drop, or null when any tool (or the hand) will do. */
  harvestTools(block: string): string[] | null {
    const tools = this.data.blocksByName[block]?.harvestTools;
    if (!tools) return null;
    return Object.keys(tools)
      .map((id) => this.data.items[Number(id)]?.name)
      .filter((n): n is string => !!n);
  }

  harvestTool(block: string): string | null {
    const tools = this.harvestTools(block);
    if (!tools || tools.length === 0) return null;
    return tools.reduce((best, t) => (toolRank(t) < toolRank(best) ? t : best));
  }

  canHarvest(block: string, tool: string | null): boolean {
    const tools = this.harvestTools(block);
    if (!tools) return true;
    return tool !== null && tools.includes(tool);
  }
}

function index(from: Map<string, ItemCount[]>, to: Map<string, string[]>): void {
  for (const [source, drops] of from) {
    for (const d of drops) to.set(d.item, [...(to.get(d.item) ?? []), source]);
  }
}
