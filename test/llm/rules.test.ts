import { beforeAll, describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Knowledge } from '../../src/knowledge/types.js';
import { createRepairChain, createRuleRepairer } from '../../src/llm/rules.js';
import { knowledgePlan, validatePlan } from '../../src/plan/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import type { RepairDecision, Repairer } from '../../src/run/types.js';
import { reportFor } from './report.js';
import { rootSteps, skillIndex, skillStep } from '../support/plan-steps.js';

let k: Knowledge;
let diamond: Plan;
beforeAll(() => {
  k = getKnowledge();
  diamond = knowledgePlan('obtain a diamond', k);
});
const indexOf = (p: Plan, skill: string, key: string, value: string) => skillIndex(p, skill, { [key]: value });
const decided = (d: RepairDecision | { giveUp: string }): RepairDecision => {
  if ('giveUp' in d) throw new Error(`expected a repair, got give-up: ${d.giveUp}`);
  expect(validatePlan(d.plan, k).ok).toBe(true);
  return d;
};

describe('rule repairer', () => {
  it('not_found for an ore: strip-mine at its best depth before the failed step, wider each time', async () => {
    const rules = createRuleRepairer(k);
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    const d = decided(await rules(reportFor(diamond, `/plan/steps/${at}`, 'not_found')));
    expect(d).toMatchObject({ by: 'rules', kind: 'insert_before' });
    // Its best depth above the lava sea: -53, not -58 where caves are lava.
    const best = k.oreDepth('diamond_ore')!.mineY;
    expect(best).toBe(-53);
    expect(rootSteps(d.plan)[at]).toEqual({ type: 'skill', skill: 'explore', args: { target: 'diamond', strategy: 'strip_mine', y: best, radius: 64 } });
    expect(rootSteps(d.plan)[at + 1]).toEqual(rootSteps(diamond)[at]);
    const again = decided(await rules(reportFor(d.plan, `/plan/steps/${at + 1}`, 'not_found')));
    expect(skillStep(again.plan, at + 1).args.radius).toBe(128);
  });

  it('not_found for a surface block: a wider surface search; for a failed explore, retry it wider', async () => {
    const rules = createRuleRepairer(k);
    const d = decided(await rules(reportFor(diamond, '/plan/steps/0', 'not_found')));
    const logs = skillStep(diamond, 0).args.block;
    expect(skillStep(diamond, 0).skill).toBe('mine');
    expect(skillStep(d.plan, 0).args).toEqual({ target: logs, strategy: 'surface', y: null, radius: 128 });
    const e = decided(await rules(reportFor(d.plan, '/plan/steps/0', 'not_found')));
    expect(e.kind).toBe('retry');
    expect(skillStep(e.plan, 0).args).toEqual({ target: logs, strategy: 'surface', y: null, radius: 256 });
    expect(rootSteps(e.plan)).toHaveLength(rootSteps(d.plan).length);
  });

  it('not_found for a gather: searches farther for the water a bucket fills from (bread seed 2, a desert), the cows it milks', async () => {
    const rules = createRuleRepairer(k);
    const gather = (item: string): Plan => ({
      goal: `obtain ${item}`,
      thoughts: '',
      plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'gather', args: { item, count: 1 } }] },
    });
    const message = 'gather water_bucket: no water within 128 blocks of (205, 38, 185) (surface search)';
    const d = decided(await rules(reportFor(gather('water_bucket'), '/plan/steps/0', 'not_found', { message })));
    expect(d.kind).toBe('insert_before');
    expect(skillStep(d.plan, 0)).toMatchObject({ skill: 'explore', args: { target: 'water', strategy: 'surface', radius: 256 } });
    expect(skillStep(d.plan, 1)).toMatchObject({ skill: 'gather', args: { item: 'water_bucket' } });
    const milk = decided(await rules(reportFor(gather('milk_bucket'), '/plan/steps/0', 'not_found')));
    expect(skillStep(milk.plan, 0).args).toMatchObject({ target: 'cow', strategy: 'surface' });
  });

  it('not_found inside obtain: searches for what the failing chain step wanted', async () => {
    const plan: Plan = {
      goal: 'obtain a diamond',
      thoughts: '',
      plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'obtain', args: { item: 'diamond', count: 1 } }] },
    };
    const d = decided(await createRuleRepairer(k)(reportFor(plan, '/plan/steps/0', 'not_found', { details: { step: 7, action: 'mine', item: 'raw_iron' } })));
    expect(skillStep(d.plan, 0).args).toMatchObject({ target: 'raw_iron', strategy: 'strip_mine' });
    // At stone iron's level (16), not deepslate iron's (0): the tunnel the mine skill digs itself, where digs take half the time.
    expect(skillStep(d.plan, 0).args.y).toBe(k.oreDepth('iron_ore')!.mineY);
    expect(k.oreDepth('iron_ore')!.mineY).toBeGreaterThan(k.oreDepth('deepslate_iron_ore')!.mineY);
  });

  it('unreachable from a tunnel hemmed in on every side: a search elsewhere, widened each time, not one retry and give up', async () => {
    // Diamond seed 11 gave up at 10 game minutes of 60 after one retry of a tunnel ringed by lava and water.
    const plan: Plan = {
      goal: 'diamond',
      thoughts: '',
      plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'mine', args: { block: 'diamond', count: 3 } }] },
    };
    const repairer = createRuleRepairer(k);
    const hemmed = () => reportFor(plan, '/plan/steps/0', 'unreachable', { message: 'mine diamond: lava, water or a hole on every side of the tunnel' });
    const radii: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const d = decided(await repairer(hemmed()));
      // An explore step put before the mine, as for a mine that found nothing.
      expect(skillStep(d.plan, 0)).toMatchObject({ skill: 'explore', args: { target: 'diamond', strategy: 'strip_mine' } });
      radii.push(skillStep(d.plan, 0).args.radius);
    }
    expect(radii).toEqual([64, 128, 256]);
  });

  it('no_tool: obtain the tool before the step that owns a failed prerequisite', async () => {
    const at = indexOf(diamond, 'mine', 'block', 'raw_iron');
    const d = decided(
      await createRuleRepairer(k)(
        reportFor(diamond, `/plan/steps/${at}/needs/2`, 'no_tool', {
          skill: 'mine',
          args: { block: 'raw_iron', count: 3 },
          details: { needs: 'stone_pickaxe' },
        }),
      ),
    );
    expect(rootSteps(d.plan)[at]).toEqual({ type: 'skill', skill: 'obtain', args: { item: 'stone_pickaxe', count: 1 } });
    expect(rootSteps(d.plan)).toHaveLength(rootSteps(diamond).length + 1);
  });

  it('missing_item: obtain what is missing, counting what the inventory holds', async () => {
    const at = indexOf(diamond, 'craft', 'item', 'iron_pickaxe');
    const d = decided(
      await createRuleRepairer(k)(
        reportFor(diamond, `/plan/steps/${at}`, 'missing_item', {
          details: {
            missing: [
              { item: 'iron_ingot', count: 2 },
              { item: 'stick', count: 1 },
            ],
          },
          inventory: [{ name: 'iron_ingot', count: 1 }],
        }),
      ),
    );
    expect(rootSteps(d.plan)[at]).toEqual({
      type: 'sequence',
      steps: [
        { type: 'skill', skill: 'obtain', args: { item: 'iron_ingot', count: 3 } },
        { type: 'skill', skill: 'obtain', args: { item: 'stick', count: 1 } },
      ],
    });
  });

  it('missing_item without a name (a server that only says "missing ingredient"): retry, so the recompiled step obtains what is short', async () => {
    const at = indexOf(diamond, 'craft', 'item', 'iron_pickaxe');
    const d = decided(await createRuleRepairer(k)(reportFor(diamond, `/plan/steps/${at}`, 'missing_item', { message: 'craft: Error: missing ingredient' })));
    expect(d.kind).toBe('retry');
    expect(d.plan).toEqual(diamond);
  });

  it('inventory_full: drop junk the plan does not use, keeping some cobblestone', async () => {
    const inventory = [
      { name: 'dirt', count: 64 },
      { name: 'cobblestone', count: 40 },
      { name: 'gravel', count: 5 },
      { name: 'oak_log', count: 10 },
    ];
    const mining: Plan = {
      goal: 'obtain a furnace',
      thoughts: '',
      plan: {
        type: 'sequence',
        steps: [
          { type: 'skill', skill: 'mine', args: { block: 'cobblestone', count: 8 } },
          { type: 'skill', skill: 'craft', args: { item: 'furnace', count: 1 } },
        ],
      },
    };
    const d = decided(await createRuleRepairer(k)(reportFor(mining, '/plan/steps/1', 'inventory_full', { inventory })));
    // The plan mines cobblestone, so it stays; dirt and gravel go.
    expect(rootSteps(d.plan)[1]).toEqual({
      type: 'sequence',
      steps: [
        { type: 'skill', skill: 'drop', args: { item: 'dirt', count: 64 } },
        { type: 'skill', skill: 'drop', args: { item: 'gravel', count: 5 } },
      ],
    });
    const plain: Plan = { goal: 'obtain a diamond', thoughts: '', plan: { type: 'skill', skill: 'obtain', args: { item: 'diamond', count: 1 } } };
    const e = decided(await createRuleRepairer(k)(reportFor(plain, '/plan', 'inventory_full', { inventory })));
    expect(JSON.stringify(e.plan)).toContain('{"item":"cobblestone","count":24}');
    const none = await createRuleRepairer(k)(reportFor(diamond, '/plan/steps/3', 'inventory_full', { inventory: [{ name: 'diamond', count: 64 }] }));
    expect(none).toMatchObject({ giveUp: expect.stringMatching(/nothing Sapling counts as junk/) });
  });

  it('died: retries the step unchanged, since compiled leaves re-obtain what was lost', async () => {
    const d = decided(await createRuleRepairer(k)(reportFor(diamond, '/plan/steps/5', 'died', { details: { lost: [{ name: 'stone_pickaxe', count: 1 }] } })));
    expect(d.kind).toBe('retry');
    expect(d.plan).toEqual(diamond);
  });

  it('timeout is retried once, then the rules give up', async () => {
    const rules = createRuleRepairer(k);
    decided(await rules(reportFor(diamond, '/plan/steps/5', 'timeout')));
    expect(await rules(reportFor(diamond, '/plan/steps/5', 'timeout'))).toMatchObject({ giveUp: expect.stringMatching(/already tried .* once/) });
  });

  it('after the longest tunnel, tunnels a few levels higher rather than repeating itself', async () => {
    const rules = createRuleRepairer(k);
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    let plan = diamond;
    const ys: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const d = decided(await rules(reportFor(plan, `/plan/steps/${at}`, 'not_found')));
      plan = d.plan;
      ys.push(skillStep(plan, at).args.y);
    }
    const best = k.oreDepth('diamond_ore')!.mineY;
    expect(ys).toEqual([best, best, best, best + 4, best + 8]);
    expect(skillStep(plan, at).args.radius).toBe(256);
  });

  it('does not repeat a tunnel as short as the one the failed step already dug', async () => {
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    const message = 'mine diamond: no deepslate_diamond_ore in a 64-block tunnel at y=-53';
    const d = decided(await createRuleRepairer(k)(reportFor(diamond, `/plan/steps/${at}`, 'not_found', { message })));
    expect(d.explanation).toMatch(/strip-mine a 128-block tunnel/);
  });

  it('gives up after two identical repairs at the same path', async () => {
    const rules = createRuleRepairer(k);
    const at = indexOf(diamond, 'mine', 'block', 'raw_iron');
    const r = () => rules(reportFor(diamond, `/plan/steps/${at}`, 'no_tool', { details: { needs: 'stone_pickaxe' } }));
    decided(await r());
    decided(await r());
    const third = await r();
    expect(third).toMatchObject({
      giveUp: expect.stringMatching(new RegExp(`already tried "mine needs stone_pickaxe; obtain it first" at /plan/steps/${at} 2 times`)),
    });
  });

  it('gives up on a tool it cannot name, and on aborts', async () => {
    const rules = createRuleRepairer(k);
    expect(
      await rules(reportFor(diamond, '/plan/steps/7', 'no_tool', { skill: 'craft', args: { item: 'furnace', count: 1 }, message: 'no tool' })),
    ).toHaveProperty('giveUp');
    expect(await rules(reportFor(diamond, '/plan/steps/7', 'aborted'))).toHaveProperty('giveUp');
  });
});

