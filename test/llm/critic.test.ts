import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { LlmClient } from '../../src/llm/client.js';
import { createLlmCritic } from '../../src/llm/critic.js';
import { knowledgePlan } from '../../src/plan/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { testConfig } from './config.js';
import { reportFor } from './report.js';
import { rootSteps, skillIndex } from '../support/plan-steps.js';

let k: Knowledge;
let plan: Plan;
let fake: FakeOpenAI | null = null;
beforeAll(() => {
  k = getKnowledge();
  plan = knowledgePlan('obtain a diamond', k);
});
afterEach(async () => {
  await fake?.close();
  fake = null;
});
const at = () => skillIndex(plan, 'mine', { block: 'diamond' });
const explore = { type: 'skill', skill: 'explore', args: { target: 'diamond_ore', strategy: 'strip_mine', y: -58, radius: 128 } };
const repair = (over: object = {}) =>
  JSON.stringify({
    explanation: 'no diamond ore in sight; tunnel at diamond depth',
    action: 'insert_before',
    path: `/plan/steps/${at()}`,
    node: explore,
    args: null,
    reason: null,
    ...over,
  });
const failure = () =>
  reportFor(plan, `/plan/steps/${at()}`, 'not_found', {
    message: 'mine diamond: no diamond ore in a 64-block tunnel at y=-58',
    inventory: [{ name: 'iron_pickaxe', count: 1 }],
  });

describe('LLM critic', () => {
  it('asks with the failure, subtree, plan and state, and returns the repaired, checked plan', async () => {
    fake = await startFakeOpenAI([{ content: repair() }]);
    const critic = createLlmCritic({ client: new LlmClient(testConfig(fake.url)), knowledge: k });
    const d = await critic(failure());
    if ('giveUp' in d) throw new Error(d.giveUp);
    expect(d).toMatchObject({ by: 'llm', kind: 'insert_before', explanation: 'no diamond ore in sight; tunnel at diamond depth' });
    expect(rootSteps(d.plan)[at()]).toEqual(explore);
    expect(rootSteps(d.plan)).toHaveLength(rootSteps(plan).length + 1);
    const body = fake.requests[0].body;
    expect(body.response_format?.json_schema).toMatchObject({ name: 'repair', strict: true });
    const prompt = body.messages[0].content as string;
    expect(prompt).toMatch(/^ROLE: critic$/m);
    expect(prompt).toMatch(new RegExp(`^FAILED_PATH: /plan/steps/${at()}$`, 'm'));
    expect(prompt).toMatch(/^FAILURE_CODE: not_found$/m);
    expect(prompt).toContain('no diamond ore in a 64-block tunnel');
    expect(prompt).toContain('"block": "diamond"');
    expect(prompt).toContain(`PLAN_JSON:\n\`\`\`json\n${JSON.stringify(plan)}\n\`\`\``);
    expect(prompt).toContain('- inventory: iron_pickaxe x1');
  });

  it('sends invalid repairs back with the findings, then accepts the fix', async () => {
    fake = await startFakeOpenAI([
      { content: repair({ node: { ...explore, args: { ...explore.args, target: 'diamonds_ore' } } }) },
      { content: repair({ path: '/plan/steps/40' }) },
      { content: repair() },
    ]);
    const client = new LlmClient(testConfig(fake.url));
    const d = await createLlmCritic({ client, knowledge: k })(failure());
    expect(d).toMatchObject({ by: 'llm' });
    const second = fake.requests[1].body.messages.at(-1)?.content;
    expect(second).toContain(`- /plan/steps/${at()}/args/target: unknown block, item or mob 'diamonds_ore'`);
    const third = fake.requests[2].body.messages.at(-1)?.content;
    expect(third).toMatch(/cannot be applied[\s\S]*\/plan\/steps\/40.*does not exist/);
    expect(client.stats.calls).toBe(3);
  });

  it('passes on the critic giving up, with its reason', async () => {
    fake = await startFakeOpenAI([{ content: repair({ action: 'give_up', node: null, reason: 'this world has no diamonds within reach' }) }]);
    const d = await createLlmCritic({ client: new LlmClient(testConfig(fake.url)), knowledge: k })(failure());
    expect(d).toEqual({ giveUp: 'critic: this world has no diamonds within reach' });
  });

  it('gives up when its rounds run out', async () => {
    fake = await startFakeOpenAI([], { content: '{"action":"pray"}' });
    const d = await createLlmCritic({ client: new LlmClient(testConfig(fake.url)), knowledge: k, rounds: 2 })(failure());
    expect(d).toMatchObject({ giveUp: expect.stringMatching(/no valid repair in 2 rounds.*"action" must be one of/) });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('LLM budget', () => {
  it('stops the critic cleanly when the run’s LLM call budget is used up', async () => {
    fake = await startFakeOpenAI([], { content: '{"action":"pray"}' });
    const client = new LlmClient(testConfig(fake.url), { maxCalls: 2 });
    const d = await createLlmCritic({ client, knowledge: k, rounds: 5 })(failure());
    expect(d).toEqual({ giveUp: 'critic: LLM call budget of 2 used up (2 calls this run); raise it with --llm-calls' });
    expect(fake.requests).toHaveLength(2);
  });
});
