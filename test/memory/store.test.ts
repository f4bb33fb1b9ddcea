import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { goalKey, MemoryStore } from '../../src/memory/index.js';
import type { Plan } from '../../src/contracts/plan.js';

const plan = (item: string): Plan => ({ goal: `obtain ${item}`, thoughts: 't', plan: { type: 'skill', skill: 'obtain', args: { item, count: 1 } } });
const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'sapling-mem-'));
  dirs.push(d);
  return new MemoryStore(join(d, 'memory'));
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('MemoryStore', () => {
  it('normalises case, spacing, punctuation and articles but keeps counts', () => {
    expect(goalKey('  Obtain a   Diamond! ')).toBe('obtain diamond');
    expect(goalKey('obtain the diamond')).toBe('obtain diamond');
    expect(goalKey('obtain 3 diamonds')).not.toBe(goalKey('obtain a diamond'));
  });

  it('saves readable JSON atomically and finds it again by exact goal', () => {
    const m = fresh();
    expect(m.lookup('obtain a diamond')).toBeNull();
    m.save('Obtain a diamond', plan('diamond'), { inventory: [] }, { ticks: 100, llmCalls: 2 });
    const files = readdirSync(m.dir);
    expect(files).toEqual(['obtain-diamond.json']);
    const text = readFileSync(join(m.dir, files[0]), 'utf8');
    expect(text).toContain('\n  "goal": "Obtain a diamond"');
    const hit = m.lookup('obtain the Diamond');
    expect(hit?.plan).toEqual(plan('diamond'));
    expect(hit?.stats.llmCalls).toBe(2);
    m.save('obtain a diamond', plan('diamond'), {}, {});
    expect(m.lookup('obtain a diamond')?.successes).toBe(2);
    expect(readdirSync(m.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('offers the most similar goal as a reference, never the exact one', () => {
    const m = fresh();
    m.save('obtain an iron pickaxe', plan('iron_pickaxe'), {}, {});
    m.save('obtain a stone pickaxe', plan('stone_pickaxe'), {}, {});
    m.save('catch a fish', plan('cod'), {}, {});
    expect(m.similar('obtain an iron sword')?.entry.goal).toBe('obtain an iron pickaxe');
    expect(m.similar('get some iron pickaxes')?.entry.goal).toBe('obtain an iron pickaxe');
    expect(m.similar('build a house')).toBeNull();
    expect(m.similar('obtain an iron pickaxe')?.entry.goal).not.toBe('obtain an iron pickaxe');
  });

  it('skips a hand-broken file instead of failing', () => {
    const m = fresh();
    m.save('obtain a diamond', plan('diamond'), {}, {});
    writeFileSync(join(m.dir, 'broken.json'), '{ not json');
    expect(m.list()).toHaveLength(1);
  });
});
