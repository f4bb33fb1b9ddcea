/**
 * A goal in plain words, resolved against game knowledge: what kind of goal
 * it is, what it is about, and how many. Memory keys its entries by this,
 * never by the raw text, and a run is judged by it: the plan succeeding is
 * not enough, the goal must hold when the run ends. A sentence may name
 * several goals ("a stone pickaxe and 4 torches"); they are reached in order.
 */
import type { Check } from '../contracts/plan.js';
import type { Knowledge } from '../knowledge/types.js';
import { structureGoal, treeGoal } from './call-goal.js';
import { GoalNotUnderstood } from './not-understood.js';
import { nearestGoals, phrase } from './nearest.js';
import { foreignWords, readWords, type GoalWords } from './read-goal.js';
import { DEFAULT_NEAREST } from './refusals.js';
import { planSkills } from './registry.js';
import { FARMLAND, tillChecks, tillGoal } from './till-goal.js';
import { MAX_COUNT } from './validate.js';

export interface Goal {
  /**
   * `cook` and `farm` goals resolve to obtaining the item; `place` puts blocks
   * down beside the bot; `till` makes farmland
   * by the bot (target `farmland`); `build` puts up a blueprint's structure; `tree` runs
   * a shipped tree with its defaults.
   */
  kind: 'obtain' | 'kill' | 'eat' | 'place' | 'build' | 'tree' | 'till';
  /** An item for obtain and place, a mob for kill, a blueprint for build, a tree's name; null for "eat" (any food). */
  target: string | null;
  count: number;
}

/** A goal and how the planner reaches it: a farm goal is an obtain goal grown with the farm skill. */
export interface ReadGoal {
  goal: Goal;
  farm: boolean;
}

/** Crops the farm skill grows. */
const CROPS = new Set(['wheat', 'carrot', 'potato', 'beetroot']);

/** The goals a text means, in order, or GoalNotUnderstood naming what it could not read and the nearest goals it can. */
export function readGoals(text: string, k: Knowledge): ReadGoal[] {
  const foreign = foreignWords(text);
  if (foreign.length) throw new GoalNotUnderstood(text, `it cannot read ${foreign.map((w) => `"${w}"`).join(', ')} (it reads English goals)`, without(text, k));
  const blueprint = structureGoal(text);
  if (blueprint) return [{ goal: { kind: 'build', target: blueprint, count: 1 }, farm: false }];
  try {
    return readWords(text).map((w) => resolvePart(text, w, k));
  } catch (e) {
    // Words that name no item, mob or food may name a shipped tree: "milk a cow", "survive the first night".
    const tree = e instanceof GoalNotUnderstood ? treeGoal(text, planSkills(k)) : null;
    if (tree) return [{ goal: { kind: 'tree', target: tree.name, count: 1 }, farm: false }];
    throw e;
  }
}

export const resolveGoals = (text: string, k: Knowledge): Goal[] => readGoals(text, k).map((r) => r.goal);

/** The one goal a text means, or GoalNotUnderstood (also when it names several: resolveGoals reads those). */
export function resolveGoal(text: string, k: Knowledge): Goal {
  const goals = resolveGoals(text, k);
  if (goals.length !== 1)
    throw new GoalNotUnderstood(
      text,
      `it names ${goals.length} goals, and one was expected`,
      goals.map((g) => phrase(g, k)),
    );
  return goals[0]!;
}

function resolvePart(text: string, w: GoalWords, k: Knowledge): ReadGoal {
  if (w.verb === 'eat') return { goal: eatGoal(text, w, k), farm: false };
  if (w.verb === 'kill') {
    const mob = k.resolve(w.thing, 'mob');
    if (!mob || !k.isMob(mob)) throw unknown(text, w, 'mob', k);
    return { goal: { kind: 'kill', target: mob, count: inRange(text, w.count, w) }, farm: false };
  }
  if (w.verb === 'till') return { goal: tillGoal(text, w, inRange(text, w.count, w)), farm: false };
  const found = k.resolve(w.thing, 'item');
  if (!found) throw unknown(text, w, 'item', k);
  // Farmland is made in the world, never held: "make 2 farmland" tills.
  if (found === FARMLAND) return { goal: { kind: 'till', target: FARMLAND, count: inRange(text, w.count, w) }, farm: false };
  // A group goal ("wood") is met by any member; a cook goal by the cooked item.
  const item = w.verb === 'cook' ? cooked(text, w, found, k) : found;
  const one = concrete(item, k);
  const count = inRange(text, w.stacks === undefined ? w.count : Math.max(1, Math.round(w.stacks * k.stackSize(one))), w);
  if (w.verb === 'place') {
    if (!k.isBlock(one)) throw new GoalNotUnderstood(text, `"${w.thing}" is not a block it can place`, [phrase({ kind: 'obtain', target: one, count }, k)]);
    return { goal: { kind: 'place', target: one, count }, farm: false };
  }
  return { goal: { kind: 'obtain', target: item, count }, farm: w.verb === 'farm' && CROPS.has(one) };
}

