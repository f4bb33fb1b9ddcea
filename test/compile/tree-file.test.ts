import { readdirSync, readFileSync } from 'node:fs';
import { BehaviourTree } from 'mistreevous';
import { describe, expect, it } from 'vitest';
import { loadTreeText, TreeSyntaxError } from '../../src/compile/index.js';
import { SKILLS } from '../../src/skills/index.js';

const trees = readdirSync(new URL('../../trees/', import.meta.url)).filter((f) => f.endsWith('.mdsl'));

describe('hand-authored trees', () => {
  it('ships at least two', () => expect(trees.length).toBeGreaterThanOrEqual(2));

  for (const file of trees) {
    it(`${file} loads, with plan paths on every leaf`, () => {
      const tree = loadTreeText(readFileSync(new URL(`../../trees/${file}`, import.meta.url), 'utf8'), SKILLS);
      expect(tree.source).toBe('mdsl');
      const leaves = Object.values(tree.leaves);
      expect(leaves.length).toBeGreaterThan(0);
      for (const l of leaves) expect(l.path).toMatch(/^\/tree\//);
      expect(() => new BehaviourTree(tree.definition as never, {})).not.toThrow();
    });
  }

  it('names positional arguments by the skill schema', () => {
    const tree = loadTreeText('root { action [mine, "#logs", 3] }', SKILLS);
    expect(tree.leaves['/tree/child']).toMatchObject({ skill: 'mine', args: { block: '#logs', count: 3 } });
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
