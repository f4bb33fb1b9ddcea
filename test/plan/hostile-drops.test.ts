/** Items a hostile mob drops (string, a spider eye): hunted armed, by their count, with the reflexes of a hunt. */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { knowledgePlan, selfCheck, validatePlan, type PlanNode } from '../../src/plan/index.js';
import { obtain } from '../../src/skills/obtain.js';

const k = getKnowledge();
const steps = (goal: string): PlanNode[] => (knowledgePlan(goal, k).plan as { steps: PlanNode[] }).steps;
/** Every skill call of a plan node, as `skill item-or-mob`, in order. */
const calls = (n: PlanNode): string[] => {
  if (n.type === 'skill') return [`${n.skill} ${String(n.args.item ?? n.args.mob ?? n.args.block)}`];
  return n.type === 'selector' || n.type === 'sequence' ? n.steps.flatMap(calls) : [];
};

describe('hostile drops', () => {
  it('a spider drops its eye a third of the time (spider.json random_chance 0.33), not every kill', () => {
    expect(k.mobDrops('spider').find((d) => d.item === 'spider_eye')?.count).toBeCloseTo(1 / 3);
    expect(k.mobDrops('spider').find((d) => d.item === 'string')?.count).toBe(1);
  });

  it('obtain 1 spider_eye: the stone sword and the iron kit first, then the eye hunted by its count; valid', () => {
    const plan = knowledgePlan('obtain 1 spider_eye', k);
    const all = steps('obtain 1 spider_eye').flatMap(calls);
    expect(all[0]).toBe('obtain stone_sword');
    expect(all).toContain('obtain iron_sword');
    expect(all.at(-1)).toBe('obtain spider_eye');
    expect(all.some((c) => c.startsWith('kill'))).toBe(false);
    expect(validatePlan(plan, k)).toMatchObject({ ok: true });
    expect(selfCheck(plan, k)).toEqual([]);
  });

  it('obtain 1 bow: the string is obtained by its count after the sword, not killed for a fixed number of spiders', () => {
    const all = steps('obtain 1 bow').flatMap(calls);
    expect(all.indexOf('obtain stone_sword')).toBeGreaterThanOrEqual(0);
    expect(all.indexOf('obtain stone_sword')).toBeLessThan(all.indexOf('obtain string'));
    expect(all).not.toContain('kill spider');
  });

  it('a passive drop (leather) is hunted as before: no kit, a kill step', () => {
    const all = steps('obtain 1 leather').flatMap(calls);
    expect(all).toEqual(['kill cow', 'obtain leather']);
  });

  it("obtaining a hostile's drop keeps the hunt's reflexes (no hiding from the night); other items do not", () => {
    expect(obtain.reflexes?.({ item: 'string', count: 3 }, k).off).toContain('shelter');
    expect(obtain.reflexes?.({ item: 'spider_eye', count: 1 }, k).off).toContain('shelter');
    expect(obtain.reflexes?.({ item: 'leather', count: 1 }, k)).toEqual({});
    expect(obtain.reflexes?.({ item: 'bow', count: 1 }, k)).toEqual({});
  });
});