function eatGoal(text: string, w: GoalWords, k: Knowledge): Goal {
  if (!w.thing) return { kind: 'eat', target: null, count: 1 };
  const food = k.resolve(w.thing, 'item');
  if (!food) throw unknown(text, w, 'item', k);
  if (k.foodPoints(concrete(food, k)) === 0) throw new GoalNotUnderstood(text, `"${w.thing}" is not food`, ['eat', 'eat some bread', 'cook some beef']);
  return { kind: 'eat', target: food, count: 1 };
}

/** What "smelt raw iron (into ingots)" makes; the words after "into" must name it, never another item. */
function cooked(text: string, w: GoalWords, item: string, k: Knowledge): string {
  const out = k.smeltOutput(item) ?? item;
  if (w.into === undefined) return out;
  const named = k.resolve(w.into, 'item');
  const tokens = out.split('_');
  const words = w.into.split(' ').map((x) => x.replace(/(es|s)$/, ''));
  if (named === out || (words.length && words.every((x) => tokens.some((t) => t === x || t.replace(/s$/, '') === x)))) return out;
  throw new GoalNotUnderstood(text, `"${w.thing}" ${out === item ? 'does not smelt' : `smelts into ${out}`}, not into "${w.into}"`, [
    phrase({ kind: 'obtain', target: out, count: w.count }, k),
  ]);
}

function inRange(text: string, count: number, w: GoalWords): number {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw new GoalNotUnderstood(text, `the count ${count} is outside 1..${MAX_COUNT} (36 slots of 64) in "${w.words}"`);
  return count;
}

const concrete = (item: string, k: Knowledge): string => (item.startsWith('#') ? (k.members(item)[0] ?? item) : item);

function unknown(text: string, w: GoalWords, kind: 'item' | 'mob', k: Knowledge): GoalNotUnderstood {
  const what = `"${w.thing}" is not ${kind === 'item' ? 'an item' : 'a mob'} it knows`;
  const why = w.thing ? (w.said ? what : `it found no verb it knows in "${w.words}", and ${what}`) : `"${w.words}" names nothing to ${w.verb}`;
  return new GoalNotUnderstood(text, why, nearestGoals(w, kind, k));
}

/** The goals the readable words around unreadable ones name: "get iron 矿石" offers "obtain an iron ingot", never plans it. */
function without(text: string, k: Knowledge): string[] {
  // Word by word, as foreignWords reads them: a word it rewrites first ("¡×") must still go.
  const rest = text
    .split(/\s+/)
    .filter((w) => foreignWords(w).length === 0)
    .join(' ');
  if (!rest.trim() || foreignWords(rest).length) return DEFAULT_NEAREST;
  try {
    return resolveGoals(rest, k).map((g) => phrase(g, k));
  } catch (e) {
    if (e instanceof GoalNotUnderstood) return DEFAULT_NEAREST;
    throw e;
  }
}

/** The same goal always gives the same key, whatever words said it ("get 2 sticks", "obtain two stick"). */
export const goalKey = (g: Goal): string => `${g.kind} ${g.target ?? '*'} ${g.count}`;

/**
 * Checks that hold when the goal is reached, from the inventory: obtain and
 * cook goals; till goals count farmland by the bot. Kill, eat and place goals leave no trace in the inventory; for
 * them the plan's own success stands, and the summary says the goal was not checked.
 */
export function goalChecks(g: Goal): Check[] | null {
  if (g.kind === 'till') return tillChecks(g.count);
  return g.kind === 'obtain' && g.target ? [{ kind: 'has_item', item: g.target, count: g.count }] : null;
}

/**
 * The checks for every goal of a sentence, in order. An item a later goal
 * places ("make 5 torches, then place them") is not expected in the inventory.
 */
export function sentenceChecks(goals: readonly Goal[]): Check[] {
  return goals.flatMap((g, i) => (goals.slice(i + 1).some((p) => p.kind === 'place' && p.target === g.target) ? [] : (goalChecks(g) ?? [])));
}
