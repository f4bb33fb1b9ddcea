/** A real failed run on the simulated world, recorded once per test file: stone pickaxe, seed 2, stopped by a 500-tick budget after the wooden pickaxe. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createRuleRepairer, snapshotOf } from '../../src/llm/index.js';
import { experiencesOfRun, MemoryStore, situationOf } from '../../src/memory/index.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

export const k = getKnowledge();
export const GOAL = 'obtain a stone pickaxe';

export async function failedRun() {
  const body = createSimBody({ seed: 2, pauseWhileThinking: true });
  const situation = situationOf(snapshotOf(body, k)!);
  const plan = knowledgePlan(GOAL, k);
  const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: GOAL, plan, repairer: createRuleRepairer(k), budgets: { ticks: 500 }, wallTimes: false });
  return {
    r,
    situation,
    experiences: experiencesOfRun({ goal: GOAL, situation, trace: r.trace, stats: { ticks: r.ticks }, planner: 'knowledge' }, k, 'obtain stone_pickaxe 1'),
  };
}

export const freshStore = (dirs: string[]) => {
  const d = mkdtempSync(join(tmpdir(), 'sapling-mem-'));
  dirs.push(d);
  return new MemoryStore(join(d, 'memory'), { knowledge: k, warn: () => {} });
};
