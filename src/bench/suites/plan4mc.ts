/**
 * Plan4MC's 40 tasks, each at its own step limit and in its own biome, with
 * every published method's rate beside Sapling's: per group (the mean of the
 * table's per-task rates) and per task. The same runs are judged again within
 * half the limit (the paper's ½-steps column), and the tasks with a starting
 * kit run a second time from an empty inventory (the strictest reading).
 */
import { HONEST, type Honesty } from '../honesty.js';
import { mean, table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { PLAN4MC_METHODS, type Plan4McMethod } from '../tables.js';
import { PLAN4MC_EMPTY, PLAN4MC_GROUPS, PLAN4MC_TASKS, type Plan4McTask } from './plan4mc-tasks.js';
import { environmentLine, failuresTable, fixed, notRunTable, rate } from './report.js';
import type { TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';

export const PLAN4MC_SEEDS = 5;
const RULES = { mobs: true, keepInventory: false };

const taskOf = (name: string): Plan4McTask | undefined => PLAN4MC_TASKS.find((t) => t.name === name);

/** The same runs judged within the task's ½-steps limit: a success counts only if it came in time. */
export const withinHalf = (results: readonly TaskResult[]): TaskResult[] =>
  results.map((r) => {
    const half = taskOf(r.name)?.halfMinutes ?? Infinity;
    return { ...r, runs: r.runs.map((x) => ({ ...x, ok: x.ok && x.minutes <= half })) };
  });

/** A method's mean rate over the tasks of a group that are in `names`. */
export function publishedMean(method: Plan4McMethod, names: readonly string[]): number {
  const rows = names.map((n) => taskOf(n)?.row).filter((r) => r !== undefined);
  return mean(rows.map((r) => r.rates[method]));
}

export async function benchPlan4Mc(
  seeds = PLAN4MC_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const rules = { ...RULES, ...honesty };
  const started = Date.now();
  const results = await runTasks(
    'plan4mc',
    PLAN4MC_TASKS.filter((t) => !only || only(t.name)),
    seeds,
    rules,
    pool,
  );
  // Only the tasks with a kit differ from an empty start; the others' runs stand for both readings.
  const kitted = PLAN4MC_EMPTY.filter((t) => taskOf(t.name)!.start && (!only || only(t.name)));
  const emptyRuns = await runTasks('plan4mc', kitted, seeds, rules, pool);
  const empty = results.map((r) => emptyRuns.find((e) => e.name === r.name) ?? r);
  return {
    markdown: `${renderPlan4Mc(results, seeds, honesty, empty)}\n\n${poolLine(pool)}`,
    data: { seeds, rules, results, empty, wallMs: Date.now() - started },
  };
}

const kitText = (t: Plan4McTask): string =>
  t.start
    ? Object.entries(t.start)
        .map(([i, n]) => `${n} ${i}`)
        .join(', ')
    : 'nothing';

export function renderPlan4Mc(results: TaskResult[], seeds: number, honesty: Honesty = HONEST, empty: TaskResult[] | null = null): string {
  const groupOf = (name: string) => taskOf(name)?.group ?? 'other';
  const inGroup = (rs: readonly TaskResult[], g: string) => rs.filter((r) => groupOf(r.name) === g);
  const groups = PLAN4MC_GROUPS.filter((g) => inGroup(results, g).length);
  const groupRows = groups.map((g) => {
    const rs = inGroup(results, g);
    const names = rs.map((r) => r.name);
    const limits = [...new Set(rs.map((r) => taskOf(r.name)!.row.maxSteps))].sort((a, b) => a - b).join('/');
    return [
      g,
      rs.length,
      limits,
      fixed(rate(rs, seeds)),
      fixed(rate(withinHalf(rs), seeds)),
      empty ? fixed(rate(inGroup(empty, g), seeds)) : '-',
      ...PLAN4MC_METHODS.map((m) => fixed(publishedMean(m, names))),
    ];
  });
  const taskRowsOut = results.map((r) => {
    const t = taskOf(r.name)!;
    const e = empty?.find((x) => x.name === r.name);
    const ok = (rs: TaskResult) => `${rs.runs.filter((x) => x.ok).length}/${rs.notRun ? seeds : rs.runs.length}`;
    return [
      t.group,
      r.name,
      t.row.maxSteps,
      t.row.biome,
      kitText(t),
      ok(r),
      ok(withinHalf([r])[0]!),
      e ? ok(e) : '-',
      ...PLAN4MC_METHODS.map((m) => t.row.rates[m].toFixed(2)),
    ];
  });
  const noIron = results.filter((r) => groupOf(r.name) !== 'Mine-Ores');
  const methodHeads = ['MineAgent', 'w/o Find', 'Interactive LLM', 'zero-shot', 'Plan4MC ½-steps', 'Plan4MC', 'LLaMA-Rider'];
  return [
    `### Plan4MC — ${results.length} tasks in ${groups.length} groups, mean success per group`,
    '',
    environmentLine(
      { ...RULES, ...honesty },
      seeds,
      "each task's own step limit as game time (20 env steps per game second), and again within half of it from the same runs (the ½-steps column); each task starts in its biome",
    ),
    "Starting kits fit the paper's surviving icon counts: Cut-Trees nothing; Mine-Stones `*10` = 10 oak logs, one uncounted icon = a wooden pickaxe; Mine-Ores `*5, *64` run empty (the two items are lost); Interact-Mobs one tool per icon as the task needs (wool's `*2` icon left out). The strictest reading, an empty inventory, is the column beside. \"Nearby\" is obtain-then-place. Plan4MC's Mine-Ores ran with 10× breaking speed; Sapling digs at the normal speed. Biomes: hills → windswept_hills, forest_hills → forest (wooded hills were folded into forest in 1.18).",
    '',
    table(['group', 'tasks', 'step limits', 'Sapling', 'Sapling ½-steps', 'Sapling, empty inventory', ...methodHeads], groupRows),
    '',
    `Without the iron tasks (LLaMA-Rider's 30): Sapling ${fixed(rate(noIron, seeds))}; published LLaMA-Rider ${fixed(
      publishedMean(
        'LLaMA-Rider',
        noIron.map((r) => r.name),
      ),
    )}, Plan4MC ${fixed(
      publishedMean(
        'Plan4MC',
        noIron.map((r) => r.name),
      ),
    )}, Interactive LLM ${fixed(
      publishedMean(
        'Interactive_LLM',
        noIron.map((r) => r.name),
      ),
    )}.`,
    '',
    table(['group', 'task', 'steps', 'biome', 'kit', 'Sapling', '½-steps', 'empty inventory', ...methodHeads], taskRowsOut),
    '',
    notRunTable(results),
    '',
    failuresTable(results),
    ...(empty ? ['', 'Empty inventory — ' + failuresTable(empty.filter((e) => taskOf(e.name)!.start))] : []),
  ].join('\n');
}
