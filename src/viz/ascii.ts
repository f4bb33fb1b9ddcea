/** Box-drawing tree for terminals: state marks ✓ ✗ ▶ · ○, plan paths, game time, reflex firings, repairs. */
import { markOf, isNotYet, formatTicks, type VizModel, type VizNode, type VizState } from './model.js';
import { hiddenCount } from './share.js';

export interface AsciiOptions {
  /** ANSI colours by state (default false). */
  color?: boolean;
  /** Longest free-text note (failure message, repair explanation) before it is cut (default 80). */
  noteWidth?: number;
}

const ANSI: Record<VizState | 'dim' | 'repair', string> = {
  succeeded: '\x1b[32m',
  failed: '\x1b[31m',
  running: '\x1b[33m',
  never: '\x1b[90m',
  dim: '\x1b[2m',
  repair: '\x1b[35m',
};
const RESET = '\x1b[0m';

export function renderAscii(model: VizModel, opts: AsciiOptions = {}): string {
  const ran = !!model.run;
  const paint = (style: keyof typeof ANSI, s: string) => (opts.color ? `${ANSI[style]}${s}${RESET}` : s);
  const width = opts.noteWidth ?? 80;
  const lines: string[] = [];
  const line = (n: VizNode, lead: string, branch: string) => {
    lines.push(lead + branch + describe(n, ran, paint, width));
  };
  const visit = (n: VizNode, lead: string) => {
    if (n.collapsed) return;
    n.children.forEach((c, i) => {
      const last = i === n.children.length - 1;
      line(c, lead, last ? '└── ' : '├── ');
      visit(c, lead + (last ? '    ' : '│   '));
    });
  };
  line(model.root, '', '');
  visit(model.root, '');
  return lines.join('\n') + '\n';
}

function describe(n: VizNode, ran: boolean, paint: (s: keyof typeof ANSI, t: string) => string, width: number): string {
  const head = n.kind === 'ref' ? `↪ ${n.label} (same as ${n.ref}, ${hiddenCount(n)} more nodes)` : n.label;
  const parts = [ran ? paint(isNotYet(n) ? 'dim' : n.state, `${markOf(n)} ${head}`) : head];
  if (n.path) parts.push(paint('dim', n.path));
  if (n.origin === 'prerequisite') parts.push(paint('dim', '[prereq]'));
  if (ran && n.fired) parts.push(`fired ${n.fired}×`);
  if (ran && n.ticks !== null) parts.push(formatTicks(n.ticks));
  if (n.outcome && !n.outcome.ok) parts.push(paint('failed', cut(`${n.outcome.code ?? 'failed'}: ${n.outcome.message}`, width)));
  if (n.repaired) parts.push(paint('repair', cut(`⟲ repaired by ${n.repaired.by}: ${n.repaired.explanation}`, width)));
  if (n.collapsed) parts.push(paint('dim', `… ${hiddenCount(n)} nodes folded`));
  return parts.join('  ');
}

const cut = (s: string, w: number) => {
  const one = s.replace(/\s+/g, ' ');
  return one.length > w ? `${one.slice(0, w - 1)}…` : one;
};
