/**
 * Knowledge chain steps → prerequisite leaves. Each step is a skill leaf at
 * `<owner>/needs/<i>`, skipped at run time when the inventory already holds
 * what the rest of the chain still needs (see run/done.ts).
 */
import type { ObtainStep } from '../knowledge/types.js';
import { chainStepCall } from '../skills/chain-step.js';
import type { AnySkill } from '../skills/types.js';
import type { Def } from './def.js';
import { toPositional } from '../contracts/args.js';
import { skillNamed } from '../skills/index.js';
import type { LeafInfo } from './types.js';

export function chainLeaves(steps: ObtainStep[], owner: string, skills: readonly AnySkill[]): { defs: Def[]; leaves: Record<string, LeafInfo> } {
  const defs: Def[] = [];
  const leaves: Record<string, LeafInfo> = {};
  steps.forEach((step, index) => {
    const path = `${owner}/needs/${index}`;
    const { skill: name, args } = chainStepCall(step);
    const skill = skillNamed(skills, name);
    if (!skill) throw new Error(`chain step needs skill '${name}', which is not registered`);
    leaves[path] = {
      path,
      skill: name,
      args,
      origin: 'prerequisite',
      chain: { owner, index, produces: { item: step.item, count: step.count }, consumes: step.consumes, needs: step.needs },
    };
    defs.push({
      type: 'selector',
      path,
      children: [
        { type: 'condition', call: 'done', args: [path] },
        { type: 'action', call: name, args: [path, ...toPositional(skill.args, args)] },
      ],
    });
  });
  return { defs, leaves };
}
