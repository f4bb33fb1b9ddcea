import type { Skill } from './types.js';
import { guard } from './act.js';
import { ascendToSky, atSurface } from './ascend.js';
import { floor } from './geometry.js';

export type GoUpArgs = Record<string, never>;

export const goUp: Skill<GoUpArgs> = {
  name: 'go_up',
  description: 'Climb to the surface (open sky, room to walk), digging up and pillaring as needed. Data: {pos}.',
  kind: 'primitive',
  args: {},
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  done: (body) => atSurface(body, floor(body.position())),
  run(body, _a, signal) {
    return guard('go_up', signal, () => ascendToSky(body, signal, 'go_up'));
  },
};
