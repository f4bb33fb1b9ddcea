/**
 * GITM's technology tree, its own 262 rows (bench/tables/gitm.tsv): "obtain 1
 * <item>" from an empty inventory for each, over a few seeds. GITM ran 20–200
 * games per item with no time limit; Sapling runs a fixed few seeds with an
 * hour of game time each, in survival. Names map through gitm-names.ts.
 */
import { obtainGoal } from './goal.js';
import { HONEST, type Honesty } from '../honesty.js';
import { table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { paperTables, type GitmRow } from '../tables.js';
import { environmentLine, failuresTable, notRunTable, taskRate, tally } from './report.js';
import { failureKind, type SuiteTask, type TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';
import { gitmItem, type GitmItem } from './gitm-names.js';

/** Seeds per item by default: 3 keeps the tech tree near 15 minutes on 2 cores (--suite-seeds 5 for the issue's "at least once in 5"). */
export const TECHTREE_SEEDS = 3;
export const TECHTREE_MINUTES = 60;
const RULES = { mobs: true, keepInventory: false };

export interface GitmTask extends SuiteTask {
  /** GITM's printed name (the task's name), and how Sapling reads it. */
  mapped: GitmItem;
  /** GITM's rate(s) in %: one per time the name was printed (`bow` twice). */
  published: number[];
}

/** One task per distinct printed name, in the table's order. */
export function gitmTasks(rows: readonly GitmRow[] = paperTables().gitm): GitmTask[] {
  const out = new Map<string, GitmTask>();
  for (const row of rows) {
    const seen = out.get(row.name);
    if (seen) {
      seen.published.push(row.percent);
      continue;
    }
    const { notModelled, ...mapped } = gitmItem(row.name);
    out.set(row.name, {
      name: row.name,
      goal: obtainGoal(mapped.item),
      minutes: TECHTREE_MINUTES,
      mapped,
      published: [row.percent],
      ...(notModelled ? { unsupported: `not in the simulated overworld: ${notModelled}` } : {}),
    });
  }
  return [...out.values()];
}

export const GITM_TASKS: readonly GitmTask[] = gitmTasks();

export async function benchTechTree(
  seeds = TECHTREE_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const tasks = GITM_TASKS.filter((t) => !only || only(t.name));
  const started = Date.now();
  const results = await runTasks('techtree', tasks, seeds, { ...RULES, ...honesty }, pool);
  return {
    markdown: `${renderTechTree(results, seeds, honesty)}\n\n${poolLine(pool)}`,
    data: { seeds, minutes: TECHTREE_MINUTES, rules: { ...RULES, ...honesty }, results, wallMs: Date.now() - started },
  };
}

/** Items never obtained, gathered under the kind of their first failure. */
function neverObtained(results: readonly TaskResult[]): (string | number)[][] {
  const byKind = new Map<string, string[]>();
  for (const r of results) {
    if (r.runs.some((x) => x.ok)) continue;
    const key = r.notRun
      ? /^not in the simulated/.test(r.notRun)
        ? 'not in the simulated overworld'
        : 'not run (planner has no source)'
      : failureKind(r.runs[0]!);
    byKind.set(key, [...(byKind.get(key) ?? []), r.name]);
  }
  return [...byKind].sort((a, b) => b[1].length - a[1].length).map(([k, items]) => [k.replace(/\|/g, '/'), items.length, items.join(', ')]);
}

const taskOf = (name: string) => GITM_TASKS.find((t) => t.name === name);

export function renderTechTree(results: readonly TaskResult[], seeds: number, honesty: Honesty = HONEST): string {
  const once = results.filter((r) => r.runs.some((x) => x.ok));
  const all = tally(results, seeds);
  const rows = results.map((r) => {
    const t = taskOf(r.name);
    const item = t ? `${t.mapped.item}${t.mapped.group ? ` (of ${t.mapped.group})` : ''}` : '?';
    return [r.name, item, taskRate(r, seeds), t ? t.published.map((p) => `${p}%`).join(' / ') : '-'];
  });
  return [
    `### Technology tree (GITM) — its ${results.length} items (Table 6's 262 rows, \`bow\` printed twice), "obtain 1 <item>" from an empty inventory`,
    '',
    environmentLine({ ...RULES, ...honesty }, seeds, `${TECHTREE_MINUTES} game minutes per run (GITM: no limit, 20–200 games per item)`),
    '',
    table(
      ['measure', 'Sapling', 'GITM'],
      [
        [`items obtained at least once in ${seeds} seeds`, `${once.length}/${results.length}`, '260/262 (failed tnt, tnt_minecart)'],
        ['overall success (all runs)', `${all.ok}/${all.of} (${((100 * all.ok) / Math.max(1, all.of)).toFixed(1)}%)`, '-'],
      ],
    ),
    '',
    "GITM's pre-1.13 names map to 1.20.4 items through src/bench/suites/gitm-names.ts; a name that covered several items (any wool colour) is asked as its meta-0 member and counts only when that item is held.",
    '',
    table(['GITM item', '1.20.4 item asked', 'Sapling', 'GITM'], rows),
    '',
    'Items never obtained, by the kind of their first failure:',
    '',
    table(['first failure', 'items', 'which'], neverObtained(results)),
    '',
    notRunTable(results),
    '',
    failuresTable(results),
  ].join('\n');
}
