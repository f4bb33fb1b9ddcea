/** The kill plan's preparation: the kit a strong player brings, iron only by day, none for a passive mob. */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { isHunt, killPreparation, knowledgePlan, selfCheck, validatePlan, type PlanNode } from '../../src/plan/index.js';

const k = getKnowledge();
/** The items a preparation step obtains, in order (the by-day pieces sit in one sequence inside a selector). */
const obtained = (n: PlanNode): string[] => {
  if (n.type === 'skill') return n.skill === 'obtain' ? [String(n.args.item)] : [];
  return n.type === 'selector' || n.type === 'sequence' ? n.steps.flatMap(obtained) : [];
};

describe('kill plan', () => {
  it.each(['enderman', 'zombified_piglin', 'wither_skeleton'])('kill 1 %s: the whole kit, then the hunt; valid', (mob) => {
    const plan = knowledgePlan(`kill 1 ${mob}`, k);
    const steps = (plan.plan as { steps: PlanNode[] }).steps;
    expect(steps.slice(0, -1).flatMap(obtained)).toEqual([
      'stone_sword',
      'cooked_beef',
      'iron_sword',
      'shield',
      'iron_chestplate',
      'iron_leggings',
      'iron_helmet',
      'iron_boots',
    ]);
    expect(isHunt(steps.at(-1)!)).toBe(true);
    expect(validatePlan(plan, k)).toMatchObject({ ok: true });
    expect(selfCheck(plan, k)).toEqual([]);
  });

  it.each(['zombie', 'skeleton', 'cave_spider', 'zombie_villager', 'creeper'])('kill 1 %s, an everyday foe: the swords and the shield, no armour', (mob) => {
    const steps = (knowledgePlan(`kill 1 ${mob}`, k).plan as { steps: PlanNode[] }).steps;
    expect(steps.slice(0, -1).flatMap(obtained)).toEqual(['stone_sword', 'iron_sword', 'shield']);
    expect(isHunt(steps.at(-1)!)).toBe(true);
  });

  it('kill more than one, or a pair of kill goals: the armour too, made for every foe the goal names', () => {
    const armour = (goal: string) => JSON.stringify(knowledgePlan(goal, k).plan).match(/"item":"iron_(chestplate|leggings|helmet|boots)"/g)?.length ?? 0;
    expect(armour('kill 3 zombies')).toBeGreaterThan(0);
    expect(armour('kill 1 zombie, then kill 1 skeleton')).toBeGreaterThan(0);
    expect(armour('kill 1 zombie')).toBe(0);
  });

  it('makes the stone sword whatever the hour, the iron only while it is day', () => {
    const [sword, byDay] = killPreparation('zombie', k) as { steps: PlanNode[] }[];
    expect(sword!.steps.some((s) => s.type === 'condition' && s.check.kind === 'time_of_day')).toBe(false);
    const iron = (byDay!.steps[0] as { steps: { steps: PlanNode[] }[] }).steps[0]!;
    expect(iron.steps[1]).toEqual({ type: 'condition', check: { kind: 'time_of_day', period: 'night' } });
  });

  it('hunts with the stone sword when the iron kit cannot be made (no coal, no iron in view)', () => {
    const [, byDay] = killPreparation('zombie', k);
    expect(byDay).toMatchObject({ type: 'selector', steps: [{ type: 'sequence' }, { type: 'condition', check: { kind: 'has_item', item: 'stone_sword' } }] });
  });

  it('against a pack or a strong mob: food by day before the armour, and a rest to full health after it, each skipped when it cannot be had', () => {
    const prep = killPreparation('zombie', k, 3);
    const food = prep.findIndex((n) => JSON.stringify(n).includes('"item":"cooked_beef"'));
    const armour = prep.findIndex((n) => JSON.stringify(n).includes('"item":"iron_chestplate"'));
    const rest = prep.findIndex((n) => JSON.stringify(n).includes('"skill":"rest"'));
    expect(food).toBeGreaterThan(0);
    expect(food).toBeLessThan(armour);
    expect(rest).toBe(prep.length - 1);
    expect(prep[food]).toMatchObject({
      type: 'selector',
      steps: [
        { check: { kind: 'carries_food' } },
        { check: { kind: 'time_of_day', period: 'night' } },
        {
          type: 'sequence',
          steps: [
            { skill: 'explore', args: { target: 'cow', radius: 32 } },
            { skill: 'obtain', args: { item: 'cooked_beef' } },
          ],
        },
        { check: { kind: 'has_item', item: 'stone_sword' } },
      ],
    });
    expect(prep[rest]).toMatchObject({
      type: 'selector',
      steps: [{ check: { kind: 'health' } }, { skill: 'rest' }, { check: { kind: 'has_item', item: 'stone_sword' } }],
    });
    expect(JSON.stringify(killPreparation('zombie', k, 1))).not.toMatch(/"rest"|cooked_beef/);
  });

  it('hunts a passive mob with no kit', () => {
    expect(killPreparation('cow', k)).toEqual([]);
  });
});
