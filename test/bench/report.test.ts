/** The bench report from a hand-made latest.json: every bar's value and label against the data and the papers' figures. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FlagError } from '../../src/contracts/flags.js';
import { parseReportArgs } from '../../src/bench/report/cli.js';
import { parseBenchResults, readBenchResults, renderBenchReport, ReportInputError, writeBenchReport } from '../../src/bench/report/index.js';
import { GITM_ROWS, gitmItemRate, jarvisAppendixMean, jarvisTaskRate, plan4mcGroupRate, plan4mcTaskRate } from '../../src/bench/report/papers.js';
import { fixtureResults } from './fixtures/bench-results.js';

const html = renderBenchReport(parseBenchResults(fixtureResults(), 'fixture.json'));
const unesc = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The bars of one chart: series → category → [value, tooltip]. */
function bars(id: string, page = html): Map<string, Map<string, [number, string]>> {
  const start = page.indexOf(`<figure class="bench-chart" id="${id}">`);
  expect(start, `chart ${id}`).toBeGreaterThanOrEqual(0);
  const fig = page.slice(start, page.indexOf('</figure>', start));
  const out = new Map<string, Map<string, [number, string]>>();
  for (const m of fig.matchAll(/<rect class="bar"[^>]*data-series="([^"]*)" data-category="([^"]*)" data-value="([^"]*)"><title>([^<]*)<\/title>/g)) {
    const series = out.get(unesc(m[1]!)) ?? new Map();
    series.set(unesc(m[2]!), [Number(m[3]), unesc(m[4]!)]);
    out.set(unesc(m[1]!), series);
  }
  return out;
}
const bar = (id: string, series: string, category: string) => bars(id).get(series)?.get(category);

