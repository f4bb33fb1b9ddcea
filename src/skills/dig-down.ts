import type { Skill } from './types.js';
import { guard } from './act.js';
import { descendTo } from './descend.js';

export type DigDownArgs = { y: number };

export const digDown: Skill<DigDownArgs> = {
  name: 'dig_down',
  description: 'Dig straight down to a y-level, stepping aside where lava or a long drop lies below. Data: {pos}.',
  kind: 'primitive',
  args: { y: { type: 'integer', minimum: -64, maximum: 320, description: 'y-level to stand at when done' } },
  requirements: () => ({ consumes: [], needs: ['wooden_pickaxe'] }),
  effects: () => ({ has: [] }),
  done: (body, a) => Math.floor(body.position().y) <= a.y,
  run(body, a, signal) {
    const what = `dig_down to y=${a.y}`;
    return guard(what, signal, () => descendTo(body, a.y, signal, what));
  },
};
