/**
 * Reading a goal as people write it, before any game knowledge: the verb, the
 * count and the words naming the thing, wherever they stand in the sentence
 * ("I need 3 iron ingots", "a shield please", "could you get me some
 * torches?"), and several goals in one sentence ("a stone pickaxe and 4
 * torches"). Whether the words name an item or a mob is goal.ts's call.
 */
import { AFTER_VERB, ANY_FOOD, AREA, JOINS, LEADING, TRAILING, VERBS, WANTING, type Verb } from './goal-words.js';
import { GoalNotUnderstood } from './not-understood.js';
import { readCount, type Count } from './numbers.js';
import { DEFAULT_NEAREST, unsupported } from './refusals.js';

export interface ParsedGoal {
  verb: Verb;
  count: number;
  /** The words naming the item, mob or food, as written ("iron ingots"); empty for "eat" with any food. */
  thing: string;
  /** Set when the count was said in stacks ("half a stack of"): the item's stack size then decides the count. */
  stacks?: number;
  /** What a cook goal turns the thing into ("smelt raw iron into ingots" → "ingots"). */
  into?: string;
}

/** One goal of a sentence, with the words it came from. */
export interface GoalWords extends ParsedGoal {
  words: string;
  /** False when the verb was not said in this part ("a shield please", the "4 torches" of "a pickaxe and 4 torches"). */
  said: boolean;
}

/** Torches placed when "light up the area" gives no number. */
export const LIGHT_TORCHES = 4;

/** Words with characters the planner does not read. Name lookup would drop them, so "get iron 矿石" would read as "get iron". */
export function foreignWords(goal: string): string[] {
  return typographic(goal)
    .split(/\s+/)
    .filter((w) => /[^\x20-\x7e]/.test(w));
}

/** The goals a sentence names, in order, or GoalNotUnderstood for a kind of goal no skill reaches. */
export function readWords(goal: string): GoalWords[] {
  const out: GoalWords[] = [];
  for (const part of splitGoals(tokenise(typographic(goal).toLowerCase()))) {
    const read = readPart(part, out.at(-1)?.verb ?? 'obtain', goal);
    if (read) out.push(pointBack(read, out.at(-1)));
  }
  if (!out.length) throw new GoalNotUnderstood(goal, 'it names no goal', DEFAULT_NEAREST);
  return out;
}

/** "craft a furnace and place it", "make 5 torches, then place them": the thing of the goal before. */
function pointBack(w: GoalWords, before: GoalWords | undefined): GoalWords {
  if (!before || !/^(it|them|those|these|that)$/.test(w.thing)) return w;
  return { ...w, thing: before.thing, count: w.thing === 'them' || w.thing === 'those' || w.thing === 'these' ? before.count : w.count };
}

/** The first goal a sentence names, without knowledge, or null when it names none a skill can reach. */
export function parseGoal(goal: string): ParsedGoal | null {
  try {
    const [first] = readWords(goal);
    if (!first) return null;
    const { words: _w, said: _s, ...parsed } = first;
    return parsed;
  } catch (e) {
    if (e instanceof GoalNotUnderstood) return null;
    throw e;
  }
}

const typographic = (s: string): string =>
  s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00d7/g, 'x')
    .replace(/\u00a0/g, ' ');

