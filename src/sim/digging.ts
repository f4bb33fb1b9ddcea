/** Dig time (exactly prismarine-block's digTime, the function mineflayer uses), tool choice and tool wear. */
import { itemIdOf, pblock } from './data.js';
import type { Inventory, Slot } from './inventory.js';

/** Game ticks to break block `blockId` holding `held`; Infinity for unbreakable blocks. */
export function digTicks(blockId: number, held: string | null, inWater = false, notOnGround = false): number {
  const heldId = held ? itemIdOf(held) ?? null : null;
  const ms = pblock(blockId).digTime(heldId, false, inWater, notOnGround, [], {});
  return ms === Infinity ? Infinity : ms / 50;
}

export function canHarvest(blockId: number, held: string | null): boolean {
  const pb = pblock(blockId);
  if (!pb.harvestTools) return true;
  const id = held ? itemIdOf(held) : undefined;
  return id !== undefined && pb.harvestTools[String(id)] === true;
}

const TOOL_RE = /_(pickaxe|axe|shovel|hoe|sword)$/;
export const isTool = (item: string): boolean => TOOL_RE.test(item) || item === 'shears';

/** The inventory item (or bare hand, null) that digs this block fastest among those that harvest it; harvesting wins over speed. */
export function bestTool(inv: Inventory, blockId: number): string | null {
  let best: string | null = null;
  let bestKey = [canHarvest(blockId, null) ? 1 : 0, -digTicks(blockId, null)];
  const seen = new Set<string>();
  for (const s of inv.slots) {
    if (!s || !isTool(s.name) || seen.has(s.name)) continue;
    seen.add(s.name);
    const key = [canHarvest(blockId, s.name) ? 1 : 0, -digTicks(blockId, s.name)];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = s.name;
      bestKey = key;
    }
  }
  return best;
}

/** Wear a tool by `uses` (1 per block with hardness > 0, 2 for swords; 1 per hit for swords, 2 for other tools). Returns true when it broke. */
export function wear(inv: Inventory, slot: Slot | null, uses: number): boolean {
  if (!slot || slot.durability === null) return false;
  slot.durability -= uses;
  if (slot.durability > 0) return false;
  const i = inv.slots.indexOf(slot);
  if (i >= 0) inv.slots[i] = null;
  return true;
}

export const blockHardness = (blockId: number): number => pblock(blockId).hardness;
