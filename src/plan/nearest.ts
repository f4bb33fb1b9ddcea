/**
 * The nearest goals the offline planner reads, for a refusal: written the way
 * a person would retype them ("obtain 3 iron ingots", "kill a zombie"), so
 * each one reads back to the goal it names.
 */
import { KnowledgeError, type Knowledge } from '../knowledge/types.js';
import type { GoalWords } from './read-goal.js';
import { DEFAULT_NEAREST } from './refusals.js';

/** A goal as goal.ts resolves it (not imported: goal.ts imports this file). */
type Goal = { kind: 'obtain' | 'kill' | 'eat' | 'place' | 'build' | 'tree' | 'till'; target: string | null; count: number };

const VERB_WORD: Record<GoalWords['verb'], string> = { obtain: 'obtain', cook: 'cook', farm: 'grow', kill: 'kill', eat: 'eat', place: 'place', till: 'till' };

/** Goals close to words that name no item or mob: the same verb and count with the names nearest in spelling. */
export function nearestGoals(w: GoalWords, kind: 'item' | 'mob', k: Knowledge): string[] {
  if (!w.thing) return DEFAULT_NEAREST;
  const out: string[] = [];
  // The words name a mob when an item was wanted, or the other way round: offer the verb that fits.
  const mob = kind === 'item' ? k.resolve(w.thing, 'mob') : null;
  if (mob && k.isMob(mob)) out.push(say('kill', w.count, mob));
  const item = kind === 'mob' ? k.resolve(w.thing, 'item') : null;
  if (item) out.push(say('obtain', w.count, representative(item, k)));
  const verb = w.verb === 'eat' ? 'eat' : VERB_WORD[w.verb];
  // Only names sharing a word with what was written: "write me a poem" is nearest "white carpet" in spelling, and that helps no one.
  const words = w.thing.split(' ').filter((x) => x.length >= 3);
  const plannable = (n: string) => kind === 'mob' || obtainable(representative(n, k), k);
  for (const name of k.suggest(w.thing, kind, 5).filter((n) => shares(words, n) && plannable(n)))
    out.push(say(verb, w.verb === 'eat' ? 1 : w.count, representative(name, k)));
  return out.length ? [...new Set(out)].slice(0, 3) : DEFAULT_NEAREST;
}

/** A goal in words that read back to it. */
export function phrase(g: Goal, k: Knowledge): string {
  if (g.kind === 'eat') return g.target ? say('eat', 1, representative(g.target, k)) : 'eat';
  if (g.kind === 'build') return `build a ${(g.target ?? '').replace(/_/g, ' ')}`;
  if (g.kind === 'till') return `till ${g.count} farmland`;
  if (g.kind === 'tree') return (g.target ?? '').replace(/_/g, ' ');
  return say(g.kind, g.count, representative(g.target ?? '', k));
}

/** Offer only what the knowledge can chain: diamond ore needs silk touch, so "obtain 3 diamond ores" would be refused in turn. */
function obtainable(item: string, k: Knowledge): boolean {
  try {
    k.chain([{ item, count: 1 }]);
    return true;
  } catch (e) {
    if (e instanceof KnowledgeError) return false;
    throw e;
  }
}

/** A word of the name is one of the words, or starts like one (four letters or more: "wood" and "wooden"). */
function shares(words: readonly string[], name: string): boolean {
  const stem = (a: string, b: string) => a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b));
  return name
    .replace(/^#/, '')
    .split('_')
    .some((part) => words.some((w) => stem(w, part) || stem(w.replace(/e?s$/, ''), part)));
}

const representative = (name: string, k: Knowledge): string => (name.startsWith('#') ? (k.members(name)[0] ?? name) : name);

function say(verb: string, count: number, name: string): string {
  const words = name.replace(/_/g, ' ');
  if (count === 1) return `${verb} ${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
  return `${verb} ${count} ${plural(words)}`;
}

function plural(words: string): string {
  if (/(s|x|z|ch|sh)$/.test(words)) return `${words}es`;
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  return `${words}s`;
}
