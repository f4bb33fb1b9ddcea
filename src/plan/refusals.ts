/**
 * Goals the offline planner recognises but has no skill for: a structure
 * with no blueprint, surviving nights, travelling to a place, exploring for
 * its own sake. Each refusal says why and names the nearest goals it does read (every
 * one of them is pinned by a test to read and plan).
 */
export interface Refusal {
  why: string;
  nearest: string[];
}

/** What to offer when nothing in the words comes close. */
export const DEFAULT_NEAREST = ['obtain a diamond pickaxe', 'kill 2 zombies', 'eat'];

const PLACES: [RegExp, string[]][] = [
  [/\bdeserts?\b/, ['obtain 4 sand', 'obtain a cactus']],
  [/\bjungles?\b/, ['obtain 4 jungle logs', 'obtain a melon slice']],
  [/\b(oceans?|seas?|rivers?|beach|lakes?)\b/, ['obtain a water bucket', 'obtain 4 sand']],
  [/\b(snow|snowy|taiga|tundra|ice)\b/, ['obtain 4 spruce logs', 'obtain 16 snowballs']],
  [/\b(mountains?|hills?|peaks?)\b/, ['obtain 3 emeralds', 'obtain 3 iron ingots']],
  [/\bvillages?\b/, ['obtain a bed', 'obtain 3 bread']],
  [/\bnether\b/, ['obtain 10 obsidian', 'obtain a flint and steel']],
  [/\b(the end|stronghold|end portal)\b/, ['obtain 12 ender pearls', 'obtain 10 obsidian']],
  [/\b(caves?|underground|mines?)\b/, ['obtain 16 coal', 'obtain 3 iron ingots']],
  [/\b(forests?|woods)\b/, ['obtain 4 oak logs', 'kill 1 cow']],
];
const PLACE_WORDS =
  /\b(biomes?|deserts?|jungles?|oceans?|seas?|rivers?|beach|lakes?|snowy?|taiga|tundra|mountains?|hills?|villages?|nether|the end|strongholds?|temples?|mansions?|spawn|caves?|forests?|woods|plains|savannas?|swamps?|badlands|mesa|home|base)\b/;

const nearestPlace = (words: string): string[] => PLACES.find(([re]) => re.test(words))?.[1] ?? ['obtain 4 oak logs', 'kill 1 cow'];

const KINDS: { test: RegExp; refusal: (words: string) => Refusal }[] = [
  {
    test: /\b(survive|stay alive|live through|make it through)\b/,
    refusal: () => ({
      why: 'surviving is not a goal its skills can reach (none waits out a night or builds a shelter)',
      nearest: ['place a bed', 'kill 1 zombie', 'obtain a stone sword'],
    }),
  },
  // The sleep reflex sleeps through the nights of a long search; no plan step waits for a night to sleep in it.
  {
    test: /\bsleep\b/,
    refusal: () => ({
      why: 'sleeping is not a plan step (the sleep reflex sleeps when a night falls on a long search)',
      nearest: ['place a bed', 'obtain a bed'],
    }),
  },
  {
    test: /\bportal\b/,
    refusal: () => ({
      why: 'a portal is a structure, not an item, and there is no blueprint skill',
      nearest: ['obtain 10 obsidian', 'obtain a flint and steel'],
    }),
  },
  {
    test: /\b(build|construct|make|design|erect)\b.*\b(house|home|hut|shelter|castle|tower|bridge|cabin|fort|base|blueprint|schematic|structure|building|pool|statue)\b/,
    refusal: () => ({
      why: 'it has no blueprint for that structure (the build skill builds the shipped blueprints: a house, a shelter, a bridge, a farm plot and a pillar)',
      nearest: ['build a house', 'build a shelter', 'build a bridge'],
    }),
  },
  {
    test: /\b(go|travel|walk|head|run|fly|move|teleport|return|come|swim|sail)( back| over| down)? (to|towards|into|inside)\b/,
    refusal: (w) => ({
      why: 'going to a place is not a goal it can plan (goto takes coordinates; explore searches for a block or mob)',
      nearest: nearestPlace(w),
    }),
  },
  {
    test: new RegExp(`\\b(find|locate|visit|reach|discover|explore|search for|look for)\\b.*${PLACE_WORDS.source}`),
    refusal: (w) => ({
      why: 'finding a place is not a goal it can plan (explore searches for a block or mob, not a biome or structure)',
      nearest: nearestPlace(w),
    }),
  },
  {
    test: /^(go )?(explore|wander|roam|scout|look around|sightsee)\b/,
    refusal: () => ({
      why: 'exploring for its own sake is not a goal it can plan (the explore skill searches for a named block or mob and has no time limit)',
      nearest: ['obtain a diamond', 'obtain 4 oak logs', 'kill 1 cow'],
    }),
  },
  {
    test: /\bfishing\b(?! rods?\b)|\bcatch\b.*\bfish\b/,
    refusal: () => ({ why: 'fishing is not a skill yet', nearest: ['obtain a fishing rod', 'kill 1 cod'] }),
  },
  { test: /\b(tame|breed)\b/, refusal: () => ({ why: 'taming and breeding are not skills yet', nearest: ['obtain 3 bones', 'obtain 3 wheat', 'kill 1 cow'] }) },
  { test: /\b(trade|buy|sell)\b/, refusal: () => ({ why: 'trading is not a skill yet', nearest: ['obtain 3 emeralds'] }) },
  { test: /\benchant\b/, refusal: () => ({ why: 'enchanting is not a skill yet', nearest: ['obtain an enchanting table', 'obtain 3 lapis lazuli'] }) },
];

/** The refusal for words that ask for a kind of goal no skill reaches, or null. */
export function unsupported(words: string): Refusal | null {
  const kind = KINDS.find((k) => k.test.test(words));
  return kind ? kind.refusal(words) : null;
}
