/** Dig time (exactly prismarine-block's digTime, the function mineflayer uses), tool choice and tool wear. */
import { chooseTool, isTool, type HeldTool } from '../knowledge/dig.js';
import { itemIdOf, itemName, pblock } from './data.js';
import type { Inventory, Slot } from './inventory.js';

/** Game ticks to break block `blockId` holding `held`; Infinity for unbreakable blocks. */
export function digTicks(blockId: number, held: string | null, inWater = false, notOnGround = false): number {
  const heldId = held ? (itemIdOf(held) ?? null) : null;
  const ms = pblock(blockId).digTime(heldId, false, inWater, notOnGround, [], {});
  return ms === Infinity ? Infinity : ms / 50;
}

/** Names of the tools that make the block drop its loot, weakest first ([] when the hand will do). */
export function harvestToolNames(blockId: number): string[] {
  const pb = pblock(blockId);
  if (!pb.harvestTools) return [];
  return Object.keys(pb.harvestTools)
    .map((id) => itemName(Number(id)))
    .filter((n): n is string => !!n);
}

export function canHarvest(blockId: number, held: string | null): boolean {
  const pb = pblock(blockId);
  if (!pb.harvestTools) return true;
  const id = held ? itemIdOf(held) : undefined;
  return id !== undefined && pb.harvestTools[String(id)] === true;
}

/** A block the hand breaks in this many ticks or fewer is broken by hand: a tool saves a tick or two for a use of its durability. */
const QUICK_BY_HAND = 8;

/**
 * The tool (or bare hand, null) to dig this block with: the hand for what it breaks at once; else knowledge/dig.ts's
 * chooseTool (harvesting wins; the fastest tool with uses to spare, an iron pickaxe's last uses kept for the ores only
 * it harvests).
 */
export function bestTool(inv: Inventory, blockId: number): string | null {
  const hand = { ticks: digTicks(blockId, null), harvests: canHarvest(blockId, null) };
  // Leaves in the way (6 ticks by hand): not worth a use of the hoe kept for a field, or of a sword.
  if (hand.harvests && hand.ticks <= QUICK_BY_HAND) return null;
  return chooseTool(hand, heldTools(inv, blockId));
}

/** Each kind of tool held once (the first slot of it), with what it does to this block. */
function* heldTools(inv: Inventory, blockId: number): Generator<HeldTool<string>> {
  const seen = new Set<string>();
  for (const s of inv.slots) {
    if (!s || !isTool(s.name) || seen.has(s.name)) continue;
    seen.add(s.name);
    yield { item: s.name, name: s.name, ticks: digTicks(blockId, s.name), harvests: canHarvest(blockId, s.name), usesLeft: s.durability };
  }
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
