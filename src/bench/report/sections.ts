/** The sections that are not task suites: ObtainDiamond's milestones, exploration, the noisy LLM and the shipped trees. */
import { esc } from '../../viz/html/escape.js';
import type { ExploreRun, NoisyRun, ObtainRun } from '../episode.js';
import { median } from '../stats.js';
import type { TreeRun } from '../trees.js';
import { chart, PAPER_COLOURS, SAPLING_COLOURS, type Bar, type Series } from './chart.js';
import { GITM_MILESTONES, JARVIS_DIAMOND_PICKAXE_20_MIN, ODYSSEY_EXPLORE_ITEMS, ODYSSEY_MILESTONE_MINUTES, PUBLISHED_LLM_CALLS } from './figures.js';
import type { Variant } from './load.js';
import { pctText } from './suite.js';
import { sortableTable, type Cell, type Column } from './table.js';

const saplingSeries = (variants: Variant[], value: (v: Variant, i: number) => Bar | null, n: number): Series[] =>
  variants.map((v) => ({ name: v.label, colour: SAPLING_COLOURS[v.key]!, values: Array.from({ length: n }, (_, i) => value(v, i)) }));
const paper = (name: string, i: number, values: (Bar | null)[]): Series => ({ name, colour: PAPER_COLOURS[i]!, paper: true, values });
const minutes = (m: number): string => `${m.toFixed(2)} min`;

export function diamondHtml(variants: Variant[]): string {
  const runsOf = (v: Variant) => v.data as ObtainRun[];
  const milestones = [...new Set(variants.flatMap((v) => runsOf(v).flatMap((r) => Object.keys(r.milestones))))];
  const reached = (v: Variant, m: string) => runsOf(v).filter((r) => r.milestones[m] !== null && r.milestones[m] !== undefined);
  const success = saplingSeries(
    variants,
    (v, i) => {
      const n = runsOf(v).length;
      const k = reached(v, milestones[i]!).length;
      return n ? { value: (100 * k) / n, text: pctText(k / n), note: `${k}/${n} seeds` } : null;
    },
    milestones.length,
  );
  const gitm = paper(
    'GITM (40 games)',
    0,
    milestones.map((m) => (m in GITM_MILESTONES ? { value: GITM_MILESTONES[m]!, text: `${GITM_MILESTONES[m]}%` } : null)),
  );
  const jarvis = paper(
    'JARVIS-1 (within 20 min)',
    1,
    milestones.map((m) => (m === 'diamond_pickaxe' ? { value: JARVIS_DIAMOND_PICKAXE_20_MIN, text: `${JARVIS_DIAMOND_PICKAXE_20_MIN}%` } : null)),
  );
  const time = saplingSeries(
    variants,
    (v, i) => {
      const ticks = reached(v, milestones[i]!).map((r) => r.milestones[milestones[i]!]!);
      return ticks.length ? { value: median(ticks) / 1200, text: minutes(median(ticks) / 1200), note: `median of ${ticks.length} seeds` } : null;
    },
    milestones.length,
  );
  const odyssey = paper(
    'Odyssey skill library (mean)',
    1,
    milestones.map((m) => {
      const f = ODYSSEY_MILESTONE_MINUTES[m];
      return f ? { value: f.mean, text: `${f.mean.toFixed(2)}${f.sd ? ` ± ${f.sd.toFixed(2)}` : ''} min` } : null;
    }),
  );
  return [
    chart({ id: 'diamond-success', title: 'Milestones reached', axis: '% of seeds', max: 100, categories: milestones, series: [...success, gitm, jarvis] }),
    chart({
      id: 'diamond-minutes',
      title: 'Game minutes to reach each milestone (Sapling: median of the seeds that reached it)',
      axis: 'game minutes',
      categories: milestones,
      series: [...time, odyssey],
    }),
    diamondTable(variants),
  ].join('');
}

function diamondTable(variants: Variant[]): string {
  const columns: Column[] = ['senses', 'diamond pickaxe', 'median game min (successes)', 'deaths: median / total', 'median wall s'].map((name) => ({ name }));
  const rows = variants.map((v): Cell[] => {
    const runs = v.data as ObtainRun[];
    const ok = runs.filter((r) => r.ok);
    const deaths = runs.map((r) => r.deaths);
    return [
      { text: v.label, sort: v.label },
      { text: `${ok.length}/${runs.length}`, sort: runs.length ? ok.length / runs.length : null },
      { text: ok.length ? (median(ok.map((r) => r.ticks)) / 1200).toFixed(2) : '—', sort: ok.length ? median(ok.map((r) => r.ticks)) / 1200 : null },
      { text: `${median(deaths)} / ${deaths.reduce((a, b) => a + b, 0)}`, sort: deaths.reduce((a, b) => a + b, 0) },
      { text: (median(runs.map((r) => r.wallMs)) / 1000).toFixed(2), sort: median(runs.map((r) => r.wallMs)) / 1000 },
    ];
  });
  return sortableTable('diamond-table', 'The diamond pickaxe itself', columns, rows);
}

