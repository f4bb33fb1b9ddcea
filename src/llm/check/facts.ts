/**
 * What a fitness-check question asks about, without its answer, and the one
 * judge of a choice against game knowledge. The quiz generator builds its
 * choices with it (exactly one right) and the noisy stand-in answers with it,
 * so both read the same facts the planner and compiler use.
 */
import type { CraftRecipe, Knowledge } from '../../knowledge/types.js';

export const CATEGORIES = ['craft', 'tool', 'smelt', 'source'] as const;
export type Category = (typeof CATEGORIES)[number];

export type Fact =
  /** How many of `ingredient` (an item or a group) one craft of `item` takes. */
  | { kind: 'ingredient_count'; item: string; ingredient: string }
  /** How many items one craft of `item` makes. */
  | { kind: 'yield'; item: string }
  /** The weakest pickaxe that makes `block` drop its loot. */
  | { kind: 'harvest_tool'; block: string }
  | { kind: 'smelt_output'; input: string }
  /** Which mob drops `item` as one of its usual drops. */
  | { kind: 'mob_drop'; item: string }
  /** Which block drops `item` when mined with the right tool. */
  | { kind: 'block_drop'; item: string };

/**
 * A drop counts as where an item comes from when it comes at least once in
 * four kills or blocks: a witch's 1-in-8 gunpowder is a lucky find, not the
 * answer to "who drops gunpowder" (and the quiz never offers such a mob as a
 * wrong choice either).
 */
export const MAIN_DROP = 0.25;

export function categoryOf(f: Fact): Category {
  if (f.kind === 'ingredient_count' || f.kind === 'yield') return 'craft';
  if (f.kind === 'harvest_tool') return 'tool';
  if (f.kind === 'smelt_output') return 'smelt';
  return 'source';
}

/** The item's recipe when it has exactly one; with several, a count question would have several answers. */
export function onlyRecipe(k: Knowledge, item: string): CraftRecipe | null {
  const rs = k.isItem(item) ? k.recipes(item) : [];
  return rs.length === 1 ? rs[0] : null;
}

/** Does `choice` (a number, or an item, block or mob name) answer the fact? */
export function isRight(f: Fact, choice: string, k: Knowledge): boolean {
  switch (f.kind) {
    case 'ingredient_count': {
      const r = onlyRecipe(k, f.item);
      const n = r?.ingredients.filter((i) => i.item === f.ingredient).reduce((s, i) => s + i.count, 0) ?? 0;
      return n > 0 && String(n) === choice;
    }
    case 'yield':
      return String(onlyRecipe(k, f.item)?.yields ?? '') === choice;
    case 'harvest_tool':
      return k.isBlock(f.block) && k.harvestTool(f.block) === choice;
    case 'smelt_output':
      return k.smeltOutput(f.input) === choice;
    case 'mob_drop':
      return k.isMob(choice) && k.mobDrops(choice).some((d) => d.item === f.item && d.count >= MAIN_DROP);
    case 'block_drop':
      return k.isBlock(choice) && k.blockDrops(choice).some((d) => d.item === f.item && d.count >= MAIN_DROP);
  }
}

/** A recipe ingredient as a person reads it: `#coals` → "coal or charcoal", `#planks` → "#planks (any of N kinds, e.g. oak_planks)". */
export function ingredientText(k: Knowledge, ingredient: string): string {
  if (!k.isGroup(ingredient)) return ingredient;
  const members = k.members(ingredient);
  if (members.length <= 3) return members.join(' or ');
  return `${ingredient} (any of ${members.length} kinds, e.g. ${members[0]})`;
}

/** The question in words. Names stay minecraft-data names: the planner must write them that way too. */
export function questionText(f: Fact, k: Knowledge): string {
  switch (f.kind) {
    case 'ingredient_count':
      return `How many ${ingredientText(k, f.ingredient)} does one craft of ${f.item} take?`;
    case 'yield':
      return `How many ${f.item} does one craft of ${f.item} make?`;
    case 'harvest_tool':
      return `What is the weakest pickaxe that mines ${f.block} so that it drops its item?`;
    case 'smelt_output':
      return `What does smelting ${f.input} in a furnace produce?`;
    case 'mob_drop':
      return `Killing which of these mobs usually drops ${f.item}?`;
    case 'block_drop':
      return `Mining which of these blocks (with the right tool) drops ${f.item}?`;
  }
}
