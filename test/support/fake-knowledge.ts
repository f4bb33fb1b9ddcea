/**
 * A small hand-written Knowledge for skill tests: a handful of blocks, items,
 * recipes and mobs with the shapes the real module returns. `chain` is given
 * by the test (the real aggregation lives in src/knowledge and is tested there).
 */
import type { CraftRecipe, ItemCount, Knowledge, ObtainStep, OreDepth, Source } from '../../src/knowledge/types.js';
import { KnowledgeError, TIERS } from '../../src/knowledge/types.js';

const GROUPS: Record<string, string[]> = {
  '#logs': ['oak_log', 'birch_log'],
  '#planks': ['oak_planks', 'birch_planks'],
};
/** block → [drop, weakest tool] */
const BLOCKS: Record<string, [string | null, string | null]> = {
  oak_log: ['oak_log', null],
  birch_log: ['birch_log', null],
  dirt: ['dirt', null],
  grass_block: ['dirt', null],
  stone: ['cobblestone', 'wooden_pickaxe'],
  cobblestone: ['cobblestone', 'wooden_pickaxe'],
  coal_ore: ['coal', 'wooden_pickaxe'],
  iron_ore: ['raw_iron', 'stone_pickaxe'],
  deepslate_iron_ore: ['raw_iron', 'stone_pickaxe'],
  crafting_table: ['crafting_table', null],
  furnace: ['furnace', 'wooden_pickaxe'],
  chest: ['chest', null],
  water: [null, null],
  lava: [null, null],
  bedrock: [null, null],
};
const ORES: Record<string, OreDepth> = {
  iron_ore: { block: 'iron_ore', minY: -24, maxY: 56, bestY: 16, mineY: 16 },
  deepslate_iron_ore: { block: 'deepslate_iron_ore', minY: -64, maxY: 8, bestY: -8, mineY: -8 },
  coal_ore: { block: 'coal_ore', minY: 0, maxY: 256, bestY: 96, mineY: 96 },
};
const r = (result: string, yields: number, ingredients: ItemCount[], needsTable = false): CraftRecipe => ({ result, yields, ingredients, needsTable });
const RECIPES: Record<string, CraftRecipe[]> = {
  oak_planks: [r('oak_planks', 4, [{ item: 'oak_log', count: 1 }])],
  birch_planks: [r('birch_planks', 4, [{ item: 'birch_log', count: 1 }])],
  stick: [r('stick', 4, [{ item: '#planks', count: 2 }])],
  crafting_table: [r('crafting_table', 1, [{ item: '#planks', count: 4 }])],
  wooden_pickaxe: [
    r(
      'wooden_pickaxe',
      1,
      [
        { item: '#planks', count: 3 },
        { item: 'stick', count: 2 },
      ],
      true,
    ),
  ],
  stone_pickaxe: [
    r(
      'stone_pickaxe',
      1,
      [
        { item: 'cobblestone', count: 3 },
        { item: 'stick', count: 2 },
      ],
      true,
    ),
  ],
  wooden_sword: [
    r(
      'wooden_sword',
      1,
      [
        { item: '#planks', count: 2 },
        { item: 'stick', count: 1 },
      ],
      true,
    ),
  ],
  furnace: [r('furnace', 1, [{ item: 'cobblestone', count: 8 }], true)],
  bucket: [r('bucket', 1, [{ item: 'iron_ingot', count: 3 }], true)],
};
const SMELTS: Record<string, string> = { iron_ingot: 'raw_iron', cooked_beef: 'beef' };
const FUEL: Record<string, number> = { coal: 1600, oak_planks: 300, birch_planks: 300, oak_log: 300, birch_log: 300, stick: 100, wooden_pickaxe: 200 };
const MOBS: Record<string, { drops: ItemCount[]; hostile: boolean }> = {
  cow: {
    drops: [
      { item: 'beef', count: 2 },
      { item: 'leather', count: 1 },
    ],
    hostile: false,
  },
  sheep: {
    drops: [
      { item: 'white_wool', count: 1 },
      { item: 'mutton', count: 1.5 },
    ],
    hostile: false,
  },
  zombie: { drops: [{ item: 'rotten_flesh', count: 1 }], hostile: true },
};
const FOOD: Record<string, number> = { cooked_beef: 8, bread: 5, beef: 3, rotten_flesh: 4, apple: 4 };
const GATHER: Record<string, Extract<Source, { kind: 'gather' }>> = {
  water_bucket: { kind: 'gather', item: 'water_bucket', using: 'bucket', target: 'water', targetKind: 'block', consumes: 'bucket', cost: 5 },
  milk_bucket: { kind: 'gather', item: 'milk_bucket', using: 'bucket', target: 'cow', targetKind: 'mob', consumes: 'bucket', cost: 10 },
  white_wool: { kind: 'gather', item: 'white_wool', using: 'shears', target: 'sheep', targetKind: 'mob', consumes: null, cost: 5 },
};
const ITEMS = new Set<string>([
  ...Object.keys(BLOCKS),
  ...Object.keys(RECIPES),
  ...Object.keys(SMELTS),
  ...Object.values(SMELTS),
  ...Object.keys(FUEL),
  ...Object.keys(FOOD),
  ...Object.keys(GATHER),
  'raw_iron',
  'leather',
  'mutton',
  'white_wool',
  'shears',
  'bucket',
  'iron_sword',
  'stone_sword',
  'iron_chestplate',
  'shield',
]);

