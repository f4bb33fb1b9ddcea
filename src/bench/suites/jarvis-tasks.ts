/**
 * A sample of JARVIS-1's 190 tasks: five items from each group the brief
 * names (Wood-Variants is left out: its tasks are the Wood tasks in other
 * woods). JARVIS-1 ran 12,000 steps (10 min) for most groups and 36,000
 * (30 min) for Gold, Diamond and Redstone, peaceful with keepInventory.
 *
 * The simulated world has no peaceful mode: `mobs: false` removes passive
 * animals too, so tasks whose chain needs an animal are listed as not run
 * (they count as failures) rather than run in a world that cannot pass them.
 */
import type { SuiteTask } from './task.js';

export type JarvisGroup = 'Wood' | 'Stone' | 'Iron' | 'Gold' | 'Diamond' | 'Redstone' | 'Blocks' | 'Armor' | 'Decoration' | 'Food';

/** JARVIS-1's and DEPS's success per group, in %, and the group's size in the paper. */
export const JARVIS_PUBLISHED: Record<JarvisGroup, { tasks: number; jarvis: number; deps: number }> = {
  Wood: { tasks: 34, jarvis: 88.84, deps: 80.23 },
  Stone: { tasks: 10, jarvis: 88.69, deps: 69.27 },
  Iron: { tasks: 22, jarvis: 34.63, deps: 16.92 },
  Gold: { tasks: 9, jarvis: 6.85, deps: 2.2 },
  Diamond: { tasks: 7, jarvis: 8.99, deps: 2.42 },
  Redstone: { tasks: 7, jarvis: 17.51, deps: 6.02 },
  Blocks: { tasks: 15, jarvis: 80.34, deps: 58.02 },
  Armor: { tasks: 17, jarvis: 13.44, deps: 3.71 },
  Decoration: { tasks: 17, jarvis: 46.67, deps: 29.59 },
  Food: { tasks: 9, jarvis: 46.75, deps: 22.85 },
};

/** 12,000 steps = 10 game minutes; 36,000 = 30. */
export const jarvisMinutes = (g: JarvisGroup): number => (g === 'Gold' || g === 'Diamond' || g === 'Redstone' ? 30 : 10);

export const JARVIS_ITEMS: Record<JarvisGroup, string[]> = {
  Wood: ['crafting_table', 'wooden_pickaxe', 'chest', 'oak_boat', 'ladder'],
  Stone: ['stone_pickaxe', 'furnace', 'stone_sword', 'cobblestone_slab', 'stone_axe'],
  Iron: ['iron_pickaxe', 'bucket', 'shears', 'iron_sword', 'rail'],
  Gold: ['gold_ingot', 'golden_pickaxe', 'golden_sword', 'clock', 'golden_apple'],
  Diamond: ['diamond', 'diamond_pickaxe', 'diamond_sword', 'diamond_axe', 'jukebox'],
  Redstone: ['redstone', 'redstone_torch', 'compass', 'piston', 'repeater'],
  Blocks: ['glass', 'stone_bricks', 'sandstone', 'bricks', 'smooth_stone'],
  Armor: ['leather_helmet', 'iron_helmet', 'iron_chestplate', 'golden_boots', 'diamond_helmet'],
  Decoration: ['torch', 'painting', 'flower_pot', 'white_carpet', 'white_bed'],
  Food: ['bread', 'baked_potato', 'mushroom_stew', 'cooked_beef', 'cooked_porkchop'],
};

export interface JarvisTask extends SuiteTask {
  group: JarvisGroup;
}

export const JARVIS_TASKS: readonly JarvisTask[] = (Object.keys(JARVIS_ITEMS) as JarvisGroup[]).flatMap((g) =>
  JARVIS_ITEMS[g].map((item) => ({ name: item, goal: `obtain 1 ${item}`, group: g, minutes: jarvisMinutes(g) })),
);
