/** The check's report as a table for people; `--json` prints the CheckReport itself. */
import { CATEGORIES } from './facts.js';
import type { CheckReport } from './run.js';

/** True when the model gave nothing usable: no quiz reply held a letter and no goal got a valid plan. */
export function readNothing(r: CheckReport): boolean {
  return r.knowledge.unreadable === r.knowledge.asked && r.planning.valid === 0;
}

const pct = (n: number, of: number): string => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');
const frac = (n: number, of: number): string => `${n}/${of} (${pct(n, of)})`;
const grouped = (n: number): string => n.toLocaleString('en-US');

/** `where` is the endpoint as the user may see it (credentials already redacted). */
export function checkTable(r: CheckReport, where: string): string {
  const k = r.knowledge;
  const p = r.planning;
  const rows: [string, string][] = [
    ['model', `${r.model} at ${where}`],
    ['output mode', `${r.mode ?? 'none'}${r.fallbacks.length ? ` (server forced ${r.fallbacks.join(', ')})` : ''}`],
    ['knowledge', `${frac(k.right, k.asked)}${k.unreadable ? `, ${k.unreadable} replies without a readable answer` : ''}`],
    ...CATEGORIES.map((c): [string, string] => [`  ${c}`, frac(k.byCategory[c].right, k.byCategory[c].asked)]),
    ['valid plan, first call', frac(p.validFirstCall, p.goals)],
    ['valid plan, any round', frac(p.valid, p.goals)],
    ['mean calls to a valid plan', p.meanCallsToValid === null ? '– (none valid)' : p.meanCallsToValid.toFixed(2)],
    ['tokens', `${grouped(r.tokens.total)} (prompt ${grouped(r.tokens.prompt)}, completion ${grouped(r.tokens.completion)})`],
    ['median latency', r.medianLatencyMs === null ? '–' : `${formatMs(r.medianLatencyMs)} per reply (${r.replies} replies)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
  const failed = r.probes.filter((x) => !x.valid);
  if (failed.length) lines.push('', 'goals without a valid plan:', ...failed.map((x) => `  ${x.goal}: ${x.problem ?? 'unknown'}`));
  return `${lines.join('\n')}\n`;
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
