/** Every plan passes one gate, and a run is judged by its goal: as a user meets them through the CLI. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-gate-'));
const file = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

describe('sapling CLI: the plan gate and the goal verdict', () => {
  it('plan: a count beyond what an inventory holds is a goal it cannot read, not a plan validate would refuse', async () => {
    const r = await sapling(['plan', 'obtain 100000 diamond']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/count 100000 is outside 1\.\.2304/);
  });

  it('run: a plan that finishes without reaching its goal fails, saying what is missing', async () => {
    // The plan says "four diamonds" but only gathers logs: the plan succeeds, the goal does not.
    const plan = { goal: 'obtain 4 diamonds', thoughts: 't', plan: { type: 'skill', skill: 'mine', args: { block: 'oak_log', count: 1 } } };
    const r = await sapling(['run', '--plan', file('wrong.json', JSON.stringify(plan)), '--json', '-q'], { timeoutMs: 90_000 });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, reason: 'the plan finished but the goal does not hold: has diamond ≥ 4' });
  });

  it('dump: a plan nested 2,000 levels deep is a one-line error, not a stack trace', async () => {
    let node: unknown = { type: 'skill', skill: 'obtain', args: { item: 'stick', count: 1 } };
    for (let i = 0; i < 2000; i++) node = { type: 'sequence', steps: [node] };
    const r = await sapling(['dump', file('deep.json', JSON.stringify({ goal: 'g', thoughts: 't', plan: node }))]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/nests more than 512 levels/);
  });

  it('dump and run: a tree file with a bad leaf argument names its line and column', async () => {
    const f = file('bad.mdsl', 'root {\n  action [mine, "#logs", -3]\n}\n');
    for (const args of [
      ['dump', f],
      ['run', '--tree', f, '-q'],
    ]) {
      const r = await sapling(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/argument 'count': -3 is below the minimum 1.*\(line 2, column 11\)/);
    }
  });
});
