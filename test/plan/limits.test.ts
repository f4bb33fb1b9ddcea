/** Size limits and the goal a plan is judged by: the same everywhere a plan comes from. */
import { describe, expect, it } from 'vitest';
import type { Plan, PlanNode } from '../../src/contracts/plan.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import {
  goalChecks,
  goalKey,
  GoalNotUnderstood,
  knowledgePlan,
  MAX_COUNT,
  MAX_NODES,
  MAX_TEXT,
  resolveGoal,
  resolveGoals,
  sentenceChecks,
  validatePlan,
} from '../../src/plan/index.js';

const k = getKnowledge();
const leaf = (item = 'stick'): PlanNode => ({ type: 'skill', skill: 'obtain', args: { item, count: 1 } });
const plan = (steps: PlanNode[], extra: Partial<Plan> = {}): Plan => ({ goal: 'g', thoughts: 't', plan: { type: 'sequence', steps }, ...extra });
const issues = (p: unknown) => {
  const v = validatePlan(p, k);
  return v.ok ? [] : v.issues;
};

describe('plan limits', () => {
  it(`refuses more than ${MAX_NODES} nodes, once, without walking the rest`, () => {
    const big = plan(Array.from({ length: 100_000 }, () => leaf()));
    const found = issues(big);
    expect(found.filter((i) => /more than 1000 nodes/.test(i.message))).toHaveLength(1);
    expect(issues(plan(Array.from({ length: MAX_NODES - 1 }, () => leaf())))).toEqual([]);
  });

  it('refuses over-long goal, thoughts and string arguments, naming the path', () => {
    expect(issues(plan([leaf()], { thoughts: 'x'.repeat(MAX_TEXT.thoughts + 1) }))).toMatchObject([
      { path: '/thoughts', message: expect.stringMatching(/over the limit/) },
    ]);
    expect(issues(plan([leaf()], { goal: 'g'.repeat(MAX_TEXT.goal + 1) }))).toMatchObject([{ path: '/goal' }]);
    const long = issues(plan([leaf('d'.repeat(1_000_000))]));
    expect(long).toMatchObject([{ path: '/plan/steps/0/args/item', message: expect.stringMatching(/1000000 characters/) }]);
  });

  it('refuses a count beyond what an inventory holds', () => {
    const p = plan([{ type: 'skill', skill: 'obtain', args: { item: 'diamond', count: MAX_COUNT + 1 } }]);
    expect(issues(p)[0]?.message).toMatch(/more than the inventory can hold/);
  });
});

describe('goals', () => {
  it('the offline planner never emits a plan the validator refuses: a count out of range is a goal it cannot read', () => {
    expect(() => knowledgePlan('obtain 100000 diamond', k)).toThrow(GoalNotUnderstood);
    expect(() => knowledgePlan('obtain 100000 diamond', k)).toThrow(/count 100000 is outside 1\.\.2304/);
    expect(validatePlan(knowledgePlan('obtain 64 diamond', k), k)).toMatchObject({ ok: true });
  });

  it('resolves the same goal from different words to one key, and different goals to different keys', () => {
    expect(goalKey(resolveGoal('get 2 sticks', k))).toBe(goalKey(resolveGoal('obtain two stick', k)));
    expect(goalKey(resolveGoal('get 2 sticks', k))).not.toBe(goalKey(resolveGoal('get 3 sticks', k)));
    expect(goalKey(resolveGoal('cook some beef', k))).toBe('obtain cooked_beef 1');
    expect(() => resolveGoal('获取 木棍', k)).toThrow(GoalNotUnderstood);
    // Name lookup drops what it cannot read; the planner must refuse, not plan "get iron" (it used to plan iron ingots).
    expect(() => knowledgePlan('get iron 矿石', k)).toThrow(/cannot read "矿石"/);
    // A word the reader rewrites before it judges it ("×" reads as "x") is still left out of the suggestions, once.
    expect(() => knowledgePlan('¡×', k)).toThrow(GoalNotUnderstood);
  });

  it('reads several goals in order; resolveGoal keeps to one', () => {
    expect(resolveGoals('a stone pickaxe and 4 torches', k).map(goalKey)).toEqual(['obtain stone_pickaxe 1', 'obtain torch 4']);
    expect(() => resolveGoal('a stone pickaxe and 4 torches', k)).toThrow(/names 2 goals/);
    expect(sentenceChecks(resolveGoals('get 3 logs, then craft a crafting table', k))).toEqual([
      { kind: 'has_item', item: '#logs', count: 3 },
      { kind: 'has_item', item: 'crafting_table', count: 1 },
    ]);
    // Placed torches are not expected in the inventory.
    expect(sentenceChecks(resolveGoals('make 5 torches, then place them', k))).toEqual([]);
  });

  it('obtain goals are checked against the inventory; kill goals are left to the plan', () => {
    expect(goalChecks(resolveGoal('obtain 3 iron ingots', k))).toEqual([{ kind: 'has_item', item: 'iron_ingot', count: 3 }]);
    expect(goalChecks(resolveGoal('kill 2 zombies', k))).toBeNull();
  });
});
