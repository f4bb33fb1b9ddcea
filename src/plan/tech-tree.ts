/**
 * The tech tree as the outward curriculum reads it: which items something
 * else is made from or with, and which items are variants of one another
 * (the same thing in another wood or colour).
 */
import type { Knowledge } from '../knowledge/types.js';

/** Items another item's cheapest source consumes or needs: ingredients, smelted inputs, tools, stations (group members included). */
export function usefulItems(k: Knowledge): Set<string> {
  const hit = USEFUL.get(k);
  if (hit) return hit;
  const out = new Set<string>();
  const add = (name: string | null | undefined) => {
    if (name) for (const m of k.members(name)) out.add(m);
  };
  for (const item of k.items()) {
    const src = k.cheapest(item);
    if (!src) continue;
    if (src.kind === 'craft') {
      src.recipe.ingredients.forEach((i) => add(i.item));
      if (src.recipe.needsTable) add('crafting_table');
    } else if (src.kind === 'smelt') {
      add(src.input);
      add('furnace');
    } else if (src.kind === 'mine' || src.kind === 'kill') add(src.tool);
    else if (src.kind === 'gather') add(src.using);
    else {
      add(src.tool);
      add(src.seed);
    }
  }
  USEFUL.set(k, out);
  return out;
}

const USEFUL = new WeakMap<Knowledge, Set<string>>();

/** Wood and colour words that make variants of one item (`oak`, `dark_oak`, `white`, ...), longest first. */
export function families(k: Knowledge): string[] {
  const woods = k.members('#logs').map((n) => /^(?:stripped_)?(\w+?)_(?:log|wood|stem|hyphae)$/.exec(n)?.[1]);
  const colours = k.members('#wool').map((n) => n.replace(/_wool$/, ''));
  return [...new Set([...woods, ...colours].filter((w): w is string => !!w))].sort((a, b) => b.length - a.length);
}

/** What an item is, whatever its wood or colour: its recipe group, else its name without the variant word. */
export function familyOf(item: string, k: Knowledge, prefixes: readonly string[]): string {
  const group = k.groupOf(item);
  if (group) return group;
  const word = prefixes.find((p) => item.startsWith(`${p}_`));
  return word ? item.slice(word.length + 1) : item;
}
