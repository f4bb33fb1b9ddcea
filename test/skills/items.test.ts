import { describe, expect, it } from 'vitest';
import { drop } from '../../src/skills/drop.js';
import { gather } from '../../src/skills/gather.js';
import { fail } from '../../src/contracts/outcome.js';
import { place } from '../../src/skills/place.js';
import { store } from '../../src/skills/store.js';
import { take } from '../../src/skills/take.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody, key, type BodyCall } from '../support/scripted-body.js';
import type { Vec3Like } from '../../src/contracts/body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();
const chestAt = { x: 2, y: 64, z: 0 };

describe('place', () => {
  it('places next to the bot when no position is given and reports where', async () => {
    const body = createScriptedBody({ inventory: { crafting_table: 1 } });
    const ctx = skillContext();
    const out = await place.run(body, { item: 'crafting_table', x: null, y: null, z: null }, live(), ctx);
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 1, y: 64, z: 0 } } });
    expect(body.calls.map((c) => c.args)).toEqual([['crafting_table', null]]);
    expect(ctx.blackboard.get('station:crafting_table')).toEqual({ x: 1, y: 64, z: 0 });
  });

  it('walks within reach of a given position first, and is done when the block is there', async () => {
    const body = createScriptedBody({ inventory: { torch: 2 } });
    const a = { item: 'torch', x: 10, y: 64, z: 10 };
    await place.run(body, a, live(), skillContext());
    expect(body.verbs()).toEqual(['goto', 'place']);
    expect(place.done(body, a, skillContext())).toBe(true);
    expect(await place.run(body, { item: 'furnace', x: null, y: null, z: null }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
  });
});

describe('place beside the bot', () => {
  it('steps aside and tries again when there is no free spot (a pillar top, water)', async () => {
    const body = createScriptedBody({ inventory: { furnace: 1 } });
    body.script('place', fail('not_found', 'place: no free spot next to the player'));
    const r = await place.run(body, { item: 'furnace', x: null, y: null, z: null }, live(), skillContext());
    expect(r).toMatchObject({ ok: true });
    expect(body.verbs()).toEqual(['place', 'goto', 'place']);
    expect(body.count('furnace')).toBe(0);
  });
});

