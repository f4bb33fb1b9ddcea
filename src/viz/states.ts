/** A composite's final state from its children's, by mistreevous semantics. */
import type { VizKind, VizState } from './model.js';

const SUCCEED_ON_ANY = new Set(['selector', 'race', 'lotto']);
const FAIL_ON_ANY = new Set(['sequence', 'parallel', 'all']);

export function inferState(kind: VizKind, kids: VizState[]): VizState {
  if (kids.length === 0 || kids.every((s) => s === 'never')) return 'never';
  const any = (s: VizState) => kids.includes(s);
  const all = (s: VizState) => kids.every((k) => k === s);
  if (SUCCEED_ON_ANY.has(kind)) {
    if (any('succeeded')) return 'succeeded';
    return all('failed') ? 'failed' : 'running';
  }
  if (FAIL_ON_ANY.has(kind)) {
    if (any('failed')) return 'failed';
    return all('succeeded') ? 'succeeded' : 'running';
  }
  // Decorators and roots have one child (roots of a multi-root tree: any failure fails the run).
  if (any('running')) return 'running';
  const child: VizState = any('failed') ? 'failed' : all('succeeded') ? 'succeeded' : 'running';
  if (kind === 'flip') return child === 'succeeded' ? 'failed' : child === 'failed' ? 'succeeded' : child;
  if (kind === 'succeed') return child === 'running' ? child : 'succeeded';
  if (kind === 'fail') return child === 'running' ? child : 'failed';
  return child;
}

/** `mistreevous.succeeded` → `succeeded`; `ready` (reset between ticks or iterations) → null. */
export function normalizeState(s: string): VizState | null {
  const t = s.replace(/^mistreevous\./i, '').toLowerCase();
  if (t === 'succeeded' || t === 'success') return 'succeeded';
  if (t === 'failed' || t === 'failure') return 'failed';
  if (t === 'running') return 'running';
  return null;
}
