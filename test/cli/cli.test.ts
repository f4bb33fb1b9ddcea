import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-cli-'));
const file = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};
const leaf = (skill: string, args: object) => ({ type: 'skill', skill, args });
const planFile = (name: string, node: object) => file(name, JSON.stringify({ goal: 'g', thoughts: 't', plan: node }));

/** One line, no stack trace. */
const oneLine = (stderr: string) => {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe('sapling CLI', () => {
  it('builds an executable bin, so `npx sapling` works after any rebuild', () => {
    expect(statSync(new URL('../../dist/cli/main.js', import.meta.url)).mode & 0o111).not.toBe(0);
  });

  it('has --help on every command', async () => {
    for (const cmd of [[], ['run'], ['plan'], ['validate'], ['compile'], ['dump'], ['schema'], ['server']]) {
      const r = await sapling([...cmd, '--help']);
      expect(r.code, cmd.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/Usage: sapling/);
    }
  });

  it('validate: exit 0 on a valid plan', async () => {
    const r = await sapling(['validate', 'examples/plans/wooden_pickaxe.json']);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toMatch(/valid/);
  });

  it('validate: every error with path and suggestion, exit 1', async () => {
    const p = planFile('bad.json', {
      type: 'sequence',
      steps: [leaf('craft', { item: 'wooden_planks', count: 4 }), leaf('chop', { block: 'oak_log', count: 1 })],
    });
    const r = await sapling(['validate', p]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown item 'wooden_planks' at \/plan\/steps\/0\/args\/item; did you mean 'oak_planks'/);
    expect(r.stderr).toMatch(/unknown skill "chop" at \/plan\/steps\/1\/skill; did you mean 'mine'/);
    const json = await sapling(['validate', p, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, issues: [{ path: '/plan/steps/0/args/item' }, { path: '/plan/steps/1/skill' }] });
  });

  it('bad input: one clear line and exit 1', async () => {
    const cases: [string[], RegExp][] = [
      [['validate', file('broken.json', '{"goal": "x",\n "plan": ')], /malformed JSON at line 2/],
      [['validate', planFile('empty.json', { type: 'sequence', steps: [] })], /empty sequence at \/plan\/steps/],
      [['validate', planFile('neg.json', leaf('mine', { block: 'stone', count: -1 }))], /below the minimum 1 at \/plan\/args\/count/],
      [['validate', planFile('huge.json', leaf('mine', { block: 'stone', count: 9999 }))], /more than the inventory can hold/],
      [['validate', planFile('mob.json', leaf('kill', { mob: 'zombi', count: 1 }))], /unknown mob 'zombi'.*did you mean 'zombie'/],
      [['validate', join(tmp, 'nope.json')], /no such file: .*nope\.json/],
      [['compile', join(tmp, 'nope.json')], /no such file/],
      [['run', '--tree', file('bad.mdsl', 'root {\n  action [mine, "oak_log", 3 }\n}')], /line 2, column/],
    ];
    for (const [args, pattern] of cases) {
      const r = await sapling(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toMatch(pattern);
      oneLine(r.stderr);
    }
  });

  it('nesting deeper than 32 is refused', async () => {
    let node: object = leaf('mine', { block: 'stone', count: 1 });
    for (let i = 0; i < 40; i++) node = { type: 'sequence', steps: [node] };
    const r = await sapling(['validate', planFile('deep.json', node)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/deeper than 32/);
  });

  it('usage errors exit 2', async () => {
    expect((await sapling(['validate'])).code).toBe(2);
    expect((await sapling(['frobnicate'])).code).toBe(2);
    expect((await sapling(['run'])).code).toBe(2);
    expect((await sapling(['dump', 'examples/plans/cooked_beef.json', '--format', 'png'])).code).toBe(2);
  });

  it('compile writes a tree that dump can draw', async () => {
    const out = join(tmp, 'tree.json');
    expect((await sapling(['compile', 'examples/plans/iron_pickaxe.json', '-o', out])).code).toBe(0);
    const tree = JSON.parse(readFileSync(out, 'utf8'));
    expect(tree.definition.type).toBe('root');
    for (const format of ['ascii', 'mermaid', 'dot']) {
      const r = await sapling(['dump', out, '--format', format]);
      expect(r.code, format).toBe(0);
      expect(r.stdout, format).toMatch(/smelt/);
    }
  });

  it('dump reads plans and MDSL trees', async () => {
    const plan = await sapling(['dump', 'examples/plans/food_fallback.json']);
    expect(plan.stdout).toMatch(/selector/);
    const mdsl = await sapling(['dump', 'trees/wooden_tools.mdsl', '--format', 'mermaid']);
    expect(mdsl.code).toBe(0);
    expect(mdsl.stdout).toMatch(/wooden_pickaxe/);
  });

  it('dump draws a blueprint layer by layer, and names a bad block by its path', async () => {
    const ascii = await sapling(['dump', 'blueprints/house.json']);
    expect(ascii.code).toBe(0);
    expect(ascii.stdout).toMatch(/^y=3$/m);
    expect(ascii.stdout).toMatch(/^y=0 \(on the ground\)$/m);
    const dir = mkdtempSync(join(tmpdir(), 'sapling-bp-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'bad', description: 'x', blocks: [{ x: 0, y: 0, z: 0, block: 'cobble' }] }));
    const r = await sapling(['dump', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown block 'cobble' at \/blocks\/0\/block; did you mean 'cobblestone'\?/);
  });

  it('schema --check agrees with the checked-in file', async () => {
    expect((await sapling(['schema', '--check'])).code).toBe(0);
  });

  it('plan: the offline planner explains goals it cannot read', async () => {
    const ok = await sapling(['plan', 'get 10 iron ingots', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).plan.steps.at(-1)).toEqual({ type: 'skill', skill: 'obtain', args: { item: 'iron_ingot', count: 10 } });
    const bad = await sapling(['plan', 'write me a poem']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/obtain a diamond pickaxe.*OPENAI_API_KEY/);
    oneLine(bad.stderr);
  });
});

describe('sapling run on the simulated world', () => {
  it('reaches a goal, prints the final tree and summary, and writes a trace', async () => {
    const trace = join(tmp, 'run.jsonl');
    const r = await sapling(['run', 'obtain a wooden pickaxe', '--seed', '2', '--trace', trace]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/✓ craft wooden_pickaxe 1/);
    expect(r.stdout).toMatch(/SUCCESS: goal reached/);
    expect(r.stdout).toMatch(/game time [\d.]+ min · wall [\d.]+ s · \d+ actions · 0 repairs · planner knowledge · LLM calls 0/);
    const events = readFileSync(trace, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events[0].type).toBe('run_start');
    expect(events.at(-1)).toMatchObject({ type: 'run_end', ok: true });
    expect(events.filter((e) => e.type === 'skill_end').every((e) => typeof e.path === 'string' && e.path.startsWith('/plan'))).toBe(true);
    const html = await sapling(['dump', trace, '--format', 'html']);
    expect(html.code).toBe(0);
    expect(html.stdout).toMatch(/^<!doctype html>/i);
  });

  it('runs a hand-authored tree', async () => {
    // Seed 5 starts in a forest. Seed 3 now starts in a savanna: after 6 acacia logs the bent acacia trunks are out of reach (mine's competence, issue 13).
    const r = await sapling(['run', '--tree', 'trees/gather_wood.mdsl', '--seed', '5', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    const logs = Object.entries(summary.inventory as Record<string, number>)
      .filter(([k]) => /_log$/.test(k))
      .reduce((n, [, c]) => n + c, 0);
    expect(logs).toBeGreaterThanOrEqual(8);
  });

  it('exits 1 with the failing node and why when the goal is not met', async () => {
    const p = planFile('stuck.json', leaf('explore', { target: 'ancient_debris', strategy: 'surface', y: null, radius: 8 }));
    const r = await sapling(['run', '--plan', p, '--critic', 'off']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✗ explore ancient_debris surface 8/);
    expect(r.stdout).toMatch(/FAILED: .*\(at \/plan, not_found\)/);
  });

  it('refuses to start a plan the self-check finds impossible', async () => {
    const p = planFile('impossible.json', {
      type: 'sequence',
      steps: [leaf('mine', { block: '#logs', count: 1 }), { type: 'condition', check: { kind: 'has_item', item: 'diamond', count: 64 } }],
    });
    const r = await sapling(['run', '--plan', p]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/condition has_item diamond ≥ 64 can never hold here.* at \/plan\/steps\/1/);
  });

  it('is byte-for-byte deterministic for a seed when wall times are left out and the clock pauses while thinking', async () => {
    const once = async (name: string) => {
      const t = join(tmp, name);
      await sapling(['run', 'obtain a stone pickaxe', '--seed', '5', '--trace', t, '--json', '--pause-while-thinking'], { env: { SAPLING_TRACE_WALL: '0' } });
      return readFileSync(t, 'utf8');
    };
    const a = await once('a.jsonl');
    expect(a.length).toBeGreaterThan(1000);
    expect(await once('b.jsonl')).toBe(a);
  });
});
