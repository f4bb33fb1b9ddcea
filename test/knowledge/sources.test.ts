import { describe, expect, it } from 'vitest';
import { GameKnowledge, getKnowledge, type Source } from '../../src/knowledge/index.js';

const k = getKnowledge();
const first = (item: string): Source => {
  const s = k.cheapest(item);
  if (!s) throw new Error(`no source for ${item}`);
  return s;
};

describe('construction', () => {
  it('is cached per version', () => {
    expect(getKnowledge()).toBe(k);
    expect(k.version).toBe('1.20.4');
  });
  it('builds a fresh instance with its groups', () => {
    const fresh = new GameKnowledge('1.20.4');
    expect(fresh.members('#planks')).toHaveLength(11);
  });
  it('refuses a version minecraft-data does not know', () => {
    expect(() => getKnowledge('0.0.1')).toThrow(/0\.0\.1/);
  });
});

describe('groups', () => {
  it('folds planks, logs, wool, coals and stone materials from recipe variants', () => {
    expect(k.members('#planks')).toEqual(expect.arrayContaining(['oak_planks', 'birch_planks', 'bamboo_planks', 'crimson_planks']));
    expect(k.members('#planks')).toHaveLength(11);
    expect(k.members('#planks')[0]).toBe('oak_planks');
    expect(k.members('#logs')).toEqual(expect.arrayContaining(['oak_log', 'stripped_birch_wood', 'crimson_stem', 'mangrove_log']));
    expect(k.members('#logs')[0]).toBe('oak_log');
    expect(k.members('#wool')).toHaveLength(16);
    expect(k.members('#coals').sort()).toEqual(['charcoal', 'coal']);
    expect(k.members('#stone_crafting_materials').sort()).toEqual(['blackstone', 'cobbled_deepslate', 'cobblestone']);
    expect(k.groupOf('birch_planks')).toBe('#planks');
    expect(k.groupOf('spruce_log')).toBe('#logs');
    expect(k.groupOf('diamond')).toBeNull();
    expect(k.members('diamond')).toEqual(['diamond']);
    expect(k.isGroup('#planks')).toBe(true);
    expect(k.isGroup('#nonsense')).toBe(false);
  });

  it('writes recipes over groups and knows when a table is needed', () => {
    const pick = k.recipes('wooden_pickaxe');
    expect(pick).toHaveLength(1);
    expect(pick[0]!.ingredients).toEqual([
      { item: '#planks', count: 3 },
      { item: 'stick', count: 2 },
    ]);
    expect(pick[0]!.needsTable).toBe(true);
    const torch = k.recipes('torch')[0]!;
    expect(torch.ingredients).toContainEqual({ item: '#coals', count: 1 });
    expect(torch.yields).toBe(4);
    expect(torch.needsTable).toBe(false);
    expect(k.recipes('crafting_table')[0]).toMatchObject({ needsTable: false, ingredients: [{ item: '#planks', count: 4 }] });
    expect(k.recipes('furnace')[0]!.ingredients).toEqual([{ item: '#stone_crafting_materials', count: 8 }]);
    expect(k.recipes('stick').map((r) => r.ingredients[0]!.item)).toContain('#planks');
  });
});

