import { HONEST } from '../../src/bench/honesty.js';
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { parseGoal } from '../../src/plan/index.js';
import {
  JARVIS_TASKS,
  ODYSSEY_COMBAT,
  ODYSSEY_FARMING,
  PLAN4MC_TASKS,
  TECH_TREE,
  failureKind,
  mobsNeeded,
  renderJarvis,
  renderOdyssey,
  renderPlan4Mc,
  renderTechTree,
  taskPlan,
  techTreeTasks,
  whyNotRun,
  type SuiteTask,
} from '../../src/bench/suites/index.js';
import { JARVIS_ITEMS } from '../../src/bench/suites/jarvis-tasks.js';
import { stepsToMinutes } from '../../src/bench/suites/plan4mc-tasks.js';
import { simMobs } from '../../src/bench/suites/odyssey-tasks.js';

const k = getKnowledge();

/** Every goal is read by parseGoal and names a known item or mob; the task either plans or says why not. */
function wellFormed(t: SuiteTask): void {
  for (const goal of [t.goal, ...(t.then ?? [])]) {
    const p = parseGoal(goal);
    expect(p, `${t.name}: "${goal}" is not read by parseGoal`).not.toBeNull();
    const thing = p!.thing.replace(/ /g, '_');
    if (p!.verb === 'kill') expect(k.isMob(thing) || k.isMob(thing.replace(/s$/, '')), `${t.name}: ${thing} is not a mob`).toBe(true);
    else expect(k.isItem(thing), `${t.name}: ${thing} is not an item`).toBe(true);
  }
  for (const item of Object.keys(t.start ?? {})) expect(k.isItem(item), `${t.name}: start item ${item}`).toBe(true);
  if (t.place) expect(k.isBlock(t.place), `${t.name}: place ${t.place}`).toBe(true);
  expect(t.minutes).toBeGreaterThan(0);
  const why = whyNotRun(t);
  if (why === null) expect(taskPlan(t).plan).toBeTruthy();
  else expect(why.length, `${t.name}: an empty reason`).toBeGreaterThan(10);
}

describe('technology tree table', () => {
  it('maps GITM names to distinct 1.20.4 items', () => {
    expect(TECH_TREE.length).toBeGreaterThanOrEqual(200);
    expect(new Set(TECH_TREE.map((t) => t.item)).size).toBe(TECH_TREE.length);
    expect(new Set(TECH_TREE.map((t) => t.gitm)).size).toBe(TECH_TREE.length);
    for (const t of TECH_TREE) expect(k.isItem(t.item), `${t.gitm} → ${t.item}`).toBe(true);
    const byGitm = new Map(TECH_TREE.map((t) => [t.gitm, t.item]));
    expect(byGitm.get('planks')).toBe('oak_planks');
    expect(byGitm.get('log')).toBe('oak_log');
    expect(byGitm.get('stonebrick')).toBe('stone_bricks');
    expect(byGitm.get('red_flower')).toBe('poppy');
  });

  it('has every item understood, or a planner reason for it', () => {
    const notRun = techTreeTasks().filter((t) => {
      wellFormed(t);
      return whyNotRun(t) !== null;
    });
    // The unplannable ones are reported, not hidden: today only a handful.
    expect(notRun.length).toBeLessThan(TECH_TREE.length / 10);
    for (const t of notRun) expect(whyNotRun(t)).toMatch(/^planner: /);
  });
});

describe('Plan4MC table', () => {
  it('has 40 tasks, 10 per group, each well formed', () => {
    expect(PLAN4MC_TASKS).toHaveLength(40);
    for (const g of ['Cut-Trees', 'Mine-Stones', 'Mine-Ores', 'Interact-Mobs']) expect(PLAN4MC_TASKS.filter((t) => t.group === g)).toHaveLength(10);
    PLAN4MC_TASKS.forEach(wellFormed);
  });

  it('turns env steps into game minutes at 20 per second', () => {
    expect(stepsToMinutes(3000)).toBe(2.5);
    expect(PLAN4MC_TASKS.find((t) => t.name === 'stick')!.minutes).toBe(2.5);
  });

  it('starts Cut-Trees empty and Interact-Mobs with a kit', () => {
    for (const t of PLAN4MC_TASKS.filter((x) => x.group === 'Cut-Trees')) expect(t.start).toBeUndefined();
    for (const t of PLAN4MC_TASKS.filter((x) => x.group === 'Interact-Mobs')) expect(Object.keys(t.start ?? {}).length).toBeGreaterThan(0);
  });
});

