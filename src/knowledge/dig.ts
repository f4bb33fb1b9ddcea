/** How long digging takes, for the cost model. */

/** Tool speed multipliers by material (https://minecraft.wiki/w/Breaking#Speed). */
const SPEED: Record<string, number> = { wooden: 2, stone: 4, iron: 6, diamond: 8, netherite: 9, golden: 12 };

/** Seconds to break a block with the given tool (null: hand); Infinity when it cannot be broken. */
export function digSeconds(hardness: number | null, tool: string | null): number {
  if (hardness === null || hardness < 0) return Infinity;
  const speed = tool ? (SPEED[tool.split('_')[0]!] ?? 1.5) : 1;
  return Math.min(60, Math.max(0.25, (hardness * 1.5) / speed));
}
