/**
 * JSON pointers (RFC 6901) into plans and trees. A plan node's pointer is its
 * stable id: the compiler carries it into the tree, the trace reports it, and
 * repairs name the node to change by it.
 */
import type { Plan, PlanNode } from './plan.js';

export class PointerError extends Error {
  override name = 'PointerError';
}

/** `base` extended by one key, escaped. */
export const pointer = (base: string, key: string | number): string => `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The unescaped keys of a pointer; '' is the whole document. */
export function parsePointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new PointerError(`'${path}' is not a JSON pointer; write it like /plan/steps/2`);
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The plan node a tree path belongs to. Prerequisite steps the compiler
 * expanded (`/plan/steps/3/needs/1`) and the reflex layer's own paths are not
 * in the plan; the node that owns them is.
 */
export function ownerPath(path: string): string {
  const i = path.indexOf('/needs');
  return i >= 0 ? path.slice(0, i) : path;
}

/** The value at a pointer, or undefined when the path leads nowhere. */
export function valueAt(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of parsePointer(path)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Array.isArray(cur) ? cur[Number(part)] : (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** The plan node at a pointer (prerequisite paths map to their owner), or null. */
export function nodeAt(plan: Plan, path: string): PlanNode | null {
  let v: unknown;
  try {
    v = valueAt(plan, ownerPath(path));
  } catch (e) {
    if (e instanceof PointerError) return null;
    throw e;
  }
  return v !== null && typeof v === 'object' && 'type' in v ? (v as PlanNode) : null;
}
