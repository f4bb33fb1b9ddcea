import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();

describe('farming end to end on the simulated world (offline planner, mobs on)', () => {
  // seed 24 starts in a birch forest by water; seed 3 now starts in a savanna with no water in sight, where `farm` finds nowhere to till
  it('farm some wheat (seed 24): makes a hoe, collects seeds, farms by water and harvests wheat', async () => {
    const goal = 'farm some wheat';
    const plan = knowledgePlan(goal, k);
    const skills = JSON.stringify(plan.plan);
    expect(skills).toContain('"farm"');
    expect(skills).not.toContain('hay_block');
    const body = createSimBody({ seed: 24 });
    const start = Date.now();
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal, plan, repairer: createRuleRepairer(k) });
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('wheat')).toBeGreaterThanOrEqual(1);
    // Crops took in-game days of random ticks, simulated in well under the wall budget.
    expect(r.ticks).toBeGreaterThan(10_000);
    expect(Date.now() - start).toBeLessThan(5000);
    expect(body.world.crops.active).toBe(true);
  });
});