describe('sources, cheapest first', () => {
  it('planks come from crafting logs', () => {
    const s = first('oak_planks');
    expect(s.kind).toBe('craft');
    if (s.kind === 'craft') expect(s.recipe.ingredients[0]!.item).toBe('#oak_logs');
    const g = first('#planks');
    expect(g.kind === 'craft' && g.recipe.ingredients).toEqual([{ item: '#logs', count: 1 }]);
    expect(k.sources('oak_planks').some((x) => x.kind === 'mine')).toBe(false);
  });

  it('iron ingots come from smelting raw iron, mined from iron ore with a stone pickaxe', () => {
    expect(first('iron_ingot')).toMatchObject({ kind: 'smelt', input: 'raw_iron' });
    const raw = first('raw_iron');
    expect(raw).toMatchObject({ kind: 'mine', tool: 'stone_pickaxe' });
    if (raw.kind === 'mine') expect(raw.blocks.sort()).toEqual(['deepslate_iron_ore', 'iron_ore']);
  });

  it('cobblestone comes from mining stone', () => {
    const s = first('cobblestone');
    expect(s).toMatchObject({ kind: 'mine', tool: 'wooden_pickaxe' });
    if (s.kind === 'mine') expect(s.blocks[0]).toBe('stone');
  });

  it('diamond comes from diamond ore, not from diamond blocks', () => {
    const s = first('diamond');
    expect(s).toMatchObject({ kind: 'mine', tool: 'iron_pickaxe' });
    if (s.kind === 'mine') expect(s.blocks).not.toContain('diamond_block');
  });

  it('leather and beef come from cows, string from spiders', () => {
    const leather = first('leather');
    expect(leather.kind === 'kill' && leather.mobs[0]).toBe('cow');
    const beef = first('beef');
    expect(beef.kind === 'kill' && beef.mobs).toContain('cow');
    const string = first('string');
    expect(string.kind === 'kill' && string.mobs[0]).toBe('spider');
  });

  it('water, lava and milk buckets are gathered with a bucket; wool from sheep', () => {
    expect(first('water_bucket')).toMatchObject({ kind: 'gather', using: 'bucket', target: 'water', consumes: 'bucket' });
    expect(first('lava_bucket')).toMatchObject({ kind: 'gather', target: 'lava' });
    expect(first('milk_bucket')).toMatchObject({ kind: 'gather', target: 'cow', targetKind: 'mob' });
    const wool = k.sources('white_wool');
    expect(wool.some((s) => s.kind === 'gather' && s.using === 'shears' && s.target === 'sheep')).toBe(true);
    expect(wool.some((s) => s.kind === 'kill' && s.mobs.includes('sheep'))).toBe(true);
    expect(['gather', 'kill']).toContain(wool[0]!.kind);
  });

  it('coal by mining is cheaper than charcoal; both are costed', () => {
    const coal = first('coal');
    const charcoal = first('charcoal');
    expect(coal.kind).toBe('mine');
    expect(charcoal).toMatchObject({ kind: 'smelt', input: '#logs' });
    expect(coal.cost).toBeLessThan(charcoal.cost);
  });

  it('seeds come from grass and sources are sorted by cost', () => {
    const seeds = first('wheat_seeds');
    expect(seeds.kind === 'mine' && seeds.blocks).toContain('short_grass');
    for (const item of ['iron_ingot', 'white_wool', 'stick', 'string']) {
      const costs = k.sources(item).map((s) => s.cost);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      for (const c of costs) expect(Number.isFinite(c) && c > 0).toBe(true);
    }
  });

  it('creative-only items have no sources', () => {
    for (const item of ['command_block', 'bedrock', 'zombie_spawn_egg', 'barrier']) expect(k.sources(item)).toEqual([]);
    expect(k.cheapest('command_block')).toBeNull();
    expect(k.sources('not_an_item')).toEqual([]);
  });
});

describe('harvesting and drops', () => {
  it.each([
    ['stone', 'wooden_pickaxe'],
    ['cobblestone', 'wooden_pickaxe'],
    ['iron_ore', 'stone_pickaxe'],
    ['deepslate_iron_ore', 'stone_pickaxe'],
    ['diamond_ore', 'iron_pickaxe'],
    ['obsidian', 'diamond_pickaxe'],
    ['oak_log', null],
    ['dirt', null],
  ] as const)('%s needs %s', (block, tool) => {
    expect(k.harvestTool(block)).toBe(tool);
  });

  it('canHarvest follows the tool list', () => {
    expect(k.canHarvest('iron_ore', 'wooden_pickaxe')).toBe(false);
    expect(k.canHarvest('iron_ore', 'golden_pickaxe')).toBe(false);
    expect(k.canHarvest('iron_ore', 'diamond_pickaxe')).toBe(true);
    expect(k.canHarvest('stone', null)).toBe(false);
    expect(k.canHarvest('oak_log', null)).toBe(true);
  });

  it('block and mob drops are expected counts without silk touch', () => {
    expect(k.blockDrops('stone')).toEqual([{ item: 'cobblestone', count: 1 }]);
    expect(k.blockDrops('iron_ore')).toEqual([{ item: 'raw_iron', count: 1 }]);
    expect(k.blockDrops('clay')).toEqual([{ item: 'clay_ball', count: 4 }]);
    expect(
      k
        .mobDrops('cow')
        .map((d) => d.item)
        .sort(),
    ).toEqual(['beef', 'leather']);
    expect(k.mobDrops('sheep').map((d) => d.item)).toContain('white_wool');
    expect(k.blocksDropping('raw_iron').sort()).toEqual(['deepslate_iron_ore', 'iron_ore']);
    expect(k.mobsDropping('string')).toContain('spider');
  });
});

