/**
 * Which skill carries out one step of a knowledge chain, and with which
 * arguments. The compiler (prerequisite leaves), the offline planner (plan
 * steps) and the `obtain` skill all turn chain steps into skill calls; this is
 * the one place that decides how.
 */
import type { ObtainStep } from '../knowledge/types.js';
import type { SkillArgs } from '../contracts/plan.js';

export interface StepCall {
  skill: string;
  args: SkillArgs;
}

/**
 * The share of a mob's kills that drop the item: sheep are white 81.8% of the
 * time (vanilla spawn weights), so a fixed number of kills may fall short.
 */
export function killShare(mob: string, item: string): number {
  return mob === 'sheep' && item === 'white_wool' ? 0.818 : 1;
}

/** The item a step names: the group when any member will do (`#logs`), so the bot takes whatever tree it finds. */
export const stepItem = (step: ObtainStep): string => step.group ?? step.item;

export function chainStepCall(step: ObtainStep): StepCall {
  const { count } = step;
  switch (step.action) {
    case 'mine':
      return { skill: 'mine', args: { block: stepItem(step), count } };
    case 'craft':
      return { skill: 'craft', args: { item: stepItem(step), count } };
    case 'smelt': {
      const input = step.source.kind === 'smelt' ? step.source.input : null;
      const fuel = step.consumes.find((c) => c.item !== input)?.item ?? null;
      return { skill: 'smelt', args: { item: step.item, count, fuel } };
    }
    case 'kill': {
      const src = step.source.kind === 'kill' ? step.source : null;
      const mob = src?.mobs[0] ?? step.item;
      // Drops only some of the mobs give are hunted by item count, not by a fixed number of kills.
      if (src && killShare(mob, step.item) < 1) return { skill: 'obtain', args: { item: step.item, count } };
      const kills = src ? Math.max(1, Math.ceil(step.produces / Math.max(src.perKill, 0.1))) : count;
      return { skill: 'kill', args: { mob, count: kills } };
    }
    case 'gather':
      return { skill: 'gather', args: { item: stepItem(step), count } };
    case 'farm':
      return { skill: 'farm', args: { item: step.item, count } };
  }
}
