/**
 * `--tasks` words: a word selects the suite tasks whose name holds it as whole
 * words, so `egg` is the egg and not iron_leggings, `zombie` is every fight
 * with a zombie (and the zombie villager) but not the zombified piglin, and
 * `stone_pickaxe` also matches GITM's printed "stone pickaxe".
 */

/** A name's words: spaces, underscores and the signs between mobs ("1 zombie + 1 spider") all split. */
const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[\s_+]+/)
    .filter(Boolean);

/** True when `needle` appears in `hay` as a run of consecutive words. */
function holds(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((w, k) => hay[i + k] === w)) return true;
  return false;
}

/** The task filter for a list of `--tasks` words. */
export function taskFilter(words: readonly string[]): (task: string) => boolean {
  const wanted = words.map(wordsOf);
  return (task) => {
    const name = wordsOf(task);
    return wanted.some((w) => holds(name, w));
  };
}
