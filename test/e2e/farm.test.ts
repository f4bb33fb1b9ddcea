import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer } from '../../src/llm/index.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();

describe('farming end to end on the simulated world (offline planner, mobs on)', () => {
  // The farming chain, with x-ray senses and the clock paused so the run repeats: under honest senses the farm skill
  // gives up at the first water it sees with no soil beside it (a spring in a cave wall) instead of looking further;
  // on seeds 5, 6, 8, 11 and 24 it fails so. Winning that back is issue 13's job; the bench reports both numbers.
  it('farm some wheat (seed 6, x-ray): makes a hoe, collects seeds, farms by water and harvests wheat', async () => {
    const goal = 'farm some wheat';
    const plan = knowledgePlan(goal, k);
    const skills = JSON.stringify(plan.plan);
    expect(skills).toContain('"farm"');
    expect(skills).not.toContain('hay_block');
    const body = createSimBody({ seed: 6, xray: true, pauseWhileThinking: true });
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal, plan, repairer: createRuleRepairer(k) });
    expect(r.ok, r.reason).toBe(true);
    expect(body.count('wheat')).toBeGreaterThanOrEqual(1);
    // Crops took in-game days of random ticks (how fast that runs is measured by the bench, not here).
    expect(r.ticks).toBeGreaterThan(10_000);
    expect(body.world.crops.active).toBe(true);
  });
});