describe('JARVIS-1 sample', () => {
  it('samples every named group, each task well formed', () => {
    expect(Object.keys(JARVIS_ITEMS)).toEqual(['Wood', 'Stone', 'Iron', 'Gold', 'Diamond', 'Redstone', 'Blocks', 'Armor', 'Decoration', 'Food']);
    JARVIS_TASKS.forEach(wellFormed);
    expect(JARVIS_TASKS.find((t) => t.group === 'Diamond')!.minutes).toBe(30);
    expect(JARVIS_TASKS.find((t) => t.group === 'Wood')!.minutes).toBe(10);
  });

  it('lists tasks needing animals as not run in a world without mobs', () => {
    const beef = JARVIS_TASKS.find((t) => t.name === 'cooked_beef')!;
    expect(mobsNeeded(taskPlan(beef))).toContain('cow');
    expect(whyNotRun(beef, { mobs: false, keepInventory: true, ...HONEST })).toMatch(/cow/);
    expect(
      whyNotRun(
        JARVIS_TASKS.find((t) => t.name === 'bread')!,
        { mobs: false, keepInventory: true, ...HONEST },
      ),
    ).toBeNull();
  });
});

describe('Odyssey tasks', () => {
  it('runs the mobs the sim spawns and lists the others with a reason', () => {
    [...ODYSSEY_COMBAT, ...ODYSSEY_FARMING].forEach(wellFormed);
    for (const t of ODYSSEY_COMBAT) {
      const mobs = [t.goal, ...(t.then ?? [])].map((g) => k.resolve(parseGoal(g)!.thing, 'mob')!);
      expect(Boolean(t.unsupported)).toBe(mobs.some((m) => !simMobs().includes(m)));
    }
    expect(ODYSSEY_COMBAT.find((t) => t.name === '3 zombies')!.goal).toBe('kill 3 zombies');
    expect(taskPlan(ODYSSEY_COMBAT.find((t) => t.name === '1 zombie + 1 skeleton')!).plan.type).toBe('sequence');
  });
});

describe('failure kinds', () => {
  it('folds deaths, budgets and step messages', () => {
    expect(
      failureKind({
        code: 'died',
        reason: 'gave up: rules: already tried "the bot died (mine #logs: died (zombie) on the way to (7, 67, 6)); retry" at /plan/steps/1',
      }),
    ).toBe('died (zombie)');
    expect(failureKind({ code: 'timeout', reason: 'game-time budget of 36000 ticks used up' })).toBe('game-time budget used up');
    expect(failureKind({ code: 'timeout', reason: 'game-time budget of 36000 ticks used up', lastStep: 'kill cow' })).toBe('game-time budget used up in kill');
    expect(
      failureKind({
        code: 'died',
        reason: 'gave up: rules: already tried "the bot died (mine flint: died while digging gravel); retry" at /plan/steps/0 once',
      }),
    ).toBe('died (while digging gravel)');
    expect(
      failureKind({
        code: 'not_found',
        reason: 'gave up: rules: not_found at /plan/steps/1 and nothing to search for: place furnace: place: no free spot next to the player',
      }),
    ).toBe('not_found: place: no free spot next to the player');
  });
});

describe('suite tables', () => {
  const run = (seed: number, ok: boolean, reason = ok ? 'goal reached' : 'game-time budget of 100 ticks used up') => ({
    seed,
    ok,
    reason,
    code: ok ? null : 'timeout',
    minutes: 2,
    wallMs: 5,
    repairs: 0,
    health: 14,
    deaths: 0,
  });

  it('reports Plan4MC group rates from the runs, beside the published figure, naming the environment', () => {
    const md = renderPlan4Mc(
      [
        { name: 'stick', goal: 'obtain 1 stick', notRun: null, runs: [run(1, true), run(2, false)] },
        { name: 'bowl', goal: 'obtain 1 bowl', notRun: 'planner: no source', runs: [] },
      ],
      2,
    );
    expect(md).toContain('| Cut-Trees | 2 | 3000 steps = 2.50 min | 0.250 | - | 0.417 | 0.260 |');
    expect(md).toMatch(/simulated world \(MC 1\.20\.4 rules\), offline knowledge planner, rules repairer, no LLM/);
    expect(md).toContain('| bowl | planner: no source |');
    expect(md).toContain('| game-time budget used up | 1 |');
  });

  it('reports Odyssey health left and the technology tree totals', () => {
    const od = renderOdyssey([{ name: '1 zombie', goal: 'kill 1 zombie', notRun: null, runs: [run(1, true), run(2, true)] }], [], 2);
    expect(od).toContain('| 1 zombie | kill 1 zombie | 2/2 | 2.0 | 14.0 | 0 | 8/8 |');
    const tt = renderTechTree([{ name: 'diamond', goal: 'obtain 1 diamond', notRun: null, runs: [run(1, false), run(2, true)] }], 2);
    expect(tt).toContain('| items obtained at least once | 1/1 |');
    expect(tt).toContain('| diamond | 50.0% | 40% |');
    const jv = renderJarvis([{ name: 'bread', goal: 'obtain 1 bread', notRun: null, runs: [run(1, true)] }], 1);
    expect(jv).toContain('| Food | 1 of 9 | 10 min | 100.0 | 46.75 | 22.85 |');
  });
});
