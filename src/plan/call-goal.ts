/**
 * Goals that name a structure or a shipped tree rather than an item: "build a
 * small house", "put up a shelter", "milk a cow", "survive the first night".
 * A tree is tried only for words that name no item, mob or food, so a tree
 * never changes what a readable goal means ("gather wood" obtains logs, it
 * does not run gather_wood).
 * A structure is one of the blueprints the build skill knows; a tree is read
 * when the goal's words, less the filler, are the words of its name
 * ("shear sheep for a bed" → shear_sheep_for_bed). Only trees whose every
 * parameter has a default can be called from words alone.
 */
import { blueprintNames } from '../knowledge/blueprints.js';
import { isTreeSkill, type TreeSkill } from './tree-skill.js';
import type { AnySkill } from '../skills/types.js';

/** Words people use for a blueprint's structure. */
const STRUCTURE_WORDS: Record<string, string> = {
  hut: 'shelter',
  dugout: 'shelter',
  home: 'house',
  cabin: 'house',
  cottage: 'house',
  column: 'pillar',
  tower: 'pillar',
  'farm plot': 'farm_plot',
  'fenced plot': 'farm_plot',
  'fenced field': 'farm_plot',
};

const BUILD = /\b(build|construct|make|erect|put up|set up|raise|craft)\b/;
const SIZE = /\b(a|an|the|one|me|us|small|little|simple|basic|tiny|quick|new|nice|please|now|for me|for us|here)\b/g;

/** The blueprint a building goal names, or null when the words name no structure it has. */
export function structureGoal(text: string): string | null {
  const words = clean(text);
  const verb = BUILD.exec(words);
  if (!verb) return null;
  const rest = words
    .slice(verb.index + verb[0].length)
    .replace(SIZE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const name of blueprintNames()) if (rest === name.replace(/_/g, ' ') || rest === `${name.replace(/_/g, ' ')}s`) return name;
  const synonym = Object.keys(STRUCTURE_WORDS).find((w) => rest === w || rest === `${w}s`);
  return synonym && blueprintNames().includes(STRUCTURE_WORDS[synonym]!) ? STRUCTURE_WORDS[synonym]! : null;
}

/** Words that carry no meaning for matching a tree's name. */
const FILLER = new Set('a an the some me my please can could would you i want to need go and up do run make get craft build let us now'.split(' '));

/** The tree a goal names, or null: the goal's words, less filler, are its name's words (or all but one of them). */
export function treeGoal(text: string, skills: readonly AnySkill[]): TreeSkill | null {
  const words = clean(text)
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .map(singular);
  if (!words.length) return null;
  const callable = skills.filter(isTreeSkill).filter((t) => t.tree.params.every((p) => p.default !== undefined));
  const exact = callable.find((t) => same(nameWords(t), words));
  if (exact) return exact;
  // "survive the night" for survive_first_night: every word said, in order, and at most one of the name's left out.
  const near = callable.filter((t) => words.length >= 2 && nameWords(t).length - words.length === 1 && inOrder(words, nameWords(t)));
  return near.length === 1 ? near[0]! : null;
}

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const singular = (w: string): string => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

const nameWords = (t: TreeSkill): string[] =>
  t.name
    .split('_')
    .filter((w) => !FILLER.has(w))
    .map(singular);

const same = (a: string[], b: string[]): boolean => a.length === b.length && a.every((w, i) => w === b[i]);

function inOrder(part: string[], whole: string[]): boolean {
  let i = 0;
  for (const w of whole) if (w === part[i]) i++;
  return i === part.length;
}
