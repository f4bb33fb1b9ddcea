/**
 * Where ores generate in the overworld since 1.18 (and in the nether), as the
 * Y range and the Y level with the most ore.
 * Source: https://minecraft.wiki/w/Ore#Distribution (Java Edition 1.18+):
 *   coal 0..320 (most at 95), copper -16..112 (48), iron -64..320 (16; a second
 *   peak at 232 in mountains is ignored), gold -64..32 (-16), redstone -64..15
 *   (most at the bottom, -59), lapis -64..64 (0), diamond -64..16 (-58),
 *   emerald -16..320 in mountains (232), nether gold and quartz 10..117 (15),
 *   ancient debris 8..119 (15).
 * Deepslate variants share the distribution but only exist below Y 8, where
 * deepslate replaces stone.
 * The stone variants granite, diorite and andesite come in 64-block blobs, two
 * per chunk uniform over 0..60 and rarer ones at 64..128 (placed features
 * ore_granite_lower/_upper...): hidden in the rock like ores, so they are found
 * the same way, by tunnelling, at the top of the common band.
 */
import type { OreDepth } from '../types.js';

const ORES: readonly (readonly [ore: string, minY: number, maxY: number, bestY: number])[] = [
  ['coal', 0, 320, 95],
  ['copper', -16, 112, 48],
  ['iron', -64, 320, 16],
  ['gold', -64, 32, -16],
  ['redstone', -64, 15, -59],
  ['lapis', -64, 64, 0],
  ['diamond', -64, 16, -58],
  ['emerald', -16, 320, 232],
];

const DEEPSLATE_TOP = 8;
/**
 * Carved caves at y -55 and below are filled with lava since 1.18 (the
 * aquifer's lava level, https://minecraft.wiki/w/Aquifer). Tunnelling with the
 * feet at -53 keeps a solid floor at -54 between the bot and that sea, for
 * about 7% fewer diamonds than at -58 (measured on the simulated world).
 */
export const ABOVE_LAVA_SEA = -53;

/** The top of the 0..60 band where two blobs per chunk lie, less 4 so a blob centred there is not above the tunnel. */
const STONE_BLOBS_TOP = 56;

const mineY = (bestY: number, minY: number): number => Math.max(bestY, minY, ABOVE_LAVA_SEA);

function build(): Map<string, OreDepth> {
  const out = new Map<string, OreDepth>();
  for (const [ore, minY, maxY, bestY] of ORES) {
    out.set(`${ore}_ore`, { block: `${ore}_ore`, minY, maxY, bestY, mineY: mineY(bestY, minY) });
    const dMax = Math.min(maxY, DEEPSLATE_TOP);
    const dBest = Math.min(bestY, 0);
    const best = Math.max(dBest, minY);
    out.set(`deepslate_${ore}_ore`, { block: `deepslate_${ore}_ore`, minY, maxY: dMax, bestY: best, mineY: mineY(best, minY) });
  }
  for (const rock of ['granite', 'diorite', 'andesite']) out.set(rock, { block: rock, minY: 0, maxY: 128, bestY: STONE_BLOBS_TOP, mineY: STONE_BLOBS_TOP });
  out.set('nether_gold_ore', { block: 'nether_gold_ore', minY: 10, maxY: 117, bestY: 15, mineY: 15 });
  out.set('nether_quartz_ore', { block: 'nether_quartz_ore', minY: 10, maxY: 117, bestY: 15, mineY: 15 });
  out.set('ancient_debris', { block: 'ancient_debris', minY: 8, maxY: 119, bestY: 15, mineY: 15 });
  return out;
}

export const ORE_DEPTH: ReadonlyMap<string, OreDepth> = build();
