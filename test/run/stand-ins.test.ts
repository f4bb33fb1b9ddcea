import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Plan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();
// Ancient debris never generates in the overworld: the tunnel is dug to its end and the run ends not_found.
const plan: Plan = {
  goal: 'tunnel',
  thoughts: '',
  plan: { type: 'skill', skill: 'explore', args: { target: 'ancient_debris', strategy: 'strip_mine', y: 40, radius: 3 } },
};

async function stepsRun(held: Record<string, number>): Promise<string[]> {
  const body = createSimBody({ seed: 5, mobs: false, pauseWhileThinking: true });
  for (const [item, n] of Object.entries(held)) body.world.give(item, n);
  const started: string[] = [];
  await runTree({
    body,
    knowledge: k,
    skills: SKILLS,
    goal: plan.goal,
    plan,
    onEvent: (e) => void (e.type === 'skill_start' && started.push(`${e.skill} ${String(e.args.item ?? e.args.block ?? e.args.target)}`)),
    budgets: { ticks: 4000, wallMs: 30_000 },
  });
  return started;
}

describe('tool prerequisites', () => {
  it('count a better tool of the kind as held: with an iron pickaxe, a tunnel that needs a wooden one makes none', async () => {
    expect(await stepsRun({ iron_pickaxe: 1 })).toEqual(['explore ancient_debris']);
  });

  it('still make the tool when nothing of its kind is held', async () => {
    const steps = await stepsRun({ wooden_axe: 1 });
    expect(steps).toContain('craft wooden_pickaxe');
    expect(steps[0]).toBe('mine #logs');
  });
});
