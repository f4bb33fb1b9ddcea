import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { startNoisyServer, type NoisyServer } from '../../src/llm/index.js';
import { sapling } from './run-cli.js';

/** The LLM is the noisy stand-in at p = 0: a real chat-completions server on loopback, spoken to by the real openai client in the bin. */
describe('sapling run with an LLM (loopback stand-in)', () => {
  let server: NoisyServer;
  const dir = mkdtempSync(join(tmpdir(), 'sapling-llm-cli-'));
  const memory = join(dir, 'memory');
  const cassette = join(dir, 'cassette.json');
  const key = 'sk-test-SECRET-do-not-log-0123456789';

  beforeAll(async () => {
    server = await startNoisyServer({ knowledge: getKnowledge(), p: 0, seed: 1 });
  });
  afterAll(async () => server?.close());

  const run = (extra: string[], env: Record<string, string> = {}) =>
    sapling(['run', 'obtain a wooden pickaxe', '--seed', '1', '--memory', memory, '--json', ...extra], { env: { OPENAI_API_KEY: key, ...env } });

  it('plans with the LLM, records the exchange, and remembers the plan', async () => {
    const trace = join(dir, 'trace.jsonl');
    const r = await run(['--base-url', server.url, '--record', cassette, '--trace', trace]);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ ok: true, memoryHit: false });
    expect(summary.planner).toMatch(/^llm/);
    expect(summary.llmCalls).toBeGreaterThanOrEqual(1);
    expect(summary.tokens).toBeGreaterThan(0);
    for (const f of [cassette, trace]) expect(readFileSync(f, 'utf8')).not.toContain('SECRET');
    expect(readFileSync(trace, 'utf8')).toMatch(/"type":"llm"/);
  });

  it('reuses the remembered plan with zero LLM calls', async () => {
    const r = await run(['--base-url', server.url]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, memoryHit: true, llmCalls: 0 });
  });

  it('replays the cassette with no server at all', async () => {
    const r = await sapling(['run', 'obtain a wooden pickaxe', '--seed', '1', '--memory', join(dir, 'fresh'), '--replay', cassette, '--json'], {
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, memoryHit: false });
  });

  it('fails in one line when the LLM cannot be reached', async () => {
    const r = await run(['--planner', 'llm', '--base-url', 'http://127.0.0.1:9/v1', '--memory', join(dir, 'empty')]);
    expect(r.code).toBe(1);
    // Retries are shown as they happen, one line each; then one line for the error, and no stack trace.
    const lines = r.stderr.trim().split('\n');
    expect(lines.slice(0, -1).every((l) => /retry \d of \d in \d+ s$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/could not be reached .*gave up after \d retries/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain('SECRET');
  });
});
