import { afterEach, describe, expect, it } from 'vitest';
import { LlmClient, LlmError } from '../../src/llm/client.js';
import { startFakeOpenAI, SECRET, type FakeOpenAI } from './fake-openai.js';
import { testConfig } from './config.js';
import type { TraceEvent } from '../../src/contracts/trace.js';

const SCHEMA = {
  type: 'object',
  properties: {
    answer: { type: 'string' },
    more: { type: ['object', 'null'], properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false },
  },
  required: ['answer', 'more'],
  additionalProperties: false,
};
const ask = (c: LlmClient) =>
  c.json({ role: 'planner', schemaName: 'plan', schema: SCHEMA, messages: [{ role: 'user', content: 'GOAL: test. Reply in JSON.' }] });

let fake: FakeOpenAI | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

describe('LlmClient', () => {
  it('sends strict json_schema requests with the schema name and the bearer key', async () => {
    fake = await startFakeOpenAI([{ content: '{"answer":"yes","more":null}', usage: { prompt: 7, completion: 3 } }]);
    const c = new LlmClient(testConfig(fake.url));
    const r = await ask(c);
    expect(r.value).toEqual({ answer: 'yes', more: null });
    expect(r.mode).toBe('json_schema');
    const body = fake.requests[0].body;
    expect(body.model).toBe('test-model');
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.strict).toBe(true);
    expect(body.response_format?.json_schema?.name).toBe('plan');
    expect(body.response_format?.json_schema?.schema).toEqual(SCHEMA);
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(c.stats).toMatchObject({ calls: 1, requests: 1, promptTokens: 7, completionTokens: 3, mode: 'json_schema' });
  });

  it('falls back json_schema → json_object → text when the server rejects response_format, and remembers it', async () => {
    fake = await startFakeOpenAI([
      { status: 400, error: "response_format 'json_schema' is not supported by this model" },
      { status: 400, error: 'Unsupported value: response_format.type json_object' },
      { content: 'Sure! Here is the plan:\n```json\n{"answer":"fenced","more":{"n":2}}\n```\nGood luck.' },
      { content: '{"answer":"again","more":null}' },
    ]);
    const c = new LlmClient(testConfig(fake.url));
    const r = await ask(c);
    expect(r.value).toEqual({ answer: 'fenced', more: { n: 2 } });
    expect(r.mode).toBe('text');
    expect(fake.requests.map((q) => q.body.response_format?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'none']);
    // Without json_schema the schema travels in the prompt.
    expect(fake.requests[2].body.messages.at(-1)?.content).toContain('"additionalProperties":false');
    expect(c.stats.fallbacks).toEqual(['json_schema → json_object', 'json_object → text']);
    await ask(c);
    expect(fake.requests[3].body.response_format).toBeUndefined();
  });

  it('does not fall back when the mode was chosen explicitly', async () => {
    fake = await startFakeOpenAI([{ status: 400, error: 'response_format json_schema unsupported' }]);
    const c = new LlmClient(testConfig(fake.url, { mode: 'json_schema' }));
    await expect(ask(c)).rejects.toThrow(/rejected the request \(400: .*response_format/);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses json_object mode when asked', async () => {
    fake = await startFakeOpenAI([{ content: '{"answer":"o","more":null}' }]);
    const c = new LlmClient(testConfig(fake.url, { mode: 'json_object' }));
    expect((await ask(c)).mode).toBe('json_object');
    expect(fake.requests[0].body.response_format).toEqual({ type: 'json_object' });
  });

  it('retries 429 honouring retry-after, and 500, then succeeds', async () => {
    fake = await startFakeOpenAI([
      { status: 429, error: 'slow down', headers: { 'retry-after': '2' } },
      { status: 500, error: 'boom' },
      { content: '{"answer":"ok","more":null}' },
    ]);
    const delays: number[] = [];
    const c = new LlmClient(testConfig(fake.url), { sleep: async (ms) => void delays.push(ms) });
    expect((await ask(c)).value).toEqual({ answer: 'ok', more: null });
    expect(fake.requests).toHaveLength(3);
    expect(delays[0]).toBe(2000);
    expect(delays[1]).toBeGreaterThan(0);
    expect(c.stats.retries).toBe(2);
  });

  it('retries a timeout, then gives a one-line error naming the server once the budget is spent', async () => {
    fake = await startFakeOpenAI([], { hang: true });
    const c = new LlmClient(testConfig(fake.url, { timeoutMs: 200, retries: 2 }));
    const err = await ask(c).catch((e) => e);
    expect(err).toBeInstanceOf(LlmError);
    const port = new URL(fake.url).port;
    expect(err.message).toBe(`LLM at http://127.0.0.1:${port} did not answer within 0.2 s; gave up after 2 retries`);
    expect(fake.requests).toHaveLength(3);
  });

  it('retries truncated replies (finish_reason length, and JSON cut off)', async () => {
    fake = await startFakeOpenAI([
      { content: '{"answer":"cut', finish: 'length' },
      { content: 'here: {"answer": "also cut", "more": {' },
      { content: '{"answer":"whole","more":null}' },
    ]);
    const c = new LlmClient(testConfig(fake.url));
    expect((await ask(c)).value).toEqual({ answer: 'whole', more: null });
    expect(fake.requests).toHaveLength(3);
    expect(c.stats.calls).toBe(1);
    // Tokens of the wasted replies still count.
    expect(c.stats.promptTokens).toBe(30);
  });

  it('hands back a parse error (no retry) for a whole reply without JSON', async () => {
    fake = await startFakeOpenAI([{ content: 'I cannot help with that.' }]);
    const c = new LlmClient(testConfig(fake.url));
    const r = await ask(c);
    expect(r.value).toBeUndefined();
    expect(r.parseError).toBe('the reply was not JSON and had no JSON in it: "I cannot help with that."');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 401 and never puts the key in errors or trace events', async () => {
    fake = await startFakeOpenAI([{ status: 401, error: `Incorrect API key provided: ${SECRET}` }]);
    const events: TraceEvent[] = [];
    const c = new LlmClient(testConfig(fake.url), { trace: (e) => events.push(e) });
    const err = await ask(c).catch((e) => e);
    expect(err.message).toMatch(/rejected the request \(401: .*check OPENAI_API_KEY/);
    expect(err.message).not.toContain(SECRET);
    expect(err.message).toContain('[redacted]');
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  it('emits an llm trace event per call with mode and tokens', async () => {
    fake = await startFakeOpenAI([{ content: '{"answer":"t","more":null}', usage: { prompt: 11, completion: 4 } }]);
    const events: TraceEvent[] = [];
    const c = new LlmClient(testConfig(fake.url), { trace: (e) => events.push(e), tick: () => 42 });
    await ask(c);
    expect(events[0]).toMatchObject({ type: 'llm', tick: 42, role: 'planner', mode: 'json_schema', promptTokens: 11, completionTokens: 4, ok: true });
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });
});
