import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addBlueprint,
  BlueprintError,
  blueprintNames,
  findBlueprint,
  formatBlueprintIssue,
  materials,
  removeBlueprint,
  suggestBlueprint,
  validateBlueprint,
  type Blueprint,
} from '../../src/knowledge/blueprints.js';
import { getKnowledge } from '../../src/knowledge/index.js';

const k = getKnowledge();
const shipped = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../blueprints/${name}.json`, import.meta.url), 'utf8'));
const bp = (blocks: unknown[], extra: Record<string, unknown> = {}): unknown => ({ name: 'test', description: 'a test', blocks, ...extra });
const messages = (input: unknown): string[] => {
  const r = validateBlueprint(input, k);
  return r.ok ? [] : r.issues.map(formatBlueprintIssue);
};

describe('blueprint schema and knowledge checks', () => {
  it('accepts every shipped blueprint, whose name matches its file', () => {
    expect(blueprintNames()).toEqual(expect.arrayContaining(['bridge', 'farm_plot', 'house', 'pillar', 'shelter']));
    for (const name of blueprintNames()) {
      const r = validateBlueprint(shipped(name), k);
      expect(r.ok ? [] : r.issues, name).toEqual([]);
      expect((shipped(name) as Blueprint).name).toBe(name);
    }
  });

  it('names an unknown block with its JSON path and a did-you-mean', () => {
    const blocks = [0, 1, 2].map((y) => ({ x: 0, y, z: 0, block: 'dirt' })).concat([{ x: 1, y: 0, z: 0, block: 'cobble' }]);
    expect(messages(bp(blocks))).toEqual(["unknown block 'cobble' at /blocks/3/block; did you mean 'cobblestone'?"]);
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: '#plank' }]))).toEqual(["unknown group '#plank' at /blocks/0/block; did you mean '#planks'?"]);
  });

  it('refuses blocks no item places or no player obtains, and groups that are not blocks', () => {
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: 'fire' }]))).toEqual([
      "block 'fire' cannot be placed from the inventory at /blocks/0/block; use a block that is also an item",
    ]);
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: 'farmland' }]))[0]).toMatch(/^block 'farmland' cannot be obtained in survival/);
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: '#coals' }]))[0]).toMatch(/^group '#coals' holds items that are not blocks at \/blocks\/0\/block/);
  });

  it('reports schema errors at their paths: missing and unknown keys, wrong types, out-of-range positions', () => {
    expect(messages({ name: 'x', blocks: [] })).toEqual(
      expect.arrayContaining(['missing key \'description\' at /; add "description"', 'must NOT have fewer than 1 items at /blocks']),
    );
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: 'dirt', colour: 'red' }]))).toEqual(["unknown key 'colour' at /blocks/0/colour; remove it"]);
    expect(messages(bp([{ x: 0.5, y: 0, z: 0, block: 'dirt' }]))).toEqual(['must be integer at /blocks/0/x']);
    expect(messages(bp([{ x: 0, y: 0, z: 99, block: 'dirt' }]))).toEqual(['must be <= 32 at /blocks/0/z']);
    expect(messages(bp([{ x: 0, y: 0, z: 0, block: 'dirt' }], { name: 'Bad Name' }))[0]).toMatch(/at \/name$/);
  });

  it('reports a duplicate position at the later block, naming the earlier one', () => {
    const blocks = [
      { x: 0, y: 0, z: 0, block: 'dirt' },
      { x: 1, y: 0, z: 0, block: 'dirt' },
      { x: 0, y: 0, z: 0, block: 'cobblestone' },
    ];
    expect(messages(bp(blocks))).toEqual(['duplicate position (0, 0, 0), already taken by /blocks/0 (dirt) at /blocks/2; remove one of them']);
  });

  it('refuses falling and non-full blocks with nothing under them, which scaffolding cannot leave standing', () => {
    expect(messages(bp([{ x: 0, y: 2, z: 0, block: 'sand' }]))).toEqual([
      'sand at (0, 2, 0) would fall: nothing solid under it once the scaffolding is dug away at /blocks/0; put a block under it or use a block that does not fall',
    ]);
    expect(messages(bp([{ x: 0, y: 1, z: 0, block: 'torch' }]))[0]).toMatch(/^torch at \(0, 1, 0\) needs a full block under it/);
    // On a block, or on the ground, both are fine; so is a plain block floating (scaffolding holds it while it goes in).
    expect(
      messages(
        bp([
          { x: 0, y: 0, z: 0, block: 'cobblestone' },
          { x: 0, y: 1, z: 0, block: 'sand' },
          { x: 1, y: 0, z: 0, block: 'torch' },
          { x: 5, y: 3, z: 0, block: 'cobblestone' },
        ]),
      ),
    ).toEqual([]);
  });

  it('sums materials per item, groups kept, water as water buckets', () => {
    const blocks = [
      { x: 0, y: 0, z: 0, block: '#planks' },
      { x: 1, y: 0, z: 0, block: '#planks' },
      { x: 2, y: 0, z: 0, block: 'dirt' },
      { x: 3, y: 0, z: 0, block: 'water' },
    ];
    expect(materials(bp(blocks) as Blueprint)).toEqual([
      { item: '#planks', count: 2 },
      { item: 'dirt', count: 1 },
      { item: 'water_bucket', count: 1 },
    ]);
    expect(materials(findBlueprint('shelter', k)!)).toEqual([
      { item: 'dirt', count: 16 },
      { item: 'cobblestone', count: 9 },
    ]);
  });

  it('loads by name, suggests near misses, and takes a program’s own blueprints after validating them', () => {
    expect(findBlueprint('house', k)?.blocks).toHaveLength(71);
    expect(findBlueprint('mansion', k)).toBeNull();
    expect(findBlueprint('../package', k)).toBeNull();
    expect(suggestBlueprint('shelte')).toBe("did you mean 'shelter'?");
    expect(() => addBlueprint(bp([{ x: 0, y: 0, z: 0, block: 'cobble' }]), k)).toThrow(BlueprintError);
    addBlueprint(bp([{ x: 0, y: 0, z: 0, block: 'cobblestone' }], { name: 'test_one' }), k);
    try {
      expect(blueprintNames()).toContain('test_one');
      expect(findBlueprint('test_one', k)?.blocks).toHaveLength(1);
    } finally {
      removeBlueprint('test_one');
    }
    expect(findBlueprint('test_one', k)).toBeNull();
  });
});
