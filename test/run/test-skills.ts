/** Minimal skills for runner tests: `make` crafts an item through the body, so scripted replies and holds apply. */
import type { Skill } from '../../src/skills/types.js';
import { fail } from '../../src/contracts/outcome.js';

export const make: Skill<{ item: string; count: number }> = {
  name: 'make',
  description: 'make count of item (test skill)',
  kind: 'primitive',
  args: { item: { type: 'string', description: 'item' }, count: { type: 'integer', description: 'count' } },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: (a) => ({ has: [{ item: a.item, count: a.count }] }),
  done: (body, a) => body.count(a.item) >= a.count,
  async run(body, a, signal) {
    if (signal.aborted) return fail('aborted', 'aborted before start');
    return body.craft(a.item, a.count - body.count(a.item), null, signal);
  },
};

export const TEST_SKILLS = [make];

/** `rest` waits through the body: a verb a reflex may interrupt in flight. `quiet` also turns the eat reflex off while it runs. */
const restSkill = (name: string, off: string[]): Skill<{ ticks: number }> => ({
  name,
  description: 'wait some ticks (test skill)',
  kind: 'primitive',
  args: { ticks: { type: 'integer', description: 'ticks' } },
  requirements: () => ({ consumes: [], needs: [] }),
  effects: () => ({ has: [] }),
  reflexes: () => ({ off }),
  done: () => false,
  run: (body, a, signal) => body.wait(a.ticks, signal),
});

export const rest = restSkill('rest', []);
export const quiet = restSkill('quiet', ['eat']);

export const REFLEX_TEST_SKILLS = [make, rest, quiet];
