/** Plan4MC's 40 tasks, success per group beside Plan4MC's and its LLM-planner baseline. */
import { HONEST, type Honesty } from '../honesty.js';
import { table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { PLAN4MC_LIMITS, PLAN4MC_PUBLISHED, PLAN4MC_TASKS, stepsToMinutes, type Plan4McGroup } from './plan4mc-tasks.js';
import { environmentLine, failuresTable, fixed, notRunTable, rate, taskRows } from './report.js';
import type { TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';

export const PLAN4MC_SEEDS = 5;
const RULES = { mobs: true, keepInventory: false };
const GROUPS = Object.keys(PLAN4MC_LIMITS) as Plan4McGroup[];

/** The same runs judged against the group's lower step limit: a success only counts if it came in time. */
function withinLow(results: TaskResult[], g: Plan4McGroup): TaskResult[] {
  const limit = stepsToMinutes(PLAN4MC_LIMITS[g].low);
  return results.map((r) => ({ ...r, runs: r.runs.map((x) => ({ ...x, ok: x.ok && x.minutes <= limit })) }));
}

export async function benchPlan4Mc(
  seeds = PLAN4MC_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const tasks = PLAN4MC_TASKS.filter((t) => !only || only(t.name));
  const results = await runTasks('plan4mc', tasks, seeds, { ...RULES, ...honesty }, pool);
  return {
    markdown: `${renderPlan4Mc(results, seeds, honesty)}\n\n${poolLine(pool)}`,
    data: { seeds, rules: { ...RULES, ...honesty }, limits: PLAN4MC_LIMITS, results },
  };
}

export function renderPlan4Mc(results: TaskResult[], seeds: number, honesty: Honesty = HONEST): string {
  const tasks = PLAN4MC_TASKS.filter((t) => results.some((r) => r.name === t.name));
  const groupOf = (name: string) => tasks.find((t) => t.name === name)!.group;
  const inGroup = (g: Plan4McGroup) => results.filter((r) => groupOf(r.name) === g);
  const rows = GROUPS.filter((g) => inGroup(g).length).map((g) => {
    const { low, high } = PLAN4MC_LIMITS[g];
    const lim =
      low === high
        ? `${high} steps = ${stepsToMinutes(high).toFixed(2)} min`
        : `${low}–${high} steps = ${stepsToMinutes(low).toFixed(2)}–${stepsToMinutes(high).toFixed(2)} min`;
    return [
      g,
      inGroup(g).length,
      lim,
      fixed(rate(inGroup(g), seeds)),
      low === high ? '-' : fixed(rate(withinLow(inGroup(g), g), seeds)),
      fixed(PLAN4MC_PUBLISHED[g].plan4mc),
      fixed(PLAN4MC_PUBLISHED[g].llmPlanner),
    ];
  });
  const noIron = results.filter((r) => groupOf(r.name) !== 'Mine-Ores');
  return [
    `### Plan4MC — ${tasks.length} tasks in 4 groups, mean success per group`,
    '',
    environmentLine(
      { ...RULES, ...honesty },
      seeds,
      "step limits as game time (20 env steps per game second; each task gets its group's upper limit, and the lower-limit column re-judges the same runs)",
    ),
    'Starting kits: Cut-Trees nothing; Mine-Stones 10 oak logs (stick-using results) or a wooden pickaxe (the rest); Mine-Ores assumed empty (Plan4MC does not state it); Interact-Mobs a diamond sword, shears, 3 iron ingots, a crafting table or a furnace as the task needs. "Placed nearby" is obtain-then-place. Plan4MC started up to 500 blocks away in a chosen biome; Sapling starts at the seed\'s spawn.',
    '',
    table(['group', 'tasks', 'limit', 'Sapling (upper limit)', 'Sapling (lower limit)', 'Plan4MC', 'LLM Planner'], rows),
    '',
    `Without the iron tasks (LLaMA-Rider's 30): Sapling ${fixed(rate(noIron, seeds))}; published LLaMA-Rider 0.29, Plan4MC 0.34, ChatGPT planner 0.19.`,
    '',
    table(['group', 'task', 'success', 'median game min (successes)', 'first failure'], taskRows(results, groupOf, seeds)),
    '',
    notRunTable(results),
    '',
    failuresTable(results),
  ].join('\n');
}
