import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { LlmClient } from '../../src/llm/client.js';
import { planWithLlm, PlanningFailed } from '../../src/llm/planner.js';
import { renderTemplate, PromptError, renderPrompt } from '../../src/llm/prompt.js';
import { MemoryStore } from '../../src/memory/index.js';
import { knowledgePlan, selfCheck, validatePlan } from '../../src/plan/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import type { BodyStatus } from '../../src/contracts/body.js';
import type { Plan } from '../../src/contracts/plan.js';
import { startFakeOpenAI, type ChatBody, type FakeOpenAI } from './fake-openai.js';
import type { SchemaKeywords } from './strict.js';
import { testConfig } from './config.js';

let k: Knowledge;
let fake: FakeOpenAI | null = null;
const dirs: string[] = [];
beforeAll(() => {
  k = getKnowledge();
});
afterEach(async () => {
  await fake?.close();
  fake = null;
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});
const memory = () => {
  const d = mkdtempSync(join(tmpdir(), 'sapling-plan-'));
  dirs.push(d);
  return new MemoryStore(d);
};
const GOAL = 'obtain an iron pickaxe';
const good = () => JSON.stringify(knowledgePlan(GOAL, k));
const status: BodyStatus = {
  position: { x: 10.4, y: 71, z: -3 },
  vitals: { health: 18, food: 15, saturation: 3, oxygen: 20 },
  timeOfDay: 14000,
  gameTick: 1234,
  biome: 'forest',
  dimension: 'overworld',
  heldItem: null,
  inventory: [{ name: 'oak_log', count: 3 }],
  deaths: 0,
};
const lastUser = (body: ChatBody): string | undefined => body.messages.filter((m) => m.role === 'user').at(-1)?.content;

