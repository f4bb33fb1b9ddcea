import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { distance } from './geometry.js';
import { fail, ok } from '../contracts/outcome.js';
import { search } from './search.js';
import { resolveTarget, sense } from './target.js';

export type ApproachArgs = { target: string; range: number | null };

const DEFAULT_RANGE = 2;

export const approach: Skill<ApproachArgs> = {
  name: 'approach',
  description: 'Walk up to the nearest block or mob of a kind, exploring first when none is sensed. Data: {pos}.',
  kind: 'primitive',
  args: {
    target: { type: 'string', description: 'Block, mob, or block group (#logs) to walk up to' },
    range: { type: ['number', 'null'], minimum: 0, description: 'How close is close enough, in blocks; null for 2' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  target: (a) => a.target,
  done(body, a, ctx) {
    const t = resolveTarget(ctx.knowledge, a.target);
    const s = t && sense(body, t);
    return !!s && distance(body.position(), s.pos) <= (a.range ?? DEFAULT_RANGE);
  },
  run(body, a, signal, ctx) {
    const what = `approach ${a.target}`;
    return guard(what, signal, async () => {
      const target = resolveTarget(ctx.knowledge, a.target);
      if (!target) return fail('not_found', `${what}: '${a.target}' is not a known block or mob`);
      const seen = await search(body, ctx.knowledge, target, { strategy: null, y: null, radius: null }, signal, what);
      if (!seen.ok) return seen;
      const s = sense(body, target);
      if (!s) return fail('not_found', `${what}: lost sight of ${a.target}`);
      const r = await act(what, signal, () => body.goto(s.pos, a.range ?? DEFAULT_RANGE, signal));
      return r.ok ? ok(undefined, { pos: s.pos, name: s.name }) : r;
    });
  },
};
