/**
 * The bench report: bench-results/latest.json as one self-contained HTML page
 * of bar charts, Sapling under each set of senses beside the papers' figures,
 * per group and per task. The bench writes it next to latest.json after every
 * section; `sapling bench report` writes it from any results file.
 */
import { writeFileAtomicSync } from '../../contracts/atomic.js';
import type { Name } from '../args.js';
import { SECTION_ORDER } from './describe.js';
import { parseBenchResults, readBenchResults, type BenchResults, type Variant } from './load.js';
import { page, sectionHtml } from './page.js';
import { diamondHtml, exploreHtml, noisyHtml, treesHtml } from './sections.js';
import { compileHtml, serverHtml, simHtml } from './speed.js';
import { learningHtml } from './learning.js';
import { renderSuite } from './suite.js';
import { arenaView, jarvisView, odysseyView, plan4mcView, techTreeView } from './views.js';

export { parseBenchResults, readBenchResults, ReportInputError, type BenchResults, type Variant } from './load.js';
export { SECTION_INFO, SECTION_ORDER } from './describe.js';

const BODIES: Record<Name, (variants: Variant[]) => string> = {
  diamond: diamondHtml,
  plan4mc: (v) => renderSuite(plan4mcView, v),
  jarvis: (v) => renderSuite(jarvisView, v),
  techtree: (v) => renderSuite(techTreeView, v),
  odyssey: (v) => renderSuite(odysseyView, v),
  'odyssey-arena': (v) => renderSuite(arenaView, v),
  explore: exploreHtml,
  noisy: noisyHtml,
  trees: treesHtml,
  learning: learningHtml,
  compile: compileHtml,
  sim: simHtml,
  server: serverHtml,
};

/** The page for checked results (parseBenchResults / readBenchResults). */
export function renderBenchReport(r: BenchResults): string {
  const sections = SECTION_ORDER.filter((n) => r.sections.has(n)).map((n) => sectionHtml(r, n, BODIES[n](r.sections.get(n)!)));
  return page(r, sections);
}

/** `latest.json` → `latest.html`; any other name gets `.html` added. */
export const htmlPathFor = (jsonPath: string): string => (jsonPath.endsWith('.json') ? `${jsonPath.slice(0, -5)}.html` : `${jsonPath}.html`);

/** Renders the results object the bench holds in memory and writes the page atomically (as latest.json is). */
export function writeBenchReport(results: unknown, out: string, source = 'bench-results/latest.json'): void {
  writeFileAtomicSync(out, renderBenchReport(parseBenchResults(results, source)));
}

/** Reads a results file and writes its page; returns where. Throws ReportInputError for a file it cannot read. */
export function reportFile(jsonPath: string, out = htmlPathFor(jsonPath)): string {
  writeFileAtomicSync(out, renderBenchReport(readBenchResults(jsonPath)));
  return out;
}