describe('furnace, ores, food, mobs', () => {
  it('smelting and fuel tables', () => {
    expect(k.smeltInput('iron_ingot')).toBe('raw_iron');
    expect(k.smeltOutput('raw_gold')).toBe('gold_ingot');
    expect(k.smeltOutput('birch_log')).toBe('charcoal');
    expect(k.smeltOutput('cobblestone')).toBe('stone');
    expect(k.smeltOutput('diamond')).toBeNull();
    expect(k.burnTicks('coal')).toBe(1600);
    expect(k.burnTicks('coal_block')).toBe(16000);
    expect(k.burnTicks('lava_bucket')).toBe(20000);
    expect(k.burnTicks('oak_planks')).toBe(300);
    expect(k.burnTicks('stick')).toBe(100);
    expect(k.burnTicks('wooden_pickaxe')).toBe(200);
    expect(k.burnTicks('oak_door')).toBe(200);
    expect(k.burnTicks('iron_door')).toBe(0);
    expect(k.burnTicks('crimson_planks')).toBe(0);
    expect(k.fuels()[0]).toBe('lava_bucket');
  });

  it('ore depths follow 1.18+ generation', () => {
    expect(k.oreDepth('diamond_ore')).toMatchObject({ bestY: -58, minY: -64 });
    expect(k.oreDepth('iron_ore')!.bestY).toBe(16);
    expect(k.oreDepth('deepslate_iron_ore')!.maxY).toBeLessThanOrEqual(8);
    expect(k.oreDepth('coal_ore')!.bestY).toBeGreaterThan(k.oreDepth('gold_ore')!.bestY);
    expect(k.oreDepth('stone')).toBeNull();
    // Granite, diorite and andesite blobs: two per chunk over 0..60 (ore_*_lower), so a tunnel inside that band finds them.
    for (const rock of ['granite', 'diorite', 'andesite']) {
      const d = k.oreDepth(rock)!;
      expect(d.mineY).toBeGreaterThan(0);
      expect(d.mineY).toBeLessThanOrEqual(60);
    }
  });

  it('food points and hostility', () => {
    expect(k.foodPoints('cooked_beef')).toBe(8);
    expect(k.foodPoints('bread')).toBe(5);
    expect(k.foodPoints('stick')).toBe(0);
    expect(k.foods()).toContain('apple');
    for (const m of ['zombie', 'skeleton', 'spider', 'creeper']) expect(k.hostile(m)).toBe(true);
    for (const m of ['cow', 'sheep', 'pig', 'skeleton_horse']) expect(k.hostile(m)).toBe(false);
    expect(k.isMob('zombie')).toBe(true);
    expect(k.isMob('arrow')).toBe(false);
    expect(k.stackSize('ender_pearl')).toBe(16);
    expect(k.stackSize('#planks')).toBe(64);
  });
});

describe('mobs not hunted for loot', () => {
  it('never sends the bot after an iron golem for its iron or its poppy (it can still be the goal of a kill)', () => {
    const golem = (item: string) => k.sources(item).filter((s) => s.kind === 'kill' && JSON.stringify(s).includes('iron_golem'));
    expect(golem('iron_ingot')).toEqual([]);
    expect(golem('poppy')).toEqual([]);
    // A zombie's rare iron stays a source (at its true cost).
    expect(k.sources('iron_ingot').some((s) => s.kind === 'kill')).toBe(true);
  });
});
