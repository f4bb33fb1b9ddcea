/** Mermaid flowchart: state classes, prerequisite nodes dashed, shared subtrees as dotted references. */
import { STATE_COLOR, markOf, isNotYet, formatTicks, type VizModel, type VizNode } from './model.js';
import { hiddenCount } from './share.js';

/** Mermaid strings are double-quoted; quotes and angle brackets become entities. */
const esc = (s: string) => s.replace(/&/g, '#amp;').replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;');

export function renderMermaid(model: VizModel): string {
  const ran = !!model.run;
  const out: string[] = ['flowchart TD'];
  const edges: string[] = [];
  const classes: string[] = [];
  const visit = (n: VizNode) => {
    out.push(`  ${n.id}${shape(n, label(n, ran))}`);
    const cls = [ran ? (isNotYet(n) ? 'never' : n.state) : null, n.origin === 'prerequisite' ? 'prereq' : null, n.repaired ? 'repaired' : null].filter(Boolean);
    if (cls.length) classes.push(`  class ${n.id} ${cls.join(',')}`);
    if (n.ref) edges.push(`  ${n.id} -.-> ${n.ref}`);
    if (n.collapsed) return;
    for (const c of n.children) {
      edges.push(`  ${n.id} --> ${c.id}`);
      visit(c);
    }
  };
  visit(model.root);
  const defs = ran ? (Object.keys(STATE_COLOR) as Array<keyof typeof STATE_COLOR>).map((s) => `  classDef ${s} fill:${STATE_COLOR[s]}`) : [];
  defs.push('  classDef prereq stroke-dasharray: 5 5', '  classDef repaired stroke:#b36b00,stroke-width:3px');
  return [...out, ...edges, ...defs, ...classes].join('\n') + '\n';
}

function label(n: VizNode, ran: boolean): string {
  const lines = [`${ran ? `${markOf(n)} ` : ''}${n.kind === 'ref' ? '↪ ' : ''}${n.label}`];
  if (n.path) lines.push(n.path);
  if (ran && n.fired) lines.push(`fired ${n.fired}×`);
  if (ran && n.ticks !== null) lines.push(formatTicks(n.ticks));
  if (n.repaired) lines.push('⟲ repaired');
  if (n.collapsed || n.kind === 'ref') lines.push(`+${hiddenCount(n)} nodes`);
  return esc(lines.join('\n')).replace(/\n/g, '<br/>');
}

function shape(n: VizNode, text: string): string {
  if (n.kind === 'condition') return `{{"${text}"}}`;
  if (n.kind === 'ref') return `[["${text}"]]`;
  if (n.children.length > 0 || n.collapsed) return `["${text}"]`;
  return `("${text}")`;
}
