import type { Skill } from './types.js';
import { guard } from './act.js';
import { fail } from '../contracts/outcome.js';
import { defaultStrategy, search, type Strategy } from './search.js';
import { resolveTarget, sense } from './target.js';

export type ExploreArgs = {
  target: string;
  strategy: Strategy | null;
  y: number | null;
  radius: number | null;
};

export const explore: Skill<ExploreArgs> = {
  name: 'explore',
  description: 'Search until a block or mob is sensed: a surface spiral, or a strip-mine tunnel at a y-level (default for ores). Data: {pos}.',
  kind: 'primitive',
  args: {
    target: { type: 'string', description: 'Block, mob, block group (#logs) or item that blocks drop (diamond) to find' },
    strategy: {
      type: ['string', 'null'],
      enum: ['surface', 'strip_mine', null],
      description: 'surface spiral or strip_mine tunnel; null picks strip_mine for ores, surface otherwise',
    },
    y: { type: ['integer', 'null'], description: 'y-level to strip-mine at; null uses the ore’s best depth' },
    radius: { type: ['integer', 'null'], description: 'Spiral radius or tunnel length in blocks; null for the default (128 / 64)' },
  },
  requirements(a, k) {
    const t = resolveTarget(k, a.target);
    const tunnels = a.strategy === 'strip_mine' || (a.strategy === null && t !== null && defaultStrategy(k, t) === 'strip_mine');
    return { consumes: [], needs: tunnels ? ['wooden_pickaxe'] : [] };
  },
  effects: () => ({ has: [] }),
  target: (a) => a.target,
  search: true,
  done(body, args, ctx) {
    const t = resolveTarget(ctx.knowledge, args.target);
    return t !== null && sense(body, t) !== null;
  },
  run(body, args, signal, ctx) {
    const what = `explore ${args.target}`;
    return guard(what, signal, async () => {
      const target = resolveTarget(ctx.knowledge, args.target);
      if (!target) return fail('not_found', `${what}: '${args.target}' is not a known block, mob or item that blocks drop`);
      return search(body, ctx.knowledge, target, args, signal, what);
    });
  },
};
