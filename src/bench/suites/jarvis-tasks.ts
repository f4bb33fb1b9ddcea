/**
 * JARVIS-1's 147 tasks in their 10 groups, as its Appendix C lists them
 * (bench/tables/jarvis1.tsv): each task's own step limit, starting inventory
 * and biome. JARVIS-1 ran Minecraft 1.16.5 without hostile mobs, with
 * keepInventory; the bench runs that, and survival beside it (jarvis.ts).
 *
 * Names: every task and start item of the table is a 1.20.4 item id too; two
 * mean another thing in 1.20.4 (JARVIS_NAMES). Biomes: the simulated world has
 * plains and forest but no flower forest (JARVIS_BIOMES).
 */
import { obtainGoal } from './goal.js';
import type { BiomeName } from '../../sim/biomes.js';
import { paperTables, type JarvisRow } from '../tables.js';
import type { SuiteTask } from './task.js';

export type JarvisGroup = 'Wood' | 'Stone' | 'Iron' | 'Gold' | 'Diamond' | 'Redstone' | 'Blocks' | 'Armor' | 'Decoration' | 'Food';
export const JARVIS_GROUPS: readonly JarvisGroup[] = ['Wood', 'Stone', 'Iron', 'Gold', 'Diamond', 'Redstone', 'Blocks', 'Armor', 'Decoration', 'Food'];

/**
 * JARVIS-1's Table 1: success per group in % (over its 200+ tasks, not only the
 * appendix's), with DEPS's, and the group's size there. Not in the TSV, which
 * holds the appendix's per-task rates.
 */
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

/**
 * 1.16.5 → 1.20.4 where the same id no longer names what the task gets: since
 * 1.17 mining iron or gold ore drops raw metal (the ore block itself needs Silk
 * Touch), so "pick up iron_ore" becomes what mining it yields now.
 */
export const JARVIS_NAMES: Record<string, string> = { iron_ore: 'raw_iron', gold_ore: 'raw_gold' };

/** Tasks nothing in the simulated overworld yields: listed, not run, counted as failures (none since the jungle and dark forest). */
export const JARVIS_NOT_MODELLED: Record<string, string> = {};

/**
 * Tasks whose item grows only in a biome the paper's own column does not name: JARVIS-1 printed Plains/Forest for
 * jungle_log and dark_oak_log, where 1.16.5 and 1.20.4 grow neither tree, so they start where the tree grows.
 */
export const JARVIS_TASK_BIOMES: Record<string, { biomes: BiomeName[]; note: string }> = {
  jungle_log: { biomes: ['jungle'], note: "the paper's Plains/Forest grows no jungle trees: started in jungle" },
  dark_oak_log: { biomes: ['dark_forest'], note: "the paper's Plains/Forest grows no dark oaks: started in dark forest" },
};

/** The table's biomes as the simulated world's; `note` says where a task runs elsewhere. */
export const JARVIS_BIOMES: Record<string, { biomes: BiomeName[]; note?: string }> = {
  'Plains/Forest': { biomes: ['plains', 'forest'] },
  Forest: { biomes: ['forest'] },
  Plains: { biomes: ['plains'] },
  'Flower Forest': {
    biomes: ['forest'],
    note: 'the simulated world has no flower forest: started in forest (poppy, dandelion; lilac, rose bush, peony, lily of the valley)',
  },
};

export interface JarvisTask extends SuiteTask {
  group: JarvisGroup;
  /** The row as JARVIS-1 printed it. */
  row: JarvisRow;
  /** The biome the paper names, and what the sim does with it. */
  biome: string;
  biomeNote?: string;
}

/** Env steps → game minutes at 20 steps per second (12,000 = 10 min). */
export const stepsToMinutes = (steps: number): number => steps / 20 / 60;

/** One task per row; an item listed in two groups (oak_log, birch_log) is named with its group the second time. */
export function jarvisTasks(rows: readonly JarvisRow[] = paperTables().jarvis): JarvisTask[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const group = row.group as JarvisGroup;
    if (!JARVIS_GROUPS.includes(group)) throw new Error(`bench/tables/jarvis1.tsv:${row.line}: unknown group '${row.group}'`);
    const biome = JARVIS_TASK_BIOMES[row.task] ?? JARVIS_BIOMES[row.biome];
    if (!biome) throw new Error(`bench/tables/jarvis1.tsv:${row.line}: biome '${row.biome}' has no mapping in JARVIS_BIOMES`);
    const name = seen.has(row.task) ? `${row.task} (${group})` : row.task;
    seen.add(row.task);
    const start = Object.fromEntries(Object.entries(row.start).map(([item, n]) => [JARVIS_NAMES[item] ?? item, n]));
    return {
      name,
      goal: obtainGoal(JARVIS_NAMES[row.task] ?? row.task),
      group,
      row,
      minutes: stepsToMinutes(row.maxSteps),
      ...(Object.keys(start).length ? { start } : {}),
      biomes: biome.biomes,
      biome: row.biome,
      ...(biome.note ? { biomeNote: biome.note } : {}),
      ...(JARVIS_NOT_MODELLED[row.task] ? { unsupported: `not in the simulated overworld: ${JARVIS_NOT_MODELLED[row.task]}` } : {}),
    };
  });
}

export const JARVIS_TASKS: readonly JarvisTask[] = jarvisTasks();
