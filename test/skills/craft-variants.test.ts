import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { craft } from '../../src/skills/craft.js';

const k = getKnowledge();
const ctx = () => ({ knowledge: k, blackboard: new Map<string, unknown>(), path: '/plan/steps/0' });

/** On the simulated world: recipes take one kind of wood at a time, as minecraft-data lists them. */
describe('craft with mixed wood', () => {
  it('tops up the kind of planks held most from its logs, then crafts the chest', async () => {
    const body = createSimBody({ seed: 1, terrain: 'flat', mobs: false });
    body.world.give('crafting_table', 1);
    body.world.give('oak_planks', 3);
    body.world.give('birch_planks', 5);
    body.world.give('birch_log', 1);
    const r = await craft.run(body, { item: 'chest', count: 1 }, new AbortController().signal, ctx());
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    expect(body.count('chest')).toBe(1);
    expect(body.count('birch_log')).toBe(0);
    expect(body.count('oak_planks')).toBe(3);
  });

  it('tops up a kind held no more than another when only its logs are carried (diamond seed 1 climbed 50 blocks for oak instead)', async () => {
    const body = createSimBody({ seed: 1, terrain: 'flat', mobs: false });
    body.world.give('crafting_table', 1);
    body.world.give('iron_ingot', 1);
    body.world.give('oak_planks', 4);
    body.world.give('birch_planks', 4);
    body.world.give('birch_log', 3);
    const r = await craft.run(body, { item: 'shield', count: 1 }, new AbortController().signal, ctx());
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    expect(body.count('shield')).toBe(1);
    expect(body.count('oak_planks')).toBe(4);
    expect(body.count('birch_planks') + 6).toBe(4 + 4 * (3 - body.count('birch_log')));
  });

  it('names the kind it is short of when no logs of it are held', async () => {
    const body = createSimBody({ seed: 1, terrain: 'flat', mobs: false });
    body.world.give('crafting_table', 1);
    body.world.give('oak_planks', 4);
    body.world.give('birch_planks', 4);
    const r = await craft.run(body, { item: 'chest', count: 1 }, new AbortController().signal, ctx());
    expect(r).toMatchObject({ ok: false, code: 'missing_item' });
    expect(!r.ok && r.details?.missing).toEqual([{ item: 'oak_planks', count: 4 }]);
  });
});
