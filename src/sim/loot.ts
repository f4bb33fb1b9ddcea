/**
 * Block and mob drops from minecraft-data's blockLoot/entityLoot. That data
 * flattens vanilla's loot tables (silk-touch alternatives carry dropChance 0.5,
 * fortune-less counts are widened), so it is read with these rules:
 *  - entries flagged `silkTouch` need silk touch (never, here) and are skipped;
 *  - entries flagged `noSilkTouch` are alternatives: one of them drops;
 *  - a leaves/grass block "dropping itself" unflagged needs shears (skipped); with
 *    shears held the plants that shears harvest drop themselves (knowledge/tables/shears.ts);
 *  - a few counts and chances are corrected to the vanilla 1.20.4 loot tables
 *    (data/minecraft/loot_tables/blocks|entities/*.json), listed in OVERRIDES.
 * Harvest-tool rules come first: a block whose `harvestTools` does not include
 * the held item drops nothing (stone by hand, iron ore with a wooden pickaxe).
 */
import { mcData, pblock, itemIdOf } from './data.js';
import type { Rng } from './rng.js';
import { NOTHING_UNSHEARED, shearedDrop } from '../knowledge/tables/shears.js';

export interface Drop {
  name: string;
  count: number;
}
type Roll = (rng: Rng) => Drop[];

const one =
  (name: string, lo = 1, hi = lo, chance = 1): Roll =>
  (rng) =>
    rng.chance(chance) ? [{ name, count: rng.int(lo, hi) }].filter((d) => d.count > 0) : [];
const all =
  (...rolls: Roll[]): Roll =>
  (rng) =>
    rolls.flatMap((r) => r(rng));

function leaves(sapling: string, apple: boolean): Roll {
  // vanilla: sapling 1/20, sticks 1/50 (1-2), apple 1/200 (oak and dark oak only)
  return all(one(sapling, 1, 1, 0.05), one('stick', 1, 2, 0.02), ...(apple ? [one('apple', 1, 1, 0.005)] : []));
}

const OVERRIDES: Record<string, Roll> = {
  oak_leaves: leaves('oak_sapling', true),
  dark_oak_leaves: leaves('dark_oak_sapling', true),
  birch_leaves: leaves('birch_sapling', false),
  spruce_leaves: leaves('spruce_sapling', false),
  acacia_leaves: leaves('acacia_sapling', false),
  jungle_leaves: leaves('jungle_sapling', false),
  cherry_leaves: leaves('cherry_sapling', false),
  mangrove_leaves: all(one('stick', 1, 2, 0.02)),
  short_grass: one('wheat_seeds', 1, 1, 0.125),
  tall_grass: one('wheat_seeds', 1, 1, 0.125),
  fern: one('wheat_seeds', 1, 1, 0.125),
  large_fern: one('wheat_seeds', 1, 1, 0.125),
  dead_bush: one('stick', 0, 2),
  // cobweb.json: the web itself to shears or silk touch, else one string.
  cobweb: one('string'),
  gravel: (rng) => [{ name: rng.chance(0.1) ? 'flint' : 'gravel', count: 1 }],
  melon: one('melon_slice', 3, 7),
  snow: one('snowball', 1, 1),
  iron_ore: one('raw_iron'),
  deepslate_iron_ore: one('raw_iron'),
  gold_ore: one('raw_gold'),
  deepslate_gold_ore: one('raw_gold'),
  copper_ore: one('raw_copper', 2, 5),
  deepslate_copper_ore: one('raw_copper', 2, 5),
  coal_ore: one('coal'),
  deepslate_coal_ore: one('coal'),
  diamond_ore: one('diamond'),
  deepslate_diamond_ore: one('diamond'),
  emerald_ore: one('emerald'),
  deepslate_emerald_ore: one('emerald'),
  lapis_ore: one('lapis_lazuli', 4, 9),
  deepslate_lapis_ore: one('lapis_lazuli', 4, 9),
  redstone_ore: one('redstone', 4, 5),
  deepslate_redstone_ore: one('redstone', 4, 5),
  glowstone: one('glowstone_dust', 2, 4),
  sweet_berry_bush: one('sweet_berries', 1, 2, 0.5),
  // red/brown_mushroom_block.json: the mushroom, count uniform(-6, 2) floored at 0 (2 in 9 drop one or two)
  red_mushroom_block: one('red_mushroom', -6, 2),
  brown_mushroom_block: one('brown_mushroom', -6, 2),
  // cocoa.json: 3 beans from a ripe pod (age 2), else 1; worldgen pods are age 0..2 at random (CocoaDecorator), the sim keeps no age
  cocoa: (rng) => [{ name: 'cocoa_beans', count: rng.chance(1 / 3) ? 3 : 1 }],
};

