/**
 * Counts as people say them: "3", "3x", "x3", "sixteen", "twenty-one" (read
 * as two words), "a hundred", "a dozen", "a couple of", "half a stack of".
 */
export interface Count {
  count: number;
  /** Set when the count was said in stacks: the item's stack size decides the count (16 ender pearls, 64 torches). */
  stacks?: number;
  /** How many words the count took. */
  length: number;
}

const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
// A Map, not an object: "__proto__" and "constructor" are not numbers.
const TENS = new Map(Object.entries({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }));

/**
 * Amounts without a number: what someone asking for "some" or "a few" is content with.
 * Not "a pair of": a pair of boots is one item, a pair of eggs two.
 */
const VAGUE: [string, number][] = [
  ['a couple of', 2],
  ['a couple', 2],
  ['couple of', 2],
  ['a few', 3],
  ['few', 3],
  ['several', 3],
  ['a single', 1],
  ['single', 1],
  ['some', 1],
  ['any', 1],
  ['a', 1],
  ['an', 1],
];

const unit = (w: string | undefined): number => (w === undefined ? -1 : UNITS.indexOf(w));

/** A number in digits or words at t[i]: "3", "3x", "x3", "x 3", "twenty one", "a hundred and five". */
export function readNumber(t: readonly string[], i: number): { value: number; length: number } | null {
  const digits = /^x?(\d+)x?$/.exec(t[i] ?? '');
  if (digits && t[i] !== 'x') return { value: Number(digits[1]), length: 1 };
  if (t[i] === 'x' && /^\d+$/.test(t[i + 1] ?? '')) return { value: Number(t[i + 1]), length: 2 };
  let j = i;
  let value = 0;
  const h = t[j] === 'a' ? 1 : unit(t[j]);
  if (h >= 1 && h <= 9 && t[j + 1] === 'hundred') {
    value = h * 100;
    j += t[j + 2] === 'and' ? 3 : 2;
  } else if (t[j] === 'hundred') {
    value = 100;
    j++;
  }
  const tens = TENS.get(t[j] ?? '');
  if (tens !== undefined) {
    value += tens;
    j++;
    if (unit(t[j]) >= 1 && unit(t[j]) <= 9) value += unit(t[j++]);
  } else if (unit(t[j]) >= 0) value += unit(t[j++]);
  return j > i ? { value, length: j - i } : null;
}

const startsWith = (t: readonly string[], i: number, phrase: string): boolean => phrase.split(' ').every((w, n) => t[i + n] === w);

/**
 * The count at t[i], with an "of" after it ("a couple of", "3 of"). `loose` also
 * reads articles and vague amounts ("a", "some", "a few"), which only count at
 * the start of a goal: the "a" in "carrot on a stick" is part of a name.
 */
export function readCount(t: readonly string[], i: number, loose: boolean): Count | null {
  const c = countAt(t, i, loose);
  if (c && t[i + c.length] === 'of') c.length++;
  return c;
}

function countAt(t: readonly string[], i: number, loose: boolean): Count | null {
  let n = readNumber(t, i);
  const half = !n && startsWith(t, i, 'half a');
  if (half) n = { value: 0.5, length: 2 };
  // "a dozen", "a stack": the article is the number.
  if (!n && loose && (t[i] === 'a' || t[i] === 'an') && /^(dozen|stacks?|full)$/.test(t[i + 1] ?? '')) n = { value: 1, length: 1 };
  if (n) {
    let j = i + n.length;
    if (t[j] === 'full') j++;
    if (/^dozens?$/.test(t[j] ?? '')) return { count: Math.round(n.value * 12), length: j + 1 - i };
    if (/^stacks?$/.test(t[j] ?? '')) return { count: Math.round(n.value * 64), stacks: n.value, length: j + 1 - i };
    if (!half) return { count: n.value, length: n.length };
  }
  if (t[i] === 'dozen') return { count: 12, length: 1 };
  if (!loose) return null;
  const vague = VAGUE.find(([phrase]) => startsWith(t, i, phrase));
  return vague ? { count: vague[1], length: vague[0].split(' ').length } : null;
}
