import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BehaviourTree, validateDefinition } from 'mistreevous';
import { describe, expect, it } from 'vitest';
import { compilePlan, CompileError, type Tree } from '../../src/compile/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Plan } from '../../src/plan/index.js';
import { SKILLS } from '../../src/skills/index.js';

const k = getKnowledge();
const example = (name: string): Plan => JSON.parse(readFileSync(new URL(`../../examples/plans/${name}.json`, import.meta.url), 'utf8'));
const obtain = (item: string, count = 1): Plan => ({ goal: `obtain ${item}`, thoughts: '', plan: { type: 'skill', skill: 'obtain', args: { item, count } } });

/** Every action leaf in the definition, in tree order. */
function actions(def: unknown, out: { call: string; args: unknown[] }[] = []) {
  const n = def as { type: string; call?: string; args?: unknown[]; child?: unknown; children?: unknown[] };
  if (n.type === 'action') out.push({ call: n.call!, args: n.args! });
  if (n.child) actions(n.child, out);
  for (const c of n.children ?? []) actions(c, out);
  return out;
}

function golden(name: string, tree: Tree) {
  const file = new URL(`./golden/${name}.json`, import.meta.url);
  const text = `${JSON.stringify(tree, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('compilePlan', () => {
  for (const name of ['wooden_pickaxe', 'iron_pickaxe', 'cooked_beef', 'food_fallback']) {
    it(`compiles ${name} to the golden tree, which mistreevous accepts`, () => {
      const tree = compilePlan(example(name), k, SKILLS, { reflexes: false });
      expect(validateDefinition(tree.definition as never).succeeded).toBe(true);
      expect(() => new BehaviourTree(tree.definition as never, {})).not.toThrow();
      golden(name, tree);
    });
  }

  it('wraps each leaf as skip-if-done, then prerequisites, then the action with its plan path', () => {
    const tree = compilePlan(obtain('crafting_table'), k, SKILLS, { reflexes: false });
    const root = tree.definition.child as unknown as { type: string; children: { type: string; call?: string; args?: unknown[]; children?: unknown[] }[] };
    expect(root.type).toBe('selector');
    expect(root.children[0]).toEqual({ type: 'condition', call: 'done', args: ['/plan'] });
    const last = actions(tree.definition).at(-1)!;
    expect(last).toEqual({ call: 'obtain', args: ['/plan', 'crafting_table', 1] });
  });

  it('adds up counts across the tree: a wooden pickaxe from nothing takes 3 logs and 12 planks', () => {
    const tree = compilePlan(obtain('wooden_pickaxe'), k, SKILLS);
    const steps = Object.values(tree.leaves).filter((l) => l.origin === 'prerequisite');
    const mine = steps.filter((s) => s.skill === 'mine');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.args.count).toBe(3);
    const planks = steps.filter((s) => s.skill === 'craft' && /planks/.test(String(s.args.item)));
    expect(planks).toHaveLength(1);
    expect(planks[0]!.args.count).toBeGreaterThanOrEqual(9);
    expect(steps.filter((s) => s.args.item === 'crafting_table')).toHaveLength(1);
    expect(steps.map((s) => s.path)).toEqual(steps.map((_, i) => `/plan/needs/${i}`));
  });

  it('expands a diamond pickaxe from nothing recursively, making each station and tool once', () => {
    const tree = compilePlan(obtain('diamond_pickaxe'), k, SKILLS);
    const steps = Object.values(tree.leaves).filter((l) => l.origin === 'prerequisite');
    const items = steps.map((s) => String(s.args.item ?? s.args.block));
    for (const once of ['crafting_table', 'wooden_pickaxe', 'stone_pickaxe', 'furnace', 'iron_pickaxe'])
      expect(
        items.filter((i) => i === once),
        once,
      ).toHaveLength(1);
    const order = (item: string) => items.indexOf(item);
    expect(order('wooden_pickaxe')).toBeLessThan(order('stone_pickaxe'));
    expect(order('stone_pickaxe')).toBeLessThan(order('iron_pickaxe'));
    expect(order('iron_pickaxe')).toBeLessThan(order('diamond'));
  });

  it('expands only what the inventory lacks', () => {
    const tree = compilePlan(obtain('wooden_pickaxe'), k, SKILLS, { inventory: { crafting_table: 1, stick: 2, oak_planks: 3 } });
    const steps = Object.values(tree.leaves).filter((l) => l.origin === 'prerequisite');
    expect(steps.map((s) => [s.skill, s.args.item])).toEqual([['craft', 'wooden_pickaxe']]);
  });

  it('later leaves reuse what earlier leaves left behind', () => {
    const p: Plan = {
      goal: 'g',
      thoughts: '',
      plan: {
        type: 'sequence',
        steps: [
          { type: 'skill', skill: 'obtain', args: { item: 'wooden_pickaxe', count: 1 } },
          { type: 'skill', skill: 'craft', args: { item: 'wooden_axe', count: 1 } },
        ],
      },
    };
    const tree = compilePlan(p, k, SKILLS);
    const axeNeeds = Object.values(tree.leaves).filter((l) => l.chain?.owner === '/plan/steps/1');
    expect(axeNeeds.map((l) => l.args.item ?? l.args.block)).not.toContain('crafting_table');
  });

  it('reports what cannot be obtained with the leaf path', () => {
    expect(() => compilePlan(obtain('command_block'), k, SKILLS)).toThrow(CompileError);
    expect(() => compilePlan(obtain('command_block'), k, SKILLS)).toThrow(/at \/plan$/);
  });
});

describe('the plan walk the compiler shares with the self-check', () => {
  it('after a selector, expects only what every alternative leaves: a later leaf obtains the rest itself', () => {
    const alt = (item: string) => ({ type: 'skill' as const, skill: 'obtain', args: { item, count: 1 } });
    const p = {
      goal: 'g',
      thoughts: '',
      plan: {
        type: 'sequence' as const,
        steps: [
          { type: 'selector' as const, steps: [alt('crafting_table'), alt('stick')] },
          { type: 'skill' as const, skill: 'craft', args: { item: 'wooden_pickaxe', count: 1 } },
        ],
      },
    };
    const tree = compilePlan(p, k, SKILLS, { reflexes: false });
    // Neither alternative is sure to leave a table, so the pickaxe's prerequisites make sure of one.
    const needs = Object.values(tree.leaves)
      .filter((l) => l.chain?.owner === '/plan/steps/1')
      .map((l) => l.chain!.produces.item);
    expect(needs).toContain('crafting_table');
  });
});