/** What breaking this block with `held` (item name or null) drops. */
export function blockDrops(blockId: number, held: string | null, rng: Rng): Drop[] {
  const pb = pblock(blockId);
  if (pb.harvestTools && !(held && pb.harvestTools[String(itemIdOf(held))])) return [];
  const name = pb.name;
  const sheared = held === 'shears' ? shearedDrop(name) : null;
  if (sheared) return [sheared];
  if (NOTHING_UNSHEARED.has(name)) return [];
  const override = OVERRIDES[name];
  if (override) return override(rng);
  const loot = mcData.blockLoot[name];
  if (!loot) return mcData.itemsByName[name] ? [{ name, count: 1 }] : [];
  return fromTable(loot.drops as LootEntry[], name, rng);
}

interface LootEntry {
  item: string;
  dropChance: number;
  stackSizeRange: (number | null)[];
  silkTouch?: boolean;
  noSilkTouch?: boolean;
  playerKill?: boolean;
  blockAge?: number;
}

function fromTable(entries: LootEntry[], self: string, rng: Rng): Drop[] {
  const out: Drop[] = [];
  const alternatives = entries.filter((e) => e.noSilkTouch);
  if (alternatives.length > 0) {
    const e = alternatives[Math.floor(rng.next() * alternatives.length)];
    out.push({ name: e.item, count: countOf(e, rng) });
  }
  const hasShearsDrop = entries.some((e) => e.item === self && !e.silkTouch && !e.noSilkTouch && e.dropChance < 1);
  for (const e of entries) {
    if (e.silkTouch || e.noSilkTouch || e.blockAge !== undefined) continue;
    if (hasShearsDrop && e.item === self) continue;
    if (rng.chance(e.dropChance)) out.push({ name: e.item, count: countOf(e, rng) });
  }
  return out.filter((d) => d.count > 0);
}

function countOf(e: LootEntry, rng: Rng): number {
  const lo = e.stackSizeRange[0] ?? 1,
    hi = e.stackSizeRange[1] ?? lo;
  return rng.int(lo, hi);
}

/**
 * Vanilla mob loot counts (before Looting; data/minecraft/loot_tables/entities/*.json), items as minecraft-data's
 * entityLoot names them. A `uniform(-1, 1)` count is an integer in -1..1, nothing below 1: a third of kills drop it.
 * Rare player-kill drops (2.5 %: a zombie villager's iron, carrot or potato, a zombified piglin's gold ingot, a wither
 * skeleton's skull) are kept for the skull only, the one players fight wither skeletons for.
 */
const MOB_OVERRIDES: Record<string, Roll> = {
  cow: all(one('leather', 0, 2), one('beef', 1, 3)),
  pig: one('porkchop', 1, 3),
  chicken: all(one('feather', 0, 2), one('chicken')),
  zombie: one('rotten_flesh', 0, 2),
  skeleton: all(one('arrow', 0, 2), one('bone', 0, 2)),
  spider: all(one('string', 0, 2), one('spider_eye', 1, 1, 1 / 3)),
  creeper: one('gunpowder', 0, 2),
  enderman: one('ender_pearl', 0, 1),
  zombie_villager: one('rotten_flesh', 0, 2),
  cave_spider: all(one('string', 0, 2), one('spider_eye', 1, 1, 1 / 3)),
  zombified_piglin: all(one('rotten_flesh', 0, 1), one('gold_nugget', 0, 1)),
  wither_skeleton: all(one('coal', -1, 1), one('bone', 0, 2), one('wither_skeleton_skull', 1, 1, 0.025)),
  // rabbit.json: hide uniform(0, 1), meat uniform(0, 1), the foot 10 % when killed by a player (random_chance_with_looting 0.1)
  rabbit: all(one('rabbit_hide', 0, 1), one('rabbit', 0, 1), one('rabbit_foot', 1, 1, 0.1)),
  // squid.json: ink sac uniform(1, 3)
  squid: one('ink_sac', 1, 3),
};

/**
 * Drops of a mob killed by the player. Sheep also drop one wool of their colour unless sheared. A slime drops
 * slime balls uniform(0, 2) only at size 1 (slime.json: `entity_properties` type_specific size 1).
 */
export function mobDrops(name: string, rng: Rng, extra?: { color?: string; sheared?: boolean; size?: number }): Drop[] {
  if (name === 'slime') return (extra?.size ?? 1) === 1 ? one('slime_ball', 0, 2)(rng) : [];
  if (name === 'sheep') {
    const out = [{ name: 'mutton', count: rng.int(1, 2) }];
    if (!extra?.sheared) out.push({ name: `${extra?.color ?? 'white'}_wool`, count: 1 });
    return out;
  }
  const o = MOB_OVERRIDES[name];
  if (o) return o(rng).filter((d) => d.count > 0);
  const loot = mcData.entityLoot[name];
  return loot ? fromTable(loot.drops as LootEntry[], name, rng) : [];
}
