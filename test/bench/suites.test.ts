import { HONEST } from '../../src/bench/honesty.js';
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { parseGoal } from '../../src/plan/index.js';
import {
  GITM_NOT_MODELLED,
  GITM_RENAMED,
  GITM_TASKS,
  JARVIS_TASKS,
  ODYSSEY_COMBAT,
  ODYSSEY_FARMING,
  PLAN4MC_EMPTY,
  PLAN4MC_TASKS,
  failureKind,
  gitmItem,
  mobsNeeded,
  renderJarvis,
  renderOdyssey,
  renderPlan4Mc,
  renderTechTree,
  taskPlan,
  whyNotRun,
  benchJarvis,
  type SuiteTask,
  type TaskResult,
} from '../../src/bench/suites/index.js';
import { JARVIS_BIOMES, JARVIS_GROUPS, JARVIS_NAMES } from '../../src/bench/suites/jarvis-tasks.js';
import { stepsToMinutes } from '../../src/bench/suites/plan4mc-tasks.js';
import { paperTables } from '../../src/bench/tables.js';
import { BIOMES } from '../../src/sim/biomes.js';
import { simMobs } from '../../src/bench/suites/odyssey-tasks.js';

const k = getKnowledge();

/** Every goal is read by parseGoal and names a known item or mob; the task either plans or says why not. */
function wellFormed(t: SuiteTask): void {
  for (const goal of [t.goal, ...(t.then ?? [])]) {
    const p = parseGoal(goal);
    expect(p, `${t.name}: "${goal}" is not read by parseGoal`).not.toBeNull();
    const thing = p!.thing.replace(/^minecraft:/, '').replace(/ /g, '_');
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

describe("GITM's 262 rows", () => {
  it('map each printed name to a 1.20.4 item, or list it as not in the simulated overworld', () => {
    const rows = paperTables().gitm;
    expect(rows).toHaveLength(262);
    expect(GITM_TASKS).toHaveLength(261); // bow is printed twice
    expect(GITM_TASKS.find((t) => t.name === 'bow')!.published).toEqual([100, 6]);
    for (const r of rows) {
      const m = gitmItem(r.name);
      expect(k.isItem(m.item), `"${r.name}" → ${m.item}`).toBe(true);
    }
    // Every explicit entry names a printed row: no stale mapping.
    for (const name of [...Object.keys(GITM_RENAMED), ...Object.keys(GITM_NOT_MODELLED)])
      expect(
        rows.some((r) => r.name === name),
        name,
      ).toBe(true);
    // Two printed names never ask for the same item.
    expect(new Set(GITM_TASKS.map((t) => t.mapped.item)).size).toBe(GITM_TASKS.length);
  });

  it('read the pre-1.13 ids, not the 1.20.4 ids of the same spelling', () => {
    const item = (n: string) => gitmItem(n).item;
    expect(item('planks')).toBe('oak_planks');
    expect(item('stonebrick')).toBe('stone_bricks');
    expect(item('red flower')).toBe('poppy');
    expect(item('stone slab2')).toBe('red_sandstone_slab');
    expect(item('enchancing table')).toBe('enchanting_table');
    expect(item('melon')).toBe('melon_slice');
    expect(item('melon block')).toBe('melon');
    expect(item('snow')).toBe('snow_block');
    expect(item('snow layer')).toBe('snow');
    expect(item('stone stairs')).toBe('cobblestone_stairs');
    expect(item('iron ore')).toBe('raw_iron');
    expect(gitmItem('wool').group).toBe('any wool colour');
    // Rabbits and slimes live in the simulated world now: their items are run.
    for (const n of ['rabbit', 'rabbit foot', 'slime ball', 'slime', 'lead', 'sticky piston']) expect(gitmItem(n).notModelled, n).toBeUndefined();
    expect(gitmItem('slime').item).toBe('slime_block');
  });

  it("run every item the world can hold, or give the planner's reason", () => {
    const notRun = GITM_TASKS.filter((t) => {
      wellFormed(t);
      return whyNotRun(t) !== null;
    });
    for (const t of notRun) expect(whyNotRun(t)).toMatch(/^(planner: |not in the simulated overworld: )/);
    // Not hidden: 16 of GITM's printed names are not in the simulated overworld (badlands, jungles, dark forests, huge mushrooms, two-block plants).
    expect(notRun.filter((t) => !/^not in the simulated/.test(whyNotRun(t)!)).length).toBeLessThan(GITM_TASKS.length / 20);
    expect(GITM_TASKS.find((t) => t.name === 'jungle door')!.unsupported).toBeUndefined();
    expect(GITM_TASKS.find((t) => t.name === 'red mushroom block')!.unsupported).toMatch(/silk touch/);
  });
});

describe('Plan4MC table', () => {
  it('has 40 tasks, 10 per group, each well formed, from an empty start too', () => {
    expect(PLAN4MC_TASKS).toHaveLength(40);
    for (const g of ['Cut-Trees', 'Mine-Stones', 'Mine-Ores', 'Interact-Mobs']) expect(PLAN4MC_TASKS.filter((t) => t.group === g)).toHaveLength(10);
    PLAN4MC_TASKS.forEach(wellFormed);
    PLAN4MC_EMPTY.forEach(wellFormed);
    for (const t of PLAN4MC_EMPTY) expect(t.start).toBeUndefined();
  });

  it('gives each task its own step limit and half of it, in its own biome', () => {
    expect(stepsToMinutes(3000)).toBe(2.5);
    const stoneAxe = PLAN4MC_TASKS.find((t) => t.name === 'stone_axe')!;
    expect(stoneAxe.minutes).toBeCloseTo(10000 / 1200);
    expect(stoneAxe.halfMinutes).toBeCloseTo(5000 / 1200);
    expect(stoneAxe.biomes).toEqual(['forest']); // forest_hills
    expect(PLAN4MC_TASKS.find((t) => t.name === 'stone_slab')!.minutes).toBe(2.5); // 3000, not its group's 10000
    expect(PLAN4MC_TASKS.find((t) => t.name === 'torch')!.biomes).toEqual(['windswept_hills']);
  });

  it('starts with a kit that fits the counts the paper printed', () => {
    for (const t of PLAN4MC_TASKS) {
      const counts = t.row.toolCounts;
      const kit = Object.values(t.start ?? {});
      if (t.group === 'Mine-Ores')
        expect(kit, t.name).toEqual([]); // *5, *64: the items are lost
      else if (t.name === 'wool')
        expect(kit).toEqual([1]); // the *2 icon is left out
      else
        expect(
          [...kit].sort((a, b) => a - b),
          t.name,
        ).toEqual([...counts].sort((a, b) => a - b));
    }
  });
});

describe('JARVIS-1 appendix', () => {
  it('has all 147 tasks in the 10 groups, each well formed, with its own limit, start and biome', () => {
    expect(JARVIS_TASKS).toHaveLength(147);
    expect([...new Set(JARVIS_TASKS.map((t) => t.group))]).toEqual(JARVIS_GROUPS);
    expect(new Set(JARVIS_TASKS.map((t) => t.name)).size).toBe(147);
    JARVIS_TASKS.forEach(wellFormed);
    const t = (name: string) => JARVIS_TASKS.find((x) => x.name === name)!;
    expect(t('diamond').minutes).toBe(30);
    expect(t('gold_ore').minutes).toBe(30); // a Blocks task with the 36,000-step limit
    expect(t('stick').minutes).toBe(10);
    expect(t('stick').start).toBeUndefined();
    expect(t('iron_axe').start).toBeUndefined(); // the one Iron task given nothing
    expect(t('iron_pickaxe').start).toEqual({ iron_axe: 1 });
    expect(t('oak_log (Blocks)').start).toEqual({ iron_axe: 1 });
    expect(t('iron_ore').goal).toBe(`obtain 1 minecraft:${JARVIS_NAMES.iron_ore}`);
    // The Stone group's "stone" is the smelted block: the everyday word would let cobblestone pass the task.
    expect(taskPlan(t('stone')).plan).toMatchObject({
      steps: expect.arrayContaining([expect.objectContaining({ skill: 'smelt', args: expect.objectContaining({ item: 'stone' }) })]),
    });
    expect(t('red_dye').biomeNote).toMatch(/no flower forest/);
    expect(whyNotRun(t('dark_oak_log'))).toBeNull();
    expect(t('dark_oak_log').biomes).toEqual(['dark_forest']);
    for (const b of Object.values(JARVIS_BIOMES)) for (const x of b.biomes) expect(BIOMES).toContain(x);
  });

  it('runs tasks needing animals in the paper setting (passive animals kept), and lists them only in a world without mobs', () => {
    const beef = JARVIS_TASKS.find((t) => t.name === 'cooked_beef')!;
    expect(mobsNeeded(taskPlan(beef))).toContain('cow');
    expect(whyNotRun(beef, { mobs: true, hostiles: false, keepInventory: true, ...HONEST })).toBeNull();
    expect(whyNotRun(beef, { mobs: false, keepInventory: true, ...HONEST })).toMatch(/cow/);
  });
});

describe('a small subset end to end', () => {
  it("runs JARVIS-1's stick in the paper's setting and in survival, in its biome, the clock paused", async () => {
    const honesty = { xray: false, pauseWhileThinking: true };
    const jv = await benchJarvis(1, honesty, (n) => n === 'stick');
    const data = jv.data as { results: TaskResult[]; survival: { results: TaskResult[]; rules: { hostiles: boolean } } };
    expect(data.results.map((r) => r.runs.map((x) => [x.ok, ['plains', 'forest'].includes(x.startBiome!)]))).toEqual([[[true, true]]]);
    expect(data.survival.rules.hostiles).toBe(true);
    expect(data.survival.results[0]!.runs).toHaveLength(1);
    expect(jv.markdown).toContain('| Wood | stick | 10 min | Plains/Forest | 100.0% |');
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
    // A colon inside brackets splits the message there: the kind keeps no stray closing bracket.
    expect(
      failureKind({
        code: 'world_error',
        reason: 'repair budget of 3 used up; last failure at /plan/steps/2: mine raw_iron: stuck (swim: out of breath under water)',
      }),
    ).toBe('world_error: out of breath under water');
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
    // stick 1/2, its success at 2 game min past the ½-steps limit (1.25 min); bowl not run: 1/4. Published: the means over these two tasks.
    expect(md).toContain('| Cut-Trees | 2 | 3000 | 0.250 | 0.000 | - | 0.000 | 0.215 | 0.185 | 0.270 | 0.435 | 0.385 | 0.700 |');
    expect(md).toContain('| Cut-Trees | stick | 3000 | plains | nothing | 1/2 | 0/2 | - | 0.00 | 0.03 | 0.30 | 0.27 | 0.30 | 0.30 | 0.43 |');
    expect(md).toMatch(/simulated world \(MC 1\.20\.4 rules\), offline knowledge planner, rules repairer, no LLM/);
    expect(md).toContain('| bowl | planner: no source |');
    expect(md).toContain('| game-time budget used up | 1 |');
  });

  it('reports Odyssey health left and the technology tree totals', () => {
    const od = renderOdyssey([{ name: '1 zombie', goal: 'kill 1 zombie', notRun: null, runs: [run(1, true), run(2, true)] }], [], 2);
    expect(od).toContain('| 1 zombie | kill 1 zombie | 2/2 | 2.0 | 14.0 | 0 | 8/8 |');
    const tt = renderTechTree([{ name: 'red flower', goal: 'obtain 1 poppy', notRun: null, runs: [run(1, false), run(2, true)] }], 2);
    expect(tt).toContain('| items obtained at least once in 2 seeds | 1/1 |');
    expect(tt).toContain('| red flower | poppy (of any small flower but the dandelion) | 50.0% | 50% |');
    const rules = { mobs: true, hostiles: false, keepInventory: true, ...HONEST };
    const paper = {
      rules,
      wallMs: 1000,
      results: [{ name: 'cooked_beef', goal: 'obtain 1 cooked_beef', notRun: null, runs: [{ ...run(1, true), startBiome: 'plains' }] }],
    };
    const survival = { ...paper, rules: { ...rules, hostiles: true, keepInventory: false }, results: [{ ...paper.results[0]!, runs: [run(1, false)] }] };
    const jv = renderJarvis(paper, survival, 1);
    expect(jv).toContain('| Food | 1 of 9 | 10 min | 100.0 | 0.0 | 46.75 | 28.6 | 22.85 |');
    expect(jv).toContain('| Food | cooked_beef | 10 min | Plains | 100.0% | 0.0% | 28.6% |  |');
    expect(jv).toMatch(/no hostile mobs \(passive animals kept\), keepInventory on/);
  });
});