describe('bench report: bars against the data and the papers', () => {
  it('draws the diamond milestones: success and median minutes per senses, beside GITM, JARVIS-1 and Odyssey', () => {
    expect(bar('diamond-success', 'Sapling (honest)', 'stone_pickaxe')![0]).toBe(100);
    expect(bar('diamond-success', 'Sapling (honest)', 'iron_pickaxe')![0]).toBe(75);
    expect(bar('diamond-success', 'Sapling (honest)', 'diamond')![1]).toBe('Sapling (honest) · diamond: 50.0% (2/4 seeds)');
    expect(bar('diamond-success', 'Sapling (x-ray)', 'diamond_pickaxe')![0]).toBe(100);
    expect(bar('diamond-success', 'GITM (40 games)', 'stone_pickaxe')![0]).toBe(97.5);
    expect(bar('diamond-success', 'GITM (40 games)', 'diamond_pickaxe')).toBeUndefined(); // GITM did not report it
    expect(bar('diamond-success', 'JARVIS-1 (within 20 min)', 'diamond_pickaxe')![0]).toBe(6.22);
    // Seeds that reached the diamond (the 5th milestone) did so at 5 and 15 minutes: median 10.
    expect(bar('diamond-minutes', 'Sapling (honest)', 'diamond')![0]).toBe(10);
    expect(bar('diamond-minutes', 'Odyssey skill library (mean)', 'diamond')![1]).toContain('6.48 ± 2.02 min');
  });

  it('draws Plan4MC per group and per task beside every method of its tables, LLaMA-Rider included', () => {
    expect(bar('plan4mc-groups', 'Sapling (honest)', 'Cut-Trees')![1]).toBe('Sapling (honest) · Cut-Trees: 66.7% (4/6 runs)');
    expect(bar('plan4mc-groups', 'Sapling (honest)', 'Mine-Ores')![0]).toBe(0); // the not-run bucket counts as 3 failed seeds
    expect(bar('plan4mc-groups', 'Sapling (x-ray)', 'Mine-Ores')![0]).toBe(50);
    expect(bar('plan4mc-groups', 'Plan4MC', 'Cut-Trees')![0]).toBeCloseTo(41.7);
    expect(bar('plan4mc-groups', 'LLM planner (ChatGPT)', 'Mine-Ores')![0]).toBeCloseTo(2.9); // the paper rounds its mean to 0.03
    expect(bar('plan4mc-groups', 'LLaMA-Rider', 'Mine-Ores')![0]).toBeCloseTo(2.3); // the mean of its per-task rates
    expect(bar('plan4mc-groups', 'Plan4MC ½-steps', 'Cut-Trees')![0]).toBeCloseTo(33.8);
    expect(bar('plan4mc-tasks', 'Plan4MC', 'Cut-Trees · crafting_table_nearby')![0]).toBeCloseTo(30);
    expect(bar('plan4mc-tasks', 'MineAgent', 'Interact-Mobs · milk_bucket')).toBeUndefined(); // not in the fixture's runs
    expect(bar('plan4mc-tasks', 'LLaMA-Rider', 'Cut-Trees · stick')![0]).toBeCloseTo(43);
    expect(bar('plan4mc-tasks', 'Sapling (honest)', 'Mine-Ores · bucket')![1]).toContain('0.0% (0/3 runs)');
  });

  it('draws JARVIS-1 per group beside JARVIS-1 and DEPS, and per task where the appendix has the item', () => {
    expect(bar('jarvis-groups', 'Sapling (honest)', 'Wood')![0]).toBeCloseTo((100 * 5) / 6);
    expect(bar('jarvis-groups', 'JARVIS-1', 'Wood')![0]).toBeCloseTo(88.84);
    expect(bar('jarvis-groups', 'DEPS', 'Food')![0]).toBeCloseTo(22.85);
    expect(bar('jarvis-tasks', 'JARVIS-1', 'Wood · crafting_table')![0]).toBeCloseTo(97.06);
    expect(bar('jarvis-tasks', 'JARVIS-1', 'Blocks · oak_log (Blocks)')![0]).toBeCloseTo(96.67);
    expect(bar('jarvis-groups', 'JARVIS-1 appendix', 'Wood')![0]).toBeCloseTo(100 * jarvisAppendixMean('Wood')!);
    expect(bar('jarvis-tasks', 'JARVIS-1', 'other · glass')).toBeUndefined(); // not in Appendix C
    expect(html).toMatch(/JARVIS-1 \(published\) · other · glass: no figure/);
  });

  it('draws the tech tree against GITM, items mapped from its pre-1.13 names', () => {
    expect(bar('techtree-groups', 'Sapling (honest)', 'items obtained at least once')![1]).toContain('3/4');
    expect(bar('techtree-groups', 'GITM', 'items obtained at least once')![1]).toContain('260/262');
    expect(bar('techtree-tasks', 'GITM', 'planks')![0]).toBe(100);
    expect(bar('techtree-tasks', 'GITM', 'snow')![0]).toBe(75);
    expect(bar('techtree-tasks', 'GITM', 'iron pickaxe')![0]).toBe(75);
    expect(bar('techtree-tasks', 'GITM', 'bow')).toBeUndefined(); // printed twice in Table 6
  });

  it("draws Odyssey's groups over the tasks it gives a figure for, and the arena's wins", () => {
    expect(bar('odyssey-groups', 'Sapling (honest)', 'combat')![1]).toContain('4/8 runs'); // the creeper, not run by Odyssey, is left out
    expect(bar('odyssey-groups', 'Odyssey', 'combat')![0]).toBeCloseTo(81.25);
    expect(bar('odyssey-groups', 'Sapling (honest)', 'farming')![1]).toContain('4/8 runs'); // hoeing not run: 4 failed seeds
    expect(bar('odyssey-tasks', 'Odyssey', 'combat · 1 zombie + 1 spider')![1]).toContain('5/8');
    expect(bar('odyssey-tasks', 'Odyssey', 'combat · 1 creeper')).toBeUndefined();
    expect(bar('odyssey-arena-groups', 'Sapling (honest)', 'several mobs')![0]).toBe(25);
    expect(bar('odyssey-arena-groups', 'Odyssey', 'several mobs')![0]).toBe(12.5);
  });

  it('draws exploration beside Odyssey and the noisy stand-in per case', () => {
    expect(bar('explore-items', 'Sapling (honest)', 'distinct items')![0]).toBe(65);
    expect(bar('explore-items', 'Sapling (x-ray)', 'distinct items')![0]).toBe(52);
    expect(bar('explore-items', 'Odyssey (MineMA-8B)', 'distinct items')![0]).toBe(37);
    expect(bar('noisy-success', 'Sapling (honest)', 'p=0.5 plain text · obtain a diamond')![0]).toBe(50);
    expect(bar('noisy-calls', 'Sapling (honest)', 'p=0.5 plain text · obtain a diamond')![0]).toBe(3);
  });

  it('gives every bar a title with its value, every chart a table, and no two series of a chart one colour', () => {
    const rects = [...html.matchAll(/<rect class="bar"[^>]*>(<title>[^<]*<\/title>)?/g)];
    expect(rects.length).toBeGreaterThan(50);
    for (const [r, title] of rects) expect(title, r).toMatch(/: \d/);
    const figures = html.split('<figure class="bench-chart"').slice(1);
    for (const f of figures) {
      expect(f).toContain('<table class="chart-data">');
      const colours = [...f.matchAll(/<i class="swatch" style="--c:(#[0-9A-Fa-f]{6})">/g)].map((m) => m[1]);
      expect(new Set(colours).size).toBe(colours.length);
    }
  });

  it('names the date, machine, and each run’s world and planner; escapes what the data says', () => {
    expect(html).toMatch(/Node v20\.20\.2, 2 cores, --jobs 2/);
    expect(html).toContain('peaceful (no mobs), keepInventory on, honest senses (line of sight, memory), clock runs while thinking');
    expect(html).toContain('offline knowledge planner, rules repairer, no LLM');
    expect(html).toContain('LLM planner + rules-then-LLM critic');
    expect(html).toContain('planner: &lt;b&gt;no source&lt;/b&gt;');
    expect(html).not.toContain('<b>no source</b>');
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it("shows each held-out goal's calls before and after learning", () => {
    const page = renderBenchReport(parseBenchResults(fixtureResults()));
    expect(page).toContain('1/2 goals and 1.50 LLM calls per goal with empty memory; 2/2 and 0.50 after learning');
    expect(page).toMatch(/obtain a stone sword[\s\S]*memory \(composed\)/);
  });

  it('skips a section missing from the file with a note, and draws the rest', () => {
    const partial = fixtureResults();
    delete partial.jarvis;
    delete partial['plan4mc:xray'];
    const page = renderBenchReport(parseBenchResults(partial));
    expect(page).toMatch(/Not in this file, so not drawn: JARVIS-1 task groups[^<]*<code>npm run bench -- --only jarvis<\/code>/);
    expect(page).not.toContain('id="jarvis-groups"');
    expect(bars('plan4mc-groups', page).has('Sapling (x-ray)')).toBe(false);
    const empty = renderBenchReport(parseBenchResults({ date: 'd', node: 'v20' }));
    expect(empty).toContain('cores not recorded');
    expect(empty).not.toContain('<figure');
  });
});

describe('bench report: input errors and files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sapling-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fails = (json: unknown) => () => parseBenchResults(json, 'r.json');

  it('names the file and the JSON pointer of what is missing or wrong', () => {
    expect(fails({ date: 'd' })).toThrow(/^r\.json: \/node is missing; re-run `npm run bench`/);
    const broken = fixtureResults();
    delete ((broken['plan4mc:xray'] as { results: { runs?: unknown }[] }).results[1] as { runs?: unknown }).runs;
    expect(fails(broken)).toThrow('r.json: /plan4mc:xray/results/1/runs is missing');
    const seed1 = (fixtureResults().diamond as object[])[0];
    expect(fails({ date: 'd', node: 'v', diamond: [seed1, { ...seed1, seed: 'two' }] })).toThrow(/: \/diamond\/1\/seed must be number;/);
    expect(fails([])).toThrow(ReportInputError);
    expect(parseBenchResults({ date: 'd', node: 'v', 'nether:xray': {} }).unknownKeys).toEqual(['nether:xray']);
  });

  it('says so in one line when the file is missing or not JSON', () => {
    expect(() => readBenchResults(join(dir, 'none.json'))).toThrow(new RegExp(`^${join(dir, 'none.json')}: no such file; run \`npm run bench\` first`));
    writeFileSync(join(dir, 'bad.json'), '{"date": ');
    expect(() => readBenchResults(join(dir, 'bad.json'))).toThrow(/bad\.json: not JSON \(/);
  });

  it('writes the page atomically, leaving no temp file', () => {
    const out = join(dir, 'latest.html');
    writeBenchReport(fixtureResults(), out);
    expect(readFileSync(out, 'utf8')).toBe(html.replace('fixture.json', 'bench-results/latest.json'));
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('parses `report [file] [-o out]`, a bad flag being a usage error', () => {
    expect(parseReportArgs([])).toEqual({ file: 'bench-results/latest.json', out: 'bench-results/latest.html', help: false });
    expect(parseReportArgs(['r/x.json', '-o', 'y.html']).out).toBe('y.html');
    expect(() => parseReportArgs(['--colour'])).toThrow(FlagError);
    expect(() => parseReportArgs(['a.json', 'b.json'])).toThrow(/one results file, got 2/);
    expect(existsSync('y.html')).toBe(false);
  });
});

describe("the papers' per-task rates, read from bench/tables", () => {
  it("average to Plan4MC's published group means (Plan4MC and the ChatGPT planner)", () => {
    const published = { 'Cut-Trees': [0.417, 0.26], 'Mine-Stones': [0.293, 0.067], 'Mine-Ores': [0.267, 0.03], 'Interact-Mobs': [0.32, 0.247] };
    for (const [g, [plan4mc, llm]] of Object.entries(published)) {
      expect(plan4mcGroupRate(g, 'Plan4MC')).toBeCloseTo(plan4mc!, 2);
      expect(plan4mcGroupRate(g, 'Interactive_LLM')).toBeCloseTo(llm!, 2);
    }
    expect(plan4mcTaskRate('stick', 'LLaMA-Rider')).toBe(0.43);
    expect(GITM_ROWS.length).toBe(262);
    expect(jarvisTaskRate('Wood', 'oak_log')).toBe(1);
    expect(jarvisTaskRate('Blocks', 'oak_log (Blocks)')).toBeCloseTo(0.9667);
    expect(jarvisTaskRate('Blocks', 'oak_log')).toBeNull(); // the Blocks row is its own task
    expect(gitmItemRate('enchancing table')).toBe(0.01); // as printed
    expect(gitmItemRate('bow')).toBeNull(); // printed twice, 100 and 6
  });
});
