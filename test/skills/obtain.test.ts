import { describe, expect, it } from 'vitest';
import type { ItemCount, ObtainStep, Source } from '../../src/knowledge/types.js';
import { obtain } from '../../src/skills/obtain.js';
import { fakeKnowledge } from '../support/fake-knowledge.js';
import { createScriptedBody, type ScriptedBodyOptions } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const recipes: ScriptedBodyOptions['recipes'] = {
  oak_planks: { yields: 4, uses: { oak_log: 1 } },
  stick: { yields: 4, uses: { oak_planks: 2 } },
  crafting_table: { yields: 1, uses: { oak_planks: 4 } },
  wooden_pickaxe: { yields: 1, uses: { oak_planks: 3, stick: 2 } },
};
const src = { kind: 'mine', item: 'oak_log', blocks: ['oak_log'], tool: null, perBlock: 1, cost: 1 } as Source;
const step = (action: ObtainStep['action'], item: string, count: number, consumes: ItemCount[] = [], extra: Partial<ObtainStep> = {}): ObtainStep => ({
  action,
  item,
  count,
  produces: count,
  source: src,
  consumes,
  needs: [],
  ...extra,
});
/** What knowledge.chain answers for one wooden pickaxe from an empty inventory (the aggregation is tested in test/knowledge). */
const pickaxeChain: ObtainStep[] = [
  step('mine', 'oak_log', 3, [], { group: '#logs' }),
  step('craft', 'oak_planks', 12, [{ item: 'oak_log', count: 3 }]),
  step('craft', 'stick', 4, [{ item: '#planks', count: 2 }]),
  step('craft', 'crafting_table', 1, [{ item: '#planks', count: 4 }]),
  step(
    'craft',
    'wooden_pickaxe',
    1,
    [
      { item: '#planks', count: 3 },
      { item: 'stick', count: 2 },
    ],
    { needs: ['crafting_table'] },
  ),
];
const logs = [2, 4, 6].map((x) => ({ name: 'oak_log', pos: { x, y: 64, z: 0 } }));

describe('obtain', () => {
  it('runs the chain for a wooden pickaxe in order with the primitive skills', async () => {
    const asked: unknown[] = [];
    const k = fakeKnowledge({ chain: (goals, have) => (asked.push([goals, Object.fromEntries(have as Map<string, number>)]), pickaxeChain) });
    const body = createScriptedBody({ recipes, blocks: logs });
    const out = await obtain.run(body, { item: 'wooden_pickaxe', count: 1 }, live(), skillContext(k));
    expect(out).toMatchObject({ ok: true, gained: { wooden_pickaxe: 1, oak_planks: 3, stick: 2 } });
    expect(asked).toEqual([[[{ item: 'wooden_pickaxe', count: 1 }], {}]]);
    expect(body.calls.map((c) => (c.verb === 'craft' ? `craft ${c.args[0]} x${c.args[1]}` : c.verb))).toEqual([
      'goto',
      'dig',
      'goto',
      'dig',
      'goto',
      'dig',
      'craft oak_planks x3',
      'craft stick x1',
      'craft crafting_table x1',
      'place',
      'goto',
      'craft wooden_pickaxe x1',
      // The table it put down goes back into the inventory.
      'dig',
    ]);
    expect(body.count('crafting_table')).toBe(1);
  });

  it('skips the steps whose threshold the inventory already meets (any log counts for #logs)', async () => {
    const k = fakeKnowledge({ chain: () => pickaxeChain });
    const body = createScriptedBody({ recipes, blocks: logs, inventory: { birch_log: 3, oak_planks: 12, stick: 4 } });
    await obtain.run(body, { item: 'wooden_pickaxe', count: 1 }, live(), skillContext(k));
    expect(body.calls.filter((c) => c.verb === 'craft').map((c) => c.args[0])).toEqual(['crafting_table', 'wooden_pickaxe']);
    // No log chopped: the one dig takes the placed table back.
    expect(body.calls.filter((c) => c.verb === 'dig').map((c) => c.args[0])).toEqual([
      body.calls.find((c) => c.verb === 'craft' && c.args[0] === 'wooden_pickaxe')!.args[2],
    ]);
    expect(obtain.done(body, { item: 'wooden_pickaxe', count: 1 }, skillContext(k))).toBe(true);
  });

  it('stops at the first failing step with its code and names the step', async () => {
    const k = fakeKnowledge({ chain: () => pickaxeChain });
    const body = createScriptedBody({ recipes, senses: { radius: 64 } });
    const out = await obtain.run(body, { item: 'wooden_pickaxe', count: 1 }, live(), skillContext(k));
    expect(out).toMatchObject({ ok: false, code: 'not_found', details: { step: 0, action: 'mine', item: 'oak_log' } });
    expect(out.ok || out.message).toMatch(/^obtain wooden_pickaxe: step 1\/5 \(mine #logs 3\) failed: mine #logs: no #logs within 128 blocks/);
    expect(body.verbs()).not.toContain('craft');
  });

  it('turns an impossible chain into not_found without acting', async () => {
    const body = createScriptedBody();
    const out = await obtain.run(body, { item: 'nether_star', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'not_found' });
    expect(body.calls).toEqual([]);
  });

  it('returns aborted when aborted inside a step and runs no later step', async () => {
    const k = fakeKnowledge({ chain: () => pickaxeChain });
    const body = createScriptedBody({ recipes, blocks: logs });
    const gate = body.hold('craft');
    const ctl = new AbortController();
    const p = obtain.run(body, { item: 'wooden_pickaxe', count: 1 }, ctl.signal, skillContext(k));
    await gate.entered;
    ctl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'aborted' });
    expect(body.verbs().filter((v) => v === 'craft')).toHaveLength(1);
  });
});

