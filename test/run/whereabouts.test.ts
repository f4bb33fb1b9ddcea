import { describe, expect, it } from 'vitest';
import type { Body, DeathRecord, Vec3Like } from '../../src/contracts/body.js';
import { fail, ok } from '../../src/contracts/outcome.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { runTree, TraceRecorder } from '../../src/run/index.js';
import { SAMPLE_TICKS, Whereabouts } from '../../src/run/whereabouts.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { TEST_SKILLS } from './test-skills.js';

/** Just what Whereabouts reads of a body, moved by hand; `ticking` gives it onTick as the simulated world has. */
function fakeBody(ticking: boolean) {
  let pos: Vec3Like = { x: 0.5, y: 64, z: 0.5 };
  let tick = 0;
  const deaths: DeathRecord[] = [];
  const listeners = new Set<() => void>();
  const body = {
    position: () => ({ ...pos }),
    gameTick: () => tick,
    deaths: () => deaths,
    ...(ticking ? { onTick: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) } : {}),
  } as unknown as Body;
  return {
    body,
    listeners,
    /** One game tick, ending at `to`. */
    step(to: Vec3Like) {
      tick++;
      pos = to;
      for (const l of listeners) l();
    },
    die(cause: string, respawn: Vec3Like) {
      tick++;
      deaths.push({ gameTick: tick, cause, lost: [] });
      pos = respawn;
      for (const l of listeners) l();
    },
  };
}

const recorder = (b: Body) => new TraceRecorder(() => b.gameTick(), false);
const positions = (t: TraceRecorder) => t.events.filter((e) => e.type === 'position').map((e) => (e as Extract<TraceEvent, { type: 'position' }>).pos);

describe('Whereabouts', () => {
  it('samples a walk at most once a game second and a bot standing still not at all', () => {
    const w = fakeBody(true);
    const trace = recorder(w.body);
    const where = new Whereabouts(w.body, trace);
    where.start();
    for (let i = 1; i <= 200; i++) w.step({ x: 0.5 + i * 0.25, y: 64, z: 0.5 }); // 50 blocks east in 10 game seconds
    const walked = positions(trace).length;
    for (let i = 0; i < 400; i++) w.step({ x: 50.5, y: 64, z: 0.5 });
    expect(positions(trace).length).toBe(walked);
    expect(walked).toBeLessThanOrEqual(1 + 200 / SAMPLE_TICKS);
    expect(walked).toBeGreaterThanOrEqual(200 / SAMPLE_TICKS);
    where.stop();
    expect(w.listeners.size).toBe(0);
    expect(positions(trace).at(-1)).toEqual({ x: 50.5, y: 64, z: 0.5 });
    expect(positions(trace)[0]).toEqual({ x: 0.5, y: 64, z: 0.5 });
  });

  it('places a death where the bot last stood, not at its respawn point, and starts the path again there', () => {
    const w = fakeBody(true);
    const trace = recorder(w.body);
    const where = new Whereabouts(w.body, trace);
    where.start();
    for (let i = 1; i <= 40; i++) w.step({ x: 0.5, y: 64, z: 0.5 + i });
    w.die('fell from a high place', { x: 100.5, y: 70, z: 100.5 });
    const death = trace.events.find((e) => e.type === 'death');
    expect(death).toMatchObject({ pos: { x: 0.5, y: 64, z: 40.5 }, cause: 'fell from a high place' });
    const after = trace.events.slice(trace.events.indexOf(death!) + 1);
    expect(after[0]).toMatchObject({ type: 'position', pos: { x: 100.5, y: 70, z: 100.5 } });
  });

  it('reads digs, placements and kills off verb outcomes, and watches a body without onTick on the heartbeat', () => {
    const w = fakeBody(false);
    const trace = recorder(w.body);
    const where = new Whereabouts(w.body, trace);
    where.start();
    where.afterVerb('dig', [{ x: 3.2, y: 63, z: -1.7 }, null], ok({ cobblestone: 1 }, { block: 'stone' }));
    where.afterVerb('dig', [{ x: 9, y: 63, z: 9 }, null], fail('no_tool', 'needs a pickaxe'));
    where.afterVerb('place', ['crafting_table', null, null], ok({ crafting_table: -1 }, { pos: { x: 1, y: 64, z: 0 } }));
    w.step({ x: 5.5, y: 64, z: 5.5 });
    where.afterVerb('attack', [7, null], ok({ rotten_flesh: 1 }, { killed: 'zombie' }));
    for (let i = 0; i < SAMPLE_TICKS; i++) w.step({ x: 9.5, y: 64, z: 5.5 });
    where.heartbeat();
    const kinds = trace.events.map((e) => e.type);
    expect(kinds).toEqual(['position', 'dig', 'place', 'position', 'kill', 'position']);
    expect(trace.events[1]).toMatchObject({ pos: { x: 3, y: 63, z: -2 }, block: 'stone' });
    expect(trace.events[2]).toMatchObject({ pos: { x: 1, y: 64, z: 0 }, block: 'crafting_table' });
    expect(trace.events[4]).toMatchObject({ pos: { x: 5.5, y: 64, z: 5.5 }, mob: 'zombie' });
  });
});

describe('a run records where it went', () => {
  it('samples the start and the end, and leaves the samples out of the failure report', async () => {
    const body = createScriptedBody({ position: { x: 2.5, y: 64, z: -3.5 } });
    body.script('craft', fail('not_found', 'no stick anywhere'));
    let recent: TraceEvent[] = [];
    const p = {
      goal: 'g',
      thoughts: '',
      plan: { type: 'sequence' as const, steps: [{ type: 'skill' as const, skill: 'make', args: { item: 'stick', count: 1 } }] },
    };
    const r = await runTree({
      body,
      knowledge: getKnowledge(),
      skills: TEST_SKILLS,
      goal: 'g',
      plan: p,
      heartbeatMs: 5,
      repairer: async (report) => ((recent = report.recent), { giveUp: 'test' }),
    });
    expect(r.reason).toBe('gave up: test');
    expect(r.trace[1]).toMatchObject({ type: 'position', pos: { x: 2.5, y: 64, z: -3.5 } });
    expect(r.trace.at(-2)).toMatchObject({ type: 'position' });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.some((e) => e.type === 'position')).toBe(false);
  });
});
