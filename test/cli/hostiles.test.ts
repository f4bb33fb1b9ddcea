/** `sapling run --no-hostiles`: the simulated world spawns no hostile mob, and the planner knows it before the run. */
import { describe, expect, it } from 'vitest';
import { sapling } from './run-cli.js';

describe('sapling run --no-hostiles', () => {
  it('refuses a goal only hostile mobs can bring, in one line naming why and the fix (exit 1)', async () => {
    const r = await sapling(['run', 'obtain 1 gunpowder', '--no-hostiles']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot obtain gunpowder: only mobs drop it \(creeper, ghast, witch\) and this world spawns no hostile mobs \(hostiles off\)/);
    expect(r.stderr).toMatch(/turn hostile mobs on/);
  });
});