function tokenise(text: string): string[] {
  return (
    text
      // The one item whose name has "and" in it.
      .replace(/\bflint and steel\b/g, 'flint_and_steel')
      .replace(/\bhundred and\b/g, 'hundred')
      .replace(/\b(and then|and also|after that|as well as|followed by)\b/g, ',')
      .replace(/([a-z])-(?=[a-z])/g, '$1 ')
      // A colon parts goals, except in a game id ("minecraft:stone" is the block, where a bare "stone" may mean cobblestone).
      .replace(/[,;!?&+()]|(?<!\bminecraft):|\.(?=\s|$)/g, ' , ')
      .replace(/["`]|'(?![a-z])|(?<![a-z])'/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
  );
}

function splitGoals(tokens: string[]): string[][] {
  const parts: string[][] = [[]];
  for (const t of tokens) {
    if (JOINS.has(t)) parts.push([]);
    else parts.at(-1)!.push(t);
  }
  return parts.filter((p) => p.length);
}

function verbAt(t: readonly string[], i: number): { verb: Verb | 'light'; word: string; length: number } | null {
  for (let n = 4; n >= 1; n--) {
    if (i + n > t.length) continue;
    const word = t.slice(i, i + n).join(' ');
    const verb = VERBS.get(word);
    if (verb) return { verb, word, length: n };
  }
  return null;
}

const skip = (t: readonly string[], i: number, words: ReadonlySet<string>): number => {
  while (i < t.length && words.has(t[i]!)) i++;
  return i;
};

function readPart(t: string[], inherited: Verb, goal: string): GoalWords | null {
  const words = t.join(' ');
  const refusal = unsupported(words);
  if (refusal) throw new GoalNotUnderstood(goal, refusal.why, refusal.nearest);
  let i = skip(t, 0, LEADING);
  if (i === t.length) return null;
  if (t.slice(i).join(' ') === 'hungry') return { verb: 'eat', count: 1, thing: '', words, said: true };
  let v = verbAt(t, i);
  if (v && WANTING.has(v.word)) {
    const j = skip(t, i + v.length, LEADING);
    const next = verbAt(t, j);
    if (next) [i, v] = [j, next];
  }
  if (!v) return readThing(t.slice(i), inherited, words, false);
  const rest = t.slice(skip(t, i + v.length, AFTER_VERB));
  if (v.verb === 'light') return readLight(rest, words) ?? readThing(t.slice(i), inherited, words, false);
  if (/^(put|set)/.test(v.word) && /^(down|up)$/.test(rest.at(-1) ?? '')) rest.pop();
  return readThing(rest, v.verb, words, true);
}

/** "light up the area", "light the cave with 8 torches": torches placed beside the bot. */
function readLight(rest: string[], words: string): GoalWords | null {
  const { count, left } = takeCount(rest);
  if (left.some((w) => !AREA.has(w))) return null;
  return { verb: 'place', count: count?.count ?? LIGHT_TORCHES, thing: 'torch', words, said: true };
}

function readThing(rest: string[], verb: Verb, words: string, said: boolean): GoalWords {
  let t = trimEnd(rest);
  if (t.length >= 2 && t.at(-2) === 'to' && t.at(-1) === 'eat') [t, verb] = [t.slice(0, -2), 'eat'];
  const { count, left } = takeCount(t);
  let thing = left.filter((w) => w !== 'more');
  while (thing[0] === 'the' || thing[0] === 'of') thing = thing.slice(1);
  let into: string | undefined;
  const at = thing.indexOf('into');
  if (verb === 'cook' && at >= 0) [thing, into] = [thing.slice(0, at), thing.slice(at + 1).join(' ')];
  const name = thing.join(' ');
  if (verb === 'eat' || (verb === 'obtain' && /^(meal|snack|bite|dinner|lunch|breakfast)$/.test(name))) {
    return { verb: 'eat', count: count?.count ?? 1, thing: ANY_FOOD.has(name) ? '' : name, words, said };
  }
  const out: GoalWords = { verb, count: count?.count ?? 1, thing: name, words, said };
  if (count?.stacks !== undefined) out.stacks = count.stacks;
  if (into !== undefined) out.into = into;
  return out;
}

/** The count at the start of the words, else one said in digits or number words anywhere ("torches x2"). */
function takeCount(t: readonly string[]): { count: Count | null; left: string[] } {
  for (let i = 0; i < t.length; i++) {
    const c = readCount(t, i, i === 0);
    if (c) return { count: c, left: [...t.slice(0, i), ...t.slice(i + c.length)] };
  }
  return { count: null, left: [...t] };
}

function trimEnd(t: readonly string[]): string[] {
  const out = [...t];
  for (let again = true; again;) {
    again = false;
    for (const phrase of TRAILING) {
      const p = phrase.split(' ');
      if (out.length > p.length && out.slice(-p.length).join(' ') === phrase) {
        out.length -= p.length;
        again = true;
      }
    }
  }
  return out;
}
