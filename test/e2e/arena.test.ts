/** One short fight of Odyssey's arena protocol (phase 2 alone, with the kit a prepared bot brings): it must be won. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import type { Plan } from '../../src/plan/index.js';
import { arenaFight, mobsToSummon } from '../../src/bench/suites/arena.js';

describe('arena fight', () => {
  it('1 zombie, seed 1, a stone sword: won, the zombie dead, the bot alive', async () => {
    // The flat world: the arena stands in the sky either way, and it is quick to make.
    const body = createSimBody({ seed: 1, xray: false, terrain: 'flat', pauseWhileThinking: true });
    body.world.give('stone_sword');
    // The hunting step of the kill plan (the offline planner's whole plan costs seconds of knowledge building here).
    const plan: Plan = {
      goal: 'kill 1 zombie',
      thoughts: '',
      plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'kill', args: { mob: 'zombie', count: 1 } }] },
    };
    expect(mobsToSummon(plan)).toEqual(['zombie']);
    const r = await arenaFight(body, plan);
    expect(r).toMatchObject({ ok: true, deaths: 0 });
    expect(body.world.mobs.has(r.arena.mobs[0]!)).toBe(false);
    expect(body.vitals().health).toBeGreaterThan(0);
  });
});
