/** Odyssey's combat and farming tasks: success, remaining health and game minutes beside Odyssey's published runs. */
import { HONEST, type Honesty } from '../honesty.js';
import { meanText, table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { ODYSSEY_COMBAT, ODYSSEY_FARMING, ODYSSEY_MINUTES, type OdysseyTask } from './odyssey-tasks.js';
import { environmentLine, failuresTable, firstFailure, notRunTable } from './report.js';
import type { TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';

export const ODYSSEY_SEEDS = 5;
const RULES = { mobs: true, keepInventory: false };

const mean = (xs: number[]): string => meanText(xs, 1);

function rows(tasks: readonly OdysseyTask[], results: TaskResult[], combat: boolean): (string | number)[][] {
  return results.map((r) => {
    const t = tasks.find((x) => x.name === r.name)!;
    const wins = r.runs.filter((x) => x.ok);
    const fail = r.runs.find((x) => !x.ok);
    const why = r.notRun ? `not run: ${r.notRun}` : fail ? firstFailure(fail) : '';
    const ran = r.notRun ? '-' : `${wins.length}/${r.runs.length}`;
    const base = [r.name, r.notRun ? '-' : r.goal, ran, mean(wins.map((x) => x.minutes))];
    const health = combat ? [mean(wins.map((x) => x.health)), r.runs.reduce((n, x) => n + x.deaths, 0)] : [];
    return [...base, ...health, t.published, why.replace(/\|/g, '/').slice(0, 90)];
  });
}

export async function benchOdyssey(
  seeds = ODYSSEY_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const combat = ODYSSEY_COMBAT.filter((t) => !only || only(t.name));
  const farming = ODYSSEY_FARMING.filter((t) => !only || only(t.name));
  const combatResults = await runTasks('odyssey', combat, seeds, { ...RULES, ...honesty }, pool);
  const farmingResults = await runTasks('odyssey', farming, seeds, { ...RULES, ...honesty }, pool);
  return {
    markdown: `${renderOdyssey(combatResults, farmingResults, seeds, honesty)}\n\n${poolLine(pool)}`,
    data: { seeds, rules: { ...RULES, ...honesty }, combat: combatResults, farming: farmingResults },
  };
}

export function renderOdyssey(combatResults: TaskResult[], farmingResults: TaskResult[], seeds: number, honesty: Honesty = HONEST): string {
  const combat = ODYSSEY_COMBAT.filter((t) => combatResults.some((r) => r.name === t.name));
  const farming = ODYSSEY_FARMING.filter((t) => farmingResults.some((r) => r.name === t.name));
  const all = [...combatResults, ...farmingResults];
  return [
    "### Odyssey — combat, open world (Sapling's protocol), and farming",
    '',
    environmentLine(
      { ...RULES, ...honesty },
      seeds,
      `${ODYSSEY_MINUTES} game minutes per run, empty starting inventory (Odyssey's kit and limits are not in BENCHMARKS.md)`,
    ),
    '',
    'Combat in the open world, where the bot must find the mobs (Odyssey fought them in an arena: section odyssey-arena). Published: MineMA-8B, 8 runs per task, 10–15 LLM iterations:',
    '',
    table(
      ['task', 'goal', 'Sapling success', 'mean game min (successes)', 'mean health left /20 (successes)', 'deaths (all runs)', 'Odyssey', 'first failure'],
      rows(combat, combatResults, true),
    ),
    '',
    'Farming (published: GPT-4o, 5 runs per task, 1–27 LLM iterations):',
    '',
    table(['task', 'goal', 'Sapling success', 'mean game min (successes)', 'Odyssey', 'first failure'], rows(farming, farmingResults, false)),
    '',
    notRunTable(all),
    '',
    failuresTable(all),
  ].join('\n');
}
