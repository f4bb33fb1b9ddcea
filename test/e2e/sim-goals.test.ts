import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { loadTreeText } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { knowledgePlan, type Plan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();
const file = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');

async function runPlan(plan: Plan, seed: number) {
  const body = createSimBody({ seed, pauseWhileThinking: true });
  const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: plan.goal, plan, repairer: createRuleRepairer(k) });
  return { r, body };
}

describe('end to end on the simulated world (offline planner, rule repairs, mobs on, xray off)', () => {
  it.each([
    ['obtain a wooden pickaxe', 1, 'wooden_pickaxe'],
    ['obtain a stone pickaxe', 2, 'stone_pickaxe'],
    // seed 5 starts in a forest; seed 3 now starts in a savanna with no stone in sight, where `mine` finds none by its surface spiral
    ['obtain an iron pickaxe', 5, 'iron_pickaxe'],
    ['obtain a diamond', 4, 'diamond'],
  ])('%s (seed %i)', async (goal, seed, item) => {
    const { r, body } = await runPlan(knowledgePlan(goal, k), seed);
    expect(r.ok, r.reason).toBe(true);
    expect(body.count(item)).toBeGreaterThanOrEqual(1);
    // Game time was simulated, not slept: far more game ticks than wall milliseconds.
    expect(r.ticks / 20).toBeGreaterThan(r.wallMs / 1000);
  });
});

describe('every example runs', () => {
  it.each([
    ['wooden_pickaxe', 1, 'wooden_pickaxe'],
    ['iron_pickaxe', 1, 'iron_pickaxe'],
    ['cooked_beef', 2, 'cooked_beef'],
    // needs a cow, or water beside grass, near the spawn: seed 24 starts in a birch forest with cows ~30 blocks away (seed 1 now starts in a desert)
    ['food_fallback', 24, null],
  ])('examples/plans/%s.json (seed %i)', async (name, seed, item) => {
    const plan = JSON.parse(file(`examples/plans/${name}.json`)) as Plan;
    const { r, body } = await runPlan(plan, seed);
    expect(r.ok, r.reason).toBe(true);
    if (item) expect(body.count(item)).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['gather_wood', (count: (i: string) => number) => k.members('#logs').reduce((n, m) => n + count(m), 0) >= 8],
    ['wooden_tools', (count: (i: string) => number) => ['wooden_pickaxe', 'wooden_axe', 'wooden_shovel', 'wooden_sword'].every((t) => count(t) === 1)],
    ['stone_age', (count: (i: string) => number) => count('stone_pickaxe') === 1 && count('stone_sword') === 1],
  ])('trees/%s.mdsl', async (name, holds) => {
    const body = createSimBody({ seed: 1, pauseWhileThinking: true });
    const tree = loadTreeText(file(`trees/${name}.mdsl`), SKILLS);
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: name, tree });
    expect(r.ok, r.reason).toBe(true);
    expect(holds((i) => body.count(i))).toBe(true);
  });
});
