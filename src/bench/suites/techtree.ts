/**
 * GITM's technology tree: "obtain 1 <item>" from an empty inventory for each
 * overworld item, over a few seeds. GITM ran 20–200 games per item with no
 * time limit; Sapling runs a fixed few seeds with an hour of game time each.
 */
import { HONEST, type Honesty } from '../honesty.js';
import { table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { environmentLine, failuresTable, notRunTable, taskRate, tally } from './report.js';
import { failureKind, type SuiteTask, type TaskResult } from './task.js';
import { runTasks } from './run-tasks.js';
import { TECH_TREE } from './techtree-items.js';

export const TECHTREE_SEEDS = 3;
export const TECHTREE_MINUTES = 60;
const RULES = { mobs: true, keepInventory: false };

/** GITM's quoted per-item success, in %. */
export const GITM_ITEM_RATES: Record<string, number> = {
  iron_pickaxe: 75,
  diamond: 40,
  diamond_pickaxe: 30,
  bookshelf: 25,
  gold_ingot: 15,
  obsidian: 7,
  enchanting_table: 1,
  enchanted_book: 0.5,
};

export const techTreeTasks = (): SuiteTask[] => TECH_TREE.map((t) => ({ name: t.item, goal: `obtain 1 ${t.item}`, minutes: TECHTREE_MINUTES }));

export async function benchTechTree(
  seeds = TECHTREE_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const tasks = techTreeTasks().filter((t) => !only || only(t.name));
  const results = await runTasks('techtree', tasks, seeds, { ...RULES, ...honesty }, pool);
  return {
    markdown: `${renderTechTree(results, seeds, honesty)}\n\n${poolLine(pool)}`,
    data: { seeds, minutes: TECHTREE_MINUTES, rules: { ...RULES, ...honesty }, results },
  };
}

/** Items never obtained, gathered under the kind of their first failure. */
function neverObtained(results: readonly TaskResult[]): (string | number)[][] {
  const byKind = new Map<string, string[]>();
  for (const r of results) {
    if (r.runs.some((x) => x.ok)) continue;
    const kind = r.notRun ? `not run: ${r.notRun.replace(/: no recipe.*$/, '')}` : failureKind(r.runs[0]!);
    const key = r.notRun ? 'not run (planner has no source)' : kind;
    byKind.set(key, [...(byKind.get(key) ?? []), r.name]);
  }
  return [...byKind].sort((a, b) => b[1].length - a[1].length).map(([k, items]) => [k.replace(/\|/g, '/'), items.length, items.join(', ')]);
}

export function renderTechTree(results: readonly TaskResult[], seeds: number, honesty: Honesty = HONEST): string {
  const byName = new Map(results.map((r) => [r.name, r]));
  const once = results.filter((r) => r.runs.some((x) => x.ok));
  const all = tally(results, seeds);
  const quoted = Object.entries(GITM_ITEM_RATES).filter(([item]) => byName.has(item));
  return [
    `### Technology tree (GITM) — ${results.length} overworld items, "obtain 1 <item>" from an empty inventory`,
    '',
    environmentLine({ ...RULES, ...honesty }, seeds, `${TECHTREE_MINUTES} game minutes per run (GITM: no limit, 20–200 games per item)`),
    '',
    table(
      ['measure', 'Sapling', 'GITM'],
      [
        ['items obtained at least once', `${once.length}/${results.length}`, '260/262 (failed tnt, tnt_minecart)'],
        ['overall success (all runs)', `${all.ok}/${all.of} (${((100 * all.ok) / Math.max(1, all.of)).toFixed(1)}%)`, '-'],
      ],
    ),
    '',
    table(
      ['item', 'Sapling', 'GITM'],
      quoted.map(([item, g]) => [item, taskRate(byName.get(item)!, seeds), `${g}%`]),
    ),
    '',
    "Item list: Sapling's reconstruction of GITM's overworld scope, with the pre-1.13 → 1.20.4 name mapping, in src/bench/suites/techtree-items.ts.",
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
