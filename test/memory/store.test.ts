import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { exactKey, MAX_ENTRY_BYTES, MemoryStore, type MemoryOptions } from '../../src/memory/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import type { LlmClient } from '../../src/llm/index.js';
import { planWithLlm } from '../../src/llm/index.js';

const k = getKnowledge();
const plan = (item: string, thoughts = 't'): Plan => ({ goal: `obtain ${item}`, thoughts, plan: { type: 'skill', skill: 'obtain', args: { item, count: 1 } } });
const dirs: string[] = [];
const fresh = (opts: MemoryOptions = {}) => {
  const d = mkdtempSync(join(tmpdir(), 'sapling-mem-'));
  dirs.push(d);
  return new MemoryStore(join(d, 'memory'), { knowledge: k, ...opts });
};
const files = (m: MemoryStore) => readdirSync(m.dir).sort();
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('memory keys', () => {
  it('keys the resolved goal (kind, knowledge name, count), not the words', () => {
    expect(exactKey('  Obtain a   Diamond! ', k)).toBe('obtain diamond 1');
    expect(exactKey('get one diamonds', k)).toBe('obtain diamond 1');
    expect(exactKey('get 2 sticks', k)).toBe(exactKey('obtain two stick', k));
    expect(exactKey('obtain 3 diamonds', k)).not.toBe(exactKey('obtain a diamond', k));
    expect(exactKey('kill a zombie', k)).toBe('kill zombie 1');
    expect(exactKey('eat', k)).toBe('eat * 1');
    expect(exactKey('I need 3 iron ingots', k)).toBe(exactKey('obtain 3 iron ingot', k));
    expect(exactKey('get 3 logs, then craft a crafting table', k)).toBe('obtain #logs 3, then obtain crafting_table 1');
  });

  it('gives no key to a goal the parser cannot read, whatever its script', () => {
    for (const goal of ['获取 木棍', 'получить алмазную кирку', '', '!!!', 'build a castle', 'get iron 矿石', 'eat blorp', 'get 0 sticks', 'obtain a blorp'])
      expect(exactKey(goal, k), goal).toBeNull();
  });
});

