import { readdirSync, readFileSync } from 'node:fs';
import { BehaviourTree } from 'mistreevous';
import { describe, expect, it } from 'vitest';
import { loadTreeText, TreeSyntaxError } from '../../src/compile/index.js';
import { planSkills } from '../../src/plan/index.js';
import { SKILLS } from '../../src/skills/index.js';

const trees = readdirSync(new URL('../../trees/', import.meta.url)).filter((f) => f.endsWith('.mdsl'));

describe('hand-authored trees', () => {
  it('ships at least two', () => expect(trees.length).toBeGreaterThanOrEqual(2));

  for (const file of trees) {
    it(`${file} loads, with plan paths on every leaf`, () => {
      // Shipped trees may call each other (diamond_pickaxe calls strip_mine_diamonds), so they load with the whole registry.
      const tree = loadTreeText(readFileSync(new URL(`../../trees/${file}`, import.meta.url), 'utf8'), planSkills());
      expect(tree.source).toBe('mdsl');
      const leaves = Object.values(tree.leaves);
      expect(leaves.length).toBeGreaterThan(0);
      for (const l of leaves) expect(l.path).toMatch(/^\/plan/);
      expect(() => new BehaviourTree(tree.definition as never, {})).not.toThrow();
    });
  }

  it('names positional arguments by the skill schema', () => {
    const tree = loadTreeText('root { action [mine, "#logs", 3] }', SKILLS);
    expect(tree.leaves['/plan']).toMatchObject({ skill: 'mine', args: { block: '#logs', count: 3 } });
  });

  it('compiles a tree with its parameters at their defaults, prerequisites included', () => {
    const tree = loadTreeText('/* @param {integer} count = 4 torches */\nroot { action [craft, "torch", "$count"] }', SKILLS);
    expect(tree.leaves['/plan']).toMatchObject({ skill: 'craft', args: { item: 'torch', count: 4 } });
    expect(Object.values(tree.leaves).filter((l) => l.origin === 'prerequisite').length).toBeGreaterThan(3);
  });

  it('reports a syntax error with line and column', () => {
    const text = 'root {\n  sequence {\n    action [mine, "oak_log", 3 }\n  }\n}';
    expect(() => loadTreeText(text, SKILLS)).toThrow(TreeSyntaxError);
    expect(() => loadTreeText(text, SKILLS)).toThrow(/line 3, column 32/);
  });

  it('reports unknown skills with a suggestion and position', () => {
    expect(() => loadTreeText('root {\n  action [mien, "stone", 1]\n}', SKILLS)).toThrow(/unknown skill 'mien'; did you mean 'mine'\? \(line 2, column 11\)/);
  });

  it('reports too many arguments', () => {
    expect(() => loadTreeText('root { action [eat, "bread", 2, 3] }', SKILLS)).toThrow(/eat takes 1 argument/);
  });
});

describe('MDSL syntax errors', () => {
  const error = (text: string) => {
    try {
      loadTreeText(text, SKILLS);
    } catch (e) {
      return (e as Error).message;
    }
    return 'no error';
  };
  it('says which bracket is wrong', () => {
    expect(error('root {\n  sequence {\n    action [mine, "oak_log", 3 }\n  }\n}')).toBe(
      "'}' found where the '[' opened at line 3, column 12 needs ']' (line 3, column 32)",
    );
  });
  it('finds an unclosed scope and an unclosed string', () => {
    expect(error('root {\n  sequence {\n    action [mine, "oak_log", 3]\n  }\n')).toBe("'{' is never closed (line 1, column 6)");
    expect(error('root {\n action [mine, "oak_log]\n}')).toBe('string is not closed on this line (line 2, column 16)');
  });
  it('suggests the node type for a misspelt one', () => {
    expect(error('root {\n  sequenc {\n  }\n}')).toBe("unknown node 'sequenc'; did you mean 'sequence'? (line 2, column 3)");
  });
});

describe('tree files are checked like plans, with the line and column of each error', () => {
  it('refuses a skill argument the plan schema refuses', () => {
    expect(() => loadTreeText('root {\n  action [mine, "#logs", -3]\n}', SKILLS)).toThrow(
      /mine: argument 'count': -3 is below the minimum 1; use a number ≥ 1 \(line 2, column 11\)/,
    );
  });

  it('refuses an unknown item with a suggestion, at load rather than at run time', () => {
    expect(() => loadTreeText('root {\n  sequence {\n    action [craft, "wooden_planks", 4]\n  }\n}', SKILLS)).toThrow(
      /craft: argument 'item': unknown item 'wooden_planks'.*oak_planks.*\(line 3, column 13\)/,
    );
  });

  it('refuses a condition argument of the wrong kind', () => {
    expect(() => loadTreeText('root {\n  condition [has_item, "oak_log", "three"]\n}', SKILLS)).toThrow(
      /condition has_item: argument 'count'.*\(line 2, column 14\)/,
    );
  });

  it('gives JSON trees the same checks, with positions', () => {
    const json = '{\n  "type": "root",\n  "child": {\n    "type": "action",\n    "call": "mine",\n    "args": ["#logs", 0]\n  }\n}';
    expect(() => loadTreeText(json, SKILLS)).toThrow(/mine: argument 'count': 0 is below the minimum 1.*\(line 3, column 12\)/);
    expect(() => loadTreeText('{\n  "type": "root",\n  "child": {\n', SKILLS)).toThrow(/malformed JSON.*\(line 4, column 1\)/);
  });

  it('refuses a tree nested deeper than the limit, without overflowing the stack', () => {
    const deep = `root {${' sequence {'.repeat(5_000)} action [eat]${' }'.repeat(5_000)} }`;
    expect(() => loadTreeText(deep, SKILLS)).toThrow(TreeSyntaxError);
  });
});