describe('obtain with the real knowledge', () => {
  const row = (x: number, name: string, y = 64) => ({ name, pos: { x, y, z: 0 } });
  const world: ScriptedBodyOptions = {
    recipes: {
      ...recipes,
      birch_planks: { yields: 4, uses: { birch_log: 1 } },
      stone_pickaxe: { uses: { cobblestone: 3, stick: 2 } },
      furnace: { uses: { cobblestone: 8 } },
      iron_pickaxe: { uses: { iron_ingot: 3, stick: 2 } },
    },
    drops: { stone: { cobblestone: 1 }, iron_ore: { raw_iron: 1 } },
    smelts: { raw_iron: 'iron_ingot' },
  };

  it('gets a wooden pickaxe from birch trees: any log and any planks will do', async () => {
    // The scripted body has no groups, so its recipes name the birch variant.
    const birch: ScriptedBodyOptions['recipes'] = {
      birch_planks: { yields: 4, uses: { birch_log: 1 } },
      stick: { yields: 4, uses: { birch_planks: 2 } },
      crafting_table: { uses: { birch_planks: 4 } },
      wooden_pickaxe: { uses: { birch_planks: 3, stick: 2 } },
    };
    const body = createScriptedBody({ ...world, recipes: birch, blocks: [2, 4, 6].map((x) => row(x, 'birch_log')) });
    const out = await obtain.run(body, { item: 'wooden_pickaxe', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true });
    expect(body.count('wooden_pickaxe')).toBe(1);
    expect(body.calls.filter((c) => c.verb === 'craft').map((c) => `${c.args[0]} x${c.args[1]}`)).toEqual([
      'birch_planks x3',
      'stick x1',
      'crafting_table x1',
      'wooden_pickaxe x1',
    ]);
    // Three logs chopped, then the table taken back along.
    expect(body.verbs().filter((v) => v === 'dig')).toHaveLength(4);
    expect(body.count('crafting_table')).toBe(1);
  });

  it('gets an iron pickaxe from nothing through stone, iron and a furnace', async () => {
    const blocks = [
      ...[2, 3, 4, 5].map((x) => row(x, 'oak_log')),
      ...Array.from({ length: 11 }, (_, i) => row(i + 2, 'stone', 63)),
      ...[2, 3, 4].map((x) => ({ name: 'iron_ore', pos: { x, y: 60, z: 2 } })),
    ];
    // Solid ground below the stone row, so digging the block underfoot is safe.
    const body = createScriptedBody({ ...world, blocks, world: (p) => (p.y < 63 ? 'dirt' : 'air') });
    const out = await obtain.run(body, { item: 'iron_pickaxe', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true });
    expect(body.count('iron_pickaxe')).toBe(1);
    expect(body.calls.filter((c) => c.verb === 'craft' || c.verb === 'smelt').map((c) => `${c.verb} ${c.args[0]}`)).toEqual([
      'craft oak_planks',
      'craft stick',
      'craft crafting_table',
      'craft wooden_pickaxe',
      'craft stone_pickaxe',
      'craft furnace',
      'smelt raw_iron',
      'craft iron_pickaxe',
    ]);
    expect(body.calls.find((c) => c.verb === 'smelt')!.args.slice(0, 3)).toEqual(['raw_iron', 'oak_planks', 3]);
  });
});

describe('obtain by killing', () => {
  it('kills one mob at a time until the drops are enough', async () => {
    const k = fakeKnowledge({
      chain: () => [step('kill', 'leather', 3, [], { source: { kind: 'kill', item: 'leather', mobs: ['cow'], perKill: 1, tool: null, cost: 1 } })],
    });
    const cows = [1, 2, 3, 4, 5].map((id) => ({ id, name: 'cow', pos: { x: id * 2, y: 64, z: 0 }, drops: { leather: id === 2 ? 0 : 1 } }));
    const body = createScriptedBody({ entities: cows });
    const ctx = skillContext(k);
    const out = await obtain.run(body, { item: 'leather', count: 3 }, live(), ctx);
    expect(out).toMatchObject({ ok: true });
    expect(body.calls.map((c) => c.args[0])).toEqual([1, 2, 3, 4]);
    expect(ctx.blackboard.get('kills:/plan/steps/0/chain/0')).toBe(4);
  });
});
