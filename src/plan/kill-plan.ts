/**
 * The offline plan for a kill goal. A hostile mob fights back, so the plan first makes the kit a strong player
 * brings (knowledge's kitFor: a stone sword, then by day an iron sword, a shield, and iron armour against more than one everyday foe), each piece
 * skipped when already held, the iron ones also once night has come (the hunt goes on with what there is). A
 * passive mob is just hunted.
 */
import { COMBAT_KIT, kitFor } from '../knowledge/tables/combat.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Plan, PlanNode, SkillNode } from '../contracts/plan.js';
import { planSkills } from './registry.js';

const leaf = (skill: string, args: SkillNode['args']): SkillNode => ({ type: 'skill', skill, args });

const has = (item: string): PlanNode => ({ type: 'condition', check: { kind: 'has_item', item, count: 1 } });

/**
 * The preparation steps of a kill plan: one selector per kit piece (held already, or night for the iron, or obtain
 * it). The by-day pieces go in one sequence that may fail as a whole: a player who finds no coal or iron goes
 * hunting with the first piece (the stone sword) rather than not at all, and does not search again for each piece.
 */
export function killPreparation(mob: string, k: Knowledge, count = 1): PlanNode[] {
  if (!k.hostile(mob)) return [];
  const kit = kitFor(mob, count);
  const piece = ({ item, byDayOnly }: (typeof COMBAT_KIT)[number]): PlanNode => {
    const night: PlanNode = { type: 'condition', check: { kind: 'time_of_day', period: 'night' } };
    return { type: 'selector', steps: [has(item), ...(byDayOnly ? [night] : []), leaf('obtain', { item, count: 1 })] };
  };
  const first = kit.filter((p) => !p.byDayOnly);
  const byDay = kit.filter((p) => p.byDayOnly);
  if (!byDay.length) return first.map(piece);
  const fallback = first.length ? [has(first.at(-1)!.item)] : [];
  return [...first.map(piece), { type: 'selector', steps: [{ type: 'sequence', steps: byDay.map(piece) }, ...fallback] }];
}

/** Whether a plan node is a hunt itself (a skill that `hunts`: the kill step), as opposed to its preparation. */
export const isHunt = (n: PlanNode): boolean => n.type === 'skill' && planSkills().some((s) => s.name === n.skill && s.hunts === true);

/** `foes`: the hostiles the whole goal names (a pair of kill goals makes each kit for two), at least `count`. */
export function killPlan(goal: string, mob: string, count: number, k: Knowledge, foes = count): Plan {
  const fighting = Math.max(count, foes);
  const prep = killPreparation(mob, k, fighting);
  const kit = kitFor(mob, fighting).map((p) => p.item.replace(/_/g, ' '));
  return {
    goal,
    thoughts: `Find and kill ${count} ${mob}${prep.length ? `; it fights back, so first a ${kit[0]}, then while it is day ${kit.slice(1).join(', ')}` : ''}.`,
    plan: { type: 'sequence', steps: [...prep, leaf('kill', { mob, count })] },
  };
}
