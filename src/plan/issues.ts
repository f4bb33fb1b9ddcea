import { editDistance } from '../contracts/edit-distance.js';
import type { PlanIssue } from '../contracts/plan.js';

export const issue = (path: string, message: string, suggestion: string | null = null): PlanIssue => ({ path, message, suggestion });

/** One line for people: "unknown item 'wooden_planks' at /plan/steps/2/args/item; did you mean 'oak_planks'?" */
export const formatIssue = (i: PlanIssue): string => `${i.message} at ${i.path || '/'}${i.suggestion ? `; ${i.suggestion}` : ''}`;

export const didYouMean = (names: readonly string[]): string | null =>
  names.length === 0
    ? null
    : `did you mean ${names
        .slice(0, 3)
        .map((n) => `'${n}'`)
        .join(' or ')}?`;

/** Closest strings by edit distance, for "did you mean" over small closed sets (node types, keys, skills). */
export function closest(word: string, options: readonly string[], limit = 1): string[] {
  const scored = options.map((o) => ({ o, d: editDistance(word.toLowerCase(), o.toLowerCase()) }));
  const max = Math.max(2, Math.floor(word.length / 2));
  return scored
    .filter((s) => s.d <= max)
    .sort((a, b) => a.d - b.d || a.o.localeCompare(b.o))
    .slice(0, limit)
    .map((s) => s.o);
}

export { editDistance } from '../contracts/edit-distance.js';
export { pointer } from '../contracts/pointer.js';
