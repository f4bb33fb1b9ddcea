/**
 * The page around the sections: a header naming when and where the bench ran,
 * a table of every section's world and planner, and a note for each section
 * the file does not hold. Self-contained: inline CSS and one inline script,
 * system fonts, and a Content-Security-Policy that lets nothing load.
 */
import { esc } from '../../viz/html/escape.js';
import type { Name } from '../args.js';
import { runLabel, SECTION_INFO, SECTION_ORDER, worldOf } from './describe.js';
import type { BenchResults } from './load.js';
import { SORT_JS } from './table.js';

/** The look of the run report (src/viz/html/style.ts): the same fonts, greys and borders. */
const CSS = `
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;padding:16px 24px;color:#222;background:#fafafa;max-width:1100px}
h1{font-size:20px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #ddd} h3{font-size:14px;margin:12px 0 4px}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0} dl.meta dt{color:#666} dl.meta dd{margin:0}
.env{color:#444;font-size:13px;margin:2px 0} .note{color:#555;font-size:13px} .skipped{background:#fff4e5;border-left:3px solid #b36b00;padding:4px 8px}
figure.bench-chart{margin:12px 0;background:#fff;border:1px solid #ddd;border-radius:4px;padding:8px 10px}
figcaption{font-weight:600;margin-bottom:4px}
svg.bars{width:100%;height:auto} svg .grid{stroke:#eee} svg .axis{font-size:11px;fill:#555} svg .cat{font-size:11px;fill:#222} svg .val{font-size:10px;fill:#333} svg .na{font-size:11px;fill:#999}
.chart-legend{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:12px;margin-bottom:4px}
i.swatch{display:inline-block;width:12px;height:12px;margin-right:5px;border-radius:2px;vertical-align:-2px;background:var(--c)}
.paper i.swatch,.meter.paper{background:repeating-linear-gradient(45deg,var(--c) 0 3px,#fff 3px 5px);outline:1px solid var(--c)}
table{border-collapse:collapse;background:#fff;margin:6px 0;font-size:13px} th,td{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
td.num{text-align:right;min-width:64px} caption{text-align:left;font-weight:600;padding:4px 0}
.meter{display:block;height:4px;margin-top:2px;background:var(--c);border-radius:1px}
th button{font:inherit;font-weight:600;border:none;background:none;padding:0;cursor:pointer;text-align:left} th[aria-sort=ascending] button::after{content:" ▲"} th[aria-sort=descending] button::after{content:" ▼"}
details.numbers summary{cursor:pointer;color:#555;font-size:12px}
table.worlds td:nth-child(2){white-space:nowrap}
nav ul{display:flex;flex-wrap:wrap;gap:4px 14px;padding:0;list-style:none}
`;

const sectionKeys = (r: BenchResults, name: Name): string =>
  (r.sections.get(name) ?? []).map((v) => (v.key === 'honest' ? name : `${name}:${v.key}`)).join(', ');

function header(r: BenchResults): string {
  const cell = (x: unknown) => (x === undefined ? '<span class="note">not recorded</span>' : esc(x));
  const complete =
    r.complete === undefined
      ? cell(undefined)
      : r.complete
        ? 'yes'
        : 'no: the bench was cut short or is still running; the sections below are the ones it finished';
  return `<dl class="meta"><dt>date</dt><dd>${esc(r.date)}</dd><dt>machine</dt><dd>Node ${esc(r.node)}, ${r.cores === undefined ? 'cores not recorded' : `${esc(r.cores)} cores`}, ${r.queue !== undefined ? `episodes through the queue ${esc(r.queue)}` : r.jobs === undefined ? 'jobs not recorded' : `--jobs ${esc(r.jobs)}`}</dd><dt>seeds</dt><dd>${cell(r.seeds)} (diamond, noisy, sim, explore; the suites run their own)</dd><dt>complete</dt><dd>${complete}</dd><dt>from</dt><dd><code>${esc(r.file)}</code></dd></dl>`;
}

/** Every section in the file with the world and planner each of its runs had. */
function worldsTable(r: BenchResults): string {
  const rows = SECTION_ORDER.flatMap((name) =>
    (r.sections.get(name) ?? []).map(
      (v) =>
        `<tr><td><a href="#${name}">${esc(SECTION_INFO[name].title)}</a></td><td>${esc(runLabel(name, v))}</td><td>${esc(worldOf(name, v))}</td><td>${esc(SECTION_INFO[name].planner)}</td></tr>`,
    ),
  );
  return `<table class="worlds"><caption>Where each number comes from</caption><thead><tr><th>section</th><th>run</th><th>world</th><th>planner</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function missingNote(r: BenchResults): string {
  const missing = SECTION_ORDER.filter((n) => !r.sections.has(n));
  const unknown = r.unknownKeys.length ? `<p class="skipped">Not drawn (no section of that name): ${esc(r.unknownKeys.join(', '))}.</p>` : '';
  if (!missing.length) return unknown;
  return `<p class="skipped" id="not-in-file">Not in this file, so not drawn: ${esc(missing.map((n) => SECTION_INFO[n].title).join('; '))}. Run them with <code>npm run bench -- --only ${esc(missing.join(','))}</code>.</p>${unknown}`;
}

/** A section's heading, its runs' worlds and planner, then its body. */
export function sectionHtml(r: BenchResults, name: Name, body: string): string {
  const variants = r.sections.get(name) ?? [];
  const env = variants
    .map((v) => `<p class="env"><b>${esc(runLabel(name, v))}</b>: ${esc(worldOf(name, v))}; ${esc(SECTION_INFO[name].planner)}.</p>`)
    .join('');
  return `<section id="${name}" data-section="${name}" data-keys="${esc(sectionKeys(r, name))}"><h2>${esc(SECTION_INFO[name].title)}</h2>${env}${body}</section>`;
}

export function page(r: BenchResults, sections: string[]): string {
  const nav = SECTION_ORDER.filter((n) => r.sections.has(n)).map((n) => `<li><a href="#${n}">${esc(SECTION_INFO[n].title)}</a></li>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>Sapling bench · ${esc(r.date)}</title><style>${CSS}</style></head>
<body>
<header><h1>Sapling bench · ${esc(r.date)}</h1>${header(r)}
<p class="note">Sapling's numbers come from its simulated world with the planner each section names; the papers ran real Minecraft with an LLM in the loop. Their figures stand beside Sapling's (hatched bars), not in place of them.</p>
${missingNote(r)}<nav><ul>${nav.join('')}</ul></nav>${worldsTable(r)}</header>
<main>${sections.join('\n')}</main>
<script>${SORT_JS}</script>
</body></html>
`;
}
