/**
 * Stable ids and plan paths for mistreevous nodes. mistreevous gives every
 * node a random id; we walk its node details and our definition together, so
 * traces use ids that are the same run to run (`n0`, `n1`, … in pre-order).
 */
import type { NodeDetails } from 'mistreevous';

export interface IndexedNode {
  id: string;
  path: string | null;
  label: string;
}

export type NodeIndex = Map<string, IndexedNode>;

type Def = Record<string, unknown> & { type: string };

export function nodeLabel(def: Def): string {
  if (def.type === 'action' || def.type === 'condition') {
    const args = ((def.args as unknown[]) ?? []).slice(1).filter((a) => a !== null);
    return [def.type === 'condition' ? `${def.call}?` : def.call, ...args].join(' ');
  }
  return def.type;
}

export function nodeIndex(details: NodeDetails, definition: unknown): NodeIndex {
  const index: NodeIndex = new Map();
  let n = 0;
  const walk = (d: NodeDetails, def: Def | undefined) => {
    const path = (def?.path as string | undefined) ?? ((def?.args as unknown[] | undefined)?.[0] as string | undefined) ?? null;
    index.set(d.id, { id: `n${n++}`, path, label: def ? nodeLabel(def) : d.type });
    const kids = def ? ((def.children as Def[] | undefined) ?? (def.child ? [def.child as Def] : [])) : [];
    (d.children ?? []).forEach((c, i) => walk(c, kids[i]));
  };
  const root = (Array.isArray(definition) ? definition.find((r: Def) => !r.id) : definition) as Def;
  walk(details, root);
  return index;
}
