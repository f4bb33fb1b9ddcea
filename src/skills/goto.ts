import type { Skill } from './types.js';
import { act, guard } from './act.js';
import { at, distance, fmt } from './geometry.js';
import { ok } from '../contracts/outcome.js';

export type GotoArgs = { x: number; y: number; z: number; range: number | null };

const DEFAULT_RANGE = 2;

export const goto: Skill<GotoArgs> = {
  name: 'goto',
  description: 'Walk (swimming, digging or pillaring as needed) to within range blocks of a position. Data: {pos}.',
  kind: 'primitive',
  args: {
    x: { type: 'number', description: 'Target x coordinate' },
    y: { type: 'number', description: 'Target y coordinate' },
    z: { type: 'number', description: 'Target z coordinate' },
    range: { type: ['number', 'null'], minimum: 0, description: 'How close is close enough, in blocks; null for 2' },
  },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  done: (body, a) => distance(body.position(), at(a.x, a.y, a.z)) <= (a.range ?? DEFAULT_RANGE),
  run(body, a, signal) {
    const target = at(a.x, a.y, a.z);
    const what = `goto ${fmt(target)}`;
    return guard(what, signal, async () => {
      const r = await act(what, signal, () => body.goto(target, a.range ?? DEFAULT_RANGE, signal));
      return r.ok ? ok(undefined, { pos: body.position() }) : r;
    });
  },
};
