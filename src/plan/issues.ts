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

export function editDistance(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

export { pointer } from '../contracts/pointer.js';
