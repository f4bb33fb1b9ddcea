/**
 * Plan4MC's 40 tasks (bench/tables/plan4mc.tsv), each with its own step limit
 * and biome. Plan4MC counts env steps at 20 per second: 3000 steps = 150 s =
 * 2.5 game minutes. Its "½-steps" column is the same task within half the
 * limit; the bench counts that from the same runs.
 *
 * Starting kits: the paper printed the tools as icons, and only their counts
 * survive. The kits below fit the counts, stated in the report too:
 * - Cut-Trees `--`: nothing.
 * - Mine-Stones `*10`: 10 oak logs; one icon with no count: a wooden pickaxe
 *   (BENCHMARKS.md: "10 logs, or a wooden pickaxe").
 * - Mine-Ores `*5, *64`: two items, which ones is lost; run empty (the
 *   strictest reading) rather than guess.
 * - Interact-Mobs: one icon per tool the task needs (a diamond sword for meat,
 *   shears for wool, a crafting table for 3x3 recipes, a furnace for cooking,
 *   3 iron ingots for the bucket). wool's second icon (`*2`) is left out.
 * The strictest reading (empty inventory) runs beside it (plan4mc.ts).
 */
import { obtainGoal } from './goal.js';
import type { BiomeName } from '../../sim/biomes.js';
import { paperTables, type Plan4McRow } from '../tables.js';
import type { SuiteTask } from './task.js';

export type Plan4McGroup = 'Cut-Trees' | 'Mine-Stones' | 'Mine-Ores' | 'Interact-Mobs';
export const PLAN4MC_GROUPS: readonly Plan4McGroup[] = ['Cut-Trees', 'Mine-Stones', 'Mine-Ores', 'Interact-Mobs'];

/** Steps → game minutes at 20 steps per second. */
export const stepsToMinutes = (steps: number): number => steps / 20 / 60;

/** Plan4MC's targets as 1.20.4 goals, where they differ from `obtain 1 <target>`. */
const TARGETS: Record<string, { item: string; place?: string }> = {
  crafting_table_nearby: { item: 'crafting_table', place: 'crafting_table' },
  furnace_nearby: { item: 'furnace', place: 'furnace' },
  trap_door: { item: 'oak_trapdoor' },
  sign: { item: 'oak_sign' },
  stone_stairs: { item: 'cobblestone_stairs' },
  wool: { item: 'white_wool' },
  bed: { item: 'white_bed' },
  carpet: { item: 'white_carpet' },
};

/** The paper's biomes (Minecraft 1.16) as the simulated world's: wooded hills were folded into forest in 1.18. */
export const PLAN4MC_BIOMES: Record<string, BiomeName> = { plains: 'plains', forest: 'forest', hills: 'windswept_hills', forest_hills: 'forest' };

const LOGS = { oak_log: 10 };
const PICK = { wooden_pickaxe: 1 };
const KITS: Record<string, Record<string, number>> = {
  furnace_nearby: LOGS,
  stone_stairs: LOGS,
  stone_slab: LOGS,
  cobblestone_wall: LOGS,
  torch: LOGS,
  lever: PICK,
  stone_shovel: PICK,
  stone_sword: PICK,
  stone_axe: PICK,
  stone_pickaxe: PICK,
  milk_bucket: { crafting_table: 1, iron_ingot: 3 },
  wool: { shears: 1 },
  beef: { diamond_sword: 1 },
  mutton: { diamond_sword: 1 },
  bed: { shears: 1, crafting_table: 1 },
  painting: { shears: 1, crafting_table: 1 },
  carpet: { shears: 1 },
  item_frame: { diamond_sword: 1, crafting_table: 1 },
  cooked_beef: { diamond_sword: 1, furnace: 1 },
  cooked_mutton: { diamond_sword: 1, furnace: 1 },
};

export interface Plan4McTask extends SuiteTask {
  group: Plan4McGroup;
  row: Plan4McRow;
  /** The paper's ½-steps limit in game minutes. */
  halfMinutes: number;
}

export function plan4mcTasks(rows: readonly Plan4McRow[] = paperTables().plan4mc, kits = true): Plan4McTask[] {
  return rows.map((row) => {
    if (!PLAN4MC_GROUPS.includes(row.group as Plan4McGroup)) throw new Error(`bench/tables/plan4mc.tsv:${row.line}: unknown group '${row.group}'`);
    const biome = PLAN4MC_BIOMES[row.biome];
    if (!biome) throw new Error(`bench/tables/plan4mc.tsv:${row.line}: biome '${row.biome}' has no mapping in PLAN4MC_BIOMES`);
    const target = TARGETS[row.target] ?? { item: row.target };
    const start = kits ? KITS[row.target] : undefined;
    return {
      name: row.target,
      goal: obtainGoal(target.item),
      ...(target.place ? { place: target.place } : {}),
      ...(start ? { start } : {}),
      group: row.group as Plan4McGroup,
      row,
      minutes: stepsToMinutes(row.maxSteps),
      halfMinutes: stepsToMinutes(row.maxSteps / 2),
      biomes: [biome],
    };
  });
}

export const PLAN4MC_TASKS: readonly Plan4McTask[] = plan4mcTasks();
/** The same tasks from an empty inventory: the strictest reading of the lost icons. */
export const PLAN4MC_EMPTY: readonly Plan4McTask[] = plan4mcTasks(undefined, false);
