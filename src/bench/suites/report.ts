/** Shared wording and tallies for the task-suite sections. */
import { pct, table } from '../stats.js';
import { honestyLabel } from '../honesty.js';
import { failureKind, type TaskResult, type TaskRun, type WorldRules } from './task.js';

/** The one line every suite table carries: where Sapling's numbers come from. */
export function environmentLine(rules: WorldRules, seeds: number, budget: string): string {
  return (
    `Sapling: simulated world (MC 1.20.4 rules), offline knowledge planner, rules repairer, no LLM; ` +
    `${!rules.mobs ? 'no mobs at all' : rules.hostiles === false ? 'no hostile mobs (passive animals kept)' : 'survival with mobs'}, keepInventory ${rules.keepInventory ? 'on' : 'off'}, ${honestyLabel(rules)}; ` +
    `seeds 1–${seeds} per task; ${budget}. Published figures: real Minecraft with an LLM in the loop.`
  );
}

/** Runs that succeeded, over runs made plus the seeds a not-run task would have had. */
export function tally(results: readonly TaskResult[], seeds: number): { ok: number; of: number } {
  let ok = 0,
    of = 0;
  for (const r of results) {
    ok += r.runs.filter((x) => x.ok).length;
    of += r.notRun ? seeds : r.runs.length;
  }
  return { ok, of };
}

export const rate = (results: readonly TaskResult[], seeds: number): number => {
  const t = tally(results, seeds);
  return t.of === 0 ? 0 : t.ok / t.of;
};

export const taskRate = (r: TaskResult, seeds: number): string => pct(r.runs.filter((x) => x.ok).length, r.notRun ? seeds : r.runs.length);

/** A not-run reason without its item or mob names, so alike reasons count together. */
const notRunKind = (why: string): string =>
  why
    .replace(/^needs [a-z_, ]+, and/, 'needs an animal, and')
    .replace(/^[a-z_, ]+ does not spawn/, 'the mob does not spawn')
    .replace(/cannot obtain [a-z_]+:/, 'cannot obtain the item:')
    .slice(0, 90);

/** Failure kinds over all failed runs (not-run tasks counted once per task), most frequent first. */
export function topFailures(results: readonly TaskResult[], limit = 8): [string, number][] {
  const n = new Map<string, number>();
  const add = (k: string) => n.set(k, (n.get(k) ?? 0) + 1);
  for (const r of results) {
    if (r.notRun) add(`not run: ${notRunKind(r.notRun)}`);
    for (const x of r.runs) if (!x.ok) add(failureKind(x));
  }
  return [...n.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

export const failuresTable = (results: readonly TaskResult[], limit = 8): string => {
  const rows = topFailures(results, limit).map(([k, c]) => [k.replace(/\|/g, '/'), c]);
  return rows.length ? `Top failure kinds:\n\n${table(['failure kind', 'failed runs'], rows)}` : 'No failures.';
};

export const notRunTable = (results: readonly TaskResult[]): string => {
  const rows = results.filter((r) => r.notRun).map((r) => [r.name, r.notRun!.replace(/\|/g, '/').slice(0, 140)]);
  return rows.length ? table(['task (counted as failed)', 'why not run'], rows) : 'Every task was run.';
};

export const fixed = (x: number, digits = 3): string => x.toFixed(digits);

/** A task's first failure for its own row: the kind, and for a spent budget the step that spent it. */
export const firstFailure = (r: TaskRun): string =>
  /game-time budget/.test(r.reason) && r.lastStep ? `game-time budget used up in ${r.lastStep}` : failureKind(r);

/** Per-task rows for a grouped suite: group, task, success, median game minutes of the successes, first failure kind. */
export function taskRows(results: readonly TaskResult[], groupOf: (name: string) => string, seeds: number): (string | number)[][] {
  return results.map((r) => {
    const wins = r.runs
      .filter((x) => x.ok)
      .map((x) => x.minutes)
      .sort((a, b) => a - b);
    const firstFail = r.runs.find((x) => !x.ok);
    return [
      groupOf(r.name),
      r.name,
      taskRate(r, seeds),
      wins.length ? wins[wins.length >> 1]!.toFixed(2) : '-',
      (r.notRun ? `not run: ${r.notRun}` : firstFail ? firstFailure(firstFail) : '').replace(/\|/g, '/').slice(0, 100),
    ];
  });
}
