/**
 * The shipped first-week trees (trees/*.mdsl) for resources, tools and food, each called from a plan like a skill and
 * run on the simulated world with mobs on, honest senses and rule repairs. Seeds are picked where the world has what
 * the tree needs; a seed that is special says why.
 *
 * Seed 1 starts in a desert beside a forest (sand, logs, iron and coal close by; no animals within reach).
 * Seed 24 starts in a birch forest with cows and sheep about 30 blocks away and water close by.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import type { SimBody } from '../../src/body/sim/body.js';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { planSkills, validatePlan, type ArgValue, type Plan, type PlanNode } from '../../src/plan/index.js';
import { runTree, type Budgets } from '../../src/run/index.js';

const k = getKnowledge();

/** A plan of one call to a shipped tree; arguments left out are null (the tree's default). */
function call(tree: string, args: Record<string, ArgValue> = {}): PlanNode {
  const skill = planSkills().find((s) => s.name === tree);
  if (!skill) throw new Error(`no shipped tree '${tree}'`);
  return { type: 'skill', skill: tree, args: { ...Object.fromEntries(Object.keys(skill.args).map((a) => [a, null])), ...args } };
}

async function run(plan: Plan, seed: number, budgets?: Partial<Budgets>) {
  const body = createSimBody({ seed });
  const r = await runTree({ body, knowledge: k, skills: planSkills(), goal: plan.goal, plan, repairer: createRuleRepairer(k), budgets });
  return { r, body };
}

const runTreeCall = (tree: string, seed: number, args: Record<string, ArgValue> = {}, budgets?: Partial<Budgets>) =>
  run({ goal: tree, thoughts: '', plan: call(tree, args) }, seed, budgets);

type Case = [tree: string, seed: number, args: Record<string, ArgValue>, holds: (body: SimBody) => boolean];

const CASES: Case[] = [
  ['iron_tools', 1, {}, (b) => ['iron_pickaxe', 'iron_axe', 'iron_sword'].every((t) => b.count(t) >= 1)],
  // Worn pieces leave the inventory, so the armour slots are what count. Seed 24: the forest gives the logs that burn 24 ingots.
  ['iron_armour', 24, {}, (b) => Object.values(b.world.player.armor).filter((a) => a?.startsWith('iron_')).length === 4],
  ['strip_mine_diamonds', 1, { count: 2 }, (b) => b.count('diamond') >= 2],
  ['diamond_pickaxe', 1, {}, (b) => b.count('diamond_pickaxe') === 1],
  ['mine_vein', 1, {}, (b) => b.count('raw_iron') >= 6],
  ['mine_vein', 1, { ore: 'coal_ore', count: 8 }, (b) => b.count('coal') >= 8],
  // Seed 1 stands on sand: glass from the ground underfoot.
  ['smelt_stack', 1, { item: 'glass', count: 8 }, (b) => b.count('glass') >= 8],
  ['charcoal', 1, { count: 4 }, (b) => b.count('charcoal') >= 4],
  // Seed 24 finds coal on the surface too late: the torches come from the charcoal fallback.
  ['torches', 24, {}, (b) => b.count('torch') >= 8],
  ['shield', 1, {}, (b) => b.world.player.armor['off-hand'] === 'shield'],
  // Cows near the spawn of seed 24.
  ['cook_meat', 24, { count: 2 }, (b) => b.count('cooked_beef') >= 2],
  ['hunt_for_food', 24, { mob: 'cow', count: 1 }, (b) => b.count('beef') >= 1],
  ['milk_cow', 24, {}, (b) => b.count('milk_bucket') === 1],
  // Sheep near the spawn of seed 24.
  ['shear_sheep_for_bed', 24, {}, (b) => k.members('#beds').some((bed) => b.count(bed) >= 1)],
  // Seed 3 has a pond near the spawn. Seeds 3-10 all pass. Seed 1's only water is the sea, whose edge gives no source block
  // within reach; seed 24's nearest water is a waterfall, all flowing, since the bot no longer climbs the canopy first.
  ['collect_water', 3, {}, (b) => b.count('water_bucket') === 1],
  // Seed 5 has a lava pool on the surface near the spawn: gather searches the surface only, and its dig-down fallback
  // rarely helps (lava in sight below is mostly flowing, which a bucket cannot take).
  ['collect_lava', 5, {}, (b) => b.count('lava_bucket') === 1],
];

describe('first-week trees for resources, tools and food, called from a plan, on the simulated world', () => {
  it.each(CASES)('%s (seed %i, %j)', async (tree, seed, args, holds) => {
    const { r, body } = await runTreeCall(tree, seed, args);
    expect(r.ok, r.reason).toBe(true);
    expect(holds(body), JSON.stringify(body.inventory().map((s) => `${s.count} ${s.name}`))).toBe(true);
  });

  // Wheat ripens over in-game days: five days of game time, not the default hour. Seed 4 has soil beside water
  // near the spawn (seeds 1, 5 and 8 see water with no soil to till beside it, and the farm skill does not look further).
  it('wheat_to_bread (seed 4, five game days)', async () => {
    const { r, body } = await runTreeCall('wheat_to_bread', 4, {}, { ticks: 5 * 24_000 });
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('bread')).toBeGreaterThanOrEqual(1);
  });
});

describe('a plan calls a tree with arguments', () => {
  it('validates, compiles with the prerequisites of its leaves and runs (smelt_stack making glass, seed 1)', async () => {
    const plan: Plan = {
      goal: 'eight glass and some charcoal',
      thoughts: 'smelt the sand underfoot, then burn logs for fuel to keep',
      plan: { type: 'sequence', steps: [call('smelt_stack', { item: 'glass', count: 8, fuel: null }), call('charcoal', { count: 2 })] },
    };
    const v = validatePlan(plan, k);
    expect(v.ok, JSON.stringify(v.ok ? null : v.issues)).toBe(true);
    const bad = validatePlan({ ...plan, plan: call('smelt_stack', { item: 'glas', count: 8 }) }, k);
    expect(bad).toMatchObject({
      ok: false,
      issues: [{ path: '/plan/args/item', message: "unknown item 'glas'", suggestion: expect.stringContaining("'glass'") }],
    });
    const tree = compilePlan(plan, k, planSkills(), { reflexes: false });
    // The call is inlined at its own path, its argument bound, and the smelt leaf gets a furnace as a prerequisite.
    expect(Object.values(tree.leaves).some((l) => l.skill === 'smelt' && l.args.item === 'glass' && l.args.count === 8)).toBe(true);
    expect(Object.values(tree.leaves).some((l) => l.origin === 'prerequisite' && l.args.item === 'furnace')).toBe(true);
    const { r, body } = await run(plan, 1);
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('glass')).toBeGreaterThanOrEqual(8);
    expect(body.count('charcoal')).toBeGreaterThanOrEqual(2);
  });
});
