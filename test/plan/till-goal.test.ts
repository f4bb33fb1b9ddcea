/** Till goals in plain words: the plan is the till leaf, and the goal is judged by counting farmland by the bot. */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { GoalNotUnderstood, goalChecks, knowledgePlan, resolveGoals, selfCheck, validatePlan } from '../../src/plan/index.js';

const k = getKnowledge();

describe('till goals', () => {
  it.each([
    ['hoe farmland', 1],
    ['till 3 farmland', 3],
    ['till the soil', 1],
    ['make farmland', 1],
    ['make 2 farmland', 2],
    ['please hoe 4 blocks of dirt with a hoe', 4],
    ['plough the field', 1],
    ['till 1 farmland', 1],
  ])('%s → the till leaf, checked by %i farmland near the bot', (text, count) => {
    expect(resolveGoals(text, k)).toEqual([{ kind: 'till', target: 'farmland', count }]);
    const plan = knowledgePlan(text, k);
    expect(plan.plan).toEqual({ type: 'skill', skill: 'till', args: { count } });
    expect(validatePlan(plan, k)).toMatchObject({ ok: true });
    expect(selfCheck(plan, k)).toEqual([]);
    expect(goalChecks(resolveGoals(text, k)[0]!)).toEqual([{ kind: 'blocks_near', block: 'farmland', count, distance: 8 }]);
  });

  it('a hoe as a thing is still an item to obtain', () => {
    expect(resolveGoals('obtain a wooden hoe', k)).toEqual([{ kind: 'obtain', target: 'wooden_hoe', count: 1 }]);
    expect(resolveGoals('get 2 stone hoes', k)).toEqual([{ kind: 'obtain', target: 'stone_hoe', count: 2 }]);
    expect(resolveGoals('I need a hoe', k)).toMatchObject([{ kind: 'obtain' }]);
    expect(resolveGoals('a wooden hoe and till 2 farmland', k)).toEqual([
      { kind: 'obtain', target: 'wooden_hoe', count: 1 },
      { kind: 'till', target: 'farmland', count: 2 },
    ]);
  });

  it('tilling something a hoe does not till is not understood, with the nearest goals offered', () => {
    expect(() => knowledgePlan('till a diamond', k)).toThrow(GoalNotUnderstood);
    expect(() => knowledgePlan('till a diamond', k)).toThrow(/a hoe tills grass or dirt into farmland, not "diamond".*till 1 farmland/s);
    expect(() => knowledgePlan('till 0 farmland', k)).toThrow(/outside 1\.\./);
  });
});
