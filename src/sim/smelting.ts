/**
 * Furnace recipes and fuel burn times (vanilla 1.20.4, in ticks; a furnace cooks
 * one item in 200 ticks, so coal's 1600 smelts 8 items).
 */
import { mcData } from './data.js';

export const COOK_TICKS = 200;

const SMELT: Record<string, string> = {
  raw_iron: 'iron_ingot', iron_ore: 'iron_ingot', deepslate_iron_ore: 'iron_ingot',
  raw_gold: 'gold_ingot', gold_ore: 'gold_ingot', deepslate_gold_ore: 'gold_ingot',
  raw_copper: 'copper_ingot', copper_ore: 'copper_ingot', deepslate_copper_ore: 'copper_ingot',
  coal_ore: 'coal', deepslate_coal_ore: 'coal', diamond_ore: 'diamond', deepslate_diamond_ore: 'diamond',
  redstone_ore: 'redstone', lapis_ore: 'lapis_lazuli', emerald_ore: 'emerald',
  cobblestone: 'stone', stone: 'smooth_stone', cobbled_deepslate: 'deepslate', sand: 'glass', red_sand: 'glass',
  clay_ball: 'brick', clay: 'terracotta', netherrack: 'nether_brick', sandstone: 'smooth_sandstone',
  cactus: 'green_dye', kelp: 'dried_kelp', wet_sponge: 'sponge', ancient_debris: 'netherite_scrap',
  beef: 'cooked_beef', porkchop: 'cooked_porkchop', chicken: 'cooked_chicken', mutton: 'cooked_mutton',
  rabbit: 'cooked_rabbit', cod: 'cooked_cod', salmon: 'cooked_salmon', potato: 'baked_potato',
  chorus_fruit: 'popped_chorus_fruit', sea_pickle: 'lime_dye',
};

const FUEL: Record<string, number> = {
  lava_bucket: 20000, coal_block: 16000, dried_kelp_block: 4001, blaze_rod: 2400, coal: 1600, charcoal: 1600,
  crafting_table: 300, bookshelf: 300, chest: 300, trapped_chest: 300, barrel: 300, ladder: 300, jukebox: 300,
  note_block: 300, daylight_detector: 300, lectern: 300, composter: 300, bow: 300, fishing_rod: 300,
  wooden_pickaxe: 200, wooden_axe: 200, wooden_shovel: 200, wooden_hoe: 200, wooden_sword: 200,
  stick: 100, bowl: 100, bamboo: 50, scaffolding: 50, dead_bush: 100, azalea: 100,
};

/** Burn time in ticks, or 0 when the item is not a fuel. Wood families are matched by suffix (all logs, planks...). */
export function burnTime(item: string): number {
  if (FUEL[item] !== undefined) return FUEL[item];
  if (/_(log|wood|planks|stem|hyphae)$/.test(item) && !item.includes('crimson') && !item.includes('warped')) return 300;
  if (/_(fence|fence_gate|trapdoor|pressure_plate|stairs)$/.test(item) && isWooden(item)) return 300;
  if (/_(slab)$/.test(item) && isWooden(item)) return 150;
  if (/_(door|sign)$/.test(item) && isWooden(item)) return 200;
  if (/_button$/.test(item) && isWooden(item)) return 100;
  if (/_(sapling|wool)$/.test(item)) return 100;
  if (/_carpet$/.test(item)) return 67;
  if (/_boat$/.test(item)) return 1200;
  return 0;
}

const WOODS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak', 'mangrove', 'cherry', 'bamboo'];
const isWooden = (item: string): boolean => WOODS.some((w) => item.startsWith(`${w}_`));

/** What smelting `item` yields, or null. Any log smelts to charcoal. */
export function smeltResult(item: string): string | null {
  if (SMELT[item]) return SMELT[item];
  if (/_(log|wood)$/.test(item) && !item.includes('crimson') && !item.includes('warped')) return 'charcoal';
  return null;
}

export const isFood = (item: string): boolean => mcData.foodsByName[item] !== undefined;
