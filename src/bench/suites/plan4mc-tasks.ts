/**
 * Plan4MC's 40 tasks in four groups, with their starting kits and step limits.
 * Plan4MC counts env steps at 20 per second: 3000 steps = 150 s = 2.5 game
 * minutes. BENCHMARKS.md gives only each group's range of limits, so every
 * task gets its group's upper bound, and the report also counts successes
 * within the lower bound from the same runs.
 *
 * Assumptions, stated in the report too:
 * - "crafting_table / furnace placed nearby" is obtain-then-place.
 * - Mine-Stones starts with "10 logs, or a wooden pickaxe": tasks whose
 *   result needs sticks (tools, lever, torch) get 10 oak logs; the rest
 *   (furnace, stairs, slab, wall) get a wooden pickaxe.
 * - Mine-Ores' start is not stated: an empty inventory, the strictest reading.
 * - Interact-Mobs gets what the task needs: a diamond sword for meat and
 *   leather, shears for wool, iron ingots for a bucket, a crafting table for
 *   3x3 recipes and a furnace for cooking.
 */
import type { SuiteTask } from './task.js';

export type Plan4McGroup = 'Cut-Trees' | 'Mine-Stones' | 'Mine-Ores' | 'Interact-Mobs';

/** Steps → game minutes at 20 steps per second. */
export const stepsToMinutes = (steps: number): number => steps / 20 / 60;

export const PLAN4MC_LIMITS: Record<Plan4McGroup, { low: number; high: number }> = {
  'Cut-Trees': { low: 3000, high: 3000 },
  'Mine-Stones': { low: 3000, high: 10000 },
  'Mine-Ores': { low: 8000, high: 12000 },
  'Interact-Mobs': { low: 3000, high: 10000 },
};

/** Plan4MC's mean success per group, and the LLM planner baseline. */
export const PLAN4MC_PUBLISHED: Record<Plan4McGroup, { plan4mc: number; llmPlanner: number }> = {
  'Cut-Trees': { plan4mc: 0.417, llmPlanner: 0.26 },
  'Mine-Stones': { plan4mc: 0.293, llmPlanner: 0.067 },
  'Mine-Ores': { plan4mc: 0.267, llmPlanner: 0.03 },
  'Interact-Mobs': { plan4mc: 0.32, llmPlanner: 0.247 },
};

export interface Plan4McTask extends SuiteTask {
  group: Plan4McGroup;
}

const LOGS = { oak_log: 10 };
const PICK = { wooden_pickaxe: 1 };

function group(g: Plan4McGroup, tasks: Omit<Plan4McTask, 'group' | 'minutes'>[]): Plan4McTask[] {
  return tasks.map((t) => ({ ...t, group: g, minutes: stepsToMinutes(PLAN4MC_LIMITS[g].high) }));
}

const obtain = (item: string, start?: Record<string, number>) => ({ name: item, goal: `obtain 1 ${item}`, ...(start ? { start } : {}) });

export const PLAN4MC_TASKS: readonly Plan4McTask[] = [
  ...group('Cut-Trees', [
    obtain('stick'),
    { name: 'crafting_table placed nearby', goal: 'obtain 1 crafting_table', place: 'crafting_table' },
    ...['bowl', 'chest', 'oak_trapdoor', 'oak_sign', 'wooden_shovel', 'wooden_sword', 'wooden_axe', 'wooden_pickaxe'].map((i) => obtain(i)),
  ]),
  ...group('Mine-Stones', [
    { name: 'furnace placed nearby', goal: 'obtain 1 furnace', place: 'furnace', start: PICK },
    obtain('cobblestone_stairs', PICK),
    obtain('stone_slab', PICK),
    obtain('cobblestone_wall', PICK),
    obtain('lever', LOGS),
    obtain('torch', LOGS),
    obtain('stone_shovel', LOGS),
    obtain('stone_sword', LOGS),
    obtain('stone_axe', LOGS),
    obtain('stone_pickaxe', LOGS),
  ]),
  ...group(
    'Mine-Ores',
    [
      'iron_ingot',
      'tripwire_hook',
      'heavy_weighted_pressure_plate',
      'shears',
      'bucket',
      'iron_trapdoor',
      'iron_shovel',
      'iron_sword',
      'iron_axe',
      'iron_pickaxe',
    ].map((i) => obtain(i)),
  ),
  ...group('Interact-Mobs', [
    obtain('milk_bucket', { iron_ingot: 3, crafting_table: 1 }),
    obtain('white_wool', { shears: 1 }),
    obtain('beef', { diamond_sword: 1 }),
    obtain('mutton', { diamond_sword: 1 }),
    obtain('white_bed', { shears: 1, crafting_table: 1 }),
    obtain('painting', { shears: 1, crafting_table: 1 }),
    obtain('white_carpet', { shears: 1 }),
    obtain('item_frame', { diamond_sword: 1, crafting_table: 1 }),
    obtain('cooked_beef', { diamond_sword: 1, furnace: 1 }),
    obtain('cooked_mutton', { diamond_sword: 1, furnace: 1 }),
  ]),
];
