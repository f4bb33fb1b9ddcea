/**
 * The LLM loop end to end on the simulated world: a plan runs, a step fails,
 * the critic (a scripted chat-completions server, through the real client)
 * replaces the failed subtree, and the run succeeds. Then the noisy stand-in
 * plans a goal, the success is remembered, and the next run reuses it with no
 * LLM call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { LlmClient } from '../../src/llm/client.js';
import { createLlmCritic } from '../../src/llm/critic.js';
import { planWithLlm } from '../../src/llm/planner.js';
import { startStandInSession, type StandInSession } from '../../src/llm/stand-in.js';
import { MemoryStore, runStats } from '../../src/memory/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import { runTree, type TraceEvent } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { startFakeOpenAI, SECRET, type FakeOpenAI } from './fake-openai.js';
import { testConfig } from './config.js';
import { rootSteps } from '../support/plan-steps.js';

let k: Knowledge;
let fake: FakeOpenAI | null = null;
let session: StandInSession | null = null;
let dir = '';
beforeAll(() => {
  k = getKnowledge();
});
afterEach(async () => {
  await fake?.close();
  await session?.close();
  fake = null;
  session = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const count = (body: { inventory(): { name: string; count: number }[] }, item: string) =>
  body
    .inventory()
    .filter((s) => s.name === item)
    .reduce((n, s) => n + s.count, 0);

describe('critic repair on the simulated world', () => {
  it('replaces a failed subtree and the run then succeeds', async () => {
    // The first step asks to drop diamonds the bot never had: it fails at once with missing_item.
    const plan: Plan = {
      goal: 'obtain 4 oak planks',
      thoughts: 'a deliberately broken first step',
      plan: {
        type: 'sequence',
        steps: [
          { type: 'skill', skill: 'drop', args: { item: 'diamond', count: 1 } },
          { type: 'skill', skill: 'obtain', args: { item: 'oak_planks', count: 4 } },
        ],
      },
    };
    const fix = { type: 'skill', skill: 'mine', args: { block: 'oak_log', count: 1 } };
    fake = await startFakeOpenAI([
      {
        content: JSON.stringify({
          explanation: 'there are no diamonds to drop; gather a log instead',
          action: 'replace',
          path: '/plan/steps/0',
          node: fix,
          args: null,
          reason: null,
        }),
      },
    ]);
    const events: TraceEvent[] = [];
    const client = new LlmClient(testConfig(fake.url), { trace: (e) => events.push(e) });
    const body = createSimBody({ seed: 3, mobs: false, pauseWhileThinking: true });
    const r = await runTree({
      body,
      knowledge: k,
      skills: SKILLS,
      goal: plan.goal,
      plan,
      onEvent: (e) => events.push(e),
      wallTimes: false,
      repairer: createLlmCritic({ client, knowledge: k }),
      budgets: { ticks: 20 * 60 * 20, wallMs: 60_000 },
    });
    expect(r.reason).toBe(r.ok ? r.reason : 'should have succeeded');
    expect(r.ok).toBe(true);
    expect(r.repairs).toBe(1);
    expect(rootSteps(r.plan!)[0]).toEqual(fix);
    expect(count(body, 'oak_planks')).toBeGreaterThanOrEqual(4);
    // The critic saw the real failure.
    const prompt = fake.requests[0].body.messages[0].content as string;
    expect(prompt).toMatch(/^FAILURE_CODE: missing_item$/m);
    expect(prompt).toMatch(/^FAILED_PATH: \/plan\/steps\/0$/m);
    const repair = events.find((e) => e.type === 'repair');
    expect(repair).toMatchObject({ by: 'llm', kind: 'replace', path: '/plan/steps/0' });
    expect(events.filter((e) => e.type === 'llm')).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });
});

describe('noisy stand-in, memory', () => {
  it('plans with the stand-in, succeeds, remembers, and the next run makes zero LLM calls', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sapling-e2e-'));
    const memory = new MemoryStore(dir);
    const goal = 'obtain a wooden pickaxe';
    session = await startStandInSession({ knowledge: k, p: 0.2, seed: 5 });
    const first = await planWithLlm(goal, { client: session.client, knowledge: k, memory });
    expect(first.calls).toBeGreaterThanOrEqual(1);
    const body = createSimBody({ seed: 5, mobs: false, pauseWhileThinking: true });
    const r = await runTree({
      body,
      knowledge: k,
      skills: SKILLS,
      goal,
      plan: first.plan,
      repairer: session.repairer,
      wallTimes: false,
      budgets: { ticks: 20 * 60 * 30, wallMs: 60_000 },
    });
    expect(r.ok).toBe(true);
    expect(count(body, 'wooden_pickaxe')).toBe(1);
    memory.save(goal, r.plan ?? first.plan, { inventory: [] }, runStats(r, session.client.stats));

    const before = session.client.stats.requests;
    const second = await planWithLlm('Obtain a wooden pickaxe.', { client: session.client, knowledge: k, memory });
    expect(second).toMatchObject({ calls: 0, memory: 'exact', mode: 'memory' });
    expect(session.client.stats.requests).toBe(before);
    expect(memory.lookup(goal)?.stats.llmCalls).toBe(first.calls);
  });
});
