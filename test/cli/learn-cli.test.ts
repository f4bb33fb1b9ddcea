import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { startNoisyServer, type NoisyServer } from '../../src/llm/index.js';
import { sapling } from './run-cli.js';

/** `sapling learn` as a user runs it: the built bin, the simulated world, the noisy stand-in (p = 0.3) on loopback through the real openai client. */
describe('sapling learn', () => {
  let server: NoisyServer;
  const dir = mkdtempSync(join(tmpdir(), 'sapling-learn-cli-'));
  const memory = join(dir, 'memory');
  const key = 'sk-test-SECRET-learn-0123456789';

  beforeAll(async () => void (server = await startNoisyServer({ knowledge: getKnowledge(), p: 0.3, seed: 3 })));
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('proposes its own goals for 3 game minutes, plans them with the LLM, and remembers every run and sub-goal', async () => {
    const trace = join(dir, 'learn.jsonl');
    const r = await sapling(['learn', '--minutes', '3', '--seed', '4', '--memory', memory, '--base-url', server.url, '--trace', trace, '--json'], {
      env: { OPENAI_API_KEY: key },
    });
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.goalsTried).toBeGreaterThanOrEqual(2);
    expect(s.goalsReached).toBeGreaterThanOrEqual(1);
    expect(s.gameMinutes).toBeGreaterThanOrEqual(3);
    expect(s.llmCalls).toBeGreaterThanOrEqual(1);
    expect(s.planners.llm).toBeGreaterThanOrEqual(1);
    // Runs and the sub-goals reached inside them, each a file of its own in the directory named.
    expect(s.entriesBefore).toBe(0);
    expect(s.newEntries).toBeGreaterThan(s.goalsReached);
    const files = readdirSync(memory).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(s.entriesAfter);
    const entries = files.map((f) => JSON.parse(readFileSync(join(memory, f), 'utf8')));
    expect(entries.some((e) => e.relabelled)).toBe(true);
    expect(entries.some((e) => !e.relabelled && e.planner === 'llm')).toBe(true);
    for (const text of [r.stdout, r.stderr, readFileSync(trace, 'utf8'), ...files.map((f) => readFileSync(join(memory, f), 'utf8'))])
      expect(text).not.toContain('SECRET');
  });

  it('names the flag when --minutes is not a whole number of at least 1 (exit 2)', async () => {
    const r = await sapling(['learn', '--minutes', '0', '--memory', memory]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--minutes takes a whole number from 1 to 1440, got '0'/);
  });
});
