/**
 * A suite's tasks over seeds as episode jobs: a task that cannot run is
 * listed, not sent; the rest go through the pool seed by seed, and come
 * back grouped by task in the suite's order, seeds ascending.
 */
import type { EpisodeJob, EpisodeResult, SuiteName } from '../episode.js';
import { createEpisodePool, type EpisodePool } from '../pool.js';
import { failureKind, whyNotRun, type SuiteTask, type TaskResult, type TaskRun, type WorldRules } from './task.js';

/** A job that threw is a failed run, as a run that throws inside the runner already is. */
const runOf = (r: EpisodeResult): TaskRun =>
  r.ok
    ? (r.value as TaskRun)
    : { seed: r.job.seed, ok: false, reason: `the episode threw: ${r.error}`, code: 'threw', minutes: 0, wallMs: 0, repairs: 0, health: 0, deaths: 0 };

export async function runTasks(
  suite: SuiteName,
  tasks: readonly SuiteTask[],
  seeds: number,
  rules: WorldRules,
  pool: EpisodePool = createEpisodePool(1),
): Promise<TaskResult[]> {
  const results: TaskResult[] = tasks.map((t) => ({ name: t.name, goal: [t.goal, ...(t.then ?? [])].join(' + '), notRun: whyNotRun(t, rules), runs: [] }));
  const jobs: EpisodeJob[] = [];
  // Seed by seed: a worker's next world is then mostly of the seed it just played, whose chunks it kept (sim/chunk-cache.ts).
  for (let seed = 1; seed <= seeds; seed++) {
    for (const [i, t] of tasks.entries()) {
      if (results[i]!.notRun) continue;
      jobs.push({
        suite,
        task: t.name,
        seed,
        senses: rules.xray ? 'xray' : 'honest',
        options: {
          spec: t,
          mobs: rules.mobs,
          ...(rules.hostiles === false ? { hostiles: false } : {}),
          keepInventory: rules.keepInventory,
          pauseWhileThinking: rules.pauseWhileThinking,
        },
      });
    }
  }
  for (const r of results) if (r.notRun) process.stderr.write(`  ${r.name}: not run (${r.notRun.slice(0, 80)})\n`);
  const ended = new Map<string, TaskRun[]>();
  const ran = await pool.run(jobs, {
    label: suite,
    // A task's line is printed when its last seed ends, whichever worker ran it.
    onResult: (r, log) => {
      const runs = [...(ended.get(r.job.task) ?? []), runOf(r)];
      ended.set(r.job.task, runs);
      if (runs.length === seeds)
        log(
          taskLine(
            r.job.task,
            runs.sort((a, b) => a.seed - b.seed),
          ),
        );
    },
  });
  const byName = new Map(results.map((r) => [r.name, r]));
  for (const r of ran) byName.get(r.job.task)!.runs.push(runOf(r));
  return results;
}

function taskLine(name: string, runs: readonly TaskRun[]): string {
  const wins = runs.filter((r) => r.ok).length;
  const fail = runs.find((r) => !r.ok);
  return `  ${name}: ${wins}/${runs.length}${fail ? ` (${failureKind(fail)})` : ''}`;
}
