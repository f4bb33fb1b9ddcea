/**
 * A goal in plain words, resolved against game knowledge: what kind of goal
 * it is, what it is about, and how many. Memory keys its entries by this,
 * never by the raw text, and a run is judged by it: the plan succeeding is
 * not enough, the goal must hold when the run ends.
 */
import type { Check } from '../contracts/plan.js';
import type { Knowledge } from '../knowledge/types.js';
import { GoalNotUnderstood, readGoal } from './offline.js';

export interface Goal {
  /** `cook` goals resolve to obtaining the cooked item. */
  kind: 'obtain' | 'kill' | 'eat';
  /** An item for obtain, a mob for kill; null for "eat" (any food). */
  target: string | null;
  count: number;
}

/** The goal a text means, or GoalNotUnderstood. */
export function resolveGoal(text: string, k: Knowledge): Goal {
  // Name lookup drops characters it does not know: "get iron 矿石" must not quietly mean "get iron".
  if (/[^\x20-\x7e\s]/.test(text)) throw new GoalNotUnderstood(text, 'it has characters the offline planner does not read (it reads English goals)');
  const p = readGoal(text);
  if (p.verb === 'eat') {
    const food = p.thing ? k.resolve(p.thing, 'item') : null;
    if (p.thing && !food) throw new GoalNotUnderstood(text, `"${p.thing}" is not an item it knows`);
    return { kind: 'eat', target: food, count: 1 };
  }
  if (p.verb === 'kill') {
    const mob = k.resolve(p.thing, 'mob');
    if (!mob || !k.isMob(mob)) throw new GoalNotUnderstood(text, `"${p.thing}" is not a mob it knows`);
    return { kind: 'kill', target: mob, count: p.count };
  }
  // A group goal ("wood") is met by any member; a cook goal by the cooked item.
  let item = k.resolve(p.thing, 'item');
  if (!item) throw new GoalNotUnderstood(text, `"${p.thing}" is not an item it knows`);
  if (p.verb === 'cook') item = k.smeltOutput(item) ?? item;
  return { kind: 'obtain', target: item, count: p.count };
}

/** The same goal always gives the same key, whatever words said it ("get 2 sticks", "obtain two stick"). */
export const goalKey = (g: Goal): string => `${g.kind} ${g.target ?? '*'} ${g.count}`;

/**
 * Checks that hold when the goal is reached, from the inventory: obtain and
 * cook goals. Kill and eat goals leave no trace in the inventory; for them the
 * plan's own success stands, and the summary says the goal was not checked.
 */
export function goalChecks(g: Goal): Check[] | null {
  return g.kind === 'obtain' && g.target ? [{ kind: 'has_item', item: g.target, count: g.count }] : null;
}
