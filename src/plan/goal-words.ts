/**
 * The words of goals as people write them: verbs, the filler around them, and
 * the phrases that join several goals in one sentence.
 */
export type Verb = 'obtain' | 'kill' | 'cook' | 'eat' | 'farm' | 'place' | 'till';

/** Verbs and verb phrases; "light" places torches; "hoe" tills. */
export const VERBS: ReadonlyMap<string, Verb | 'light'> = new Map([
  ...words('obtain', 'obtain get collect gather make craft build mine find acquire chop harvest have need want require bring fetch grab give'),
  ...words('obtain', 'produce create prepare dig cut assemble gimme'),
  ...phrases('obtain', ['pick up', 'chop down', 'cut down', 'stock up on', 'put together', 'get hold of', 'come back with']),
  ...words('farm', 'farm grow plant cultivate'),
  ...words('kill', 'kill hunt slay defeat fight attack beat murder'),
  ...phrases('kill', ['hunt down', 'take out', 'get rid of']),
  ...words('cook', 'cook roast bake smelt fry grill'),
  ...words('eat', 'eat consume'),
  ...words('place', 'place put'),
  ...phrases('place', ['put down', 'set up', 'set down']),
  ...words('till', 'till hoe plow plough'),
  ...words('light', 'light'),
  ...phrases('light', ['light up']),
]);

function words<V extends Verb | 'light'>(verb: V, list: string): [string, V][] {
  return list.split(' ').map((w) => [w, verb]);
}
function phrases<V extends Verb | 'light'>(verb: V, list: string[]): [string, V][] {
  return list.map((p) => [p, verb]);
}

/** Verbs that give way to a verb after them: "I need you to craft a bed" crafts; "I need 3 logs" obtains. */
export const WANTING = new Set(['need', 'want', 'have', 'require']);

/** Words around the verb that ask, not say what: "could you please", "I'd like you to", "go and". */
export const LEADING = new Set(
  (
    "please pls plz kindly could can would will should must you i we i'd i'm we'd we'll let's lets like love to go and first now also just " +
    'hey ok okay so try help me us bot your task goal job mission is are be able gonna wanna gotta going quickly then'
  ).split(' '),
);

/** Right after a verb: "get me", "make us", "hunt for". */
export const AFTER_VERB = new Set(['me', 'us', 'myself', 'yourself', 'ourselves', 'for']);

/** Words that end a request without changing it: "for me", "please", "right now". Matched from the end, longest first. */
export const TRAILING: readonly string[] = [
  'for me please',
  'if you can',
  'if possible',
  'when you can',
  'thank you',
  'right now',
  'real quick',
  'as well',
  'for now',
  'for me',
  'for us',
  'to me',
  'to us',
  'next to you',
  'next to me',
  'beside you',
  'beside me',
  'near me',
  'on the ground',
  'please',
  'pls',
  'now',
  'asap',
  'quickly',
  'thanks',
  'too',
  'first',
  'soon',
  'again',
  'here',
  'nearby',
  'somewhere',
  'more',
];

/** Words between goals: "a stone pickaxe and 4 torches", "get 3 logs, then craft a table". */
export const JOINS = new Set([',', 'and', 'then', 'also', 'plus', 'afterwards', 'next', 'finally', 'lastly', 'after']);

/** What "eat" may be about when any food will do. */
export const ANY_FOOD = new Set(['', 'something', 'anything', 'food', 'meal', 'dinner', 'lunch', 'breakfast', 'snack', 'bite', 'bite to eat']);

/** What "light up" may be about: the place around the bot, lit with torches. */
export const AREA = new Set(
  'the a this that my our your it here area place base room house home cave camp spot surroundings everything around bit little with torch torches some'.split(
    ' ',
  ),
);
