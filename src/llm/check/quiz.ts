/**
 * The knowledge quiz of `sapling llm check`: multiple-choice questions (A–D)
 * derived from the knowledge layer, so a model's answer is checked by a letter,
 * never by parsing free text. The subjects are things a survival plan needs
 * (tools, stations, ores, food, common mobs); every number and name in the
 * choices comes from minecraft-data. Deterministic for a seed.
 */
import type { Knowledge } from '../../knowledge/types.js';
import { mulberry32 } from '../rand.js';
import { CATEGORIES, isRight, MAIN_DROP, onlyRecipe, questionText, type Category, type Fact } from './facts.js';

export const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];
export const DEFAULT_QUESTIONS = 40;

export interface QuizQuestion {
  id: number;
  category: Category;
  fact: Fact;
  text: string;
  /** Four choices, shown as A) … D). */
  choices: string[];
  answer: Letter;
}

/** Crafted things a plan reaches for. Only those with exactly one recipe become questions. */
const CRAFTED = [
  ...['wooden', 'stone', 'iron', 'diamond'].flatMap((t) => ['pickaxe', 'axe', 'shovel', 'sword', 'hoe'].map((tool) => `${t}_${tool}`)),
  ...['helmet', 'chestplate', 'leggings', 'boots'].map((p) => `iron_${p}`),
  ...['crafting_table', 'furnace', 'chest', 'torch', 'ladder', 'bucket', 'shears', 'bread', 'bowl', 'compass', 'clock', 'bow', 'arrow'],
  ...['fishing_rod', 'shield', 'golden_apple', 'cake', 'paper', 'book', 'bookshelf', 'anvil', 'hopper', 'rail', 'minecart', 'oak_boat'],
  ...['oak_fence', 'oak_door', 'flint_and_steel', 'stone_bricks', 'blast_furnace', 'smoker', 'campfire', 'lantern', 'iron_bars', 'cauldron'],
];
/** Blocks a miner meets, for the pickaxe-tier questions. */
const MINED = [
  ...['coal', 'iron', 'copper', 'gold', 'redstone', 'lapis', 'diamond', 'emerald'].flatMap((o) => [`${o}_ore`, `deepslate_${o}_ore`]),
  ...['stone', 'cobblestone', 'deepslate', 'granite', 'diorite', 'andesite', 'sandstone', 'obsidian', 'crying_obsidian', 'ancient_debris'],
  ...['iron_block', 'gold_block', 'diamond_block', 'raw_iron_block', 'bricks', 'stone_bricks', 'furnace', 'anvil', 'netherrack', 'end_stone'],
];
const PICKAXES = ['wooden_pickaxe', 'stone_pickaxe', 'iron_pickaxe', 'diamond_pickaxe'];
/** Mobs and blocks whose usual drops become "where does it come from" questions. */
const MOBS = ['zombie', 'skeleton', 'spider', 'creeper', 'enderman', 'cow', 'pig', 'chicken', 'sheep', 'rabbit', 'squid', 'slime', 'blaze', 'ghast'];
const DROPPING = [
  ...['coal_ore', 'iron_ore', 'copper_ore', 'gold_ore', 'redstone_ore', 'lapis_ore', 'diamond_ore', 'emerald_ore', 'nether_quartz_ore'],
  ...['stone', 'deepslate', 'gravel', 'clay', 'glowstone', 'grass_block', 'melon', 'bookshelf', 'sea_lantern', 'cobweb', 'snow'],
];

/** A question before its choices are drawn: the right choice and every wrong one on offer. */
interface Candidate {
  fact: Fact;
  right: string;
  wrong: string[];
}

export function generateQuiz(k: Knowledge, opts: { count?: number; seed?: number } = {}): QuizQuestion[] {
  const rand = mulberry32(opts.seed ?? 1);
  const pools = new Map(CATEGORIES.map((c) => [c, candidates(k, c)]));
  const asked = CATEGORIES.filter((c) => pools.get(c)!.length > 0);
  const left = new Map(CATEGORIES.map((c) => [c, [] as Candidate[]]));
  const out: QuizQuestion[] = [];
  for (let id = 1; id <= (opts.count ?? DEFAULT_QUESTIONS) && asked.length; id++) {
    // Categories take turns, so a short quiz still asks about each.
    const category = asked[(id - 1) % asked.length];
    const bag = left.get(category)!;
    // Without replacement until the pool runs dry, then a fresh round.
    if (!bag.length) bag.push(...pools.get(category)!);
    const c = bag.splice(Math.floor(rand() * bag.length), 1)[0];
    const choices = shuffle([c.right, ...draw(c.wrong, 3, rand)], rand);
    out.push({ id, category, fact: c.fact, text: questionText(c.fact, k), choices, answer: LETTERS[choices.indexOf(c.right)] });
  }
  return out;
}

