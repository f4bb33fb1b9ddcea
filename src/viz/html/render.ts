/**
 * One self-contained HTML report: inline CSS, inline script, inline SVG, no
 * fonts, images or scripts fetched from anywhere, so it can be mailed or
 * attached to an issue and still open offline.
 */
import { countNodes, type VizModel } from '../model.js';
import { collapseLarge } from '../share.js';
import { timelineSvg, inventorySvg, reflexLegend } from './charts.js';
import { CLIENT_JS } from './client.js';
import { esc } from './escape.js';
import { mapSvg } from './map.js';
import { llmHtml, reflexesHtml, repairsHtml, summaryHtml } from './sections.js';
import { CSS } from './style.js';
import { treeHtml } from './tree.js';

export interface HtmlOptions {
  /** Fold subtrees so that at most this many nodes show at first (default 200); all stay in the page. */
  maxVisible?: number;
  /** Live mode: the server-sent-events URL the page listens on for re-rendered reports. */
  liveEventsUrl?: string;
}

export function renderHtml(model: VizModel, opts: HtmlOptions = {}): string {
  const title = `Sapling · ${model.title}`;
  const live = opts.liveEventsUrl ? ` data-live="${esc(opts.liveEventsUrl)}"` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:;${opts.liveEventsUrl ? " connect-src 'self';" : ''}">
<title>${esc(title)}</title><style>${CSS}</style></head>
<body${live}>
<header><h1>${esc(title)}</h1>
<div class="toolbar"><span>${esc(model.source)} · <span id="node-count">${countNodes(model.root)} nodes</span></span>
<button type="button" data-action="expand-all">Expand all</button><button type="button" data-action="collapse-all">Collapse all</button>
<span class="legend">${legend(!!model.run)}</span>${opts.liveEventsUrl ? '<span id="live-status" class="live-status">live: connecting</span>' : ''}</div></header>
<main id="report">${reportBody(model, opts)}</main>
<script>${CLIENT_JS}</script>
</body></html>
`;
}

/** The part of the page a live server re-renders and swaps in. */
export function reportBody(model: VizModel, opts: Pick<HtmlOptions, 'maxVisible'> = {}): string {
  const folded = collapseLarge(model, opts.maxVisible ?? 200);
  const ran = !!model.run;
  const tree = `<section class="${ran ? 'run' : 'static'}"><h2>Tree</h2><p class="empty">Click a node for its details; ▾ folds a subtree.</p>${treeHtml(folded.root, ran)}</section>`;
  if (!model.run) return tree;
  const run = model.run;
  return [
    `<section><h2>Summary</h2>${summaryHtml(run)}</section>`,
    tree,
    `<section class="map"><h2>Map</h2>${mapSvg(run)}</section>`,
    `<section class="reflexes"><h2>Reflexes</h2>${reflexesHtml(run)}</section>`,
    `<section><h2>Repairs</h2>${repairsHtml(run)}</section>`,
    `<section><h2>Skill calls over game time</h2>${reflexLegend(run)}${timelineSvg(run)}</section>`,
    `<section><h2>Inventory over game time</h2>${reflexLegend(run)}${inventorySvg(run)}</section>`,
    `<section><h2>LLM exchanges</h2>${llmHtml(run)}</section>`,
    run.unmatched ? `<p class="empty">${run.unmatched} node events named plan paths that are not in this tree (the plan changed during the run).</p>` : '',
  ].join('\n');
}

function legend(ran: boolean): string {
  const states = ran
    ? '<span class="succeeded">succeeded</span><span class="failed">failed</span><span class="running">running</span><span class="never">never reached</span>'
    : '';
  return `${states}<span class="prereq">prerequisite</span><span class="repaired">repaired</span>`;
}
