import type { Plan, PlanNode } from '../plan/types.js';
import { ownerPath, parsePointer } from './repair.js';

/** The plan node at a JSON pointer (prerequisite paths map to their owner), or null. */
export function nodeAtPath(plan: Plan, path: string): PlanNode | null {
  let cur: unknown = plan;
  for (const part of parsePointer(ownerPath(path))) {
    if (cur === null || typeof cur !== 'object') return null;
    cur = Array.isArray(cur) ? cur[Number(part)] : (cur as Record<string, unknown>)[part];
  }
  return cur && typeof cur === 'object' && 'type' in cur ? (cur as PlanNode) : null;
}
