/**
 * Fuzzing the goal parser and the offline knowledge planner: any text gives a
 * parsed goal or null, a plan or GoalNotUnderstood, and every plan the
 * offline planner emits passes the validator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GoalNotUnderstood, knowledgePlan, parseGoal, resolveGoal, validatePlan } from '../../src/plan/index.js';
import { goalText, k, only, runs } from './arbitraries.js';

const anyText = fc.oneof(goalText, fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const VERBS = ['obtain', 'kill', 'cook', 'eat', 'farm', 'place'];

describe('goal parser', () => {
  it('parseGoal reads any text into a count and a thing, or null', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const p = parseGoal(text);
        if (p === null) return;
        expect(typeof p.count).toBe('number');
        expect(p.count).toBeGreaterThanOrEqual(0);
        expect(typeof p.thing).toBe('string');
      }),
      runs(1000),
    );
  });

  /**
   * VERBS was a plain object, so a goal whose first word is an Object.prototype key read that key:
   * parseGoal('constructor 2 stick') planned to obtain 2 sticks instead of refusing. The examples keep it pinned.
   */
  it('parseGoal reads only its own verbs', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const p = parseGoal(text);
        if (p !== null) expect(VERBS).toContain(p.verb);
      }),
      { ...runs(300), examples: [['__proto__'], ['constructor 2 stick']], endOnFailure: true },
    );
  });

  it('knowledgePlan returns a plan or throws GoalNotUnderstood, nothing else', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const plan = only(() => knowledgePlan(text, k), GoalNotUnderstood);
        if (plan) expect(plan.goal).toBe(text);
      }),
      runs(1000),
    );
  });

  it('resolveGoal returns a goal with a count in range or throws GoalNotUnderstood', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const g = only(() => resolveGoal(text, k), GoalNotUnderstood);
        if (!g) return;
        expect(Number.isInteger(g.count) && g.count >= 1).toBe(true);
      }),
      runs(500),
    );
  });

  /**
   * The knowledge chain multiplies a goal's count into its prerequisites: "obtain 289 furnace" needs 2,312
   * cobblestone in one step, which the validator refuses. The offline planner now validates what it emits and calls
   * such a goal one it cannot plan. The first example is the smallest such goal.
   */
  it('every plan knowledgePlan returns passes validatePlan', () => {
    fc.assert(
      fc.property(goalText, (text) => {
        const plan = only(() => knowledgePlan(text, k), GoalNotUnderstood);
        if (!plan) return;
        const v = validatePlan(plan, k);
        expect(v.ok ? [] : v.issues).toEqual([]);
      }),
      { ...runs(500), examples: [['obtain 289 furnace'], ['obtain 100000 diamond']], endOnFailure: true },
    );
  });
});
