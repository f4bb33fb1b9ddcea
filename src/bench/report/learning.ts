/** The learning section: each held-out goal's LLM calls with empty memory and after `learn`. */
import { esc } from '../../viz/html/escape.js';
import { meanText } from '../stats.js';
import type { HeldOutRun } from '../held-out.js';
import type { Variant } from './load.js';
import { sortableTable, type Cell, type Column } from './table.js';

interface LearningData {
  before: HeldOutRun[];
  after: HeldOutRun[];
}

const mean = (xs: number[]): string => meanText(xs, 2);

export function learningHtml(variants: Variant[]): string {
  return variants
    .map((v) => {
      const d = v.data as LearningData;
      const summary = `${v.label}: ${d.before.filter((r) => r.ok).length}/${d.before.length} goals and ${mean(d.before.map((r) => r.llmCalls))} LLM calls per goal with empty memory; ${d.after.filter((r) => r.ok).length}/${d.after.length} and ${mean(d.after.map((r) => r.llmCalls))} after learning`;
      const columns: Column[] = [{ name: 'goal' }, { name: 'calls, empty memory' }, { name: 'calls after learning' }, { name: 'planned by, after' }];
      const rows = d.before.map((b, i): Cell[] => {
        const a = d.after[i];
        return [
          { text: b.goal, sort: b.goal },
          { text: `${b.llmCalls}${b.ok ? '' : ' (failed)'}`, sort: b.llmCalls },
          { text: a ? `${a.llmCalls}${a.ok ? '' : ' (failed)'}` : '—', sort: a?.llmCalls ?? null },
          { text: a?.planner ?? '—', sort: a?.planner ?? null },
        ];
      });
      return `<p>${esc(summary)}.</p>${sortableTable('learning-table', 'Held-out goals, before and after learning', columns, rows)}`;
    })
    .join('');
}
