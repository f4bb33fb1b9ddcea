/**
 * What changes for plans between Minecraft 1.20.4 and 1.21.4 (the newest the
 * embedded server serves), as Sapling's knowledge reads it from minecraft-data.
 */
import { describe, expect, it } from 'vitest';
import { getKnowledge, versionGap } from '../../src/knowledge/index.js';
import { knowledgePlan, planSchema, planSkills, validatePlan } from '../../src/plan/index.js';

const old = getKnowledge('1.20.4');
const now = getKnowledge('1.21.4');
const ingredients = (k: typeof old, item: string) => k.recipes(item).map((r) => r.ingredients.map((i) => `${i.count} ${i.item}`).join(' + '));

describe('knowledge per version', () => {
  it('is built and cached per version', () => {
    expect(now.version).toBe('1.21.4');
    expect(getKnowledge('1.21.4')).toBe(now);
    expect(now).not.toBe(old);
  });

  it('refuses versions before 1.20.4, and 1.20.5 and 1.20.6 whose minecraft-data recipes lack variants, naming why', () => {
    expect(() => getKnowledge('1.19.4')).toThrow(/1\.20\.4 and later, not 1\.19\.4/);
    expect(() => getKnowledge('1.20.5')).toThrow(/1\.20\.5.*one variant per tagged ingredient/);
    expect(versionGap('1.20.6')).toMatch(/one variant/);
    expect(versionGap('1.21.1')).toBeNull();
  });
});

describe('items renamed or added between 1.20.4 and 1.21.4', () => {
  it('scute became turtle_scute (1.20.5): the turtle helmet asks for it, and "scute" suggests it', () => {
    expect(ingredients(old, 'turtle_helmet')).toEqual(['5 scute']);
    expect(ingredients(now, 'turtle_helmet')).toEqual(['5 turtle_scute']);
    expect(now.isItem('scute')).toBe(false);
    expect(now.suggest('scute')[0]).toBe('turtle_scute');
  });

  it('pale oak (1.21.4) joins the planks and logs groups, so a crafting table takes its planks', () => {
    expect(old.isItem('pale_oak_planks')).toBe(false);
    expect(now.members('#planks')).toContain('pale_oak_planks');
    expect(now.members('#logs')).toEqual(expect.arrayContaining(['pale_oak_log', 'stripped_pale_oak_log', 'pale_oak_wood']));
    expect(ingredients(now, 'crafting_table')).toEqual(['4 #planks']);
    expect(ingredients(now, 'pale_oak_planks')).toEqual(['1 pale_oak_log']);
  });

  it('the mace (1.21) is an item with a recipe but no source: the heavy core comes only from vaults', () => {
    expect(old.isItem('mace')).toBe(false);
    expect(ingredients(now, 'mace')).toEqual(['1 heavy_core + 1 breeze_rod']);
    expect(now.cheapest('mace')).toBeNull();
  });
});

describe('recipes that changed between 1.20.4 and 1.21.4', () => {
  it('tuff bricks (experimental in 1.20.4) are craftable in 1.21.4, from tuff through polished tuff', () => {
    expect(old.recipes('tuff_bricks')).toEqual([]);
    expect(() => knowledgePlan('get 4 tuff bricks', old)).toThrow(/cannot obtain tuff_bricks/);
    expect(ingredients(now, 'tuff_bricks')).toEqual(['4 polished_tuff']);
    expect(ingredients(now, 'polished_tuff')).toEqual(['4 tuff']);
    const made = now.chain([{ item: 'tuff_bricks', count: 4 }]).map((s) => s.item);
    expect(made.slice(-2)).toEqual(['polished_tuff', 'tuff_bricks']);
  });

  it('the bundle gets its recipe (1.21.2: string and leather)', () => {
    expect(old.recipes('bundle')).toEqual([]);
    expect(ingredients(now, 'bundle')).toEqual(['1 string + 1 leather']);
  });

  it("planks come from their own log only in 1.21.4's minecraft-data (1.20.4 also takes wood and stripped logs), so plans chop oak", () => {
    expect(ingredients(old, 'oak_planks')).toEqual(['1 #oak_logs']);
    expect(ingredients(now, 'oak_planks')).toEqual(['1 oak_log']);
    const firstStep = (k: typeof old) => k.chain([{ item: 'stone_pickaxe', count: 1 }])[0]!;
    expect(firstStep(old)).toMatchObject({ action: 'mine', item: 'oak_log', group: '#logs' });
    expect(firstStep(now)).toMatchObject({ action: 'mine', item: 'oak_log' });
    expect(firstStep(now).group).toBeUndefined();
  });
});

describe('plans per version', () => {
  it('a stone pickaxe plan validates against its own version, with a skill registry per version and the same schema', () => {
    for (const k of [old, now]) expect(validatePlan(knowledgePlan('obtain a stone pickaxe', k), k).ok).toBe(true);
    expect(planSkills(now)).not.toBe(planSkills(old));
    expect(planSkills(now).map((s) => s.name)).toEqual(planSkills(old).map((s) => s.name));
    expect(planSchema(now)).toEqual(planSchema(old));
  });

  it('a plan naming an item of the newer version is refused on the older one, with its JSON path', () => {
    const plan = { goal: 'pale planks', thoughts: '', plan: { type: 'skill', skill: 'obtain', args: { item: 'pale_oak_planks', count: 4 } } };
    expect(validatePlan(plan, now).ok).toBe(true);
    const r = validatePlan(plan, old);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: '/plan/args/item' });
  });
});