function candidates(k: Knowledge, category: Category): Candidate[] {
  const all = category === 'craft' ? craft(k) : category === 'tool' ? tools(k) : category === 'smelt' ? smelting(k) : sources(k);
  // Belt and braces: a candidate whose right choice the judge disagrees with, or whose wrong choices it accepts, is dropped.
  return all.filter((c) => c.wrong.length >= 3 && isRight(c.fact, c.right, k) && !c.wrong.some((w) => isRight(c.fact, w, k)));
}

const numbers = (right: number): string[] => ['1', '2', '3', '4', '5', '6', '7', '8', '9'].filter((n) => n !== String(right));

function craft(k: Knowledge): Candidate[] {
  return CRAFTED.flatMap((item) => {
    const r = onlyRecipe(k, item);
    if (!r) return [];
    const counts = r.ingredients.map((i) => ({
      fact: { kind: 'ingredient_count', item, ingredient: i.item } as Fact,
      right: String(i.count),
      wrong: numbers(i.count),
    }));
    // "How many does one craft make" only where the answer is not the obvious 1.
    return r.yields > 1 ? [...counts, { fact: { kind: 'yield', item } as Fact, right: String(r.yields), wrong: numbers(r.yields) }] : counts;
  });
}

function tools(k: Knowledge): Candidate[] {
  return MINED.filter((b) => k.isBlock(b) && PICKAXES.includes(k.harvestTool(b) ?? '')).map((block) => {
    const right = k.harvestTool(block)!;
    return { fact: { kind: 'harvest_tool', block }, right, wrong: PICKAXES.filter((p) => p !== right) };
  });
}

function smelting(k: Knowledge): Candidate[] {
  const byOutput = new Map<string, string>();
  // One input per output: thirty logs that all make charcoal would crowd out everything else.
  for (const input of k.items()) {
    const output = k.smeltOutput(input);
    if (output && !byOutput.has(output)) byOutput.set(output, input);
  }
  const outputs = [...byOutput.keys()];
  return [...byOutput].map(([right, input]) => ({ fact: { kind: 'smelt_output', input }, right, wrong: outputs.filter((o) => o !== right && o !== input) }));
}

function sources(k: Knowledge): Candidate[] {
  const mobs = MOBS.filter((m) => k.isMob(m));
  const blocks = DROPPING.filter((b) => k.isBlock(b));
  const fromMobs = dropQuestions(
    mobs,
    (m) => k.mobDrops(m),
    'mob_drop',
    (item) => k.mobsDropping(item),
  );
  const fromBlocks = dropQuestions(
    blocks,
    (b) => k.blockDrops(b),
    'block_drop',
    (item) => k.blocksDropping(item),
  );
  return [...fromMobs, ...fromBlocks];
}

/** One question per usual drop that is not the dropper's own name (a pig does not drop "pig"; a chicken's chicken is too easy). */
function dropQuestions(
  droppers: string[],
  drops: (d: string) => { item: string; count: number }[],
  kind: 'mob_drop' | 'block_drop',
  allDroppers: (item: string) => string[],
): Candidate[] {
  const seen = new Set<string>();
  return droppers.flatMap((d) =>
    drops(d)
      .filter((x) => x.count >= MAIN_DROP && x.item !== d && !seen.has(x.item))
      .map((x) => {
        seen.add(x.item);
        const any = new Set(allDroppers(x.item));
        // A wrong choice never drops the item at all, not even rarely.
        return {
          fact: { kind, item: x.item } as Fact,
          right: d,
          wrong: droppers.filter((o) => o !== d && !any.has(o) && !drops(o).some((y) => y.item === x.item)),
        };
      }),
  );
}

function draw<T>(from: readonly T[], n: number, rand: () => number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}
