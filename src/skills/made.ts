/**
 * "Made already" for producing leaves (mine, craft, smelt). Counts are
 * absolute, so a leaf is done while the inventory holds its count. But after a
 * repair the tree restarts from the root, and by then later steps have used
 * up what earlier ones made (logs became planks, planks a pickaxe): an
 * absolute check alone would chop trees again from the bottom of a mine.
 * So a leaf that finished at a plan path counts as done until the bot dies
 * (dying loses the inventory; the plan is then redone from spawn). Later leaves
 * still make sure of what they need through their compiled prerequisites.
 */
import type { Body } from '../body/types.js';
import type { SkillArgs } from '../plan/types.js';
import type { SkillContext } from './types.js';

const key = (ctx: SkillContext): string => `made:${ctx.path}`;
const sig = (skill: string, args: SkillArgs): string => `${skill}${JSON.stringify(args)}`;

interface Made {
  sig: string;
  deaths: number;
}

/** Record that the leaf at ctx.path produced what it was asked for. */
export function markMade(body: Body, skill: string, args: SkillArgs, ctx: SkillContext): void {
  ctx.blackboard.set(key(ctx), { sig: sig(skill, args), deaths: body.deaths().length } satisfies Made);
}

/** Did this very leaf (same skill and arguments at the same path) finish since the last death? */
export function madeBefore(body: Body, skill: string, args: SkillArgs, ctx: SkillContext): boolean {
  const m = ctx.blackboard.get(key(ctx)) as Made | undefined;
  return !!m && m.sig === sig(skill, args) && m.deaths === body.deaths().length;
}
