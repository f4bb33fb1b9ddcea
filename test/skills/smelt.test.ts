import { describe, expect, it } from 'vitest';
import { chooseFuel, smelt } from '../../src/skills/smelt.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();
const furnace = { x: 3, y: 64, z: 0 };
const smelts = { raw_iron: 'iron_ingot', beef: 'cooked_beef' };

describe('smelt', () => {
  it('walks to a furnace and smelts what is missing with the named fuel', async () => {
    const body = createScriptedBody({ smelts, inventory: { raw_iron: 3, coal: 1, iron_ingot: 1 }, blocks: [{ name: 'furnace', pos: furnace }] });
    const out = await smelt.run(body, { item: 'iron_ingot', count: 3, fuel: 'coal' }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { iron_ingot: 2, raw_iron: -2, coal: -1 } });
    expect(body.calls.map((c) => [c.verb, ...c.args])).toEqual([
      ['goto', furnace, 3],
      ['smelt', 'raw_iron', 'coal', 2, furnace],
    ]);
  });

  it('smelts a group input one held member at a time, and never burns the input as fuel (charcoal from any log)', async () => {
    const body = createScriptedBody({
      smelts: { oak_log: 'charcoal', birch_log: 'charcoal' },
      inventory: { oak_log: 2, birch_log: 3, oak_planks: 4 },
      blocks: [{ name: 'furnace', pos: furnace }],
    });
    const out = await smelt.run(body, { item: 'charcoal', count: 4, fuel: null }, live(), skillContext());
    expect(out.ok).toBe(true);
    expect(body.calls.filter((c) => c.verb === 'smelt').map((c) => c.args.slice(0, 3))).toEqual([
      ['birch_log', 'oak_planks', 3],
      ['oak_log', 'oak_planks', 1],
    ]);
    expect(body.count('charcoal')).toBe(4);
    expect(chooseFuel(createScriptedBody({ inventory: { oak_log: 5, coal: 0 } }), k, 3, '#logs')).toBeNull();
  });

  it('picks the fuel from the inventory: enough of it first, longest burning, planks before logs', () => {
    const b1 = createScriptedBody({ inventory: { oak_log: 5, oak_planks: 2, raw_iron: 3 } });
    expect(chooseFuel(b1, k, 3, 'raw_iron')).toBe('oak_planks');
    const b2 = createScriptedBody({ inventory: { oak_log: 5, oak_planks: 2, coal: 1, wooden_pickaxe: 1 } });
    expect(chooseFuel(b2, k, 3, 'raw_iron')).toBe('coal');
    const b3 = createScriptedBody({ inventory: { oak_log: 5, oak_planks: 1 } });
    expect(chooseFuel(b3, k, 3, 'raw_iron')).toBe('oak_log');
    const b4 = createScriptedBody({ inventory: { wooden_pickaxe: 1, raw_iron: 1 } });
    expect(chooseFuel(b4, k, 1, 'raw_iron')).toBeNull();
  });

  it('places a furnace from the inventory when none is near', async () => {
    const body = createScriptedBody({ smelts, inventory: { beef: 1, oak_planks: 1, furnace: 1 } });
    const ctx = skillContext();
    expect((await smelt.run(body, { item: 'cooked_beef', count: 1, fuel: null }, live(), ctx)).ok).toBe(true);
    expect(body.verbs()).toEqual(['place', 'goto', 'smelt']);
    expect(body.calls[2]!.args.slice(0, 3)).toEqual(['beef', 'oak_planks', 1]);
    expect(ctx.blackboard.get('station:furnace')).toEqual(body.calls[2]!.args[3]);
  });

  it('fails missing_item for the input, the fuel, or the furnace before acting', async () => {
    const noInput = createScriptedBody({ smelts, inventory: { raw_iron: 1, coal: 1, furnace: 1 } });
    expect(await smelt.run(noInput, { item: 'iron_ingot', count: 2, fuel: null }, live(), skillContext())).toMatchObject({
      code: 'missing_item',
      message: 'smelt iron_ingot: needs 2 raw_iron, the inventory has 1',
    });
    const noFuel = createScriptedBody({ smelts, inventory: { raw_iron: 2, furnace: 1 } });
    expect(await smelt.run(noFuel, { item: 'iron_ingot', count: 2, fuel: null }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
    const noFurnace = createScriptedBody({ smelts, inventory: { raw_iron: 2, coal: 1 } });
    const out = await smelt.run(noFurnace, { item: 'iron_ingot', count: 2, fuel: null }, live(), skillContext());
    expect(out).toMatchObject({ code: 'missing_item', message: 'smelt iron_ingot: no furnace within 32 blocks and none in the inventory' });
    expect([...noInput.calls, ...noFuel.calls, ...noFurnace.calls]).toEqual([]);
  });

  it('requirements: input × count, enough fuel (the cheapest to get when none is named or expected), and a furnace', () => {
    // Three ingots burn two planks, cut from logs the furnace's pickaxe needed anyway; eight are worth a coal hunt.
    expect(smelt.requirements({ item: 'iron_ingot', count: 3, fuel: null }, k)).toEqual({
      consumes: [
        { item: 'raw_iron', count: 3 },
        { item: '#planks', count: 2 },
      ],
      needs: ['furnace'],
    });
    expect(smelt.requirements({ item: 'iron_ingot', count: 8, fuel: null }, k).consumes[1]).toEqual({ item: '#coals', count: 1 });
    expect(smelt.requirements({ item: 'iron_ingot', count: 9, fuel: 'coal' }, k).consumes[1]).toEqual({ item: 'coal', count: 2 });
    // Given the inventory the plan expects: only what is missing, burnt with the longest-burning fuel held.
    const expected = { count: (i: string) => ({ iron_ingot: 1, oak_planks: 8, coal_block: 1 })[i] ?? 0 };
    expect(smelt.requirements({ item: 'iron_ingot', count: 3, fuel: null }, k, expected).consumes).toEqual([
      { item: 'raw_iron', count: 2 },
      { item: 'coal_block', count: 1 },
    ]);
    expect(smelt.requirements({ item: 'iron_ingot', count: 1, fuel: null }, k, expected)).toEqual({ consumes: [], needs: [] });
  });

  it('skips when the result is already held', async () => {
    const body = createScriptedBody({ inventory: { iron_ingot: 3 } });
    expect(smelt.done(body, { item: 'iron_ingot', count: 3, fuel: null }, skillContext())).toBe(true);
    expect(await smelt.run(body, { item: 'iron_ingot', count: 3, fuel: null }, live(), skillContext())).toMatchObject({ ok: true });
    expect(body.calls).toEqual([]);
  });
});
