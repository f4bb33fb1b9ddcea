/** How long digging takes, for the cost model. */

/** Tool speed multipliers by material (https://minecraft.wiki/w/Breaking#Speed). */
const SPEED: Record<string, number> = { wooden: 2, stone: 4, iron: 6, diamond: 8, netherite: 9, golden: 12 };

/** Seconds to break a block with the given tool (null: hand); Infinity when it cannot be broken. */
export function digSeconds(hardness: number | null, tool: string | null): number {
  if (hardness === null || hardness < 0) return Infinity;
  const speed = tool ? (SPEED[tool.split('_')[0]!] ?? 1.5) : 1;
  return Math.min(60, Math.max(0.25, (hardness * 1.5) / speed));
}

/**
 * Which of several tools that harvest a block to wear first (lower first), as
 * a player does: stone for the bulk of the digging, iron and better saved for
 * the ores only they harvest. Golden tools break soonest (32 uses) and go
 * first; a wooden pickaxe digs deepslate three times slower than a stone one
 * (2.25 s against 1.1 s), so it is kept for when nothing else will do.
 */
const WEAR_ORDER: Record<string, number> = { golden: 0, stone: 1, iron: 2, diamond: 3, netherite: 4, wooden: 5 };
export const wearOrder = (tool: string): number => WEAR_ORDER[tool.split('_')[0]!] ?? 1;

/**
 * Uses an iron or better tool keeps back for what only it harvests (diamond,
 * gold and redstone ore, obsidian): above them its speed is spent on the bulk,
 * as a strong player digs with the best pickaxe and makes more cheap ones. A
 * stone pickaxe digs deepslate in 23 ticks, an iron one in 15, and a
 * diamond-hunting tunnel is mostly deepslate.
 */
export const RESERVE_USES = 32;

const TOOL = /_(pickaxe|axe|shovel|hoe|sword)$/;
export const isTool = (item: string): boolean => TOOL.test(item) || item === 'shears';

/** A tool held, as the choice of what to dig with sees it; `item` is what the body equips. */
export interface HeldTool<T> {
  item: T;
  name: string;
  /** Ticks to break the block with it. */
  ticks: number;
  harvests: boolean;
  /** null: no durability known, counted as all to spare. */
  usesLeft: number | null;
}

/**
 * The tool to dig a block with (null: the bare hand), the same for both bodies:
 * harvesting wins; among tools that harvest and beat the hand, any with uses to
 * spare before the rest, the fastest of those first; past that, the wear order.
 */
export function chooseTool<T>(hand: { ticks: number; harvests: boolean }, tools: Iterable<HeldTool<T>>): T | null {
  let best: T | null = null;
  let bestKey: number[] = [hand.harvests ? 1 : 0, 0, 0, -hand.ticks];
  for (const t of tools) {
    const harvests = t.harvests ? 1 : 0;
    if (harvests < bestKey[0]! || (harvests === bestKey[0] && hand.harvests && t.ticks >= hand.ticks)) continue;
    // A tool that helps ranks above the hand.
    const key = [harvests, ...toolRank(t.name, t.usesLeft, t.ticks)];
    if (ranksBefore(key, bestKey)) {
      best = t.item;
      bestKey = key;
    }
  }
  return best;
}

/** A tool's rank among those that harvest and beat the hand, compared element-wise, higher first. */
function toolRank(tool: string, usesLeft: number | null, ticks: number): [number, number, number] {
  const reserve = wearOrder(tool) >= WEAR_ORDER.iron! && wearOrder(tool) < WEAR_ORDER.wooden! ? RESERVE_USES : 0;
  const spare = usesLeft === null || usesLeft > reserve;
  return spare ? [1, -ticks, 0] : [0, 10 - wearOrder(tool), -ticks];
}

/** Does rank `a` come before `b` (element-wise, higher first)? */
function ranksBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
