/**
 * Goal text as a memory key. The exact key is conservative (case, spacing,
 * punctuation and articles only), so "get 3 diamonds" never reuses the plan
 * for "get a diamond"; similarity is looser and only yields a reference plan.
 */
const ARTICLES = new Set(['a', 'an', 'the']);
const STOP = new Set([...ARTICLES, 'some', 'me', 'please', 'of', 'and', 'to', 'for', 'with', 'then']);

export function goalKey(goal: string): string {
  return words(goal)
    .filter((w) => !ARTICLES.has(w))
    .join(' ');
}

export function goalTokens(goal: string): Set<string> {
  return new Set(
    words(goal)
      .filter((w) => !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)),
  );
}

/** Jaccard overlap of two token sets. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let both = 0;
  for (const t of a) if (b.has(t)) both++;
  return both / (a.size + b.size - both);
}

function words(goal: string): string[] {
  return goal
    .toLowerCase()
    .replace(/[_-]/g, ' ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