describe('gather', () => {
  it('carves a pumpkin where it grows with shears, then breaks the carved block to take it', async () => {
    const pumpkin = { x: 4, y: 64, z: 0 };
    const body = createScriptedBody({
      inventory: { shears: 1 },
      blocks: [{ name: 'pumpkin', pos: pumpkin }],
      transforms: { shears: { pumpkin: 'carved_pumpkin' } },
    });
    const out = await gather.run(body, { item: 'carved_pumpkin', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { carved_pumpkin: 1 } });
    expect(body.verbs()).toEqual(['goto', 'useOn', 'dig']);
  });

  it('passes over a spring whose fall gives no bucket after six tries, and fills it at a lake seen to be still', async () => {
    // A fall down a cliff beside the bot: its cells' levels are out of sight, and every one is flowing.
    const fall = Array.from({ length: 12 }, (_, i) => ({ name: 'water', pos: { x: 2 + (i % 2), y: 64 + Math.floor(i / 2), z: 0 } }));
    const lake = { x: 60, y: 63, z: 0 };
    const body = createScriptedBody({
      inventory: { bucket: 1 },
      world: (p) => (p.y > 63 ? 'air' : 'grass_block'),
      blocks: [...fall, { name: 'water', pos: lake }],
      blockState: (p) => (p.x === lake.x ? { level: 0 } : null),
      uses: { bucket: { gives: 'water_bucket', consumes: true } },
      script: {
        useOn: Array.from(
          { length: 24 },
          () => (call: BodyCall) =>
            (call.args[1] as { block: Vec3Like }).block.x === lake.x ? 'default' : fail('world_error', 'flowing water; a bucket only takes a source block'),
        ),
      },
    });
    // The lake is out of sight at first: the fall is all there is to try.
    const out = await gather.run(body, { item: 'water_bucket', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { water_bucket: 1 } });
    const tried = body.calls.filter((c) => c.verb === 'useOn').map((c) => (c.args[1] as { block: Vec3Like }).block);
    expect(tried.at(-1)).toEqual(lake);
    expect(tried.length).toBeLessThanOrEqual(7);
  });

  it('fills a bucket at the nearest water until count', async () => {
    const water = { x: 5, y: 63, z: 0 };
    const body = createScriptedBody({
      inventory: { bucket: 1 },
      blocks: [{ name: 'water', pos: water }],
      uses: { bucket: { gives: 'water_bucket', consumes: true } },
    });
    const out = await gather.run(body, { item: 'water_bucket', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { water_bucket: 1, bucket: -1 } });
    expect(body.calls.map((c) => [c.verb, ...c.args])).toEqual([
      ['goto', water, 3],
      ['useOn', 'bucket', { block: water }],
    ]);
    expect(gather.requirements({ item: 'water_bucket', count: 2 }, k)).toEqual({ consumes: [{ item: 'bucket', count: 2 }], needs: [] });
  });

  it('shears sheep, skipping one that gives nothing, and needs shears as a tool', async () => {
    const sheep = [1, 2].map((id) => ({ id, name: 'sheep', pos: { x: 2 * id, y: 64, z: 0 } }));
    const body = createScriptedBody({ inventory: { shears: 1 }, entities: sheep, uses: { shears: { gives: 'white_wool' } } });
    body.script('useOn', ok0());
    expect((await gather.run(body, { item: 'white_wool', count: 1 }, live(), skillContext())).ok).toBe(true);
    expect(body.calls.filter((c) => c.verb === 'useOn').map((c) => c.args[1])).toEqual([{ entity: 1 }, { entity: 2 }]);
    expect(gather.requirements({ item: 'white_wool', count: 3 }, k)).toEqual({ consumes: [], needs: ['shears'] });
    const noShears = createScriptedBody({ entities: sheep });
    expect(await gather.run(noShears, { item: 'white_wool', count: 1 }, live(), skillContext())).toMatchObject({ code: 'no_tool' });
    const noBucket = createScriptedBody();
    expect(await gather.run(noBucket, { item: 'milk_bucket', count: 1 }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
  });

  it('follows a sheep that stepped out of reach, three times, then moves on; one that refuses the shears is passed at once', async () => {
    const sheep = [1, 2, 3].map((id) => ({ id, name: 'sheep', pos: { x: 2 * id, y: 64, z: 0 } }));
    const body = createScriptedBody({ inventory: { shears: 1 }, entities: sheep, uses: { shears: { gives: 'white_wool' } } });
    const away = fail('unreachable', 'sheep is out of reach');
    body.script('useOn', away, away, away, away, fail('world_error', 'using shears on sheep does nothing'));
    expect((await gather.run(body, { item: 'white_wool', count: 1 }, live(), skillContext())).ok).toBe(true);
    expect(body.calls.filter((c) => c.verb === 'useOn').map((c) => c.args[1])).toEqual([1, 1, 1, 1, 2, 3].map((entity) => ({ entity })));
  });
});

/** A use that succeeds but yields nothing (an already-sheared sheep). */
function ok0() {
  return { ok: true as const };
}

describe('store, take, drop', () => {
  it('store deposits into a nearby chest; take withdraws up to the absolute count', async () => {
    const body = createScriptedBody({ inventory: { cobblestone: 40 }, blocks: [{ name: 'chest', pos: chestAt }] });
    expect(await store.run(body, { item: 'cobblestone', count: 30 }, live(), skillContext())).toMatchObject({ ok: true, gained: { cobblestone: -30 } });
    expect(body.chests.get(key(chestAt))?.get('cobblestone')).toBe(30);
    expect(await take.run(body, { item: 'cobblestone', count: 25 }, live(), skillContext())).toMatchObject({ ok: true, gained: { cobblestone: 15 } });
    expect(body.count('cobblestone')).toBe(25);
    expect(body.verbs()).toEqual(['goto', 'deposit', 'goto', 'withdraw']);
    expect(take.done(body, { item: 'cobblestone', count: 25 }, skillContext())).toBe(true);
  });

  it('take reports not_found when there is no chest or it holds too few', async () => {
    const none = createScriptedBody();
    expect(await take.run(none, { item: 'iron_ingot', count: 1 }, live(), skillContext())).toMatchObject({ code: 'not_found' });
    const poor = createScriptedBody({ blocks: [{ name: 'chest', pos: chestAt }], chests: { [key(chestAt)]: { iron_ingot: 1 } } });
    const out = await take.run(poor, { item: 'iron_ingot', count: 3 }, live(), skillContext());
    expect(out).toMatchObject({ code: 'not_found', message: 'take iron_ingot: the chest held only 1 of the 3 iron_ingot needed' });
  });

  it('store places a chest from the inventory when none is near; fails missing_item when short', async () => {
    const body = createScriptedBody({ inventory: { dirt: 10, chest: 1 } });
    expect((await store.run(body, { item: 'dirt', count: 10 }, live(), skillContext())).ok).toBe(true);
    expect(body.verbs()).toEqual(['place', 'goto', 'deposit']);
    expect(await store.run(body, { item: 'dirt', count: 1 }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
  });

  it('drop tosses at most what is held', async () => {
    const body = createScriptedBody({ inventory: { dirt: 3 } });
    expect(await drop.run(body, { item: 'dirt', count: 10 }, live(), skillContext())).toMatchObject({ ok: true, gained: { dirt: -3 } });
    expect(body.calls.map((c) => c.args)).toEqual([['dirt', 3]]);
    expect(await drop.run(body, { item: 'dirt', count: 1 }, live(), skillContext())).toMatchObject({ code: 'missing_item' });
    body.give('dirt', 1);
    body.script('toss', fail('world_error', 'server kicked us'));
    expect(await drop.run(body, { item: 'dirt', count: 1 }, live(), skillContext())).toMatchObject({
      code: 'world_error',
      message: 'drop dirt: server kicked us',
    });
  });
});
