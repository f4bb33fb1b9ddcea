/**
 * Time does not stop while the agent thinks: on a server the world keeps
 * ticking (20 ticks per second) while a planner or an LLM works, so the
 * simulated world turns that wall time into game time unless told to pause.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import { FLAT_SURFACE } from '../../src/sim/generate.js';

const k = getKnowledge();
const flat = (pauseWhileThinking = false) => createSimBody({ seed: 7, terrain: 'flat', mobs: false, pauseWhileThinking });
// A leaf that cannot succeed on an empty flat world: a diamond is never there.
const doomed: Plan = {
  goal: 'g',
  thoughts: '',
  plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'craft', args: { item: 'diamond_block', count: 1 } }] },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('thinking takes game time', () => {
  it('the simulated body turns wall time into 20 ticks per second, carrying fractions over', () => {
    const body = flat();
    const t0 = body.gameTick();
    expect(body.elapse(1000)).toBe(20);
    expect(body.elapse(30)).toBe(0);
    expect(body.elapse(30)).toBe(1); // 0.6 + 0.6 ticks
    expect(body.gameTick() - t0).toBe(21);
  });

  it('a body told to pause while thinking keeps its clock still', () => {
    const body = flat(true);
    const t0 = body.gameTick();
    expect(body.elapse(60_000)).toBe(0);
    expect(body.gameTick()).toBe(t0);
  });

  it('mobs act while the agent thinks', () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
    body.world.setTime(18000);
    // Food 17: no natural regeneration to heal the hits back (it needs food ≥ 18).
    body.world.player.food = 17;
    body.world.player.saturation = 0;
    body.world.spawnMob('zombie', { x: 2, y: FLAT_SURFACE + 1, z: 0 });
    body.elapse(10_000);
    expect(body.vitals().health).toBeLessThan(20);
  });

  it('the run charges the planning time at its start and traces it', async () => {
    const body = flat();
    const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: 'g', plan: doomed, thoughtMs: 5000, reflexes: false });
    const think = r.trace.find((e) => e.type === 'think');
    expect(think).toMatchObject({ what: 'plan', wallMs: 5000, ticks: 100 });
    expect(r.ticks).toBeGreaterThanOrEqual(100);
  });

  it('a slow repair costs game time; with the clock paused it costs none', async () => {
    const ticksWith = async (pause: boolean): Promise<number[]> => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const body = flat(pause);
      let asked = 0;
      const r = await runTree({
        body,
        knowledge: k,
        skills: SKILLS,
        goal: 'g',
        plan: doomed,
        reflexes: false,
        repairer: async () => {
          // The repairer "thinks" for 30 s of wall time, as a slow LLM call would.
          vi.setSystemTime(Date.now() + 30_000);
          return asked++ === 0 ? { plan: doomed, by: 'llm', kind: 'retry', explanation: 'try again' } : { giveUp: 'no diamonds' };
        },
      });
      vi.useRealTimers();
      return r.trace.filter((e) => e.type === 'think').map((e) => (e as { ticks: number }).ticks);
    };
    expect(await ticksWith(false)).toEqual([600]);
    expect(await ticksWith(true)).toEqual([]);
  });
});