describe('createRepairChain', () => {
  it('asks the next repairer only when the previous gives up', async () => {
    const calls: string[] = [];
    const llm: Repairer = async (r) => {
      calls.push(r.outcome.code);
      return { plan: r.plan, by: 'llm', kind: 'retry', explanation: 'llm' };
    };
    const chain = createRepairChain([createRuleRepairer(k), llm]);
    expect(await chain(reportFor(diamond, '/plan/steps/7', 'no_tool', { details: { needs: 'stone_pickaxe' } }))).toMatchObject({ by: 'rules' });
    expect(calls).toEqual([]);
    expect(await chain(reportFor(diamond, '/plan/steps/7', 'aborted'))).toMatchObject({ by: 'llm' });
    expect(calls).toEqual(['aborted']);
    const none = createRepairChain([createRuleRepairer(k), async () => ({ giveUp: 'critic: no idea' })]);
    expect(await none(reportFor(diamond, '/plan/steps/7', 'aborted'))).toEqual({ giveUp: 'rules: the step at /plan/steps/7 was aborted; critic: no idea' });
  });
});

describe('rule repairer, messages without details', () => {
  it('no_tool from a broken pickaxe: obtains the tool the failed step’s target needs', async () => {
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    const msg = 'mine diamond: deepslate broke but dropped nothing: it needs a better tool than bare hands';
    const d = decided(await createRuleRepairer(k)(reportFor(diamond, `/plan/steps/${at}`, 'no_tool', { message: msg })));
    expect(rootSteps(d.plan)[at]).toEqual({ type: 'skill', skill: 'obtain', args: { item: k.harvestTool('diamond_ore'), count: 1 } });
    const e = decided(
      await createRuleRepairer(k)(
        reportFor(diamond, '/plan/steps/0', 'no_tool', { skill: 'explore', args: { target: 'x' }, message: 'tuff broke but dropped nothing' }),
      ),
    );
    expect(skillStep(e.plan, 0).args.item).toBe(k.harvestTool('tuff'));
  });

  it('no_tool from a step inside obtain: the tool the body named as lacking', async () => {
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    const message =
      'obtain iron_pickaxe: step 2/5 (mine raw_iron 3) failed: mine raw_iron: dig: deepslate_iron_ore needs a tool the inventory lacks (stone_pickaxe, iron_pickaxe, diamond_pickaxe)';
    const report = reportFor(diamond, `/plan/steps/${at}`, 'no_tool', { skill: 'obtain', args: { item: 'iron_pickaxe', count: 1 }, message });
    const d = decided(await createRuleRepairer(k)(report));
    expect(rootSteps(d.plan)[at]).toEqual({ type: 'skill', skill: 'obtain', args: { item: 'stone_pickaxe', count: 1 } });
  });

  it('not_found for a target in sight but out of reach: retries instead of a search that would stop at once', async () => {
    const at = indexOf(diamond, 'mine', 'block', 'diamond');
    const d = decided(
      await createRuleRepairer(k)(
        reportFor(diamond, `/plan/steps/${at}`, 'not_found', { message: 'mine diamond: every deepslate_diamond_ore found is out of reach' }),
      ),
    );
    expect(d.kind).toBe('retry');
  });
});

