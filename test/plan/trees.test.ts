/**
 * Trees as skills: a tree file declares its name, description and typed
 * parameters; plans and other trees call it like a skill; the call is
 * validated like a skill call and inlined into the plan before it is walked.
 */
import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { inlineTrees, loadTrees, readTree, TreeLibraryError, TreeSyntaxError, type Plan } from '../../src/plan/index.js';
import { validatePlan } from '../../src/plan/validate.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();

const SMELT = `/*
 * Smelt what is asked with whatever fuel is at hand.
 * @param {item} item = "iron_ingot" what the furnace should make
 * @param {integer} count = 3 how many to hold at the end
 */
root {
  sequence {
    action [smelt, "$item", "$count"]
  }
}`;

const TOOLS = `/*
 * Iron tools: smelts the iron through the smelt_some tree.
 * @param {item} tool what to craft
 */
root {
  sequence {
    action [smelt_some, "iron_ingot", 3]
    action [craft, "$tool", 1]
  }
}`;

const library = (...files: [string, string][]) =>
  loadTrees(
    files.map(([file, text]) => ({ file, text })),
    SKILLS,
    k,
  );

const call = (skill: string, args: Record<string, unknown>): Plan => ({ goal: 'g', thoughts: '', plan: { type: 'skill', skill, args } as never });

