/**
 * The reactive layer the compiler wraps around every plan (src/compile/reflexes.ts):
 *
 *   parallel /reflexes                      → "reflex layer"
 *   ├ sequence /reflexes/plan               → "plan"
 *   └ repeat /reflexes/watch                → "watch reflexes"
 *     └ selector                            → "selector"
 *       ├ sequence /reflexes/<name>         → "reflex <name>"
 *       │ ├ condition reflex_due <name>     → "<name> due?"
 *       │ └ action reflex <name>            → "run <name>"
 *       └ condition reflex_idle             → "reflex idle"
 *
 * Recognised by path and call only, so viz needs none of the reflexes' code.
 */
import type { VizNode, VizReflexRole } from './model.js';

export const REFLEX_ROOT = '/reflexes';
export const REFLEX_PLAN = `${REFLEX_ROOT}/plan`;
export const REFLEX_WATCH = `${REFLEX_ROOT}/watch`;

export const isReflexPath = (path: string | null | undefined): boolean => !!path && (path === REFLEX_ROOT || path.startsWith(`${REFLEX_ROOT}/`));

/** `eat` for `/reflexes/eat`; null for the layer's own paths. */
export function reflexNameOf(path: string | null | undefined): string | null {
  if (!path || !path.startsWith(`${REFLEX_ROOT}/`) || path === REFLEX_PLAN || path === REFLEX_WATCH) return null;
  const rest = path.slice(REFLEX_ROOT.length + 1);
  return rest && !rest.includes('/') ? rest : null;
}

type Def = Record<string, unknown> & { type?: unknown };

/** The role a definition node plays in the reflex layer, with its display label; null outside the layer. */
export function reflexRole(def: Def): { role: VizReflexRole; name: string | null; label: string } | null {
  const type = def.type;
  const path = typeof def.path === 'string' ? def.path : null;
  if (type === 'parallel' && path === REFLEX_ROOT) return { role: 'layer', name: null, label: 'reflex layer' };
  if (type === 'sequence' && path === REFLEX_PLAN) return { role: 'plan', name: null, label: 'plan' };
  if (type === 'repeat' && path === REFLEX_WATCH) return { role: 'watch', name: null, label: 'watch reflexes' };
  if (type === 'sequence') {
    const name = reflexNameOf(path);
    return name ? { role: 'reflex', name, label: `reflex ${name}` } : null;
  }
  if (type !== 'condition' && type !== 'action') return null;
  const args = Array.isArray(def.args) ? def.args : [];
  if (!isReflexPath(typeof args[0] === 'string' ? args[0] : null)) return null;
  const name = typeof args[1] === 'string' ? args[1] : null;
  if (type === 'condition' && def.call === 'reflex_due' && name) return { role: 'due', name, label: `${name} due?` };
  if (type === 'condition' && def.call === 'reflex_idle') return { role: 'idle', name: null, label: 'reflex idle' };
  if (type === 'action' && def.call === 'reflex' && name) return { role: 'run', name, label: `run ${name}` };
  return null;
}

/** The selector under the watch: it picks the first due reflex. */
export const isReflexPicker = (n: VizNode): boolean =>
  n.kind === 'selector' && n.children.some((c) => c.reflex?.role === 'reflex' || c.reflex?.role === 'idle');

/** One colour per reflex, the same in every report; names not listed here get one from the spare palette. */
const REFLEX_COLORS: Record<string, string> = {
  defend: '#d62728',
  retreat: '#ff7f0e',
  arm: '#7f7f7f',
  shelter: '#8c564b',
  eat: '#2ca02c',
  toss_junk: '#9467bd',
  spare_pickaxe: '#1f77b4',
};
const SPARE = ['#17becf', '#bcbd22', '#e377c2', '#393b79', '#637939', '#8c6d31', '#843c39', '#7b4173'];

export function reflexColor(name: string): string {
  if (Object.hasOwn(REFLEX_COLORS, name)) return REFLEX_COLORS[name];
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return SPARE[h % SPARE.length];
}
