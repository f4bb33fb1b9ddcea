/**
 * The shipped first-week trees (trees/*.mdsl) for resources, tools and food, each called from a plan like a skill and
 * run on the simulated world with mobs on, honest senses and rule repairs, on the seed its case names
 * (src/bench/tree-cases.ts). The cheap cases run from an empty inventory; the dear ones start with the materials a
 * long search would bring, so what is tested is the tree's own steps. `npm run bench -- --only trees` runs every case
 * from nothing.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { runTreeCase, treeCallPlan } from '../../src/bench/trees.js';
import { TREE_CASES } from '../../src/bench/tree-cases.js';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { planSkills, validatePlan, type ArgValue, type Plan, type PlanNode } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';

const k = getKnowledge();

const call = (tree: string, args: Record<string, ArgValue> = {}): PlanNode => treeCallPlan(tree, args).plan;

async function run(plan: Plan, seed: number) {
  const body = createSimBody({ seed, pauseWhileThinking: true });
  const r = await runTree({ body, knowledge: k, skills: planSkills(), goal: plan.goal, plan, repairer: createRuleRepairer(k) });
  return { r, body };
}

/** Head starts for the cases whose search takes long; `null` leaves a case to the bench alone. */
const START: Record<string, Record<string, number> | null> = {
  iron_tools: { iron_ingot: 8, stick: 5, crafting_table: 1 },
  iron_armour: { raw_iron: 24, coal: 4, furnace: 1, crafting_table: 1 },
  strip_mine_diamonds: null,
  diamond_pickaxe: null,
  'mine_vein {"ore":"coal_ore","count":8}': null,
  mine_vein: { stone_pickaxe: 1 },
  torches: { oak_log: 6, furnace: 1, crafting_table: 1, wooden_pickaxe: 1 },
  charcoal: { oak_log: 8, furnace: 1 },
  cook_meat: { beef: 2, furnace: 1, coal: 1 },
  wheat_to_bread: null,
};

const label = (tree: string, args: Record<string, ArgValue>): string => (Object.keys(args).length ? `${tree} ${JSON.stringify(args)}` : tree);
const startOf = (l: string, tree: string) => (l in START ? START[l] : START[tree]);
const cases = TREE_CASES.map((t) => ({ t, start: startOf(label(t.tree, t.args), t.tree) })).filter((c) => c.start !== null);

describe('first-week trees for resources, tools and food, called from a plan, on the simulated world', () => {
  it.each(cases.map((c) => [label(c.t.tree, c.t.args), c.t.seed, c.start ?? {}, c] as const))('%s (seed %i, start %j)', async (_l, _s, start, c) => {
    const { r, body } = await runTreeCase(c.t, undefined, start);
    expect(r.ok, r.reason).toBe(true);
    expect(c.t.holds(body), JSON.stringify(body.inventory().map((s) => `${s.count} ${s.name}`))).toBe(true);
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
