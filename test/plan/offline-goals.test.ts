import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { GoalNotUnderstood, knowledgePlan, parseGoal, selfCheck, validatePlan, type PlanNode } from '../../src/plan/index.js';

const k = getKnowledge();
const last = (n: PlanNode): PlanNode => (n.type === 'sequence' ? n.steps.at(-1)! : n);

describe('offline knowledge planner', () => {
  it.each([
    ['obtain a diamond pickaxe', { skill: 'obtain', args: { item: 'diamond_pickaxe', count: 1 } }],
    ['get 10 iron ingots', { skill: 'obtain', args: { item: 'iron_ingot', count: 10 } }],
    ['craft a bed', { skill: 'obtain', args: { item: 'white_bed', count: 1 } }],
    ['Get some wood', { skill: 'obtain', args: { item: 'oak_log', count: 1 } }],
    ['collect 3 iron', { skill: 'obtain', args: { item: 'iron_ingot', count: 3 } }],
    ['make sixteen planks', { skill: 'obtain', args: { item: 'oak_planks', count: 16 } }],
    ['kill 2 zombies', { skill: 'kill', args: { mob: 'zombie', count: 2 } }],
    ['cook some beef', { skill: 'obtain', args: { item: 'cooked_beef', count: 1 } }],
  ])('%s', (goal, expected) => {
    const plan = knowledgePlan(goal, k);
    expect(last(plan.plan)).toMatchObject({ type: 'skill', ...expected });
    expect(validatePlan(plan, k)).toMatchObject({ ok: true });
    expect(selfCheck(plan, k)).toEqual([]);
  });

  it('reads counts, number words and plurals', () => {
    expect(parseGoal('get 10 iron ingots')).toEqual({ verb: 'obtain', count: 10, thing: 'iron ingots' });
    expect(parseGoal('please mine a few diamonds!')).toEqual({ verb: 'obtain', count: 3, thing: 'diamonds' });
    expect(parseGoal('kill three skeletons')).toEqual({ verb: 'kill', count: 3, thing: 'skeletons' });
  });

  it('lays out the chain as explicit steps a person can read', () => {
    const steps = (knowledgePlan('obtain a stone pickaxe', k).plan as { steps: PlanNode[] }).steps;
    expect(steps.map((s) => (s.type === 'skill' ? `${s.skill} ${Object.values(s.args)[0]}` : s.type))).toEqual([
      'mine #logs',
      'craft #planks',
      'craft stick',
      'craft crafting_table',
      'craft wooden_pickaxe',
      'mine #stone_crafting_materials',
      'craft stone_pickaxe',
      'obtain stone_pickaxe',
    ]);
  });

  it('says what it understands and how to configure an LLM when it cannot read a goal', () => {
    expect(() => knowledgePlan('write me a poem', k)).toThrow(GoalNotUnderstood);
    expect(() => knowledgePlan('write me a poem', k)).toThrow(/"obtain a diamond pickaxe".*OPENAI_API_KEY/);
    expect(() => knowledgePlan('obtain a flux capacitor', k)).toThrow(/"flux capacitor" is not an item it knows/);
  });
});
