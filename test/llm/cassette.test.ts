import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { LlmClient } from '../../src/llm/client.js';
import { planWithLlm } from '../../src/llm/planner.js';
import { knowledgePlan } from '../../src/plan/index.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { startFakeOpenAI, SECRET, type FakeOpenAI } from './fake-openai.js';
import { testConfig } from './config.js';
import { skillStep } from '../support/plan-steps.js';

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
});
const GOAL = 'obtain a stone pickaxe';

describe('cassettes', () => {
  it('records every exchange without secrets and replays the run with no network', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sapling-cassette-'));
    const file = join(dir, 'run.json');
    const good = knowledgePlan(GOAL, k);
    const bad = structuredClone(good);
    skillStep(bad, 0).args.block = 'wood_log';
    fake = await startFakeOpenAI([
      { status: 429, error: 'slow down', headers: { 'retry-after-ms': '1' } },
      { content: `Here you go:\n\`\`\`json\n${JSON.stringify(bad)}\n\`\`\``, usage: { prompt: 100, completion: 40 } },
      { content: JSON.stringify(good), usage: { prompt: 150, completion: 40 } },
    ]);
    const traced: TraceEvent[] = [];
    const live = new LlmClient(testConfig(fake.url, { record: file }), { trace: (e) => traced.push(e) });
    const first = await planWithLlm(GOAL, { client: live, knowledge: k });
    const url = fake.url;
    await fake.close();
    fake = null;

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(SECRET);
    expect(JSON.stringify(traced)).not.toContain(SECRET);
    const cassette = JSON.parse(text);
    expect(cassette.exchanges).toHaveLength(3);
    expect(cassette.exchanges[0].response.status).toBe(429);
    expect(cassette.exchanges[1].request.body.response_format.json_schema.name).toBe('plan');
    expect(JSON.stringify(cassette.exchanges[0])).not.toMatch(/authorization/i);

    // The server is gone: only the cassette can answer.
    const replayed = new LlmClient(testConfig(url, { replay: file }));
    const second = await planWithLlm(GOAL, { client: replayed, knowledge: k });
    expect(second.plan).toEqual(first.plan);
    expect(second).toMatchObject({ calls: first.calls, tokens: first.tokens, rounds: 2 });
    expect(replayed.stats).toEqual(live.stats);

    // Asking for more than was recorded is a clear error, not a network call.
    await expect(replayed.json({ role: 'planner', messages: [{ role: 'user', content: 'x' }], schemaName: 'plan', schema: {} })).rejects.toThrow(
      /cassette .*run.json holds 3 exchanges but the run asked for more; record it again with --record/,
    );
  });

  it('records a timeout and replays it as a timeout', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sapling-cassette-'));
    const file = join(dir, 't.json');
    fake = await startFakeOpenAI([{ hang: true }, { content: '{"ok":true}' }]);
    const ask = (c: LlmClient) => c.json({ role: 'critic', messages: [{ role: 'user', content: 'json please' }], schemaName: 'repair', schema: {} });
    const live = new LlmClient(testConfig(fake.url, { record: file, timeoutMs: 200 }));
    expect((await ask(live)).value).toEqual({ ok: true });
    expect(JSON.parse(readFileSync(file, 'utf8')).exchanges[0]).toMatchObject({ response: null, error: { name: 'AbortError' } });
    const replay = new LlmClient(testConfig(fake.url, { replay: file, retries: 0 }));
    await expect(ask(replay)).rejects.toThrow(/did not answer within [0-9.]+ s; gave up after 0 retries/);
  });

  it('names a missing cassette file', () => {
    expect(() => new LlmClient(testConfig('http://127.0.0.1:9/v1', { replay: '/nonexistent/c.json' }))).toThrow(
      /cassette \/nonexistent\/c.json does not exist; record one with --record/,
    );
  });
});
