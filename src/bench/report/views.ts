/** The five task suites as report views: where each reads its tasks and groups, and which published figures stand beside them. */
import type { ArenaResult } from '../suites/odyssey-arena.js';
import { JARVIS_PUBLISHED, JARVIS_TASKS, type JarvisGroup } from '../suites/jarvis-tasks.js';
import { ODYSSEY_COMBAT, ODYSSEY_FARMING } from '../suites/odyssey-tasks.js';
import { PLAN4MC_TASKS } from '../suites/plan4mc-tasks.js';
import type { TaskResult } from '../suites/task.js';
import { PAPER_COLOURS, SAPLING_COLOURS, type ChartSpec } from './chart.js';
import { fractionFigure, GITM_TECH_TREE } from './figures.js';
import type { Variant } from './load.js';
import { gitmItemRate, GITM_ROWS, jarvisAppendixMean, jarvisTaskRate, plan4mcGroupRate, plan4mcTaskRate, type Plan4McMethod } from './papers.js';
import { pctText, tally, type SuiteView } from './suite.js';

type Suite = { seeds: number; results: TaskResult[] };
const plain = (v: Variant): Suite => v.data as Suite;
const groupIn = (tasks: readonly { name: string; group: string }[]) => (name: string) => tasks.find((t) => t.name === name)?.group ?? 'other';

/** Every method of Plan4MC's tables, per group (the mean of its tasks, as the paper's group figures are) and per task. */
const PLAN4MC_COLUMNS: [string, Plan4McMethod][] = [
  ['Plan4MC', 'Plan4MC'],
  ['Plan4MC ½-steps', 'Plan4MC_1/2-steps'],
  ['LLM planner (ChatGPT)', 'Interactive_LLM'],
  ['Plan4MC zero-shot', 'Plan4MC_Zero-shot'],
  ['Plan4MC w/o Find-skill', 'Plan4MC_w/o_Find-skill'],
  ['MineAgent', 'MineAgent'],
  ['LLaMA-Rider', 'LLaMA-Rider'],
];
export const plan4mcView: SuiteView = {
  id: 'plan4mc',
  tasks: plain,
  groupOf: groupIn(PLAN4MC_TASKS),
  groupCaption: "Mean success per group (each task at its own step limit; the papers' group figure is the mean of their per-task rates)",
  papers: PLAN4MC_COLUMNS.map(([name, m]) => ({ name, group: (g: string) => plan4mcGroupRate(g, m), task: (t: string) => plan4mcTaskRate(t, m) })),
};

const jarvisGroup = (g: string) => JARVIS_PUBLISHED[g as JarvisGroup];
export const jarvisView: SuiteView = {
  id: 'jarvis',
  tasks: plain,
  groupOf: groupIn(JARVIS_TASKS),
  groupCaption:
    "Success per group in the paper's setting (no hostile mobs, keepInventory; the markdown table has survival beside). JARVIS-1 and DEPS: Table 1, over each group's 200+-task version; JARVIS-1 appendix: the mean of the listed tasks' rates",
  papers: [
    { name: 'JARVIS-1', group: (g) => (jarvisGroup(g) ? jarvisGroup(g)!.jarvis / 100 : null), task: (t, g) => jarvisTaskRate(g, t) },
    { name: 'JARVIS-1 appendix', group: jarvisAppendixMean },
    { name: 'DEPS', group: (g) => (jarvisGroup(g) ? jarvisGroup(g)!.deps / 100 : null) },
  ],
};

/** Items obtained at least once, and the mean success per item, beside GITM's over its own 262 items. */
function techTreeChart(variants: Variant[]): ChartSpec {
  const categories = ['items obtained at least once', 'mean success per item'];
  const gitmMean = GITM_ROWS.reduce((a, [, r]) => a + r, 0) / GITM_ROWS.length;
  const sapling = variants.map((v) => {
    const { seeds, results } = plain(v);
    const once = results.filter((r) => r.runs.some((x) => x.ok)).length;
    const all = tally(results, seeds);
    const mean = all.of ? all.ok / all.of : 0;
    return {
      name: v.label,
      colour: SAPLING_COLOURS[v.key]!,
      values: [
        { value: (100 * once) / Math.max(1, results.length), text: `${once}/${results.length}` },
        { value: 100 * mean, text: pctText(mean), note: `${all.ok}/${all.of} runs` },
      ],
    };
  });
  const gitm = {
    name: 'GITM',
    colour: PAPER_COLOURS[0]!,
    paper: true,
    values: [
      { value: (100 * GITM_TECH_TREE.obtained) / GITM_TECH_TREE.of, text: `${GITM_TECH_TREE.obtained}/${GITM_TECH_TREE.of}` },
      { value: 100 * gitmMean, text: pctText(gitmMean), note: `mean of Table 6's ${GITM_ROWS.length} rates` },
    ],
  };
  return {
    id: 'techtree-groups',
    title: "The whole tree (Sapling and GITM: GITM's own 262 rows, bow printed twice)",
    axis: '%',
    max: 100,
    categories,
    series: [...sapling, gitm],
  };
}

export const techTreeView: SuiteView = {
  id: 'techtree',
  tasks: plain,
  groupOf: () => '',
  groupCaption: 'The whole tree',
  groupChart: techTreeChart,
  papers: [{ name: 'GITM', task: (t) => gitmItemRate(t) }],
};

const ODYSSEY_TASKS = [...ODYSSEY_COMBAT, ...ODYSSEY_FARMING];
const odysseyFigure = (name: string) => fractionFigure(ODYSSEY_TASKS.find((t) => t.name === name)?.published ?? '');

export const odysseyView: SuiteView = {
  id: 'odyssey',
  tasks: (v) => {
    const d = v.data as { seeds: number; combat: TaskResult[]; farming: TaskResult[] };
    return { seeds: d.seeds, results: [...d.combat, ...d.farming] };
  },
  groupOf: (t) => (ODYSSEY_FARMING.some((x) => x.name === t) ? 'farming' : 'combat'),
  inGroups: (t) => odysseyFigure(t) !== null,
  groupCaption: 'Success per group, over the tasks Odyssey gives a figure for (combat: MineMA-8B, 8 runs a task; farming: GPT-4o, 5 runs a task)',
  papers: [{ name: 'Odyssey', task: odysseyFigure, groupFromTasks: true }],
};

/** The arena's runs as task results: a win is a success. */
const arenaTasks = (v: Variant): Suite => {
  const d = v.data as { seeds: number; results: ArenaResult[] };
  const results = d.results.map((r) => ({
    name: r.name,
    goal: r.goal ?? '',
    notRun: null,
    runs: r.runs.map((x) => ({
      seed: x.seed,
      ok: x.win,
      reason: x.reason ?? '',
      code: null,
      minutes: x.fightMinutes,
      wallMs: 0,
      repairs: 0,
      health: x.health,
      deaths: 0,
    })),
  }));
  return { seeds: d.seeds, results };
};

export const arenaView: SuiteView = {
  id: 'odyssey-arena',
  tasks: arenaTasks,
  groupOf: (t) => (/\+|^[2-9] /.test(t) ? 'several mobs' : 'one mob'),
  inGroups: (t) => odysseyFigure(t) !== null,
  groupCaption: 'Wins per group, over the tasks Odyssey gives a figure for (MineMA-8B, 8 runs a task)',
  papers: [{ name: 'Odyssey', task: odysseyFigure, groupFromTasks: true }],
};