describe('rule repairer: mobs and deaths', () => {
  const killPlan = (mob: string): Plan => ({
    goal: `kill ${mob}`,
    thoughts: '',
    plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'kill', args: { mob, count: 3 } }] },
  });

  it('died hunting a hostile with no weapon and no sword step: obtain a stone sword first', async () => {
    const d = decided(await createRuleRepairer(k)(reportFor(killPlan('zombie'), '/plan/steps/0', 'died', { message: 'kill zombie: died fighting (zombie)' })));
    expect(d.kind).toBe('insert_before');
    expect(rootSteps(d.plan)[0]).toEqual({ type: 'skill', skill: 'obtain', args: { item: 'stone_sword', count: 1 } });
  });

  it('died hunting with a sword step in the plan: plain retries, renewed only while the kills go up', async () => {
    const plan = knowledgePlan('kill 3 zombies', k);
    const at = skillIndex(plan, 'kill');
    const rules = createRuleRepairer(k);
    const died = (kills: number) =>
      rules(reportFor(plan, `/plan/steps/${at}`, 'died', { message: 'kill zombie: died fighting (skeleton)', details: { kills, of: 3 } }));
    // Three plain retries (the bot respawns and re-obtains what it lost), then the rules give up.
    for (let i = 0; i < 3; i++) expect(decided(await died(0)).kind).toBe('retry');
    expect(await died(0)).toHaveProperty('giveUp');
    // A kill since the last death is progress: a new retry, and its explanation says so.
    const more = decided(await died(1));
    expect(more.explanation).toMatch(/1 of 3 killed so far/);
  });

  it('not_found after a kill spiral of 128 blocks: the first search is already wider', async () => {
    const d = decided(
      await createRuleRepairer(k)(
        reportFor(killPlan('cow'), '/plan/steps/0', 'not_found', { message: 'kill cow: no cow within 128 blocks of the start (surface spiral)' }),
      ),
    );
    expect(skillStep(d.plan, 0).args).toEqual({ target: 'cow', strategy: 'surface', y: null, radius: 256 });
  });
});
