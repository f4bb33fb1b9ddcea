import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { formatIssue, MAX_DEPTH, parseJson, validatePlan, type PlanIssue } from '../../src/plan/index.js';

const k = getKnowledge();
const leaf = (skill: string, args: Record<string, unknown>) => ({ type: 'skill', skill, args });
const plan = (node: unknown) => ({ goal: 'g', thoughts: 't', plan: node });
const seq = (...steps: unknown[]) => ({ type: 'sequence', steps });

function issuesOf(input: unknown): PlanIssue[] {
  const r = validatePlan(input, k);
  return r.ok ? [] : r.issues;
}

describe('validatePlan', () => {
  it('accepts a well-formed plan', () => {
    const r = validatePlan(plan(seq(leaf('mine', { block: '#logs', count: 3 }), leaf('craft', { item: 'oak_planks', count: 4 }))), k);
    expect(r.ok).toBe(true);
  });

  it('names the path and suggests the right item for a wrong name', () => {
    const [i] = issuesOf(
      plan(seq(leaf('mine', { block: '#logs', count: 1 }), leaf('mine', { block: 'stone', count: 1 }), leaf('craft', { item: 'wooden_planks', count: 4 }))),
    );
    expect(i).toMatchObject({ path: '/plan/steps/2/args/item', message: "unknown item 'wooden_planks'" });
    expect(formatIssue(i!)).toMatch(/^unknown item 'wooden_planks' at \/plan\/steps\/2\/args\/item; did you mean 'oak_planks'/);
  });

  it('suggests singular names for plurals', () => {
    const [i] = issuesOf(plan(leaf('obtain', { item: 'diamonds', count: 1 })));
    expect(i?.suggestion).toMatch(/'diamond'/);
  });

  it('rejects unknown skills with the skill they probably meant', () => {
    const [i] = issuesOf(plan(leaf('chop', { block: 'oak_log', count: 1 })));
    expect(i).toMatchObject({ path: '/plan/skill', message: 'unknown skill "chop"' });
    expect(i?.suggestion).toMatch(/'mine'/);
  });

  it('rejects unknown mobs', () => {
    const [i] = issuesOf(plan(leaf('kill', { mob: 'zombi', count: 1 })));
    expect(i).toMatchObject({ path: '/plan/args/mob', message: "unknown mob 'zombi'" });
    expect(i?.suggestion).toMatch(/'zombie'/);
  });

  it('rejects negative and absurd counts', () => {
    expect(issuesOf(plan(leaf('mine', { block: 'stone', count: -2 })))[0]).toMatchObject({ path: '/plan/args/count', message: '-2 is below the minimum 1' });
    expect(issuesOf(plan(leaf('mine', { block: 'stone', count: 5000 })))[0]?.message).toMatch(/more than the inventory can hold \(2304\)/);
  });

  it('rejects an empty sequence', () => {
    const [i] = issuesOf(plan(seq()));
    expect(i).toMatchObject({ path: '/plan/steps', message: 'empty sequence' });
  });

  it('bounds nesting depth', () => {
    let node: unknown = leaf('mine', { block: 'stone', count: 1 });
    for (let d = 0; d < MAX_DEPTH + 2; d++) node = seq(node);
    const [i] = issuesOf(plan(node));
    expect(i?.message).toBe(`plan nests deeper than ${MAX_DEPTH} levels`);
    expect(i?.path.split('/steps/0').length).toBe(MAX_DEPTH + 1);
  });

  it('reports missing and unknown keys with fixes', () => {
    const missing = issuesOf(plan(leaf('smelt', { item: 'iron_ingot', count: 1 })));
    expect(missing[0]).toMatchObject({ path: '/plan/args/fuel', message: "missing 'fuel'" });
    expect(missing[0]?.suggestion).toMatch(/null/);
    const extra = issuesOf({ goal: 'g', thought: 't', plan: leaf('mine', { block: 'stone', count: 1 }) });
    expect(extra.map((i) => i.message)).toContain("unknown key 'thought'");
    expect(extra.find((i) => i.message === "unknown key 'thought'")?.suggestion).toMatch(/'thoughts'/);
  });

  it('reports unknown node types and checks', () => {
    expect(issuesOf(plan({ type: 'seq', steps: [] }))[0]).toMatchObject({ path: '/plan/type', message: 'unknown node type "seq"' });
    const [c] = issuesOf(plan({ type: 'condition', check: { kind: 'has', item: 'stone', count: 1 } }));
    expect(c).toMatchObject({ path: '/plan/check/kind' });
    expect(c?.suggestion).toMatch(/has_item/);
  });

  it('rejects a repeat that never ends', () => {
    const [i] = issuesOf(plan({ type: 'repeat', times: null, until: null, step: leaf('mine', { block: 'stone', count: 1 }) }));
    expect(i?.message).toMatch(/never end/);
  });

  it('reports wrong types plainly', () => {
    const [i] = issuesOf(plan(leaf('mine', { block: 'stone', count: 'three' })));
    expect(i).toMatchObject({ path: '/plan/args/count', message: 'expected integer, got the string "three"' });
  });

  it('gives malformed JSON a line and column', () => {
    expect(() => parseJson('{\n  "goal": "x",\n  "plan": }')).toThrow(/line 3, column/);
  });
});
