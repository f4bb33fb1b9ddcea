/** Issue 14's reproductions through the CLI: trees run as plans do, and plans call trees by name. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sapling } from './run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'sapling-trees-'));
const file = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

describe('sapling and hand-written trees', () => {
  it('runs a tree whose one leaf needs iron on an empty inventory: the leaf obtains it first, as in a plan', async () => {
    const tree = file('iron.mdsl', 'root {\n  action [craft, "iron_pickaxe", 1]\n}\n');
    const r = await sapling(['run', '--tree', tree, '--seed', '1', '--json', '-q']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as { ok: boolean; inventory: Record<string, number> };
    expect(summary.ok).toBe(true);
    expect(summary.inventory.iron_pickaxe).toBe(1);
  });

  it('names the line and column of a tree step that fails at run time', async () => {
    // The world has no netherite: the step fails, and the rule critic can't mend it.
    const tree = file('fails.mdsl', 'root {\n  sequence {\n    action [mine, "#logs", 1]\n    action [mine, "ancient_debris", 1]\n  }\n}\n');
    const r = await sapling(['run', '--tree', tree, '--seed', '1', '--max-minutes', '3', '--json', '-q']);
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.stdout) as { ok: boolean; failedAt: string; failedAtSource: string };
    expect(summary.failedAt).toMatch(/^\/plan\/steps\/1/);
    expect(summary.failedAtSource).toBe(`${tree} line 4, column 13`);
  });

  it('validates, compiles and runs a plan that calls a shipped tree with arguments', async () => {
    const steps = [
      { type: 'skill', skill: 'stone_age', args: {} },
      { type: 'skill', skill: 'make_torches', args: { count: 4 } },
    ];
    const plan = file('calls.json', JSON.stringify({ goal: 'stone tools and torches', thoughts: '', plan: { type: 'sequence', steps } }));
    expect((await sapling(['validate', plan])).code).toBe(0);
    const compiled = await sapling(['compile', plan]);
    expect(compiled.code).toBe(0);
    const tree = JSON.parse(compiled.stdout) as { leaves: Record<string, { skill: string; args: Record<string, unknown> }> };
    expect(Object.values(tree.leaves).map((l) => l.skill)).toContain('dig_down');
    // The argument reached the leaf inside the tree.
    expect(Object.values(tree.leaves).some((l) => l.skill === 'craft' && l.args.item === 'torch' && l.args.count === 4)).toBe(true);
    const dumped = await sapling(['dump', plan, '--format', 'mermaid']);
    expect(dumped.code).toBe(0);
    expect(dumped.stdout).toMatch(/make_torches/);
    const ran = await sapling(['run', '--plan', plan, '--seed', '2', '--json', '-q']);
    expect(ran.code, ran.stderr).toBe(0);
    const inventory = (JSON.parse(ran.stdout) as { inventory: Record<string, number> }).inventory;
    expect(inventory.stone_pickaxe).toBe(1);
    expect(inventory.torch).toBeGreaterThanOrEqual(4);
  });

  it('refuses a call of an unknown tree with a did-you-mean at the JSON path', async () => {
    const plan = file('typo.json', JSON.stringify({ goal: 'g', thoughts: '', plan: { type: 'skill', skill: 'stone_ages', args: {} } }));
    const r = await sapling(['validate', plan]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown skill "stone_ages" at \/plan\/skill; did you mean 'stone_age'\?/);
  });

  it('lists the trees with their parameters, and draws one', async () => {
    const listed = await sapling(['trees', '--json']);
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as { name: string; params: unknown[]; file: string }[];
    expect(rows.map((t) => t.name)).toContain('stone_age');
    expect(rows.every((t) => t.file.endsWith('.mdsl') || t.file.endsWith('.json'))).toBe(true);
    const shown = await sapling(['trees', 'show', 'stone_age']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/dig_down 50/);
    const typo = await sapling(['trees', 'show', 'stone_ag']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toMatch(/unknown tree 'stone_ag'; did you mean 'stone_age'\?/);
  });

  it('explores with no goal for the minutes given, and reports the distinct items', async () => {
    const r = await sapling(['run', '--explore', '--minutes', '3', '--seed', '4', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as { items: number; obtained: string[]; gameMinutes: number; goals: { item: string; ok: boolean }[] };
    expect(s.items).toBe(s.obtained.length);
    expect(s.items).toBeGreaterThanOrEqual(5);
    expect(s.gameMinutes).toBeGreaterThanOrEqual(3);
    expect(s.goals.length).toBeGreaterThan(0);
    const both = await sapling(['run', 'obtain a stick', '--explore']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/give exactly one of/);
  });

  it('runs a tree with parameters from --arg, the rest at their defaults, and says which are missing', async () => {
    const r = await sapling(['run', '--tree', 'trees/make_torches.mdsl', '--arg', 'count=4', '--seed', '2', '--json', '-q']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { inventory: Record<string, number> }).inventory.torch).toBeGreaterThanOrEqual(4);
    const missing = await sapling(['run', '--tree', 'trees/go_home.mdsl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/the tree needs --arg x=<integer> --arg y=<integer> --arg z=<integer>/);
    const typo = await sapling(['run', '--tree', 'trees/make_torches.mdsl', '--arg', 'cont=4']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/no parameter 'cont'; did you mean 'count'\?/);
  });
});
