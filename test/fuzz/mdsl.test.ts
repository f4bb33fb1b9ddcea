/**
 * Fuzzing the tree-file loader: random text, hand-edited (mutated) copies of
 * the shipped trees, trees from the MDSL grammar and JSON of every shape all
 * load into a Tree or fail with a TreeSyntaxError; never any other exception.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { validateDefinition } from 'mistreevous';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTreeText, TreeSyntaxError, type Tree } from '../../src/compile/index.js';
import { SKILLS } from '../../src/skills/index.js';
import { mdslText, mutatedText, runs } from './arbitraries.js';

const dir = new URL('../../trees/', import.meta.url);
const SHIPPED = [
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.mdsl'))
    .map((f) => readFileSync(new URL(f, dir), 'utf8')),
  readFileSync(new URL('../viz/fixtures/tree.mdsl', import.meta.url), 'utf8'),
];

const tally = { generated: 0, loaded: 0 };

/** The loader's result, checked; undefined for a TreeSyntaxError (with a sane position). */
function load(text: string): Tree | undefined {
  let tree: Tree;
  try {
    tree = loadTreeText(text, SKILLS);
  } catch (e) {
    if (!(e instanceof TreeSyntaxError)) throw e;
    expect(e.line === null || (Number.isInteger(e.line) && e.line >= 1)).toBe(true);
    expect(e.column === null || (Number.isInteger(e.column) && e.column >= 1)).toBe(true);
    return undefined;
  }
  expect(['mdsl', 'json']).toContain(tree.source);
  for (const [path, leaf] of Object.entries(tree.leaves)) {
    expect(path.startsWith('/plan')).toBe(true);
    expect(leaf.path).toBe(path);
  }
  return tree;
}

describe('loadTreeText returns a Tree or throws TreeSyntaxError only', () => {
  afterAll(() => console.log(`fuzz mdsl: ${tally.loaded} of ${tally.generated} grammar trees loaded`));

  it('on random text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-ascii', maxLength: 80 })), (t) => {
        load(t);
      }),
      runs(800),
    );
  });

  it('on hand-edited copies of the shipped trees (insertions, deletions, token swaps, cuts)', () => {
    fc.assert(
      fc.property(mutatedText(fc.constantFrom(...SHIPPED)), (t) => {
        load(t);
      }),
      runs(700),
    );
  });

  it('on trees from the MDSL grammar with random actions, conditions and arguments; what loads is a valid mistreevous definition', () => {
    fc.assert(
      fc.property(mdslText, (t) => {
        tally.generated++;
        const tree = load(t);
        if (!tree) return;
        tally.loaded++;
        expect(validateDefinition(tree.definition as never).succeeded).toBe(true);
      }),
      runs(600),
    );
  });

  it('on mutated grammar trees', () => {
    fc.assert(
      fc.property(mutatedText(mdslText), (t) => {
        load(t);
      }),
      runs(400),
    );
  });

  it('on trees nested far past MAX_TREE_DEPTH, as MDSL and as JSON', () => {
    const WRAP = ['sequence', 'selector', 'flip', 'repeat [2]', 'succeed'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(...WRAP), fc.boolean(), (depth, w, json) => {
        let text: string;
        if (json) {
          // Written as text: JSON.stringify itself overflows a few thousand levels down.
          const [open, close] = w === 'flip' || w === 'succeed' ? [`{"type":"${w}","child":`, '}'] : ['{"type":"sequence","children":[', ']}'];
          text = `{"type":"root","child":${open.repeat(depth)}{"type":"action","call":"mine","args":["stone",1]}${close.repeat(depth)}}`;
        } else text = `root {\n${`${w} {\n`.repeat(depth)}action [mine, "stone", 1]\n${'}\n'.repeat(depth)}}`;
        load(text);
      }),
      runs(60),
    );
  });

  it('on JSON text of any shape, and of tree-shaped values', () => {
    const TYPES = ['root', 'sequence', 'selector', 'parallel', 'repeat', 'retry', 'flip', 'action', 'condition', 'wait', 'branch', 'lotto', 'bogus'];
    const node = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', maxDepth: 4 },
        fc.record(
          {
            type: fc.constantFrom(...TYPES),
            call: fc.oneof(fc.constantFrom(...SKILLS.map((s) => s.name), 'has_item', 'done', 'reflex'), fc.jsonValue({ maxDepth: 1 })),
            args: fc.oneof(
              fc.array(fc.oneof(fc.constantFrom('stone', 'oak_log', '#logs', 'eat'), fc.integer({ min: -1, max: 9 }), fc.constant(null))),
              fc.jsonValue(),
            ),
            id: fc.constantFrom('Sub', 'Other', 7),
            ref: fc.constantFrom('Sub', 'Missing'),
            iterations: fc.oneof(fc.nat({ max: 5 }), fc.jsonValue({ maxDepth: 1 })),
          },
          { requiredKeys: ['type'] },
        ),
        fc.record({ type: fc.constantFrom(...TYPES), child: tie('node') }, { requiredKeys: ['type'] }),
        fc.record({ type: fc.constantFrom(...TYPES), children: fc.array(tie('node'), { maxLength: 3 }) }, { requiredKeys: ['type'] }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    })).node;
    const text = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
      node.map((v) => JSON.stringify(v)),
      fc.array(node, { maxLength: 3 }).map((v) => JSON.stringify(v)),
      mutatedText(node.map((v) => JSON.stringify(v, null, 2))),
    );
    fc.assert(
      fc.property(text, (t) => {
        load(t);
      }),
      runs(600),
    );
  });
});
