/** The checks of the tree cases can fail: a case whose check holds on any body would test nothing. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { TREE_CASES } from '../../src/bench/tree-cases.js';

describe('tree case checks', () => {
  it('hunt_for_food holds with beef kept or with the beef eaten, and fails hungry with nothing', () => {
    const hunt = TREE_CASES.find((c) => c.tree === 'hunt_for_food');
    if (!hunt) throw new Error('no hunt_for_food case');
    const body = createSimBody({ seed: hunt.seed, pauseWhileThinking: true });
    body.world.player.food = 17;
    expect(hunt.holds(body)).toBe(false);
    body.world.give('beef', 1);
    expect(hunt.holds(body)).toBe(true);
    body.world.player.inventory.remove('beef', 1);
    expect(hunt.holds(body)).toBe(false);
    body.world.player.food = 18;
    expect(hunt.holds(body)).toBe(true);
  });
});
