/**
 * JARVIS-1's 147 tasks, run twice: as the paper ran them (no hostile mobs,
 * passive animals kept, keepInventory) and in survival (hostile mobs,
 * keepInventory off). Success per group beside JARVIS-1's and DEPS's, and per
 * task beside JARVIS-1's own rate.
 */
import { HONEST, type Honesty } from '../honesty.js';
import { mean, table } from '../stats.js';
import type { Section } from '../diamond.js';
import { createEpisodePool, poolLine, type EpisodePool } from '../pool.js';
import { JARVIS_GROUPS, JARVIS_PUBLISHED, JARVIS_TASKS, type JarvisTask } from './jarvis-tasks.js';
import { environmentLine, failuresTable, firstFailure, notRunTable, rate, taskRate } from './report.js';
import type { TaskResult, WorldRules } from './task.js';
import { runTasks } from './run-tasks.js';

export const JARVIS_SEEDS = 3;
/** As JARVIS-1 ran: no hostile mobs (animals kept), keepInventory. */
export const JARVIS_PAPER_RULES = { mobs: true, hostiles: false, keepInventory: true };
/** Survival beside it. */
export const JARVIS_SURVIVAL_RULES = { mobs: true, hostiles: true, keepInventory: false };

export interface JarvisRun {
  rules: WorldRules;
  results: TaskResult[];
  wallMs: number;
}

export async function benchJarvis(
  seeds = JARVIS_SEEDS,
  honesty: Honesty = HONEST,
  only?: (name: string) => boolean,
  pool: EpisodePool = createEpisodePool(1),
): Promise<Section> {
  const tasks = JARVIS_TASKS.filter((t) => !only || only(t.name));
  const run = async (rules: WorldRules): Promise<JarvisRun> => {
    const started = Date.now();
    const results = await runTasks('jarvis', tasks, seeds, rules, pool);
    return { rules, results, wallMs: Date.now() - started };
  };
  const paper = await run({ ...JARVIS_PAPER_RULES, ...honesty });
  const survival = await run({ ...JARVIS_SURVIVAL_RULES, ...honesty });
  return {
    markdown: `${renderJarvis(paper, survival, seeds)}\n\n${poolLine(pool)}`,
    // `rules` and `results` are the paper's setting, as the report reads them; survival sits beside.
    data: { seeds, rules: paper.rules, results: paper.results, wallMs: paper.wallMs, survival },
  };
}

const taskOf = (name: string): JarvisTask | undefined => JARVIS_TASKS.find((t) => t.name === name);
const pct1 = (x: number): string => (100 * x).toFixed(1);

/** Tasks that started outside the paper's biome: the sim has no such biome, or none near the seed's spawn. */
export function elsewhere(results: readonly TaskResult[]): string[][] {
  return results.flatMap((r) => {
    const t = taskOf(r.name);
    if (!t) return [];
    const off = r.runs.filter((x) => x.startBiome && !t.biomes?.includes(x.startBiome as never));
    if (!t.biomeNote && !off.length) return [];
    const where = [...new Set(r.runs.map((x) => x.startBiome ?? '?'))].join(', ');
    return [[r.name, t.biome, where, t.biomeNote ?? `no ${t.biomes!.join('/')} within reach of seed(s) ${off.map((x) => x.seed).join(', ')}`]];
  });
}

export function renderJarvis(paper: JarvisRun, survival: JarvisRun | null, seeds: number): string {
  const groupOf = (name: string) => taskOf(name)?.group ?? 'other';
  const inGroup = (rs: readonly TaskResult[], g: string) => rs.filter((r) => groupOf(r.name) === g);
  const groups = JARVIS_GROUPS.filter((g) => inGroup(paper.results, g).length);
  const byName = (rs: readonly TaskResult[] | undefined, n: string) => rs?.find((r) => r.name === n);
  const groupRows = groups.map((g) => {
    const rs = inGroup(paper.results, g);
    const rows = JARVIS_TASKS.filter((t) => t.group === g);
    const appendix = mean(rs.map((r) => taskOf(r.name)!.row.successRate));
    const limits = [...new Set(rows.map((t) => t.minutes))].join('/');
    return [
      g,
      `${rs.length} of ${rows.length}`,
      `${limits} min`,
      pct1(rate(rs, seeds)),
      survival ? pct1(rate(inGroup(survival.results, g), seeds)) : '-',
      JARVIS_PUBLISHED[g].jarvis.toFixed(2),
      pct1(appendix),
      JARVIS_PUBLISHED[g].deps.toFixed(2),
    ];
  });
  const all = [
    'all',
    `${paper.results.length} of ${JARVIS_TASKS.length}`,
    '',
    pct1(rate(paper.results, seeds)),
    survival ? pct1(rate(survival.results, seeds)) : '-',
  ];
  const taskRowsOut = paper.results.map((r) => {
    const t = taskOf(r.name)!;
    const s = byName(survival?.results, r.name);
    const fail = r.runs.find((x) => !x.ok);
    return [
      t.group,
      r.name,
      `${t.minutes} min`,
      t.biome,
      taskRate(r, seeds),
      s ? taskRate(s, seeds) : '-',
      pct1(t.row.successRate) + '%',
      (r.notRun ? `not run: ${r.notRun}` : fail ? firstFailure(fail) : '').replace(/\|/g, '/').slice(0, 100),
    ];
  });
  const off = elsewhere([...paper.results]);
  return [
    `### JARVIS-1 — all ${paper.results.length} tasks of its appendix in ${groups.length} groups (success %)`,
    '',
    `As the paper ran: ${environmentLine(paper.rules, seeds, "each task's own step limit as game time (12,000 steps = 10 min, 36,000 = 30 min), its starting inventory and its biome")}`,
    survival
      ? `Survival: hostile mobs, keepInventory off, otherwise the same (${(survival.wallMs / 1000).toFixed(0)} s wall; the paper's setting ${(paper.wallMs / 1000).toFixed(0)} s).`
      : '',
    'JARVIS-1 Table 1 is its mean over the group\'s 200+-task version; "appendix mean" is the mean of the per-task rates of the tasks run here. 1.16.5 → 1.20.4: iron_ore → raw_iron, gold_ore → raw_gold (what mining the ore drops since 1.17); every other id is the same.',
    '',
    table(
      ['group', 'tasks', 'limit', 'Sapling (paper setting)', 'Sapling (survival)', 'JARVIS-1 (Table 1)', 'JARVIS-1 (appendix mean)', 'DEPS'],
      [...groupRows, all],
    ),
    '',
    table(['group', 'task', 'limit', 'biome', 'Sapling (paper setting)', 'Sapling (survival)', 'JARVIS-1', 'first failure (paper setting)'], taskRowsOut),
    '',
    off.length ? table(['task', 'paper biome', 'started in', 'why'], off) : "Every task started in the paper's biome.",
    '',
    notRunTable(paper.results),
    '',
    'Paper setting — ' + failuresTable(paper.results, 10),
    ...(survival ? ['', 'Survival — ' + failuresTable(survival.results, 10)] : []),
  ]
    .filter((l, i, a) => !(l === '' && a[i - 1] === ''))
    .join('\n');
}