describe('MemoryStore', () => {
  it('saves readable JSON under a hashed name and finds it again by the same goal in other words', () => {
    const m = fresh();
    expect(m.lookup('obtain a diamond')).toBeNull();
    expect(m.save('Obtain a diamond', plan('diamond'), { inventory: [] }, { ticks: 100, llmCalls: 2 })?.successes).toBe(1);
    const [entry, runs] = files(m);
    expect(entry).toMatch(/^obtain-diamond-1\.[0-9a-f]{64}\.[0-9a-f]{12}\.json$/);
    expect(runs).toBe(entry!.replace(/\.json$/, '.runs.jsonl'));
    const text = readFileSync(join(m.dir, entry!), 'utf8');
    expect(text).toContain('\n  "goal": "Obtain a diamond"');
    expect(text).toContain('\n  "key": "obtain diamond 1"');
    const hit = m.lookup('get one diamonds');
    expect(hit?.plan).toEqual(plan('diamond'));
    expect(hit?.stats.llmCalls).toBe(2);
    m.save('obtain a diamond', plan('diamond'), {}, {});
    expect(m.lookup('obtain a diamond')?.successes).toBe(2);
    expect(m.lookup('obtain 2 diamonds')).toBeNull();
    expect(files(m)).toHaveLength(2);
  });

  it('never shares an entry between two non-English goals, and never replays either', async () => {
    const m = fresh();
    m.save('获取 木棍', plan('stick'), {}, {});
    expect(m.lookup('获取 木棍')).toBeNull();
    expect(m.lookup('получить алмазную кирку')).toBeNull();
    expect(m.similar('получить алмазную кирку')).toBeNull();
    m.save('получить алмазную кирку', plan('diamond_pickaxe'), {}, {});
    expect(
      m
        .list()
        .map((e) => [e.goal, e.key, e.plan.plan])
        .sort(),
    ).toEqual([
      ['получить алмазную кирку', null, plan('diamond_pickaxe').plan],
      ['获取 木棍', null, plan('stick').plan],
    ]);
    // The second run: with the LLM down, planning fails instead of handing back the sticks plan.
    const down = {
      stats: { calls: 0, requests: 0, promptTokens: 0, completionTokens: 0 },
      json: () => Promise.reject(new Error('LLM down')),
    } as unknown as LlmClient;
    await expect(planWithLlm('получить алмазную кирку', { client: down, knowledge: k, memory: m })).rejects.toThrow('LLM down');
  });

  it('keeps two long goals that share an 80-character prefix apart', () => {
    const m = fresh();
    const prefix = 'build a small wooden house next to the river with oak planks, glass windows and a door facing ';
    expect(prefix.length).toBeGreaterThan(80);
    m.save(`${prefix}north`, plan('oak_door'), {}, {});
    m.save(`${prefix}south`, plan('glass'), {}, {});
    m.save(`${prefix}south`, plan('glass'), {}, {});
    const byGoal = Object.fromEntries(m.list().map((e) => [e.goal, e]));
    expect(Object.keys(byGoal)).toHaveLength(2);
    expect(byGoal[`${prefix}north`]).toMatchObject({ successes: 1, plan: plan('oak_door') });
    expect(byGoal[`${prefix}south`]).toMatchObject({ successes: 2, plan: plan('glass') });
  });

  it('offers the most similar goal as a reference, never the exact one, never for no words', () => {
    const m = fresh();
    m.save('obtain an iron pickaxe', plan('iron_pickaxe'), {}, {});
    m.save('obtain a stone pickaxe', plan('stone_pickaxe'), {}, {});
    m.save('catch a fish', plan('cod'), {}, {});
    m.save('!!!', plan('dirt'), {}, {});
    expect(m.similar('obtain an iron sword')?.entry.goal).toBe('obtain an iron pickaxe');
    // The same goal in other words is an exact hit, not a reference; another count is only a reference.
    expect(m.lookup('get some iron pickaxes')?.goal).toBe('obtain an iron pickaxe');
    expect(m.lookup('get 3 iron pickaxes')).toBeNull();
    expect(m.similar('get 3 iron pickaxes')?.entry.goal).toBe('obtain an iron pickaxe');
    expect(m.similar('build a house')).toBeNull();
    expect(m.similar('get an iron pickaxe')?.entry.goal).not.toBe('obtain an iron pickaxe');
    expect(m.similar('???', 0)).toBeNull();
    expect(m.similar('', 0)).toBeNull();
  });

  it('skips a hand-broken file and ignores files of the old raw-text format', () => {
    const m = fresh();
    m.save('obtain a diamond', plan('diamond'), {}, {});
    writeFileSync(join(m.dir, 'broken.json'), '{ not json');
    writeFileSync(join(m.dir, 'goal.json'), JSON.stringify({ goal: '获取 木棍', key: '', plan: plan('stick'), successes: 1 }));
    writeFileSync(join(m.dir, 'obtain-diamond.json'), JSON.stringify({ goal: 'obtain a diamond', key: 'obtain diamond', plan: plan('dirt') }));
    expect(m.list().map((e) => e.goal)).toEqual(['obtain a diamond']);
    expect(m.lookup('obtain a diamond')?.plan).toEqual(plan('diamond'));
  });

  it('removes temp files a killed writer left, but not one being written', () => {
    const d = mkdtempSync(join(tmpdir(), 'sapling-mem-'));
    dirs.push(d);
    mkdirSync(d, { recursive: true });
    const stale = '.obtain-diamond-1.abc.json.4242.deadbeef.tmp';
    const young = '.obtain-diamond-1.abc.json.4243.cafebabe.tmp';
    writeFileSync(join(d, stale), '{"half":');
    writeFileSync(join(d, young), '{"half":');
    const old = new Date(Date.now() - 11 * 60 * 1000);
    utimesSync(join(d, stale), old, old);
    new MemoryStore(d, { knowledge: k });
    expect(readdirSync(d)).toEqual([young]);
  });

  it('does not store an entry over the size limit, with one warning line', () => {
    const warnings: string[] = [];
    const m = fresh({ warn: (line) => warnings.push(line) });
    expect(m.save('obtain a diamond', plan('diamond', 'x'.repeat(MAX_ENTRY_BYTES)), {}, {})).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not keeping the plan for "obtain a diamond": 257 KB is over the 256 KB limit/);
    expect(warnings[0]).not.toContain('\n');
    expect(m.lookup('obtain a diamond')).toBeNull();
    expect(readdirSync(join(m.dir, '..'))).toEqual([]);
  });
});
