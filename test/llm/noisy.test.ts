import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { LlmClient } from '../../src/llm/client.js';
import { createLlmCritic } from '../../src/llm/critic.js';
import { NoisyModel } from '../../src/llm/noisy.js';
import { startNoisyServer, type NoisyServer } from '../../src/llm/noisy-server.js';
import { planWithLlm } from '../../src/llm/planner.js';
import { renderPrompt } from '../../src/llm/prompt.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { testConfig } from './config.js';
import { reportFor } from './report.js';
import { rootSteps, skillIndex } from '../support/plan-steps.js';

let k: Knowledge;
let server: NoisyServer | null = null;
beforeAll(() => {
  k = getKnowledge();
});
afterEach(async () => {
  await server?.close();
  server = null;
});
const plannerBody = (goal: string, format?: string) => ({
  messages: [{ role: 'user', content: renderPrompt('planner', { goal, state: 's', skills: 's', knowledge: 'k', reference_plan: 'none' }) }],
  ...(format ? { response_format: { type: format } } : {}),
});

describe('noisy model', () => {
  it('answers a planner prompt with the knowledge plan when p = 0', () => {
    const m = new NoisyModel(k, 0, 1);
    const a = m.answer(plannerBody('obtain an iron pickaxe', 'json_schema'));
    expect(a).toMatchObject({ role: 'planner', mistake: null });
    expect(JSON.parse(a.content)).toEqual(knowledgePlan('obtain an iron pickaxe', k));
  });

  it('makes each kind of mistake at p = 1, only well-formed ones under strict json_schema, deterministically per seed', () => {
    const seen = new Set<string>();
    const clean = JSON.stringify(knowledgePlan('obtain a diamond', k), null, 2);
    const m = new NoisyModel(k, 1, 42);
    for (let i = 0; i < 60; i++) {
      const a = m.answer(plannerBody('obtain a diamond'));
      expect(a.mistake).not.toBeNull();
      expect(a.content).not.toBe(clean);
      seen.add(a.mistake!);
    }
    expect([...seen].sort()).toEqual(['drop_step', 'invalid_json', 'prose', 'unknown_skill', 'wrong_count', 'wrong_name']);
    const strict = new NoisyModel(k, 1, 42);
    for (let i = 0; i < 30; i++) {
      const a = strict.answer(plannerBody('obtain a diamond', 'json_schema'));
      expect(['wrong_name', 'drop_step', 'wrong_count']).toContain(a.mistake);
      expect(() => JSON.parse(a.content)).not.toThrow();
    }
    const again = new NoisyModel(k, 0.5, 7);
    const first = new NoisyModel(k, 0.5, 7);
    for (let i = 0; i < 10; i++) expect(again.answer(plannerBody('obtain a diamond')).content).toBe(first.answer(plannerBody('obtain a diamond')).content);
  });
});

describe('noisy server', () => {
  it('plans through the real client, falling back when json_schema is refused', async () => {
    server = await startNoisyServer({ knowledge: k, p: 0, seed: 1, reject: ['json_schema'] });
    const client = new LlmClient(testConfig(server.url));
    const r = await planWithLlm('obtain an iron pickaxe', { client, knowledge: k });
    expect(r).toMatchObject({ calls: 1, mode: 'json_object' });
    expect(client.stats.fallbacks).toEqual(['json_schema → json_object']);
    expect(client.stats.promptTokens).toBeGreaterThan(100);
  });

  it('answers critic prompts with a sensible repair', async () => {
    server = await startNoisyServer({ knowledge: k, p: 0, seed: 1 });
    const plan = knowledgePlan('obtain a diamond', k);
    const at = skillIndex(plan, 'mine', { block: 'diamond' });
    const d = await createLlmCritic({ client: new LlmClient(testConfig(server.url)), knowledge: k })(reportFor(plan, `/plan/steps/${at}`, 'not_found'));
    if ('giveUp' in d) throw new Error(d.giveUp);
    expect(d.by).toBe('llm');
    expect(rootSteps(d.plan)[at]).toMatchObject({ skill: 'explore', args: { target: 'diamond', strategy: 'strip_mine' } });
    expect(server.model.stats.critic).toBe(1);
  });

  it('at p = 0.2, plans "obtain a diamond" for 20 seeds with a median of at most 3 calls', async () => {
    const calls: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      server = await startNoisyServer({ knowledge: k, p: 0.2, seed });
      const r = await planWithLlm('obtain a diamond', { client: new LlmClient(testConfig(server.url, { mode: 'text' })), knowledge: k });
      calls.push(r.calls);
      await server.close();
      server = null;
    }
    calls.sort((a, b) => a - b);
    expect(calls.length).toBe(20);
    expect(calls[9]).toBeLessThanOrEqual(3);
    // Some seeds must have needed feedback, or the noise did nothing.
    expect(calls.at(-1)).toBeGreaterThan(1);
  });
});
