/**
 * What learning buys: a goal never run, whose parts were reached while doing
 * something else, is planned from memory with no LLM call; a goal with a part
 * never reached still asks the LLM. The LLM is the noisy stand-in at p = 0
 * on loopback, through the real openai client.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { createRuleRepairer, planWithLlm, snapshotOf, startStandInSession, type StandInSession } from '../../src/llm/index.js';
import { experiencesOfRun, situationOf, type MemoryStore } from '../../src/memory/index.js';
import { Curriculum } from '../../src/plan/curriculum.js';
import { knowledgePlan, planSkills, type Plan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { freshStore, k } from '../memory/fixtures.js';

const dirs: string[] = [];
let stand: StandInSession;
/** Memory after one stone pickaxe: logs, planks, sticks, table, wooden pickaxe and cobblestone reached, no iron. */
let learned: MemoryStore;
beforeAll(async () => {
  stand = await startStandInSession({ knowledge: k, p: 0, seed: 1 });
  learned = freshStore(dirs);
  await learnGoal(learned, 'obtain a stone pickaxe', 4);
});
afterAll(async () => {
  await stand?.close();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Run a goal on a fresh world and remember it, as `sapling learn` remembers a round. */
async function learnGoal(memory: MemoryStore, goal: string, seed: number): Promise<void> {
  const body = createSimBody({ seed, pauseWhileThinking: true });
  const situation = situationOf(snapshotOf(body, k)!);
  const r = await runTree({ body, knowledge: k, skills: planSkills(k), goal, plan: knowledgePlan(goal, k), repairer: createRuleRepairer(k), wallTimes: false });
  expect(r.ok, r.reason).toBe(true);
  for (const x of experiencesOfRun({ goal, situation, trace: r.trace, stats: {}, planner: 'llm' }, k, memory.keyOf(goal))) memory.record(x);
}

/** Plan a goal on a fresh world with the stand-in, counting its calls. */
async function planOn(memory: MemoryStore, goal: string, seed: number) {
  const before = stand.client.stats.calls;
  const body = createSimBody({ seed, pauseWhileThinking: true });
  const r = await planWithLlm(goal, { client: stand.client, knowledge: k, memory, state: body });
  return { ...r, calls: stand.client.stats.calls - before, body };
}

const skillsOf = (plan: Plan): string[] => (plan.plan.type === 'sequence' ? plan.plan.steps : [plan.plan]).map((s) => JSON.stringify(s));

describe('learning a sub-goal saves LLM calls on a held-out goal that needs it', () => {
  it('composes a stone sword from the parts of a remembered stone pickaxe with no call, and the plan reaches the goal', async () => {
    const empty = freshStore(dirs);
    const cold = await planOn(empty, 'obtain a stone sword', 9);
    const warm = await planOn(learned, 'obtain a stone sword', 9);
    expect(cold.calls).toBeGreaterThanOrEqual(1);
    expect(warm.calls).toBeLessThan(cold.calls);
    expect(warm).toMatchObject({ calls: 0, memory: 'composed' });
    // Its steps are the remembered ones (the pickaxe run's own), then the goal.
    const remembered = new Set(warm.parts!.flatMap((e) => skillsOf(e.plan)));
    const steps = skillsOf(warm.plan);
    expect(steps.at(-1)).toBe(JSON.stringify({ type: 'skill', skill: 'obtain', args: { item: 'stone_sword', count: 1 } }));
    for (const s of steps.slice(0, -1)) expect(remembered.has(s), s).toBe(true);
    const r = await runTree({ body: warm.body, knowledge: k, skills: planSkills(k), goal: 'obtain a stone sword', plan: warm.plan, wallTimes: false });
    expect(r.ok, r.reason).toBe(true);
  });

  it('still asks the LLM when a part was never reached (an iron pickaxe needs iron)', async () => {
    const r = await planOn(learned, 'obtain an iron pickaxe', 9);
    expect(r.memory).not.toBe('composed');
    expect(r.calls).toBeGreaterThanOrEqual(1);
  });
});

describe('the outward curriculum', () => {
  const seen = { seenBlock: () => true, seenMob: () => true };
  it('follows the tech tree: no second wood of a family held, nothing no recipe or tool needs', () => {
    const c = new Curriculum(k, { outward: true });
    const held = new Set(['spruce_log', 'spruce_planks', 'stick', 'crafting_table']);
    const proposed: string[] = [];
    for (let i = 0; i < 12; i++) {
      const next = c.next(held, { spruce_log: 2, spruce_planks: 4, stick: 4, crafting_table: 1 }, seen);
      if (!next) break;
      proposed.push(next);
      held.add(next);
    }
    expect(proposed).toContain('wooden_pickaxe');
    for (const item of proposed) expect(item).not.toMatch(/^(oak|birch|jungle|acacia|dark_oak|cherry|mangrove)_(log|planks)$|_button$/);
    // The plain exploration curriculum does propose another wood's planks or a button.
    const plain = new Curriculum(k);
    const wide = new Set(held);
    const sideways: string[] = [];
    for (let i = 0; i < 40; i++) {
      const next = plain.next(wide, { oak_log: 4 }, seen);
      if (!next) break;
      sideways.push(next);
      wide.add(next);
    }
    expect(sideways.some((x) => /_button$|^oak_planks$/.test(x))).toBe(true);
  });
});
