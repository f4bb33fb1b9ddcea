/**
 * Everyday names people and LLMs use for items, blocks and mobs, mapped to
 * game names or groups. Plurals, case and spaces are handled in names.ts;
 * only real synonyms belong here.
 */
export const ITEM_ALIASES: Record<string, string> = {
  wood: '#logs', woods: '#logs', log: '#logs', logs: '#logs', wood_log: '#logs', wooden_log: '#logs', tree: '#logs', trunk: '#logs',
  plank: '#planks', planks: '#planks', wooden_planks: '#planks', wood_planks: '#planks', wooden_plank: '#planks', wood_plank: '#planks', boards: '#planks',
  iron: 'iron_ingot', gold: 'gold_ingot', copper: 'copper_ingot', netherite: 'netherite_ingot',
  cobble: 'cobblestone', stone: 'cobblestone', rock: 'cobblestone', rocks: 'cobblestone',
  table: 'crafting_table', workbench: 'crafting_table', crafting_bench: 'crafting_table', craft_table: 'crafting_table', work_bench: 'crafting_table',
  oven: 'furnace',
  meat: 'cooked_beef', steak: 'cooked_beef', cooked_steak: 'cooked_beef', raw_beef: 'beef', pork: 'porkchop', raw_pork: 'porkchop', cooked_pork: 'cooked_porkchop',
  raw_chicken: 'chicken', fish: 'cod', raw_fish: 'cod', cooked_fish: 'cooked_cod', raw_mutton: 'mutton',
  wool: '#wool', bed: 'white_bed', carpet: 'white_carpet',
  seeds: 'wheat_seeds', seed: 'wheat_seeds', berries: 'sweet_berries', berry: 'sweet_berries',
  lapis: 'lapis_lazuli', redstone_dust: 'redstone', quartz_crystal: 'quartz', nether_quartz: 'quartz',
  water: 'water_bucket', lava: 'lava_bucket', milk: 'milk_bucket', bucket_of_water: 'water_bucket', bucket_of_lava: 'lava_bucket', bucket_of_milk: 'milk_bucket',
  boat: 'oak_boat', door: 'oak_door', fence: 'oak_fence', sign: 'oak_sign', sapling: 'oak_sapling', leaves: 'oak_leaves', slab: 'oak_slab',
  lighter: 'flint_and_steel', glass_bottle: 'glass_bottle', bottle: 'glass_bottle', pane: 'glass_pane',
  fuel: '#coals', coals: '#coals', charcoals: 'charcoal', sticks: 'stick', rod: 'stick', thread: 'string',
  sand_block: 'sand', gunpowder_dust: 'gunpowder', pearl: 'ender_pearl', eye_of_ender: 'ender_eye',
  map: 'map', compass: 'compass', clock: 'clock', pick: 'wooden_pickaxe', pickaxe: 'wooden_pickaxe', axe: 'wooden_axe', sword: 'wooden_sword', shovel: 'wooden_shovel', hoe: 'wooden_hoe',
};

export const BLOCK_ALIASES: Record<string, string> = {
  wood: '#logs', log: '#logs', logs: '#logs', tree: '#logs', planks: '#planks', wooden_planks: '#planks',
  cobble: 'cobblestone', rock: 'stone', table: 'crafting_table', workbench: 'crafting_table', oven: 'furnace',
  grass: 'short_grass', iron: 'iron_ore', gold: 'gold_ore', coal: 'coal_ore', diamond: 'diamond_ore', diamonds: 'diamond_ore',
  copper: 'copper_ore', redstone: 'redstone_ore', lapis: 'lapis_ore', emerald: 'emerald_ore', leaves: 'oak_leaves', wool: '#wool',
};

export const MOB_ALIASES: Record<string, string> = {
  cows: 'cow', sheep: 'sheep', sheeps: 'sheep', pigs: 'pig', hog: 'pig', chickens: 'chicken', hen: 'chicken',
  zombies: 'zombie', skeletons: 'skeleton', spiders: 'spider', creepers: 'creeper', endermen: 'enderman', enderman: 'enderman',
  fish: 'cod', golem: 'iron_golem', villagers: 'villager', slimes: 'slime', witches: 'witch', wolves: 'wolf',
  horse: 'horse', horses: 'horse', bunny: 'rabbit', bunnies: 'rabbit', mooshrooms: 'mooshroom', piglins: 'piglin',
};

/** Token-level spellings to try when the whole name does not resolve (`wood_pickaxe` → `wooden_pickaxe`). */
export const TOKEN_SWAPS: Record<string, string> = {
  wood: 'wooden', gold: 'golden', wooden: 'oak', cobble: 'cobblestone', pick: 'pickaxe', plank: 'planks', workbench: 'crafting_table',
};
