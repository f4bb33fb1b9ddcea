/** The design issue's reproductions, through the CLI as a user meets them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-design-'));
const planFile = (name: string, node: object) => {
  const p = join(tmp, name);
  writeFileSync(p, JSON.stringify({ goal: 'g', thoughts: 't', plan: node }));
  return p;
};

describe('sapling CLI: conditions by name, selectors, reflexes', () => {
  it('validate accepts a condition after a selector whose every alternative provides it', async () => {
    const has = { type: 'condition', check: { kind: 'has_item', item: 'oak_log', count: 1 } };
    const f = planFile('selector.json', {
      type: 'sequence',
      steps: [{ type: 'selector', steps: [has, { type: 'skill', skill: 'mine', args: { block: 'oak_log', count: 1 } }] }, has],
    });
    const r = await sapling(['validate', f]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('run: a condition with its keys out of schema order holds at run time', async () => {
    // count before item, kind last: once compiled as has_item(path, 1, "oak_log"), which never held.
    const check = { count: 1, item: 'oak_log', kind: 'has_item' };
    const f = planFile('shuffled.json', {
      type: 'sequence',
      steps: [
        { type: 'skill', skill: 'mine', args: { block: 'oak_log', count: 1 } },
        { type: 'condition', check },
      ],
    });
    const r = await sapling(['run', '--plan', f, '--seed', '1', '--json', '-q'], { timeoutMs: 90_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true });
  });

  it('run: --reflexes with an unknown name is a usage error with a suggestion', async () => {
    const r = await sapling(['run', 'obtain a stick', '--reflexes', 'eat,defned']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown reflex 'defned'; did you mean 'defend'\?/);
  });

  it('compile shows the reflex layer around the plan, and --no-reflexes leaves it out', async () => {
    const f = planFile('stick.json', { type: 'skill', skill: 'obtain', args: { item: 'stick', count: 1 } });
    const wrapped = await sapling(['compile', f]);
    expect(wrapped.code, wrapped.stderr).toBe(0);
    expect(wrapped.stdout).toContain('"/reflexes/defend"');
    const bare = await sapling(['compile', f, '--no-reflexes']);
    expect(bare.code, bare.stderr).toBe(0);
    expect(bare.stdout).not.toContain('/reflexes');
  });
});