const toolTier = (tool: string): number => TIERS.indexOf(tool.split('_')[0] as (typeof TIERS)[number]);
const toolType = (tool: string): string => tool.split('_').slice(1).join('_');

export function fakeKnowledge(opts: { chain?: Knowledge['chain'] } = {}): Knowledge {
  const k: Knowledge = {
    version: 'fake',
    data: null,
    items: () => [...ITEMS],
    isItem: (n) => ITEMS.has(n),
    isBlock: (n) => n in BLOCKS,
    isMob: (n) => n in MOBS,
    isGroup: (n) => n in GROUPS,
    members: (n) => GROUPS[n] ?? [n],
    groupOf: (n) => Object.keys(GROUPS).find((g) => GROUPS[g]!.includes(n)) ?? null,
    resolve: (n) => (ITEMS.has(n) || n in MOBS || n in GROUPS ? n : null),
    suggest: () => [],
    stackSize: (n) => (/_(pickaxe|sword|bucket)$/.test(n) ? 1 : 64),
    sources(item) {
      const out: Source[] = [];
      for (const recipe of RECIPES[item] ?? []) out.push({ kind: 'craft', item, recipe, cost: 1 });
      if (SMELTS[item]) out.push({ kind: 'smelt', item, input: SMELTS[item]!, cost: 2 });
      const blocks = k.blocksDropping(item);
      if (blocks.length) out.push({ kind: 'mine', item, blocks, tool: k.harvestTool(blocks[0]!), perBlock: 1, cost: 3 });
      if (GATHER[item]) out.push(GATHER[item]!);
      const mobs = k.mobsDropping(item);
      if (mobs.length) out.push({ kind: 'kill', item, mobs, perKill: 1, tool: null, cost: 8 });
      return out;
    },
    cheapest: (item) => k.sources(item)[0] ?? null,
    recipes: (item) => RECIPES[item] ?? [],
    smeltInput: (out) => SMELTS[out] ?? null,
    smeltOutput: (input) => Object.keys(SMELTS).find((o) => SMELTS[o] === input) ?? null,
    burnTicks: (item) => FUEL[item] ?? 0,
    fuels: () => Object.keys(FUEL),
    cheapestFuel: () => 'coal',
    harvestTool: (block) => BLOCKS[block]?.[1] ?? null,
    standIns: (tool) => [tool],
    canHarvest(block, tool) {
      const need = BLOCKS[block]?.[1] ?? null;
      if (need === null) return true;
      return tool !== null && toolType(tool) === toolType(need) && toolTier(tool) >= toolTier(need) && !tool.startsWith('golden');
    },
    blockDrops: (block) => (BLOCKS[block]?.[0] ? [{ item: BLOCKS[block]![0]!, count: 1 }] : []),
    mobDrops: (mob) => MOBS[mob]?.drops ?? [],
    blocksDropping: (item) => Object.keys(BLOCKS).filter((b) => BLOCKS[b]![0] === item),
    mobsDropping: (item) => Object.keys(MOBS).filter((m) => MOBS[m]!.drops.some((d) => d.item === item)),
    oreDepth: (block) => ORES[block] ?? null,
    foodPoints: (item) => FOOD[item] ?? 0,
    foods: () => Object.keys(FOOD),
    hostile: (mob) => MOBS[mob]?.hostile ?? false,
    spawnRules: { mobs: true, hostiles: true },
    spawns: (mob) => mob in MOBS,
    chain:
      opts.chain ??
      ((goals: ItemCount[]): ObtainStep[] => {
        throw new KnowledgeError(`the fake knowledge has no chain for ${goals.map((g) => g.item).join(', ')}`, goals[0]?.item ?? '');
      }),
  };
  return k;
}
