import { describe, expect, it } from 'vitest';
import { applyRepair, ownerPath, RepairError, type Repair } from '../../src/llm/repair.js';
import type { Plan, PlanNode } from '../../src/contracts/plan.js';
import { valueAt } from '../../src/contracts/pointer.js';
import { rootSteps } from '../support/plan-steps.js';

const skill = (name: string, args: Record<string, string | number | null>): PlanNode => ({ type: 'skill', skill: name, args });
const plan = (): Plan => ({
  goal: 'obtain an iron pickaxe',
  thoughts: 't',
  plan: {
    type: 'sequence',
    steps: [
      skill('obtain', { item: 'stone_pickaxe', count: 1 }),
      { type: 'selector', steps: [skill('mine', { item: 'iron_ore', count: 3 }), skill('explore', { target: 'iron_ore', radius: 64 })] },
      { type: 'repeat', times: 2, until: null, step: skill('smelt', { item: 'iron_ingot', count: 3 }) },
      skill('craft', { item: 'iron_pickaxe', count: 1 }),
    ],
  },
});
const r = (over: Partial<Repair>): Repair => ({ explanation: 'e', action: 'replace', path: '/plan', node: null, args: null, reason: null, ...over });
const EXPLORE = skill('explore', { target: 'iron_ore', radius: 128 });

describe('applyRepair', () => {
  it('maps prerequisite paths to their owning plan node', () => {
    expect(ownerPath('/plan/steps/3/needs/1')).toBe('/plan/steps/3');
    expect(ownerPath('/plan/steps/1/steps/0')).toBe('/plan/steps/1/steps/0');
  });

  it('replaces a subtree without touching the input', () => {
    const p = plan();
    const out = applyRepair(p, r({ path: '/plan/steps/1', node: EXPLORE }));
    expect(valueAt(out, '/plan/steps/1')).toEqual(EXPLORE);
    expect(valueAt(p, '/plan/steps/1/type')).toBe('selector');
  });

  it('replaces the node owning a prerequisite path', () => {
    const out = applyRepair(plan(), r({ path: '/plan/steps/3/needs/0', node: EXPLORE }));
    expect(valueAt(out, '/plan/steps/3')).toEqual(EXPLORE);
    expect(valueAt(out, '/plan/steps')).toHaveLength(4);
  });

  it('inserts before a step of a sequence by splicing', () => {
    const out = applyRepair(plan(), r({ action: 'insert_before', path: '/plan/steps/3', node: EXPLORE }));
    const steps = rootSteps(out);
    expect(steps).toHaveLength(5);
    expect(steps[3]).toEqual(EXPLORE);
    expect(steps[4]).toMatchObject({ type: 'skill', skill: 'craft' });
  });

  it('pairs the new node with the target inside a selector or a repeat, keeping their meaning', () => {
    const inSel = applyRepair(plan(), r({ action: 'insert_before', path: '/plan/steps/1/steps/0', node: EXPLORE }));
    expect(valueAt(inSel, '/plan/steps/1/steps')).toHaveLength(2);
    expect(valueAt(inSel, '/plan/steps/1/steps/0')).toEqual({ type: 'sequence', steps: [EXPLORE, skill('mine', { item: 'iron_ore', count: 3 })] });
    const inRep = applyRepair(plan(), r({ action: 'insert_before', path: '/plan/steps/2/step', node: EXPLORE }));
    expect(valueAt(inRep, '/plan/steps/2/step/steps/0')).toEqual(EXPLORE);
  });

  it('inserts before the root by prepending to a root sequence, or wrapping a root leaf', () => {
    const out = applyRepair(plan(), r({ action: 'insert_before', path: '/plan', node: EXPLORE }));
    expect(valueAt(out, '/plan/steps/0')).toEqual(EXPLORE);
    const leaf: Plan = { goal: 'g', thoughts: '', plan: skill('obtain', { item: 'diamond', count: 1 }) };
    const wrapped = applyRepair(leaf, r({ action: 'insert_before', path: '/plan', node: EXPLORE }));
    expect(wrapped.plan).toEqual({ type: 'sequence', steps: [EXPLORE, leaf.plan] });
  });

  it('retries with changed args, and accepts a path without /plan', () => {
    const out = applyRepair(plan(), r({ action: 'retry', path: '/steps/1/steps/1', args: [{ name: 'radius', value: 256 }] }));
    expect(valueAt(out, '/plan/steps/1/steps/1/args')).toEqual({ target: 'iron_ore', radius: 256 });
    expect(applyRepair(plan(), r({ action: 'retry', path: '/plan/steps/0' }))).toEqual(plan());
  });

  it('refuses paths that do not exist, and nodes that are missing, with a clear message', () => {
    expect(() => applyRepair(plan(), r({ path: '/plan/steps/9', node: EXPLORE }))).toThrow(/\/plan\/steps has 4 steps \(indices 0-3\)/);
    expect(() => applyRepair(plan(), r({ path: '/plan/steps/0' }))).toThrow(RepairError);
    expect(() => applyRepair(plan(), r({ action: 'retry', path: '/plan/steps/1', args: [{ name: 'x', value: 1 }] }))).toThrow(/needs a skill step/);
    expect(() => applyRepair(plan(), r({ path: 'steps', node: EXPLORE }))).toThrow(/not a JSON pointer/);
  });
});
