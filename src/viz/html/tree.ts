/** The tree as nested lists: each node a row (state, label, path, game time) with folding details. */
import { markOf, isNotYet, isSkipCheck, formatTicks, type VizNode } from '../model.js';
import { reflexColor } from '../reflexes.js';
import { hiddenCount } from '../share.js';
import { esc } from './escape.js';

export function treeHtml(root: VizNode, ran: boolean): string {
  return `<ul class="tree">${nodeHtml(root, ran)}</ul>`;
}

function nodeHtml(n: VizNode, ran: boolean): string {
  const cls = [
    'node',
    `state-${n.state}`,
    `origin-${n.origin}`,
    `kind-${n.kind}`,
    n.repaired ? 'repaired' : '',
    n.collapsed ? 'collapsed' : '',
    isSkipCheck(n) ? 'skip-check' : '',
    isNotYet(n) ? 'not-yet' : '',
    n.reflex ? `reflex-${n.reflex.role}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const kids = n.children.length ? `<ul class="children">${n.children.map((c) => nodeHtml(c, ran)).join('')}</ul>` : '';
  const reflex = n.reflex?.name ? ` data-reflex="${esc(n.reflex.name)}" style="--reflex:${reflexColor(n.reflex.name)}"` : '';
  return `<li id="node-${n.id}" class="${cls}" data-node="${n.id}" data-state="${n.state}"${n.path ? ` data-path="${esc(n.path)}"` : ''}${reflex}>${rowHtml(n, ran)}${repairHtml(n)}${detailsHtml(n, ran)}${kids}</li>`;
}

function rowHtml(n: VizNode, ran: boolean): string {
  const parts = [
    n.children.length
      ? `<button class="toggle" type="button" aria-expanded="${!n.collapsed}" title="fold or unfold"></button>`
      : '<span class="toggle-pad"></span>',
    ran ? `<span class="mark" title="${n.state}">${markOf(n)}</span>` : '',
    `<span class="kind">${esc(n.kind)}</span>`,
    `<span class="label">${esc(n.kind === 'ref' ? `↪ ${n.label}` : n.label)}</span>`,
    n.path ? `<code class="path">${esc(n.path)}</code>` : '',
    ran && n.fired ? `<span class="badge fired">fired ${n.fired}×</span>` : '',
    ran && n.ticks !== null ? `<span class="ticks">${formatTicks(n.ticks)}</span>` : '',
    n.origin === 'prerequisite' ? '<span class="badge prereq">prerequisite</span>' : '',
    n.repaired ? '<span class="badge repaired">⟲ repaired</span>' : '',
    n.ref ? `<a class="ref" href="#node-${n.ref}">same as ${esc(n.ref)} (+${hiddenCount(n)} nodes)</a>` : '',
    n.sharedBy?.length ? `<span class="badge shared">shared ×${n.sharedBy.length + 1}</span>` : '',
    n.collapsed ? `<span class="folded">+${hiddenCount(n)} nodes</span>` : '',
  ];
  return `<div class="row">${parts.join('')}</div>`;
}

function repairHtml(n: VizNode): string {
  if (!n.repaired) return '';
  const r = n.repaired;
  const cause = r.failure ? ` after <b>${esc(r.failure.code ?? 'failure')}</b>: ${esc(r.failure.message)}` : '';
  return `<div class="repair-note">⟲ repaired by ${esc(r.by)} (${esc(r.kind)}) at tick ${r.tick}${cause}<br><q>${esc(r.explanation)}</q></div>`;
}

function detailsHtml(n: VizNode, ran: boolean): string {
  const rows: Array<[string, string]> = [
    ['id', esc(n.id)],
    ['kind', esc(n.kind)],
    ['origin', esc(n.origin)],
    ['plan path', n.path ? `<code>${esc(n.path)}</code>` : '—'],
    ['args', n.args ? `<code>${esc(JSON.stringify(n.args))}</code>` : '—'],
  ];
  if (ran) {
    rows.push(['state', esc(n.state)]);
    rows.push(['game time', n.ticks !== null ? `${formatTicks(n.ticks)}${n.start != null ? `, ticks ${n.start}–${n.end ?? '…'}` : ''}` : '—']);
    if (n.fired) rows.push(['fired', `${n.fired}×`]);
    if (n.outcome) rows.push([n.reflex ? 'last outcome' : 'outcome', n.outcome.ok ? 'ok' : `${esc(n.outcome.code)}: ${esc(n.outcome.message)}`]);
  }
  return `<dl class="details" hidden>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}
