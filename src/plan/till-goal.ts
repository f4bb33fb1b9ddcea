/**
 * Till goals: "hoe farmland", "till 3 farmland", "till the soil", "make
 * farmland". Farmland is a block no inventory holds (breaking it drops dirt),
 * so a goal naming it is met in the world, by the till skill, and judged by
 * counting farmland by the bot.
 */
import type { Check } from '../contracts/plan.js';
import { TILL_RADIUS } from '../skills/index.js';
import { GoalNotUnderstood } from './not-understood.js';
import type { GoalWords } from './read-goal.js';

/** What "till" may be about once counts and articles are gone: soil, or the farmland it makes. */
const TILLED = new Set(['', 'farmland', 'farm land', 'farmlands', 'soil', 'dirt', 'grass', 'ground', 'land', 'field', 'earth']);
/** Words around the thing that change nothing: "some", "blocks of", "with a hoe". */
const FILLER = new Set(['some', 'a', 'an', 'the', 'block', 'blocks', 'of', 'with', 'using', 'hoe', 'my', 'your']);

export const FARMLAND = 'farmland';

/** A till goal as goal.ts resolves it (not imported: goal.ts imports this file). */
type TillGoal = { kind: 'till'; target: string; count: number };

/** The till goal a "till" verb names, or GoalNotUnderstood when its words name something a hoe does not till. */
export function tillGoal(text: string, w: GoalWords, count: number): TillGoal {
  const thing = w.thing
    .split(' ')
    .filter((x) => !FILLER.has(x))
    .join(' ');
  if (!TILLED.has(thing))
    throw new GoalNotUnderstood(text, `a hoe tills grass or dirt into farmland, not "${w.thing}"`, [`till ${count} farmland`, 'obtain a wooden hoe']);
  return { kind: 'till', target: FARMLAND, count };
}

/** Farmland counted around the bot when the run ends: the till skill's own count. */
export const tillChecks = (count: number): Check[] => [{ kind: 'blocks_near', block: FARMLAND, count, distance: TILL_RADIUS }];
