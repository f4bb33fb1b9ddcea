/** The run parts of the report: summary figures, reflex firings, repairs and LLM exchanges. */
import { formatTicks, TICKS_PER_SECOND, type RunInfo } from '../model.js';
import { reflexColor } from '../reflexes.js';
import { reflexLegend } from './charts.js';
import { esc } from './escape.js';
import { redactValue } from './redact.js';

export function summaryHtml(run: RunInfo): string {
  const end = run.end;
  const failures = run.calls.filter((c) => c.ok === false).length;
  const tokens = run.llm.reduce((n, x) => n + x.promptTokens + x.completionTokens, 0);
  const figures: Array<[string, string]> = [
    ['outcome', end ? (end.ok ? 'succeeded' : `failed: ${end.reason}`) : 'running'],
    ['game time', formatTicks(run.endTick - run.startTick)],
    ['wall time', `${((run.endT - run.startT) / 1000).toFixed(1)}s`],
    ['skill calls', String(run.calls.length)],
    ['failed calls', String(failures)],
    ['reflexes fired', String(run.reflexes.length)],
    ['repairs', String(run.repairs.length)],
    ['LLM calls', String(run.llm.length)],
    ['LLM tokens', String(tokens)],
  ];
  if (end?.path) figures.push(['failed at', `${end.path}${end.code ? ` (${end.code})` : ''}`]);
  for (const [k, v] of Object.entries(end?.stats ?? {})) figures.push([`stats.${k}`, String(v)]);
  const head = `<p class="run-meta">goal <b>${esc(run.goal)}</b> · world ${esc(run.world)} · seed ${esc(run.seed ?? '—')}</p>`;
  const cls = end ? (end.ok ? 'succeeded' : 'failed') : 'running';
  return `${head}<div class="figures ${cls}">${figures.map(([k, v]) => `<div class="figure"><span>${esc(k)}</span><b>${esc(v)}</b></div>`).join('')}</div>`;
}

/** Every time a reflex fired: when (game time since the run started), which, what came of it and how long it took. */
export function reflexesHtml(run: RunInfo): string {
  if (run.reflexes.length === 0) return '<p class="empty">No reflexes fired.</p>';
  const rows = run.reflexes.map((r, i) => {
    const state = r.ok === null ? 'running' : r.ok ? 'succeeded' : 'failed';
    const outcome = r.ok === null ? 'running' : r.ok ? `ok${r.message && r.message !== 'ok' ? `: ${r.message}` : ''}` : `${r.code ?? 'failed'}: ${r.message}`;
    const at = `${((r.start - run.startTick) / TICKS_PER_SECOND).toFixed(1)}s`;
    return (
      `<tr class="reflex-firing ${state}" data-reflex="${esc(r.name)}"><td>${i + 1}</td><td>${esc(at)}</td><td>${r.start}</td>` +
      `<td><i class="swatch" style="background:${reflexColor(r.name)}"></i>${esc(r.name)}</td><td class="outcome">${esc(outcome)}</td>` +
      `<td>${r.ticks === null ? '…' : esc(formatTicks(r.ticks))}</td><td><a href="#" data-path="${esc(r.path)}"><code>${esc(r.path)}</code></a></td></tr>`
    );
  });
  const head = '<thead><tr><th>#</th><th>game time</th><th>tick</th><th>reflex</th><th>outcome</th><th>took</th><th>node</th></tr></thead>';
  return `${reflexLegend(run)}<table class="reflexes">${head}<tbody>${rows.join('')}</tbody></table>`;
}

export function repairsHtml(run: RunInfo): string {
  if (run.repairs.length === 0) return '<p class="empty">No repairs.</p>';
  const rows = run.repairs.map(
    (r) =>
      `<tr><td>${r.tick}</td><td><a href="#" data-path="${esc(r.path)}"><code>${esc(r.path)}</code></a></td><td>${esc(r.by)}</td><td>${esc(r.kind)}</td><td>${r.failure ? esc(`${r.failure.code}: ${r.failure.message}`) : '—'}</td><td>${esc(r.explanation)}</td></tr>`,
  );
  return `<table class="repairs"><thead><tr><th>tick</th><th>path</th><th>by</th><th>kind</th><th>after</th><th>explanation</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function llmHtml(run: RunInfo): string {
  if (run.llm.length === 0) return '<p class="empty">No LLM exchanges.</p>';
  return run.llm
    .map((x, i) => {
      const head = `#${i + 1} ${x.role} · ${x.mode} · tick ${x.tick} · ${x.promptTokens}+${x.completionTokens} tokens · ${x.ok ? 'ok' : 'failed'}`;
      const body = [
        x.request !== undefined ? `<h4>request</h4><pre>${esc(JSON.stringify(redactValue(x.request), null, 2))}</pre>` : '',
        x.response !== undefined ? `<h4>response</h4><pre>${esc(JSON.stringify(redactValue(x.response), null, 2))}</pre>` : '',
      ].join('');
      return `<details class="llm ${x.ok ? 'ok' : 'failed'}"><summary>${esc(head)}</summary>${body || '<p class="empty">Not recorded.</p>'}</details>`;
    })
    .join('');
}
