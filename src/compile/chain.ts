/**
 * Knowledge chain steps → prerequisite leaves. Each step is a skill leaf at
 * `<owner>/needs/<i>`, skipped at run time when the inventory already holds
 * what the rest of the chain still needs (see run/done.ts).
 */
import type { ObtainStep } from '../knowledge/types.js';
import type { SkillArgs } from '../plan/types.js';
import type { AnySkill } from '../skills/types.js';
import type { Def } from './compile.js';
import type { LeafInfo } from './types.js';

/** Skill arguments for a chain step. Mining names the item so the skill may dig any block that drops it. */
export function stepArgs(step: ObtainStep): { skill: string; args: SkillArgs } {
  switch (step.action) {
    case 'mine':
      return { skill: 'mine', args: { block: step.group ?? step.item, count: step.count } };
    case 'craft':
      return { skill: 'craft', args: { item: step.group ?? step.item, count: step.count } };
    case 'smelt': {
      const fuel = step.consumes.find((c) => c.item !== (step.source.kind === 'smelt' ? step.source.input : ''))?.item ?? null;
      return { skill: 'smelt', args: { item: step.item, count: step.count, fuel } };
    }
    case 'kill': {
      // A kill step is done by item count (run/done.ts); the kill count is what to aim for.
      const src = step.source.kind === 'kill' ? step.source : null;
      const kills = src ? Math.max(1, Math.ceil(step.produces / Math.max(src.perKill, 0.1))) : step.produces;
      return { skill: 'kill', args: { mob: src?.mobs[0] ?? step.item, count: kills } };
    }
    case 'gather':
      return { skill: 'gather', args: { item: step.item, count: step.count } };
    case 'farm':
      return { skill: 'farm', args: { item: step.item, count: step.count } };
  }
}

export function chainLeaves(steps: ObtainStep[], owner: string, skills: readonly AnySkill[]): { defs: Def[]; leaves: Record<string, LeafInfo> } {
  const defs: Def[] = [];
  const leaves: Record<string, LeafInfo> = {};
  steps.forEach((step, index) => {
    const path = `${owner}/needs/${index}`;
    const { skill: name, args } = stepArgs(step);
    const skill = skills.find((s) => s.name === name);
    if (!skill) throw new Error(`chain step needs skill '${name}', which is not registered`);
    leaves[path] = {
      path,
      skill: name,
      args,
      origin: 'prerequisite',
      chain: { owner, index, produces: { item: step.item, count: step.count }, consumes: step.consumes, needs: step.needs },
    };
    const pos = Object.keys(skill.args).map((key) => args[key] ?? null);
    defs.push({
      type: 'selector',
      path,
      children: [
        { type: 'condition', call: 'done', args: [path] },
        { type: 'action', call: name, args: [path, ...pos] },
      ],
    });
  });
  return { defs, leaves };
}
