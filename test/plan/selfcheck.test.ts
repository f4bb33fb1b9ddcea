import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { selfCheck, type Plan } from '../../src/plan/index.js';

const k = getKnowledge();
const leaf = (skill: string, args: Record<string, string | number | null>) => ({ type: 'skill' as const, skill, args });
const plan = (...steps: Plan['plan'][]): Plan => ({ goal: 'g', thoughts: 't', plan: { type: 'sequence', steps } });

describe('selfCheck', () => {
  it('passes a plan whose inputs are all obtainable', () => {
    expect(selfCheck(plan(leaf('craft', { item: 'wooden_pickaxe', count: 1 })), k)).toEqual([]);
  });

  it('reports a condition nothing before it makes true, naming the step', () => {
    const p = plan(leaf('mine', { block: '#logs', count: 2 }), { type: 'condition', check: { kind: 'has_item', item: 'diamond', count: 1 } });
    const [i] = selfCheck(p, k);
    expect(i?.path).toBe('/plan/steps/1');
    expect(i?.message).toMatch(/can never hold.*diamond/);
  });

  it('sees inventory the plan starts with', () => {
    const p = plan({ type: 'condition', check: { kind: 'has_item', item: 'diamond', count: 1 } });
    expect(selfCheck(p, k, { diamond: 1 })).toEqual([]);
  });

  it('reports crafting something that has no recipe, and smelting a non-result', () => {
    expect(selfCheck(plan(leaf('craft', { item: 'oak_log', count: 1 })), k)[0]).toMatchObject({
      path: '/plan/steps/0/args',
      message: 'oak_log has no crafting recipe',
    });
    const [s] = selfCheck(plan(leaf('smelt', { item: 'raw_iron', count: 1, fuel: null })), k);
    expect(s?.suggestion).toMatch(/iron_ingot/);
  });

  it('without prerequisite expansion, reports inputs nothing provides', () => {
    const [i] = selfCheck(
      plan(leaf('mine', { block: '#logs', count: 1 }), leaf('craft', { item: 'crafting_table', count: 1 })),
      k,
      {},
      { prerequisites: false },
    );
    expect(i?.path).toBe('/plan/steps/1');
    expect(i?.message).toMatch(/needs 4 #planks/);
  });

  it('after a selector, counts on what every alternative guarantees (a condition guarantees what it checks)', () => {
    const has = { type: 'condition' as const, check: { kind: 'has_item', item: 'oak_log', count: 1 } };
    const p = plan({ type: 'selector', steps: [has, leaf('mine', { block: 'oak_log', count: 1 })] }, has);
    expect(selfCheck(p, k)).toEqual([]);
  });

  it('after a selector, does not count on what only one alternative provides', () => {
    const p = plan(
      { type: 'selector', steps: [leaf('mine', { block: 'oak_log', count: 1 }), leaf('mine', { block: 'cobblestone', count: 1 })] },
      { type: 'condition', check: { kind: 'has_item', item: 'oak_log', count: 1 } },
    );
    expect(selfCheck(p, k)).toMatchObject([{ path: '/plan/steps/1', message: expect.stringMatching(/can never hold.*oak_log/) }]);
  });

  it('after a repeat, counts on what its until checks', () => {
    const until = { kind: 'has_item', item: 'oak_log', count: 5 };
    const p = plan({ type: 'repeat', times: null, until, step: leaf('mine', { block: 'oak_log', count: 1 }) }, { type: 'condition', check: until });
    expect(selfCheck(p, k)).toEqual([]);
  });
});
