/**
 * One task suite in the page: success per group beside the paper's, then every
 * task beside the paper's own rate for it where the paper printed one. A task
 * the bench could not run counts as failed on every seed, as the bench's
 * tables count it.
 */
import { esc } from '../../viz/html/escape.js';
import type { TaskResult } from '../suites/task.js';
import { chart, PAPER_COLOURS, SAPLING_COLOURS, type Bar, type ChartSpec, type Series } from './chart.js';
import type { Variant } from './load.js';
import { sortableTable, type Cell, type Column } from './table.js';

export interface PaperColumn {
  name: string;
  /** The paper's figure for a group, 0–1. */
  group?: (group: string) => number | null;
  /** The paper's figure for a task, 0–1 (or its own text, e.g. "5/8"). */
  task?: (task: string, group: string) => { rate: number; text?: string } | number | null;
  /** Group figure = the mean of its tasks' figures (Odyssey prints only per task). */
  groupFromTasks?: boolean;
}

export interface SuiteView {
  id: string;
  tasks: (v: Variant) => { seeds: number; results: TaskResult[] };
  groupOf: (task: string) => string;
  papers: PaperColumn[];
  /** Only these tasks count in the group chart (Odyssey: the tasks the paper gives a figure for). */
  inGroups?: (task: string) => boolean;
  groupCaption: string;
  /** Replaces the group chart (the tech tree has no groups). */
  groupChart?: (variants: Variant[]) => ChartSpec;
}

export const pctText = (rate: number): string => `${(100 * rate).toFixed(1)}%`;

/** Successes over runs, counting a task that was not run as failed on every seed. */
export function tally(results: readonly TaskResult[], seeds: number): { ok: number; of: number } {
  let ok = 0;
  let of = 0;
  for (const r of results) {
    ok += r.runs.filter((x) => x.ok).length;
    of += r.notRun ? seeds : r.runs.length;
  }
  return { ok, of };
}

const tallyBar = (t: { ok: number; of: number }): Bar | null =>
  t.of ? { value: (100 * t.ok) / t.of, text: pctText(t.ok / t.of), note: `${t.ok}/${t.of} runs` } : null;
const rateBar = (r: number | null, note?: string): Bar | null => (r === null ? null : { value: 100 * r, text: pctText(r), ...(note ? { note } : {}) });
const taskFigure = (p: PaperColumn, task: string, group: string): { rate: number; text?: string } | null => {
  const f = p.task?.(task, group) ?? null;
  return typeof f === 'number' ? { rate: f } : f;
};

/** Task names in order of first appearance over the variants. */
const taskNames = (view: SuiteView, variants: Variant[]): string[] => [...new Set(variants.flatMap((v) => view.tasks(v).results.map((r) => r.name)))];

function groupSpec(view: SuiteView, variants: Variant[], tasks: string[]): ChartSpec {
  const counted = tasks.filter((t) => !view.inGroups || view.inGroups(t));
  const groups = [...new Set(counted.map(view.groupOf))];
  const sapling: Series[] = variants.map((v) => {
    const { seeds, results } = view.tasks(v);
    return {
      name: v.label,
      colour: SAPLING_COLOURS[v.key]!,
      values: groups.map((g) =>
        tallyBar(
          tally(
            results.filter((r) => counted.includes(r.name) && view.groupOf(r.name) === g),
            seeds,
          ),
        ),
      ),
    };
  });
  const papers: Series[] = view.papers
    .map((p, i) => ({
      name: p.name,
      colour: PAPER_COLOURS[i % PAPER_COLOURS.length]!,
      paper: true,
      values: groups.map((g) => {
        if (!p.groupFromTasks) return rateBar(p.group?.(g) ?? null);
        const figs = counted.filter((t) => view.groupOf(t) === g).flatMap((t) => taskFigure(p, t, g) ?? []);
        return figs.length ? rateBar(figs.reduce((a, f) => a + f.rate, 0) / figs.length, `mean over ${figs.length} tasks`) : null;
      }),
    }))
    .filter((s) => s.values.some((v) => v));
  return { id: `${view.id}-groups`, title: view.groupCaption, axis: 'success %', max: 100, categories: groups, series: [...sapling, ...papers] };
}

function taskSpec(view: SuiteView, variants: Variant[], tasks: string[]): ChartSpec {
  const sapling: Series[] = variants.map((v) => {
    const { seeds, results } = view.tasks(v);
    return {
      name: v.label,
      colour: SAPLING_COLOURS[v.key]!,
      values: tasks.map((t) => results.find((r) => r.name === t)).map((r) => (r ? tallyBar(tally([r], seeds)) : null)),
    };
  });
  const papers = view.papers
    .filter((p) => p.task)
    .map((p, i): Series => ({
      name: p.name,
      colour: PAPER_COLOURS[i % PAPER_COLOURS.length]!,
      paper: true,
      values: tasks.map((t) => {
        const f = taskFigure(p, t, view.groupOf(t));
        return f ? { value: 100 * f.rate, text: f.text ?? pctText(f.rate) } : null;
      }),
    }));
  const categories = tasks.map((t) => (view.groupOf(t) ? `${view.groupOf(t)} · ${t}` : t));
  return { id: `${view.id}-tasks`, title: 'Success per task', axis: 'success %', max: 100, categories, series: [...sapling, ...papers] };
}

/** The per-task table: the same figures as the task chart, sortable, with the reason a task was not run. */
function taskTable(view: SuiteView, spec: ChartSpec, variants: Variant[], tasks: string[]): string {
  // A suite without groups (the tech tree) has no group column.
  const grouped = tasks.some((t) => view.groupOf(t));
  const columns: Column[] = [
    ...(grouped ? [{ name: 'group' }] : []),
    { name: 'task' },
    ...spec.series.map((s) => ({ name: s.name, colour: s.colour, paper: !!s.paper })),
  ];
  const rows = tasks.map((t, i): Cell[] => {
    const notRun = variants.map((v) => view.tasks(v).results.find((r) => r.name === t)?.notRun).find((x) => x);
    const cells = spec.series.map((s): Cell => {
      const b = s.values[i];
      if (!b) return { text: '—', sort: null };
      const title = !s.paper && notRun ? `not run: ${notRun}` : b.note;
      return { text: b.text, sort: b.value / 100, meter: b.value / 100, ...(title ? { title } : {}) };
    });
    const group: Cell[] = grouped ? [{ text: view.groupOf(t), sort: view.groupOf(t) }] : [];
    return [...group, { text: notRun ? `${t} (not run)` : t, sort: t, ...(notRun ? { title: notRun } : {}) }, ...cells];
  });
  return sortableTable(`${view.id}-table`, 'Every task (click a heading to sort; hover a rate for its runs)', columns, rows);
}

/** Charts draw every task up to this many; past it the sortable table alone lists them. */
const MAX_TASK_BARS = 24;

export function renderSuite(view: SuiteView, variants: Variant[]): string {
  const tasks = taskNames(view, variants);
  const tasksSpec = taskSpec(view, variants, tasks);
  const groups = view.groupChart ? view.groupChart(variants) : groupSpec(view, variants, tasks);
  const perTask =
    tasks.length <= MAX_TASK_BARS ? chart(tasksSpec) : `<p class="note">${esc(`${tasks.length} tasks: too many to draw; the table lists them all.`)}</p>`;
  return `${chart(groups)}${perTask}${taskTable(view, tasksSpec, variants, tasks)}`;
}
