/** The runner's gate and its verdict: every plan is checked before it runs, and success is the goal's, not the plan's. */
import { describe, expect, it } from 'vitest';
import type { Plan, PlanNode } from '../../src/contracts/plan.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { PlanRefused, runTree } from '../../src/run/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { TEST_SKILLS } from './test-skills.js';

const k = getKnowledge();
const make = (item: string, count = 1): PlanNode => ({ type: 'skill', skill: 'make', args: { item, count } });
const plan = (...steps: PlanNode[]): Plan => ({ goal: 'test', thoughts: '', plan: { type: 'sequence', steps } });
const run = (body: ReturnType<typeof createScriptedBody>, p: Plan, extra: Partial<Parameters<typeof runTree>[0]> = {}) =>
  runTree({ body, knowledge: k, skills: TEST_SKILLS, goal: p.goal, plan: p, heartbeatMs: 5, reflexes: false, ...extra });

describe('the run gate', () => {
  it('refuses a plan the validator refuses, before anything acts', async () => {
    const body = createScriptedBody();
    await expect(run(body, plan(make('stick', 100_000)))).rejects.toThrow(PlanRefused);
    expect(body.calls).toEqual([]);
  });

  it('ends the run when a repair hands back a plan the validator refuses', async () => {
    const body = createScriptedBody({ script: { craft: [{ ok: false, code: 'missing_item', message: 'short' }] } });
    const r = await run(body, plan(make('stick')), {
      repairer: async (rep) => ({ plan: { ...rep.plan, thoughts: 'x'.repeat(30_000) }, by: 'llm', kind: 'retry', explanation: 'again' }),
    });
    expect(r).toMatchObject({ ok: false });
    expect(r.reason).toMatch(/the repair was refused: thoughts is 30000 characters long/);
  });

  it('a plan that finishes without reaching the goal is a failure, with what is missing', async () => {
    const body = createScriptedBody();
    const r = await run(body, plan(make('stick', 2)), { goalChecks: [{ kind: 'has_item', item: 'diamond', count: 1 }] });
    expect(r).toMatchObject({ ok: false, code: 'missing_item' });
    expect(r.reason).toBe('the plan finished but the goal does not hold: has diamond ≥ 1');
    const met = await run(createScriptedBody(), plan(make('stick', 2)), { goalChecks: [{ kind: 'has_item', item: 'stick', count: 2 }] });
    expect(met.ok).toBe(true);
  });
});
