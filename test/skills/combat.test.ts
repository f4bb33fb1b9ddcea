import { describe, expect, it } from 'vitest';
import { eat } from '../../src/skills/eat.js';
import { equip, slotFor } from '../../src/skills/equip.js';
import { kill } from '../../src/skills/kill.js';
import { fail } from '../../src/contracts/outcome.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const cows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: 'cow', pos: { x: 3 + i, y: 64, z: 0 }, drops: { beef: 2 } }));

describe('kill', () => {
  it('equips the best weapon, then attacks the nearest mobs until count kills', async () => {
    const body = createScriptedBody({ inventory: { wooden_sword: 1, iron_axe: 1, stone_sword: 1 }, entities: cows(3) });
    const ctx = skillContext();
    const out = await kill.run(body, { mob: 'cow', count: 2 }, live(), ctx);
    expect(out).toMatchObject({ ok: true, gained: { beef: 4 }, data: { kills: 2 } });
    expect(body.calls.map((c) => [c.verb, c.args[0]])).toEqual([
      ['equip', 'stone_sword'],
      ['attack', 1],
      ['attack', 2],
    ]);
    expect(ctx.blackboard.get('kills:/plan/steps/0')).toBe(2);
    expect(kill.done(body, { mob: 'cow', count: 2 }, ctx)).toBe(true);
    expect(kill.done(body, { mob: 'cow', count: 2 }, skillContext(undefined, '/plan/steps/1'))).toBe(false);
  });

  it('carries on from the kills already counted for its plan path', async () => {
    const body = createScriptedBody({ entities: cows(3) });
    const ctx = skillContext();
    ctx.blackboard.set('kills:/plan/steps/0', 2);
    await kill.run(body, { mob: 'cow', count: 3 }, live(), ctx);
    expect(body.verbs()).toEqual(['attack']);
  });

  it('moves on to another mob when one gets away', async () => {
    const body = createScriptedBody({ entities: cows(2), script: { attack: [fail('not_found', 'it despawned')] } });
    expect((await kill.run(body, { mob: 'cow', count: 1 }, live(), skillContext())).ok).toBe(true);
    expect(body.calls.map((c) => c.args[0])).toEqual([1, 2]);
  });

  it('explores when no animal is sensed and reports not_found at the end of the spiral', async () => {
    const body = createScriptedBody({ senses: { radius: 40 } });
    const out = await kill.run(body, { mob: 'cow', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'not_found' });
    expect(body.verbs().every((v) => v === 'goto')).toBe(true);
    expect(body.verbs().length).toBeGreaterThan(2);
  });

  it('hunting a hostile by day waits for it rather than walking a spiral, and says so when none comes', async () => {
    const body = createScriptedBody({ senses: { radius: 40 } });
    const out = await kill.run(body, { mob: 'zombie', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'not_found', details: { kills: 0, of: 1 } });
    expect((out as { message: string }).message).toMatch(/no zombie came within reach/);
    expect(new Set(body.verbs())).toEqual(new Set(['wait']));
  });

  it('a death during the fight maps through', async () => {
    const body = createScriptedBody({ entities: cows(1), script: { attack: [fail('died', 'slain by zombie')] } });
    expect(await kill.run(body, { mob: 'cow', count: 1 }, live(), skillContext())).toMatchObject({ code: 'died', message: 'kill cow: slain by zombie' });
  });

  it('returns aborted when aborted mid-attack and counts no kill', async () => {
    const body = createScriptedBody({ entities: cows(1) });
    const gate = body.hold('attack');
    const ctl = new AbortController();
    const ctx = skillContext();
    const p = kill.run(body, { mob: 'cow', count: 1 }, ctl.signal, ctx);
    await gate.entered;
    ctl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'aborted' });
    expect(ctx.blackboard.get('kills:/plan/steps/0')).toBeUndefined();
  });
});

describe('eat', () => {
  it('eats the most filling safe food when none is named', async () => {
    const body = createScriptedBody({ vitals: { food: 10 }, inventory: { rotten_flesh: 5, bread: 1, cooked_beef: 1 } });
    expect(eat.done(body, { food: null }, skillContext())).toBe(false);
    expect(await eat.run(body, { food: null }, live(), skillContext())).toMatchObject({ ok: true, gained: { cooked_beef: -1 } });
    expect(body.calls.map((c) => c.args)).toEqual([['cooked_beef']]);
  });

  it('eats rotten flesh only when nothing else is left, and fails missing_item with no food', async () => {
    const body = createScriptedBody({ vitals: { food: 10 }, inventory: { rotten_flesh: 1, dirt: 4 } });
    await eat.run(body, { food: null }, live(), skillContext());
    expect(body.calls.map((c) => c.args)).toEqual([['rotten_flesh']]);
    expect(await eat.run(body, { food: null }, live(), skillContext())).toMatchObject({ code: 'missing_item', message: 'eat food: no food in the inventory' });
    expect(await eat.run(body, { food: 'bread' }, live(), skillContext())).toMatchObject({
      code: 'missing_item',
      message: 'eat bread: no bread in the inventory',
    });
  });

  it('is done when the hunger bar is full', () => {
    expect(eat.done(createScriptedBody(), { food: null }, skillContext())).toBe(true);
  });
});

describe('equip', () => {
  it('picks the slot from the item when none is given', async () => {
    expect([slotFor('iron_chestplate'), slotFor('diamond_boots'), slotFor('shield'), slotFor('stone_pickaxe')]).toEqual(['torso', 'feet', 'off-hand', 'hand']);
    const body = createScriptedBody({ inventory: { iron_chestplate: 1, stone_pickaxe: 1 } });
    await equip.run(body, { item: 'iron_chestplate', slot: null }, live(), skillContext());
    await equip.run(body, { item: 'stone_pickaxe', slot: null }, live(), skillContext());
    expect(body.calls.map((c) => c.args)).toEqual([
      ['iron_chestplate', 'torso'],
      ['stone_pickaxe', 'hand'],
    ]);
    expect(equip.done(body, { item: 'stone_pickaxe', slot: null }, skillContext())).toBe(true);
  });

  it('fails missing_item when the item is not held', async () => {
    const body = createScriptedBody();
    expect(await equip.run(body, { item: 'iron_sword', slot: 'hand' }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
    expect(body.calls).toEqual([]);
  });
});
