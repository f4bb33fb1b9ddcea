/** The five task suites as report views: where each reads its tasks and groups, and which published figures stand beside them. */
import type { ArenaResult } from '../suites/odyssey-arena.js';
import { JARVIS_PUBLISHED, JARVIS_TASKS, type JarvisGroup } from '../suites/jarvis-tasks.js';
import { ODYSSEY_COMBAT, ODYSSEY_FARMING } from '../suites/odyssey-tasks.js';
import { PLAN4MC_PUBLISHED, PLAN4MC_TASKS, type Plan4McGroup } from '../suites/plan4mc-tasks.js';
import type { TaskResult } from '../suites/task.js';
import { PAPER_COLOURS, SAPLING_COLOURS, type ChartSpec } from './chart.js';
import { fractionFigure, GITM_TECH_TREE } from './figures.js';
import type { Variant } from './load.js';
import { gitmItemRate, GITM_ROWS, jarvisTaskRate, plan4mcTaskRate } from './papers.js';
import { pctText, tally, type SuiteView } from './suite.js';

type Suite = { seeds: number; results: TaskResult[] };
const plain = (v: Variant): Suite => v.data as Suite;
const groupIn = (tasks: readonly { name: string; group: string }[]) => (name: string) => tasks.find((t) => t.name === name)?.group ?? 'other';

export const plan4mcView: SuiteView = {
  id: 'plan4mc',
  tasks: plain,
  groupOf: groupIn(PLAN4MC_TASKS),
  groupCaption: "Mean success per group (each task at its group's upper step limit)",
  papers: [
    { name: 'Plan4MC', group: (g) => PLAN4MC_PUBLISHED[g as Plan4McGroup]?.plan4mc ?? null, task: (t) => plan4mcTaskRate(t, 'Plan4MC') },
    {
      name: 'LLM planner (ChatGPT)',
      group: (g) => PLAN4MC_PUBLISHED[g as Plan4McGroup]?.llmPlanner ?? null,
      task: (t) => plan4mcTaskRate(t, 'ChatGPT planner'),
    },
    { name: 'LLaMA-Rider', task: (t) => plan4mcTaskRate(t, 'LLaMA-Rider') },
  ],
};

const jarvisGroup = (g: string) => JARVIS_PUBLISHED[g as JarvisGroup];
export const jarvisView: SuiteView = {
  id: 'jarvis',
  tasks: plain,
  groupOf: groupIn(JARVIS_TASKS),
  groupCaption: 'Success per group (Sapling: the sampled tasks; JARVIS-1 and DEPS: the whole group)',
  papers: [
    { name: 'JARVIS-1', group: (g) => (jarvisGroup(g) ? jarvisGroup(g)!.jarvis / 100 : null), task: (t, g) => jarvisTaskRate(g, t) },
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
    title: "The whole tree (Sapling: its reconstruction of GITM's items; GITM: its own 262)",
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