export function exploreHtml(variants: Variant[]): string {
  const runsOf = (v: Variant) => v.data as ExploreRun[];
  const series = saplingSeries(
    variants,
    (v) => {
      const items = runsOf(v).map((r) => r.items);
      return items.length
        ? { value: median(items), text: String(median(items)), note: `seeds ${items.length}, range ${Math.min(...items)}–${Math.max(...items)}` }
        : null;
    },
    1,
  );
  const spec = {
    id: 'explore-items',
    title: 'Distinct items in an hour of play, no goal (Sapling: median over seeds; Odyssey: after 80 LLM iterations)',
    axis: 'distinct items',
    categories: ['distinct items'],
    series: [...series, paper('Odyssey (MineMA-8B)', 0, [{ value: ODYSSEY_EXPLORE_ITEMS, text: String(ODYSSEY_EXPLORE_ITEMS) }])],
  };
  const seeds = [...new Set(variants.flatMap((v) => runsOf(v).map((r) => r.seed)))].sort((a, b) => a - b);
  const columns: Column[] = [{ name: 'seed' }, ...variants.map((v) => ({ name: `${v.label}: items, deaths` }))];
  const rows = seeds.map((s): Cell[] => [
    { text: String(s), sort: s },
    ...variants.map((v): Cell => {
      const r = runsOf(v).find((x) => x.seed === s);
      return r
        ? { text: `${r.items}, ${r.deaths}`, sort: r.items, title: `${r.reached}/${r.rounds} goals reached in ${r.gameMinutes} game min` }
        : { text: '—', sort: null };
    }),
  ]);
  return chart(spec) + sortableTable('explore-table', 'Per seed', columns, rows);
}

export function noisyHtml(variants: Variant[]): string {
  type Case = { p: number; mode: string; goal: string; runs: NoisyRun[] };
  const cases = (v: Variant) => v.data as Case[];
  const name = (c: Case) => `p=${c.p} ${c.mode === 'auto' ? 'strict json_schema' : 'plain text'} · ${c.goal}`;
  const categories = [...new Set(variants.flatMap((v) => cases(v).map(name)))];
  const find = (v: Variant, i: number) => cases(v).find((c) => name(c) === categories[i]);
  const success = saplingSeries(
    variants,
    (v, i) => {
      const c = find(v, i);
      const ok = c?.runs.filter((r) => r.ok).length ?? 0;
      return c?.runs.length ? { value: (100 * ok) / c.runs.length, text: pctText(ok / c.runs.length), note: `${ok}/${c.runs.length} seeds` } : null;
    },
    categories.length,
  );
  const calls = saplingSeries(
    variants,
    (v, i) => {
      const c = find(v, i);
      if (!c?.runs.length) return null;
      const mean = c.runs.reduce((a, r) => a + r.llmCalls, 0) / c.runs.length;
      return {
        value: mean,
        text: mean.toFixed(2),
        note: `median ${median(c.runs.map((r) => r.llmCalls))}, median repairs ${median(c.runs.map((r) => r.repairs))}`,
      };
    },
    categories.length,
  );
  return [
    chart({ id: 'noisy-success', title: 'Success per mistake rate p and output mode', axis: 'success %', max: 100, categories, series: success }),
    chart({ id: 'noisy-calls', title: 'Mean LLM calls per goal', axis: 'LLM calls', categories, series: calls }),
    `<p class="note">No paper gives a figure per case. Published LLM calls: ${PUBLISHED_LLM_CALLS} These are a stand-in's mistakes, not a real model's.</p>`,
  ].join('');
}

export function treesHtml(variants: Variant[]): string {
  const runsOf = (v: Variant) => (v.data as { runs: TreeRun[] }).runs;
  const keys = [...new Set(variants.flatMap((v) => runsOf(v).map((r) => `${r.tree} · seed ${r.seed}`)))];
  const columns: Column[] = [{ name: 'tree · seed' }, ...variants.map((v) => ({ name: `${v.label}: game min` }))];
  const rows = keys.map((k): Cell[] => [
    { text: k, sort: k },
    ...variants.map((v): Cell => {
      const r = runsOf(v).find((x) => `${x.tree} · seed ${x.seed}` === k);
      if (!r) return { text: '—', sort: null };
      return { text: r.ok ? `yes, ${r.minutes.toFixed(2)}` : 'no', sort: r.ok ? r.minutes : Infinity, ...(r.ok ? {} : { title: r.reason }) };
    }),
  ]);
  const ok = variants.map((v) => `${v.label}: ${runsOf(v).filter((r) => r.ok).length}/${runsOf(v).length} end with what the tree promises`);
  return `<p>${esc(ok.join('; '))}.</p>${sortableTable('trees-table', 'Each shipped tree, called from a plan on its seed', columns, rows)}`;
}
