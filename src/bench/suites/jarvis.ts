/** A sample of JARVIS-1's task groups, success per group beside JARVIS-1's and DEPS's. */
import { HONEST, type Honesty } from '../honesty.js';
import { table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { JARVIS_ITEMS, JARVIS_PUBLISHED, JARVIS_TASKS, jarvisMinutes, type JarvisGroup } from './jarvis-tasks.js';
import { environmentLine, failuresTable, notRunTable, rate, taskRows } from './report.js';
import type { TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';

export const JARVIS_SEEDS = 3;
/** As JARVIS-1 ran: peaceful (here: no mobs at all) with keepInventory. */
const RULES = { mobs: false, keepInventory: true };

export async function benchJarvis(
  seeds = JARVIS_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const tasks = JARVIS_TASKS.filter((t) => !only || only(t.name));
  const results = await runTasks('jarvis', tasks, seeds, { ...RULES, ...honesty }, pool);
  return { markdown: `${renderJarvis(results, seeds, honesty)}\n\n${poolLine(pool)}`, data: { seeds, rules: { ...RULES, ...honesty }, results } };
}

export function renderJarvis(results: TaskResult[], seeds: number, honesty: Honesty = HONEST): string {
  const tasks = JARVIS_TASKS.filter((t) => results.some((r) => r.name === t.name));
  const groupOf = (name: string) => tasks.find((t) => t.name === name)!.group;
  const groups = (Object.keys(JARVIS_ITEMS) as JarvisGroup[]).filter((g) => tasks.some((t) => t.group === g));
  const rows = groups.map((g) => {
    const rs = results.filter((r) => groupOf(r.name) === g);
    const p = JARVIS_PUBLISHED[g];
    return [g, `${rs.length} of ${p.tasks}`, `${jarvisMinutes(g)} min`, `${(100 * rate(rs, seeds)).toFixed(1)}`, p.jarvis.toFixed(2), p.deps.toFixed(2)];
  });
  return [
    `### JARVIS-1 task groups — a sample of ${tasks.length} tasks (success %)`,
    '',
    environmentLine({ ...RULES, ...honesty }, seeds, 'step limits as game time: 12,000 steps = 10 min, 36,000 = 30 min for Gold, Diamond and Redstone'),
    'JARVIS-1 ran peaceful; the sim has no peaceful mode, and mobs: false also removes animals, so tasks needing an animal are listed as not run and counted as failures.',
    '',
    table(['group', 'tasks sampled', 'limit', 'Sapling', 'JARVIS-1', 'DEPS'], rows),
    '',
    table(['group', 'task', 'success', 'median game min (successes)', 'first failure'], taskRows(results, groupOf, seeds)),
    '',
    notRunTable(results),
    '',
    failuresTable(results),
  ].join('\n');
}
