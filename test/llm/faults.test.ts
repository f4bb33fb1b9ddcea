/**
 * The fault matrix: one loopback fake OpenAI server per fault, driven through
 * the real `openai` client with small deadlines. Each case asserts how many
 * requests were sent, how long it took (generous bounds), what the user is
 * told, and that no secret (the API key, a base URL's password) reached any
 * file the run wrote: trace, cassette, memory.
 */
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { LlmClient, LlmError } from '../../src/llm/client.js';
import { LlmConfigError, type LlmConfig } from '../../src/llm/config.js';
import { planWithLlm, PlanningFailed } from '../../src/llm/planner.js';
import { MemoryStore } from '../../src/memory/index.js';
import { knowledgePlan } from '../../src/plan/index.js';
import { startFakeOpenAI, SECRET, URL_PASSWORD, type FakeOpenAI, type Scripted } from './fake-openai.js';
import { testConfig } from './config.js';

const GOAL = 'obtain a stone pickaxe';
const SCHEMA = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'], additionalProperties: false };
const OK: Scripted = { content: '{"answer":"ok"}' };

let k: Knowledge;
let fake: FakeOpenAI | null = null;
let dir = '';
beforeAll(() => {
  k = getKnowledge();
});
afterEach(async () => {
  await fake?.close();
  fake = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

interface Rig {
  client: LlmClient;
  fake: FakeOpenAI;
  progress: string[];
  memory: MemoryStore;
  port: string;
}

/** A fake server with this script, and a client that records a cassette and writes a trace into a fresh temp dir. */
async function rig(script: Scripted[], over: Partial<LlmConfig> = {}, fallback?: Scripted): Promise<Rig> {
  dir = mkdtempSync(join(tmpdir(), 'sapling-faults-'));
  fake = await startFakeOpenAI(script, fallback);
  const trace = join(dir, 'trace.jsonl');
  const progress: string[] = [];
  const client = new LlmClient(testConfig(fake.url, { record: join(dir, 'cassette.json'), retries: 1, ...over }), {
    trace: (e) => appendFileSync(trace, `${JSON.stringify(e)}\n`),
    progress: (line) => progress.push(line),
    progressEveryMs: 100,
  });
  return { client, fake, progress, memory: new MemoryStore(join(dir, 'memory')), port: new URL(fake.url).port };
}

const ask = (c: LlmClient) => c.json({ role: 'planner', schemaName: 'answer', schema: SCHEMA, messages: [{ role: 'user', content: 'Reply in JSON.' }] });

/** Runs `f`, returning what it threw (or returned) and the wall time it took. */
async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value?: T; error?: Error }> {
  const t0 = performance.now();
  try {
    const value = await f();
    return { ms: performance.now() - t0, value };
  } catch (error) {
    return { ms: performance.now() - t0, error: error as Error };
  }
}

/** Every file under dir, recursively, as text. */
function written(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[p.slice(dir.length + 1)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** No secret in any file written, nor in what the user was told. */
function expectNoSecrets(...told: (string | undefined)[]): void {
  const files = written();
  expect(Object.keys(files)).toContain('cassette.json');
  for (const [name, text] of Object.entries({ ...files, told: told.join('\n') })) {
    for (const secret of [SECRET, URL_PASSWORD, encodeURIComponent(URL_PASSWORD), Buffer.from(`sapling:${URL_PASSWORD}`).toString('base64')]) {
      expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
    }
  }
}

describe('LLM fault matrix', () => {
  it('500 every time: retried, then one line naming the server, status and message', async () => {
    const r = await rig([], { retries: 2 }, { status: 500, error: `upstream broke for key ${SECRET}` });
    const { ms, error } = await timed(() => ask(r.client));
    expect(error).toBeInstanceOf(LlmError);
    expect(error?.message).toBe(`LLM at http://127.0.0.1:${r.port} kept failing (500: upstream broke for key [redacted]); gave up after 2 retries`);
    expect(r.fake.requests).toHaveLength(3);
    expect(ms).toBeLessThan(3000);
    expect(r.progress.filter((l) => /retry \d of 2 in/.test(l))).toHaveLength(2);
    expectNoSecrets(error?.message, ...r.progress);
  });

  it('429 with a short Retry-After: waited out, shown, then the reply', async () => {
    const r = await rig([{ status: 429, error: 'slow down', headers: { 'retry-after': '1' } }, OK]);
    const { ms, value } = await timed(() => ask(r.client));
    expect(value?.value).toEqual({ answer: 'ok' });
    expect(r.fake.requests).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4000);
    expect(r.progress[0]).toBe(`LLM at http://127.0.0.1:${r.port} kept rate-limiting (429: slow down); retry 1 of 1 in 1 s`);
    expect(r.progress.some((l) => /^waiting to retry the LLM at .*: [\d.]+ s of 1 s$/.test(l))).toBe(true);
    expectNoSecrets(...r.progress);
  });

  it('429 with Retry-After: 3600 ends at once with what to do, instead of waiting', async () => {
    const r = await rig([{ status: 429, error: 'quota', headers: { 'retry-after': '3600' } }], { retries: 3, retryBudgetMs: 120_000 });
    const { ms, error } = await timed(() => ask(r.client));
    expect(error?.message).toBe(
      `LLM at http://127.0.0.1:${r.port} asked to retry after 3600 s (429: quota), beyond the run's budget of 120 s for retry waits (120 s left); try later or another server`,
    );
    expect(r.fake.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1000);
    expectNoSecrets(error?.message);
  });

  it('hang (no headers): the deadline ends each request, retried once', async () => {
    const r = await rig([], { timeoutMs: 400 }, { hang: true });
    const { ms, error } = await timed(() => ask(r.client));
    expect(error?.message).toBe(`LLM at http://127.0.0.1:${r.port} did not answer within 0.4 s; gave up after 1 retry`);
    expect(r.fake.requests).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThan(3000);
    expect(r.progress.some((l) => l.includes('still waiting for the LLM') && l.includes('no answer'))).toBe(true);
    expectNoSecrets(error?.message, ...r.progress);
  });

  it('stall after headers: the deadline covers the body too', async () => {
    const r = await rig([], { timeoutMs: 400 }, { stallAfterHeaders: true });
    const { ms, error } = await timed(() => ask(r.client));
    expect(error?.message).toBe(`LLM at http://127.0.0.1:${r.port} sent headers, then the body stalled past the 0.4 s deadline; gave up after 1 retry`);
    expect(r.fake.requests).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThan(3000);
    expect(r.progress.some((l) => l.includes('headers came but the body has not'))).toBe(true);
    // The cassette keeps what came and how it ended.
    const cassette = JSON.parse(written()['cassette.json']);
    expect(cassette.exchanges[0]).toMatchObject({ response: { status: 200 }, error: { name: 'AbortError' } });
    const replayed = new LlmClient(testConfig(r.fake.url, { replay: join(dir, 'cassette.json'), retries: 1, timeoutMs: 400 }));
    await expect(ask(replayed)).rejects.toThrow(error?.message ?? '?');
    expectNoSecrets(error?.message, ...r.progress);
  });

  it('body cut off mid-way: retried, and the retry answers', async () => {
    const r = await rig([{ cutBody: true }, OK]);
    const { ms, value } = await timed(() => ask(r.client));
    expect(value?.value).toEqual({ answer: 'ok' });
    expect(r.fake.requests).toHaveLength(2);
    expect(ms).toBeLessThan(2000);
    expect(r.progress[0]).toMatch(/^LLM at http:\/\/127\.0\.0\.1:\d+ cut its reply off mid-body \(.+\); retry 1 of 1 in/);
    expectNoSecrets(...r.progress);
  });

  it('garbage text/plain: says what came instead of "the reply was empty"', async () => {
    const r = await rig([{ raw: `Welcome to nginx! key=${SECRET}\n<b>hello</b>`, contentType: 'text/plain' }]);
    const { ms, error } = await timed(() => ask(r.client));
    expect(error?.message).toBe(
      `LLM at http://127.0.0.1:${r.port} sent something that is not a chat completion (HTTP 200, text/plain): the reply was not JSON and had no JSON in it: "Welcome to nginx! key=[redacted] <b>hello</b>"; check that OPENAI_BASE_URL is an OpenAI-compatible API (it usually ends in /v1)`,
    );
    expect(r.fake.requests).toHaveLength(1);
    expect(ms).toBeLessThan(1000);
    expectNoSecrets(error?.message);
  });

  it('prose instead of JSON: handed back as a parse error the planner sends to the model', async () => {
    const r = await rig([{ content: 'I am sorry, I cannot produce a plan for that.' }]);
    const reply = await ask(r.client);
    expect(reply.value).toBeUndefined();
    expect(reply.parseError).toBe('the reply was not JSON and had no JSON in it: "I am sorry, I cannot produce a plan for that."');
    expect(r.fake.requests).toHaveLength(1);
    expectNoSecrets(reply.parseError ?? '');
  });

  it('schema-violating plans: fed back each round, then a planning failure naming the last problem', async () => {
    const bad = JSON.stringify({ goal: GOAL, thoughts: '', plan: { type: 'skill', skill: 'teleport', args: {} } });
    const r = await rig([], {}, { content: bad });
    const { ms, error } = await timed(() => planWithLlm(GOAL, { client: r.client, knowledge: k, memory: r.memory, rounds: 2 }));
    expect(error).toBeInstanceOf(PlanningFailed);
    expect(error?.message).toMatch(/^the LLM gave no valid plan for "obtain a stone pickaxe" in 2 rounds; last problem: \/plan.*teleport/);
    expect(r.fake.requests).toHaveLength(2);
    expect(r.fake.requests[1].body.messages.at(-1)?.content).toContain('teleport');
    expect(ms).toBeLessThan(3000);
    expectNoSecrets(error?.message);
  });

  it('a model that echoes the API key: scrubbed from the plan, trace, cassette, memory and what goes back to the model', async () => {
    const plan = knowledgePlan(GOAL, k);
    const echoed = { ...plan, thoughts: `Using your key ${SECRET} as asked.` };
    const broken = { ...echoed, plan: { type: 'skill', skill: 'teleport', args: { key: SECRET } } };
    const r = await rig([{ content: JSON.stringify(broken) }, { content: `Here: ${JSON.stringify(echoed)}` }]);
    const result = await planWithLlm(GOAL, { client: r.client, knowledge: k, memory: r.memory });
    expect(result.rounds).toBe(2);
    expect(result.plan.thoughts).toBe('Using your key [redacted] as asked.');
    r.memory.save(GOAL, result.plan, {}, { llmCalls: result.calls });
    // The model's own words, sent back as the assistant turn, are scrubbed too.
    const sentBack = JSON.stringify(r.fake.requests[1].body.messages);
    expect(sentBack).toContain('[redacted]');
    expect(sentBack).not.toContain(SECRET);
    const files = written();
    expect(Object.keys(files).some((f) => f.startsWith('memory/'))).toBe(true);
    expect(files['trace.jsonl']).toContain('[redacted]');
    expectNoSecrets();
  });

  it('a base URL with user:pass@: credentials leave the URL, go as Basic auth, and are never written', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sapling-faults-'));
    const plan = knowledgePlan(GOAL, k);
    fake = await startFakeOpenAI([
      { status: 500, error: `proxy saw http://sapling:${URL_PASSWORD}@upstream/v1` },
      { content: JSON.stringify({ ...plan, thoughts: `password ${URL_PASSWORD}` }) },
    ]);
    const base = fake.url.replace('http://', `http://sapling:${encodeURIComponent(URL_PASSWORD)}@`);
    const trace = join(dir, 'trace.jsonl');
    const progress: string[] = [];
    const client = new LlmClient(testConfig(base, { apiKey: null, record: join(dir, 'cassette.json') }), {
      trace: (e) => appendFileSync(trace, `${JSON.stringify(e)}\n`),
      progress: (l) => progress.push(l),
    });
    expect(client.config.baseURL).toBe(fake.url);
    const memory = new MemoryStore(join(dir, 'memory'));
    const result = await planWithLlm(GOAL, { client, knowledge: k, memory });
    memory.save(GOAL, result.plan, {}, {});
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0].headers.authorization).toBe(`Basic ${Buffer.from(`sapling:${URL_PASSWORD}`).toString('base64')}`);
    expect(result.plan.thoughts).toBe('password [redacted]');
    expect(progress[0]).toContain('http://[redacted]@upstream/v1');
    expectNoSecrets(...progress);
  });

  it('a base URL with credentials and an API key too is refused at once, without the password', () => {
    const base = `http://sapling:${URL_PASSWORD}@127.0.0.1:9/v1`;
    const err = (() => {
      try {
        new LlmClient(testConfig(base));
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(LlmConfigError);
    expect(err?.message).toMatch(/^the base URL http:\/\/\[redacted\]@127\.0\.0\.1:9\/v1 carries a user name and password and an API key is set too/);
    expect(err?.message).not.toContain(URL_PASSWORD);
  });
});
