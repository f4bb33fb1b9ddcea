/** The kill plan's preparation: the kit a strong player brings, iron only by day, none for a passive mob. */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { isHunt, killPreparation, knowledgePlan, selfCheck, validatePlan, type PlanNode } from '../../src/plan/index.js';

const k = getKnowledge();
const obtained = (n: PlanNode): string => {
  const leaf = n.type === 'selector' ? n.steps.at(-1)! : n;
  return leaf.type === 'skill' ? String(leaf.args.item) : '';
};

describe('kill plan', () => {
  it.each(['zombie', 'enderman', 'cave_spider', 'zombified_piglin', 'wither_skeleton', 'zombie_villager'])(
    'kill 1 %s: the kit, then the hunt; valid',
    (mob) => {
      const plan = knowledgePlan(`kill 1 ${mob}`, k);
      const steps = (plan.plan as { steps: PlanNode[] }).steps;
      expect(steps.slice(0, -1).map(obtained)).toEqual([
        'stone_sword',
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
    },
  );

  it('makes the stone sword whatever the hour, the iron only while it is day', () => {
    const [sword, iron] = killPreparation('zombie', k) as { steps: PlanNode[] }[];
    expect(sword!.steps.some((s) => s.type === 'condition' && s.check.kind === 'time_of_day')).toBe(false);
    expect(iron!.steps[1]).toEqual({ type: 'condition', check: { kind: 'time_of_day', period: 'night' } });
  });

  it('hunts a passive mob with no kit', () => {
    expect(killPreparation('cow', k)).toEqual([]);
  });
});