describe('a tree file declares what it is', () => {
  it('reads the description and typed parameters from the header, and names the tree after its file', () => {
    const { trees } = library(['trees/smelt_some.mdsl', SMELT]);
    const t = trees[0]!;
    expect(t.name).toBe('smelt_some');
    expect(t.description).toMatch(/^Smelt what is asked/);
    expect(t.args).toEqual({
      item: { type: ['string', 'null'], description: 'what the furnace should make (null: "iron_ingot")' },
      count: { type: ['integer', 'null'], description: 'how many to hold at the end (null: 3)' },
    });
    expect(t.argKinds).toEqual({ item: 'item' });
  });

  it('refuses a parameter used but never declared, at its line', () => {
    const text = 'root {\n  action [craft, "$tool", 1]\n}';
    expect(() => readTree(text, SKILLS, k)).toThrow(/unknown parameter '\$tool'; declare it with @param in the header \(line 2, column 11\)/);
  });

  it('refuses a bad parameter line, an unknown type and a default of the wrong type', () => {
    expect(() => readTree('/* @param item */\nroot { action [eat] }', SKILLS, k)).toThrow(/a parameter reads `@param \{type\} name/);
    expect(() => readTree('/* @param {itme} x */\nroot { action [eat] }', SKILLS, k)).toThrow(/unknown parameter type 'itme'; did you mean 'item'\?/);
    expect(() => readTree('/* @param {integer} n = "three" */\nroot { action [eat] }', SKILLS, k)).toThrow(/the default of 'n' is "three", not an integer/);
  });

  it('checks a default against knowledge like any argument', () => {
    const text = SMELT.replace('"iron_ingot"', '"iron_ingots"');
    expect(() => readTree(text, SKILLS, k)).toThrow(/smelt: argument 'item': unknown item 'iron_ingots'.*iron_ingot.*\(line 8, column 13\)/);
  });

  it('refuses two trees of one name, and a tree named like a skill', () => {
    expect(() =>
      library(['a/smelt_some.mdsl', SMELT], ['b/smelt_some.json', JSON.stringify({ tree: { type: 'root', child: { type: 'action', call: 'eat' } } })]),
    ).toThrow(TreeLibraryError);
    expect(() => library(['trees/craft.mdsl', SMELT])).toThrow(/the tree's name 'craft' is already a skill's/);
  });
});

describe('plans and trees call trees like skills', () => {
  const { registry } = library(['trees/smelt_some.mdsl', SMELT], ['trees/iron_tool.mdsl', TOOLS]);

  it('validates the arguments of a call with a did-you-mean at the JSON path', () => {
    expect(validatePlan(call('smelt_some', { item: 'iron_ingot', count: 2 }), k, registry).ok).toBe(true);
    const bad = validatePlan(call('smelt_some', { item: 'iron_ingots', count: 2 }), k, registry);
    expect(bad).toMatchObject({
      ok: false,
      issues: [{ path: '/plan/args/item', message: "unknown item 'iron_ingots'", suggestion: "did you mean 'iron_ingot'?" }],
    });
    const unknown = validatePlan(call('smelt_sum', { item: 'iron_ingot', count: 2 }), k, registry);
    expect(unknown).toMatchObject({ ok: false, issues: [{ path: '/plan/skill', suggestion: "did you mean 'smelt_some'?" }] });
    const missing = validatePlan(call('iron_tool', { tool: null }), k, registry);
    expect(missing.ok).toBe(false);
  });

  it('reports an argument the tree cannot use at the call that passed it', () => {
    const deep = validatePlan(call('iron_tool', { tool: 'iron_pickaxee' }), k, registry);
    expect(deep).toMatchObject({ ok: false, issues: [{ path: '/plan/args/tool', message: "unknown item 'iron_pickaxee'" }] });
  });

  it('inlines the call at its own path, defaults and all, and trees calling trees', () => {
    const flat = inlineTrees(call('iron_tool', { tool: 'iron_pickaxe' }), registry);
    expect(flat.plan).toEqual({
      type: 'sequence',
      steps: [
        { type: 'sequence', steps: [{ type: 'skill', skill: 'smelt', args: { item: 'iron_ingot', count: 3, fuel: null } }] },
        { type: 'skill', skill: 'craft', args: { item: 'iron_pickaxe', count: 1 } },
      ],
    });
    expect(inlineTrees(flat, registry)).toEqual(flat);
  });

  it('binds a null default as null (the skill picks), so a tree may leave an argument to its skill', () => {
    const text = SMELT.replace(' */', ' * @param {item} fuel = null what to burn; null picks\n */').replace('"$count"]', '"$count", "$fuel"]');
    const lib = library(['trees/smelt_with.mdsl', text]);
    expect(validatePlan(call('smelt_with', { item: 'glass', count: 2, fuel: null }), k, lib.registry).ok).toBe(true);
    const flat = inlineTrees(call('smelt_with', { item: 'glass', count: 2, fuel: null }), lib.registry);
    expect(flat.plan).toEqual({ type: 'sequence', steps: [{ type: 'skill', skill: 'smelt', args: { item: 'glass', count: 2, fuel: null } }] });
  });

  it('compiles a call with the prerequisites of every leaf inside the tree', () => {
    const tree = compilePlan(call('iron_tool', { tool: 'iron_pickaxe' }), k, registry, { reflexes: false });
    expect(tree.leaves['/plan/steps/0/steps/0']).toMatchObject({ skill: 'smelt', args: { item: 'iron_ingot', count: 3 } });
    expect(Object.values(tree.leaves).some((l) => l.origin === 'prerequisite' && l.args.item === 'furnace')).toBe(true);
  });

  it('refuses a tree that calls itself, through another or directly, naming the loop', () => {
    const a = '/* @param {integer} n = 1 */\nroot { action [loop_b, "$n"] }';
    const b = '/* @param {integer} n = 1 */\nroot { sequence { action [eat] action [loop_a, "$n"] } }';
    // Found when the library loads, at the call in the file that closes the loop.
    expect(() => library(['t/loop_a.mdsl', a], ['t/loop_b.mdsl', b])).toThrow(
      /^loop_a\.mdsl: the tree 'loop_b' calls itself \(loop_b → loop_a → loop_b\).*\(line 2, column 16\)$/,
    );
    const self = '/* @param {integer} n = 1 */\nroot { action [self_call, "$n"] }';
    expect(() => library(['t/self_call.mdsl', self])).toThrow(/the tree 'self_call' calls itself \(self_call → self_call\)/);
  });
});

describe('tree nodes with no meaning in a plan are refused where they stand', () => {
  it.each([
    ['root {\n  flip {\n    action [eat]\n  }\n}', /'flip' has no meaning in a plan.*\(line 2, column 3\)/],
    ['root {\n  sequence {\n    wait [100]\n  }\n}', /'wait' has no meaning in a plan.*\(line 3, column 5\)/],
    ['root {\n  repeat {\n    action [eat]\n  }\n}', /never ends.*\(line 2, column 3\)/],
    ['root {\n  sequence while(has_item, "dirt", 1) {\n    action [eat]\n  }\n}', /'while' has no meaning in a plan.*\(line 2, column 3\)/],
    ['root {\n  branch [Tools]\n}\nroot [Tolos] { action [eat] }', /no root named 'Tools'; did you mean 'Tolos'\? \(line 2, column 3\)/],
  ])('%s', (text, error) => {
    expect(() => readTree(text, SKILLS, k)).toThrow(TreeSyntaxError);
    expect(() => readTree(text, SKILLS, k)).toThrow(error);
  });

  it('reads retry as a selector of tries and repeat until as a repeat with until', () => {
    const src = readTree(
      'root {\n  sequence {\n    retry [2] { action [mine, "#logs", 3] }\n    repeat until(has_item, "stick", 4) { action [craft, "stick", 4] }\n  }\n}',
      SKILLS,
      k,
    );
    expect(src.plan.plan).toMatchObject({
      type: 'sequence',
      steps: [
        { type: 'selector', steps: [{ skill: 'mine' }, { skill: 'mine' }] },
        { type: 'repeat', times: null, until: { kind: 'has_item', item: 'stick', count: 4 }, step: { skill: 'craft' } },
      ],
    });
    expect(src.positions.get('/plan/steps/0')).toEqual({ line: 3, column: 5 });
    expect(src.positions.get('/plan/steps/0/steps/1')).toEqual({ line: 3, column: 25 });
  });
});
