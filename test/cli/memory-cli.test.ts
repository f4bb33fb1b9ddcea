/** `sapling memory list|show|prune` and `sapling dataset export` on what a real `sapling run` remembered (dist/, offline planner). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/memory/index.js';
import { chatLineProblems } from '../memory/chat-format.js';
import { sapling } from './run-cli.js';

const KEY = 'sk-live-PLANTEDcliSecret987654';
let dir = '';
let memory = '';
interface Listed {
  id: string;
  key: string | null;
  goal: string;
  relabelled: boolean;
  planner: string | null;
  outcome: { ok: boolean };
  file: string;
}
const list = async (): Promise<Listed[]> => JSON.parse((await sapling(['memory', 'list', '--json', '--memory', memory])).stdout);
/** Read in the test process: fewer spawns. */
const stored = () => new MemoryStore(memory).list();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sapling-memcli-'));
  memory = join(dir, 'memory');
  const r = await sapling(['run', 'obtain a wooden pickaxe', '--seed', '1', '--memory', memory, '--json', '-q']);
  expect(r.code, r.stderr).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sapling memory', () => {
  it('lists the run and the sub-goals reached inside it, and shows one by id or by goal', async () => {
    const entries = await list();
    const run = entries.find((e) => e.key === 'obtain wooden_pickaxe 1' && !e.relabelled);
    expect(run).toMatchObject({ planner: 'knowledge', outcome: { ok: true } });
    expect(entries.filter((e) => e.relabelled).map((e) => e.key)).toEqual(expect.arrayContaining(['obtain crafting_table 1']));
    const byId = await sapling(['memory', 'show', run!.id, '--memory', memory]);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: run!.id, situation: { dimension: 'overworld' } });
    const none = await sapling(['memory', 'show', 'obtain a diamond', '--memory', memory]);
    expect([none.code, none.stderr]).toEqual([
      1,
      "sapling: no remembered run matches 'obtain a diamond'; run 'sapling memory list' to see the ids and goals\n",
    ]);
  });

  it('refuses a prune that names nothing to delete, or a bad count, as usage errors', async () => {
    expect((await sapling(['memory', 'prune', '--memory', memory])).code).toBe(2);
    const bad = await sapling(['memory', 'prune', '--keep', '0', '--memory', memory]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--keep takes a whole number of at least 1');
  });
});

describe('sapling dataset export', () => {
  it('writes chat JSONL from the memory named by $SAPLING_MEMORY_DIR, without the configured or a pasted key', async () => {
    // A key pasted into a goal, and the configured key inside a situation.
    const entry = stored().find((e) => e.key === 'obtain crafting_table 1')!;
    const json = JSON.parse(readFileSync(entry.file, 'utf8'));
    writeFileSync(
      entry.file,
      JSON.stringify({ ...json, goal: `get a crafting table ${KEY}`, situation: { ...json.situation, biome: 'configured-key-XYZ123' } }),
    );
    const out = join(dir, 'ds');
    const r = await sapling(['dataset', 'export', '--out', out, '--val-fraction', '0.25', '--seed', '7'], {
      env: { SAPLING_MEMORY_DIR: memory, OPENAI_API_KEY: 'configured-key-XYZ123' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^wrote \d+ training and \d+ validation examples to .* \(1 plans, \d+ relabelled sub-goals, 0 repairs; 0 duplicates dropped\)\n$/);
    const text = ['train.jsonl', 'validation.jsonl'].map((f) => readFileSync(join(out, f), 'utf8')).join('');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(chatLineProblems(line)).toEqual([]);
    expect(text).not.toContain('PLANTEDcliSecret');
    expect(text).not.toContain('configured-key-XYZ123');
    expect(text).toContain('GOAL: get a crafting table [redacted]');
  });

  it('prunes all but the newest entry of each goal, and rejects a validation share of 1 or more', async () => {
    const before = stored().length;
    const r = await sapling(['memory', 'prune', '--keep', '1', '--memory', memory]);
    expect(r.stdout).toBe(`pruned 0 of ${before} entries\n`);
    const bad = await sapling(['dataset', 'export', '--val-fraction', '2', '--memory', memory]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--val-fraction takes a number from 0 to below 1');
  });
});
