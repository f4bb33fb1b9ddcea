/** Graphviz DOT: fill by state, prerequisite nodes dashed and note-shaped, repaired nodes with a thick orange border. */
import { markOf, fillOf, formatTicks, type VizModel, type VizNode } from './model.js';
import { hiddenCount } from './share.js';

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function renderDot(model: VizModel): string {
  const ran = !!model.run;
  const out = [
    'digraph sapling {',
    `  label="${esc(model.title)}"; labelloc=t; rankdir=TB; fontname="Helvetica";`,
    '  node [shape=box, style="rounded,filled", fillcolor="#ffffff", fontname="Helvetica", fontsize=11];',
    '  edge [color="#666666"];',
  ];
  const edges: string[] = [];
  const visit = (n: VizNode) => {
    out.push(`  ${n.id} [${attrs(n, ran)}];`);
    if (n.ref) edges.push(`  ${n.id} -> ${n.ref} [style=dotted, constraint=false, arrowhead=empty];`);
    if (n.collapsed) return;
    for (const c of n.children) {
      edges.push(`  ${n.id} -> ${c.id};`);
      visit(c);
    }
  };
  visit(model.root);
  return [...out, ...edges, '}'].join('\n') + '\n';
}

function attrs(n: VizNode, ran: boolean): string {
  const lines = [`${ran ? `${markOf(n)} ` : ''}${n.kind === 'ref' ? '↪ ' : ''}${n.label}`];
  if (n.path) lines.push(n.path);
  if (ran && n.fired) lines.push(`fired ${n.fired}×`);
  if (ran && n.ticks !== null) lines.push(formatTicks(n.ticks));
  if (n.repaired) lines.push(`⟲ repaired: ${n.repaired.explanation.slice(0, 60)}`);
  if (n.collapsed || n.kind === 'ref') lines.push(`+${hiddenCount(n)} nodes`);
  const style = ['filled', n.kind === 'action' || n.kind === 'ref' ? 'rounded' : '', n.origin === 'prerequisite' ? 'dashed' : '', n.repaired ? 'bold' : '']
    .filter(Boolean)
    .join(',');
  const a: Record<string, string | number> = {
    label: lines.join('\n'),
    shape: n.kind === 'condition' ? 'hexagon' : n.origin === 'prerequisite' ? 'note' : 'box',
    style,
    fillcolor: ran ? fillOf(n) : n.origin === 'prerequisite' ? '#f3f0ff' : '#ffffff',
    tooltip: [n.kind, n.path ?? '', n.args ? JSON.stringify(n.args) : ''].filter(Boolean).join(' '),
    class: [`state-${n.state}`, `origin-${n.origin}`, n.repaired ? 'repaired' : '', n.reflex ? `reflex-${n.reflex.role}` : ''].filter(Boolean).join(' '),
  };
  if (n.repaired) Object.assign(a, { color: '#b36b00', penwidth: 3 });
  return Object.entries(a)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? v : `"${esc(v)}"`}`)
    .join(', ');
}