describe('planWithLlm', () => {
  it('renders goal, state, skills and knowledge into the prompt and returns a validated plan', async () => {
    fake = await startFakeOpenAI([{ content: good(), usage: { prompt: 900, completion: 300 } }]);
    const client = new LlmClient(testConfig(fake.url));
    const r = await planWithLlm(GOAL, {
      client,
      knowledge: k,
      state: { status, blocks: [{ name: 'iron_ore', pos: { x: 1, y: 60, z: 1 }, distance: 12.2 }], entities: [] },
    });
    expect(r).toMatchObject({ calls: 1, rounds: 1, tokens: 1200, mode: 'json_schema', memory: null });
    expect(r.plan).toEqual(JSON.parse(good()));
    const prompt = fake.requests[0].body.messages[0].content as string;
    expect(prompt).toMatch(/^ROLE: planner\nGOAL: obtain an iron pickaxe$/m);
    expect(prompt).toContain('- inventory: oak_log x3');
    expect(prompt).toContain('y=71');
    expect(prompt).toContain('night');
    expect(prompt).toContain('biome forest');
    expect(prompt).toContain('health 18/20, food 15/20');
    expect(prompt).toContain('iron_ore x1 (nearest 12 m)');
    expect(prompt).toMatch(/- obtain: .*\n {2}args: item: string/);
    expect(prompt).toContain('iron_ore is found from y=');
    expect(prompt).toContain('None: no similar goal');
    expect(prompt).not.toMatch(/\{\{\w+\}\}/);
    // The strict schema is the plan schema: closed objects all the way down.
    const schema = fake.requests[0].body.response_format?.json_schema?.schema;
    const open: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const s = node as SchemaKeywords;
      if (s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'))) {
        if (s.additionalProperties !== false) open.push(at);
        if (JSON.stringify(Object.keys(s.properties ?? {}).sort()) !== JSON.stringify([...(s.required ?? [])].sort())) open.push(`${at} (required)`);
      }
      if (s.oneOf) open.push(`${at} (oneOf)`);
      for (const [key, v] of Object.entries(s)) walk(v, `${at}/${key}`);
    };
    walk(schema, '');
    expect(open).toEqual([]);
  });

  it('sends the exact validation issues back and accepts the corrected plan', async () => {
    const bad = JSON.parse(good());
    bad.plan.steps[1].args.item = 'wooden_planks';
    bad.plan.steps[2].skill = 'chop';
    const v = validatePlan(bad, k);
    expect(v.ok).toBe(false);
    const issues = v.ok ? [] : v.issues;
    fake = await startFakeOpenAI([{ content: JSON.stringify(bad) }, { content: good() }]);
    const client = new LlmClient(testConfig(fake.url));
    const r = await planWithLlm(GOAL, { client, knowledge: k });
    expect(r.calls).toBe(2);
    const second = fake.requests[1].body;
    // The conversation goes on: the model sees its own reply, then the findings.
    expect(second.messages[1]).toEqual({ role: 'assistant', content: JSON.stringify(bad) });
    const feedback = lastUser(second);
    expect(feedback).toMatch(/^ROUND: 2$/m);
    for (const i of issues) {
      expect(feedback).toContain(`- ${i.path}: ${i.message}`);
      if (i.suggestion) expect(feedback).toContain(i.suggestion);
    }
    expect(feedback).toContain("'wooden_planks'");
  });

  it('runs the self-check before accepting a valid plan and sends its findings back', async () => {
    const impossible: Plan = {
      goal: GOAL,
      thoughts: 'craft ore',
      plan: {
        type: 'sequence',
        steps: [
          { type: 'skill', skill: 'craft', args: { item: 'iron_ore', count: 3 } },
          { type: 'skill', skill: 'obtain', args: { item: 'iron_pickaxe', count: 1 } },
        ],
      },
    };
    expect(validatePlan(impossible, k).ok).toBe(true);
    const found = selfCheck(impossible, k, {});
    expect(found.length).toBeGreaterThan(0);
    fake = await startFakeOpenAI([{ content: JSON.stringify(impossible) }, { content: good() }]);
    const r = await planWithLlm(GOAL, { client: new LlmClient(testConfig(fake.url)), knowledge: k });
    expect(r.rounds).toBe(2);
    const feedback = lastUser(fake.requests[1].body);
    expect(feedback).toContain('self-check');
    expect(feedback).toContain(`- ${found[0].path}: ${found[0].message}`);
  });

  it('sends a JSON error back for a reply with no JSON', async () => {
    fake = await startFakeOpenAI([{ content: 'Let me think about this step by step.' }, { content: good() }]);
    const r = await planWithLlm(GOAL, { client: new LlmClient(testConfig(fake.url)), knowledge: k });
    expect(r.calls).toBe(2);
    expect(lastUser(fake.requests[1].body)).toContain('could not be read as JSON');
  });

  it('stops when the rounds run out, naming the last problem', async () => {
    const bad = JSON.parse(good());
    bad.plan.steps[0].skill = 'teleport';
    fake = await startFakeOpenAI([], { content: JSON.stringify(bad) });
    const client = new LlmClient(testConfig(fake.url));
    const err = await planWithLlm(GOAL, { client, knowledge: k, rounds: 3 }).catch((e) => e);
    expect(err).toBeInstanceOf(PlanningFailed);
    expect(err.message).toMatch(/no valid plan for "obtain an iron pickaxe" in 3 rounds; last problem: \/plan\/steps\/0/);
    expect(fake.requests).toHaveLength(3);
    expect(client.stats.calls).toBe(3);
  });

  it('reuses a remembered plan with zero LLM calls', async () => {
    const m = memory();
    m.save('Obtain an iron pickaxe', JSON.parse(good()), {}, {});
    fake = await startFakeOpenAI([]);
    const client = new LlmClient(testConfig(fake.url));
    const r = await planWithLlm('obtain an iron pickaxe', { client, knowledge: k, memory: m });
    expect(r).toMatchObject({ calls: 0, tokens: 0, mode: 'memory', memory: 'exact' });
    expect(r.plan).toEqual(JSON.parse(good()));
    expect(fake.requests).toHaveLength(0);
    expect(client.stats.requests).toBe(0);
  });

  it('gives a similar remembered goal as the reference plan', async () => {
    const m = memory();
    m.save('obtain an iron pickaxe', JSON.parse(good()), {}, {});
    const sword = JSON.stringify(knowledgePlan('obtain an iron sword', k));
    fake = await startFakeOpenAI([{ content: sword }]);
    const r = await planWithLlm('obtain an iron sword', { client: new LlmClient(testConfig(fake.url)), knowledge: k, memory: m });
    expect(r.memory).toBe('similar');
    const prompt = fake.requests[0].body.messages[0].content as string;
    expect(prompt).toContain('similar goal "obtain an iron pickaxe"');
    expect(prompt).toContain(JSON.stringify(JSON.parse(good()).plan));
  });
});

describe('prompt templates', () => {
  it('refuses to render with a slot missing, naming it', () => {
    expect(() => renderTemplate('GOAL: {{goal}}\n{{state}}', { goal: 'x' }, 'planner.md')).toThrow(PromptError);
    expect(() => renderTemplate('GOAL: {{goal}}\n{{state}}', { goal: 'x' }, 'planner.md')).toThrow(/planner.md: no value for \{\{state\}\}/);
    expect(() => renderPrompt('critic', { goal: 'g' })).toThrow(/\{\{path\}\}/);
  });

  it('does not expand braces inside slot values', () => {
    expect(renderTemplate('{{a}} {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} B');
  });
});
