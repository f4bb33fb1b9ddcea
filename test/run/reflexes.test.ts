/**
 * The reflex layer at run time, on the scripted body: a due reflex runs as a
 * node of the tree, the plan's running leaf waits (and a verb in flight is
 * interrupted and done again), and the leaf then carries on where it was.
 */
import { describe, expect, it } from 'vitest';
import { compilePlan, REFLEX_ROOT } from '../../src/compile/index.js';
import type { Plan, PlanNode } from '../../src/contracts/plan.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { runTree } from '../../src/run/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { make as makeSkill, REFLEX_TEST_SKILLS } from './test-skills.js';
import type { Skill } from '../../src/skills/types.js';

const k = getKnowledge();
const make = (item: string): PlanNode => ({ type: 'skill', skill: 'make', args: { item, count: 1 } });
const rest = (skill = 'rest'): PlanNode => ({ type: 'skill', skill, args: { ticks: 100 } });
const plan = (...steps: PlanNode[]): Plan => ({ goal: 'test', thoughts: '', plan: { type: 'sequence', steps } });
const run = (body: ReturnType<typeof createScriptedBody>, p: Plan, extra: Partial<Parameters<typeof runTree>[0]> = {}) =>
  runTree({ body, knowledge: k, skills: REFLEX_TEST_SKILLS, goal: p.goal, plan: p, heartbeatMs: 5, ...extra });
/** The trace as `kind path` lines, for the order of skills and reflexes. */
const story = (trace: TraceEvent[]) =>
  trace.flatMap((e) =>
    e.type === 'skill_start' || e.type === 'skill_end'
      ? [`${e.type} ${e.path}${e.type === 'skill_end' ? ` ${e.ok}` : ''}`]
      : e.type === 'reflex_start' || e.type === 'reflex_end'
        ? [`${e.type} ${e.name}`]
        : [],
  );

describe('the reflex layer', () => {
  it('wraps the plan: the compiled tree has a node per reflex', () => {
    const tree = compilePlan(plan(make('stick')), k, REFLEX_TEST_SKILLS);
    expect(tree.reflexes).toEqual([
      'lava',
      'unbury',
      'breathe',
      'defend',
      'retreat',
      'arm',
      'wear',
      'sleep',
      'shelter',
      'eat',
      'light',
      'bed',
      'toss_junk',
      'spare_pickaxe',
    ]);
    const text = JSON.stringify(tree.definition);
    for (const name of tree.reflexes) expect(text).toContain(`"${REFLEX_ROOT}/${name}"`);
    expect(compilePlan(plan(make('stick')), k, REFLEX_TEST_SKILLS, { reflexes: { names: ['eat'] } }).reflexes).toEqual(['eat']);
  });

  it('runs a due reflex before the leaf acts, then the leaf, once', async () => {
    const body = createScriptedBody({ inventory: { bread: 1 }, vitals: { food: 10 } });
    const r = await run(body, plan(make('stick'), make('torch')));
    expect(r.ok).toBe(true);
    expect(body.verbs()).toEqual(['consume', 'craft', 'craft']);
    expect(story(r.trace)).toEqual([
      'skill_start /plan/steps/0',
      'reflex_start eat',
      'reflex_end eat',
      'skill_end /plan/steps/0 true',
      'skill_start /plan/steps/1',
      'skill_end /plan/steps/1 true',
    ]);
  });

  it('keeps food a later step uses up (beef to cook) while hungry, and eats it when starving', async () => {
    // A step that uses up the beef it is given: the beef is an ingredient of the tree from the start.
    const cook: Skill<{ item: string }> = {
      ...(makeSkill as unknown as Skill<{ item: string }>),
      name: 'cook',
      args: { item: { type: 'string', description: 'item' } },
      requirements: (a) => ({ consumes: [{ item: a.item, count: 1 }], needs: [] }),
      effects: () => ({ has: [{ item: 'cooked_beef', count: 1 }] }),
      done: (body) => body.count('cooked_beef') > 0,
      run: (body, _a, signal) => body.craft('cooked_beef', 1, null, signal),
    };
    const skills = [...REFLEX_TEST_SKILLS, cook];
    const p = plan(make('stick'), { type: 'skill', skill: 'cook', args: { item: 'beef' } });
    const hungry = createScriptedBody({ inventory: { beef: 1 }, vitals: { food: 12, health: 15 } });
    expect((await run(hungry, p, { skills })).ok).toBe(true);
    // Nothing eaten before the beef is cooked (what is eaten after, the cooked beef, is no step's ingredient).
    expect(hungry.verbs().slice(0, 2)).toEqual(['craft', 'craft']);
    const starving = createScriptedBody({ inventory: { beef: 1 }, vitals: { food: 4, health: 15 } });
    await run(starving, p, { skills });
    expect(starving.verbs()[0]).toBe('consume');
  });

  it('interrupts a verb in flight, and the paused leaf does it again and succeeds', async () => {
    const body = createScriptedBody({ vitals: { food: 10 } });
    const gate = body.hold('wait');
    const running = run(body, plan(rest()));
    await gate.entered;
    body.give('bread', 1); // now eating is due: the heartbeat's next step starts the reflex
    const r = await running;
    expect(r.ok).toBe(true);
    expect(body.verbs()).toEqual(['wait', 'consume', 'wait']);
    expect(story(r.trace)).toEqual(['skill_start /plan/steps/0', 'reflex_start eat', 'reflex_end eat', 'skill_end /plan/steps/0 true']);
    expect(r.trace.filter((e) => e.type === 'node' && e.path === `${REFLEX_ROOT}/eat`).length).toBeGreaterThan(0);
  });

  it('stays quiet while a skill turns the reflex off, and acts once it has finished', async () => {
    const body = createScriptedBody({ inventory: { bread: 1 }, vitals: { food: 10 } });
    const r = await run(body, plan(rest('quiet'), make('stick')));
    expect(r.ok).toBe(true);
    expect(body.verbs()).toEqual(['wait', 'consume', 'craft']);
  });

  it('with the layer off, nothing but the plan runs', async () => {
    const body = createScriptedBody({ inventory: { bread: 1 }, vitals: { food: 10 } });
    const r = await run(body, plan(make('stick')), { reflexes: false });
    expect(r.ok).toBe(true);
    expect(body.verbs()).toEqual(['craft']);
    expect(r.trace.some((e) => e.type === 'reflex_start')).toBe(false);
  });

  it('fails with the plan: a failing leaf is reported, not hidden by the layer', async () => {
    const body = createScriptedBody({ script: { craft: [{ ok: false, code: 'missing_item', message: 'no planks' }] } });
    const r = await run(body, plan(make('stick'), make('torch')));
    expect(r).toMatchObject({ ok: false, path: '/plan/steps/0', code: 'missing_item' });
    expect(body.verbs()).toEqual(['craft']);
  });
});
