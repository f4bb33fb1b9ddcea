import { State } from 'mistreevous';
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Plan, PlanNode } from '../../src/plan/index.js';
import { createAgent } from '../../src/run/agent.js';
import { Calls } from '../../src/run/calls.js';
import { runTree, type FailureReport, TraceRecorder } from '../../src/run/index.js';
import { fail } from '../../src/contracts/outcome.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { TEST_SKILLS } from './test-skills.js';

const k = getKnowledge();
const make = (item: string, count = 1): PlanNode => ({ type: 'skill', skill: 'make', args: { item, count } });
const plan = (...steps: PlanNode[]): Plan => ({ goal: 'test', thoughts: '', plan: { type: 'sequence', steps } });
const crafted = (calls: { verb: string; args: unknown[] }[]) => calls.filter((c) => c.verb === 'craft').map((c) => c.args[0]);
const run = (body: ReturnType<typeof createScriptedBody>, p: Plan, extra: Partial<Parameters<typeof runTree>[0]> = {}) =>
  runTree({ body, knowledge: k, skills: TEST_SKILLS, goal: p.goal, plan: p, heartbeatMs: 5, ...extra });

describe('runTree', () => {
  it('runs leaves in plan order and succeeds', async () => {
    const body = createScriptedBody();
    const r = await run(body, plan(make('stick'), make('torch'), make('bowl')));
    expect(r.ok).toBe(true);
    expect(crafted(body.calls)).toEqual(['stick', 'torch', 'bowl']);
    expect(r.actions).toBe(3);
  });

  it('skips leaves whose effect already holds', async () => {
    const body = createScriptedBody({ inventory: { torch: 1 } });
    const r = await run(body, plan(make('stick'), make('torch'), make('bowl')));
    expect(r.ok).toBe(true);
    expect(crafted(body.calls)).toEqual(['stick', 'bowl']);
  });

  it('reports the failing leaf by plan path and code, and stops there', async () => {
    const body = createScriptedBody();
    body.script('craft', 'default', fail('not_found', 'no b anywhere'));
    const r = await run(body, plan(make('stick'), { type: 'sequence', steps: [make('torch'), make('bowl')] }));
    expect(r).toMatchObject({ ok: false, path: '/plan/steps/1/steps/0', code: 'not_found' });
    expect(crafted(body.calls)).toEqual(['stick', 'torch']);
    const end = r.trace.at(-1)!;
    expect(end).toMatchObject({ type: 'run_end', ok: false, path: '/plan/steps/1/steps/0', code: 'not_found' });
  });

  it('falls back in a selector without calling it a failure', async () => {
    const body = createScriptedBody();
    body.script('craft', fail('not_found', 'no a'));
    const r = await run(body, { goal: 'g', thoughts: '', plan: { type: 'selector', steps: [make('stick'), make('torch')] } });
    expect(r.ok).toBe(true);
    expect(crafted(body.calls)).toEqual(['stick', 'torch']);
  });

  it('hands the repair hook the failed subtree, then resumes without redoing finished steps', async () => {
    const body = createScriptedBody();
    body.script('craft', 'default', fail('missing_item', 'no b'));
    const reports: FailureReport[] = [];
    const r = await run(body, plan(make('stick'), make('torch')), {
      repairer: async (report) => {
        reports.push(report);
        return { plan: plan(make('stick'), make('coal'), make('torch')), by: 'rules', kind: 'insert_before', explanation: 'make coal first' };
      },
    });
    expect(r.ok).toBe(true);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ path: '/plan/steps/1', subtreePath: '/plan/steps/1', subtree: make('torch'), outcome: { code: 'missing_item' } });
    expect(crafted(body.calls)).toEqual(['stick', 'torch', 'coal', 'torch']);
    expect(r.repairs).toBe(1);
    expect(r.trace.some((e) => e.type === 'repair' && e.explanation === 'make coal first')).toBe(true);
  });

  it('after a repair, does not redo a step whose product was used up since it finished', async () => {
    const body = createScriptedBody();
    body.script('craft', 'default', fail('missing_item', 'no b'));
    const r = await run(body, plan(make('stick'), make('torch')), {
      repairer: async (report) => {
        body.give('stick', -1); // a later step consumed it
        return { plan: report.plan, by: 'rules', kind: 'retry', explanation: 'again' };
      },
    });
    expect(r.ok).toBe(true);
    expect(crafted(body.calls)).toEqual(['stick', 'torch', 'torch']);
  });

  it("ends with the critic's reason when it gives up, and respects the repair budget", async () => {
    const body = createScriptedBody();
    body.script('craft', fail('not_found', 'x'));
    const gaveUp = await run(body, plan(make('stick')), { repairer: async () => ({ giveUp: 'no a in this world' }) });
    expect(gaveUp).toMatchObject({ ok: false, reason: 'gave up: no a in this world' });
    const body2 = createScriptedBody();
    body2.script('craft', ...Array(5).fill(fail('not_found', 'x')));
    const spent = await run(body2, plan(make('stick')), {
      budgets: { repairs: 2 },
      repairer: async (rep) => ({ plan: rep.plan, by: 'rules', kind: 'retry', explanation: 'again' }),
    });
    expect(spent.ok).toBe(false);
    expect(spent.reason).toMatch(/repair budget of 2 used up/);
    expect(crafted(body2.calls)).toHaveLength(3);
  });

  it('aborts the running skill when the run is aborted', async () => {
    const body = createScriptedBody();
    const gate = body.hold('craft');
    const ac = new AbortController();
    const running = run(body, plan(make('stick'), make('torch')), { signal: ac.signal });
    await gate.entered;
    ac.abort();
    const r = await running;
    expect(r).toMatchObject({ ok: false, code: 'aborted' });
    expect(crafted(body.calls)).toEqual(['stick']);
  });

  it('stops a running skill when an until-guard holds, and succeeds', async () => {
    const body = createScriptedBody();
    const gate = body.hold('craft');
    const p: Plan = {
      goal: 'g',
      thoughts: '',
      plan: { type: 'repeat', times: null, until: { kind: 'has_item', item: 'apple', count: 1 }, step: make('bread') },
    };
    const running = run(body, p);
    await gate.entered;
    body.give('apple', 1);
    const r = await running;
    expect(r.ok).toBe(true);
    expect(r.trace.filter((e) => e.type === 'skill_end').map((e) => (e as { code: string | null }).code)).toEqual(['aborted']);
  });

  it('ends with timeout when the game-time budget runs out', async () => {
    const body = createScriptedBody({ ticksPerVerb: 100 });
    const r = await run(body, plan(make('stick'), make('torch'), make('bowl')), { budgets: { ticks: 150 } });
    expect(r).toMatchObject({ ok: false, code: 'timeout' });
    expect(crafted(body.calls)).toEqual(['stick', 'torch']);
  });

  it('writes byte-identical traces for identical runs without wall times', async () => {
    const once = async () =>
      (await run(createScriptedBody(), plan(make('stick'), make('torch')), { wallTimes: false })).trace.map((e) => JSON.stringify(e)).join('\n');
    expect(await once()).toBe(await once());
  });
});

describe('skill calls', () => {
  it('never lets a stale result complete a re-entered node', async () => {
    const body = createScriptedBody();
    const p = plan(make('stick'));
    const tree = compilePlan(p, k, TEST_SKILLS);
    const calls = new Calls();
    const { agent } = createAgent({
      tree,
      body,
      k,
      skills: TEST_SKILLS,
      blackboard: new Map(),
      trace: new TraceRecorder(() => 0),
      calls,
      signal: new AbortController().signal,
      wake: () => {},
      onFailure: () => {},
    });
    const first = body.hold('craft');
    const p1 = agent.make!('/plan/steps/0', 'stick', 1) as Promise<State>;
    await first.entered;
    const second = body.hold('craft');
    const p2 = agent.make!('/plan/steps/0', 'stick', 1) as Promise<State>; // re-entry aborts the first call
    await second.entered;
    const settled: string[] = [];
    p1.then(() => settled.push('first'));
    p2.then((s) => settled.push(`second:${s}`));
    first.release();
    await new Promise((r) => setImmediate(r));
    expect(settled).toEqual([]);
    second.release();
    await new Promise((r) => setImmediate(r));
    expect(settled).toEqual([`second:${State.SUCCEEDED}`]);
  });
});
