/**
 * What memory keys an entry by. The exact key is the goal as the run is
 * judged by it (plan's resolveGoals: kind, knowledge name, count), never the
 * raw words: "get 2 sticks" and "obtain two stick" share a plan, "get 3
 * diamonds" and "get a diamond" do not, and goals the parser cannot read get
 * no exact key at all, so they are never replayed. Similarity is looser and
 * only yields a reference plan for the LLM prompt.
 */
import type { Knowledge } from '../knowledge/types.js';
import { GoalNotUnderstood, goalKey, parseGoal, resolveGoals, type Goal } from '../plan/index.js';

const STOP = new Set(['a', 'an', 'the', 'some', 'me', 'please', 'of', 'and', 'to', 'for', 'with', 'then']);

/** The exact memory key of a goal, or null when the goal must never be replayed from memory. */
export function exactKey(goal: string, k: Knowledge): string | null {
  const goals = readableGoals(goal, k);
  // One goal keeps its key as it always was; several are keyed in their order.
  return goals ? goals.map(goalKey).join(', then ') : null;
}

/** The goals a sentence asks for (kind, target, count), or null when it must never be replayed from memory. */
export function readableGoals(goal: string, k: Knowledge): Goal[] | null {
  // Name lookup drops what is not printable ASCII, so "get iron 矿石" would read as "get iron": such goals get no key.
  if (/[^\s!-~]/u.test(goal)) return null;
  try {
    const goals = resolveGoals(goal, k);
    // "eat <something unknown>" resolves to "eat anything", which is not the goal that was asked.
    if (goals.length === 1 && goals[0]!.kind === 'eat' && goals[0]!.target === null && parseGoal(goal)?.thing) return null;
    return goals;
  } catch (e) {
    if (e instanceof GoalNotUnderstood) return null;
    throw e;
  }
}

/** The raw words, for naming (never replaying) the entry of a goal without an exact key. */
export function textKey(goal: string): string {
  return goal.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words in any script (a Chinese or Russian goal has tokens too), without filler words and plural s. */
export function goalTokens(goal: string): Set<string> {
  return new Set(
    goal
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !STOP.has(w))
      .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)),
  );
}

/** Jaccard overlap of two token sets; 0 when either is empty, so an empty goal resembles nothing. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let both = 0;
  for (const t of a) if (b.has(t)) both++;
  return both / (a.size + b.size - both);
}
