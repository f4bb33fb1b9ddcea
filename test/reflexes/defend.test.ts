import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { defend } from '../../src/reflexes/defend.js';
import { retreat } from '../../src/reflexes/retreat.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { signal } from '../sim/helpers.js';

const ctx: ReflexContext = { knowledge: getKnowledge(), keep: new Set(), tuning: {} };

/** Flat ground at midnight, a stone sword in hand, health as given, no food on the bar to heal with; a zombie coming from 3 blocks. */
function hurt(health: number): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) body.world.chunk(cx, cz);
  body.world.setTime(18000);
  body.world.give('stone_sword', 1);
  body.world.player.health = health;
  body.world.player.food = 17;
  const z = body.world.mobs.get(body.world.spawnMob('zombie', { x: 3, y: 64, z: 0 }))!;
  z.aggro = true;
  z.seenAt = body.world.tick;
  return body;
}

describe('defend at low health', () => {
  it('walks away from a zombie at 6 health (its two hits in a fight would kill) rather than trading blows', async () => {
    const body = hurt(6);
    expect(defend.due(body, ctx)).toBe(true);
    expect(await defend.run(body, signal, ctx)).toMatchObject({ ok: true, message: 'walked away' });
    expect(body.deaths()).toEqual([]);
    expect(body.entities({ names: ['zombie'] })[0]?.distance ?? Infinity).toBeGreaterThan(4);
  });

  it('fights the same zombie at full health', async () => {
    const body = hurt(20);
    expect(await defend.run(body, signal, ctx)).toMatchObject({ ok: true });
    expect(body.entities({ names: ['zombie'] })).toEqual([]);
  });

  it('leaves it to the retreat reflex when that one is due (hurt, with food to heal on)', () => {
    const body = hurt(5);
    body.world.give('cooked_beef', 4);
    expect(retreat.due(body, ctx)).toBe(true);
    expect(defend.due(body, ctx)).toBe(false);
  });
});

/** A 1x2 tunnel at y 40 running 14 blocks west from a dead end at x 0, in solid stone; the bot at the dead end with rubble and a sword. */
function tunnel(): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  const w = body.world;
  for (let x = -16; x <= 3; x++) for (let y = 38; y <= 43; y++) for (let z = -3; z <= 3; z++) w.setBlock({ x, y, z }, 'stone');
  for (let x = -14; x <= 0; x++) for (const y of [40, 41]) w.setBlock({ x, y, z: 0 }, 'air');
  w.player.pos = { x: 0.5, y: 40, z: 0.5 };
  w.give('stone_sword', 1);
  w.give('cobblestone', 8);
  return body;
}

describe('a creeper down a tunnel', () => {
  it('is walled off, feet and head, rather than run from into the dead end; its fuse runs down out of sight', async () => {
    const body = tunnel();
    const w = body.world;
    const id = w.spawnMob('creeper', { x: -5, y: 40, z: 0 });
    const c = w.mobs.get(id)!;
    c.aggro = true;
    c.seenAt = w.tick;
    // Let it come within its 3-block swell range, as it would while the bot dug on.
    while (!c.swelling && w.tick < 200) w.advance(1);
    expect(c.swelling).toBe(true);
    expect(defend.due(body, ctx)).toBe(true);
    const out = await defend.run(body, signal, ctx);
    expect(out.ok ? 'ok' : out.message).toBe('ok');
    expect([40, 41].map((y) => w.getBlock({ x: -1, y, z: 0 }))).toEqual(['cobblestone', 'cobblestone']);
    w.advance(100);
    expect(body.deaths()).toEqual([]);
    expect(w.mobs.get(id)?.fuse ?? 0).toBe(0);
    // Still heard behind the wall, but out of sight: not a danger the reflex wakes for again.
    expect(body.entities({ names: ['creeper'] })).toHaveLength(1);
    expect(defend.due(body, ctx)).toBe(false);
  });

  it('is run from in open ground: the wall is only for a passage with one way in', async () => {
    const body = tunnel();
    const w = body.world;
    // The tunnel's last 6 blocks widened into a room 7 wide: many ways in.
    for (let x = -6; x <= 0; x++) for (let z = -3; z <= 3; z++) for (const y of [40, 41]) w.setBlock({ x, y, z }, 'air');
    w.spawnMob('creeper', { x: -3, y: 40, z: 0 });
    expect(defend.due(body, ctx)).toBe(true);
    await defend.run(body, signal, ctx);
    expect(w.getBlock({ x: -1, y: 40, z: 0 })).toBe('air');
    expect(w.player.inventory.count('cobblestone')).toBe(8);
  });
});

describe('a creeper that stays in the way', () => {
  it('is walked away from twice, then fought with the sword in hand rather than walked from for ever', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
    const w = body.world;
    for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) w.chunk(cx, cz);
    w.setTime(6000);
    w.give('stone_sword', 1);
    const id = w.spawnMob('creeper', { x: 5, y: 64, z: 0 });
    const messages: string[] = [];
    for (let round = 0; round < 4 && w.mobs.has(id); round++) {
      // The plan walks the bot back toward it each time, as on seed 1's shore where it stood between the bot and a cow.
      w.player.pos = { x: 0.5, y: 64, z: 0.5 };
      Object.assign(w.mobs.get(id)!, { x: 5, y: 64, z: 0, fuse: 0, swelling: false });
      expect(defend.due(body, ctx)).toBe(true);
      const out = await defend.run(body, signal, ctx);
      messages.push(out.ok ? (out.message ?? 'ok') : out.message);
    }
    expect(messages.slice(0, 2)).toEqual(['walked away', 'walked away']);
    expect(w.mobs.has(id)).toBe(false);
    expect(messages).toHaveLength(3);
    expect(body.deaths()).toEqual([]);
  });

  it('is still only walked away from bare-handed', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
    const w = body.world;
    for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) w.chunk(cx, cz);
    w.setTime(6000);
    const id = w.spawnMob('creeper', { x: 5, y: 64, z: 0 });
    for (let round = 0; round < 3; round++) {
      w.player.pos = { x: 0.5, y: 64, z: 0.5 };
      Object.assign(w.mobs.get(id)!, { x: 5, y: 64, z: 0, fuse: 0, swelling: false });
      expect(await defend.run(body, signal, ctx)).toMatchObject({ ok: true, message: 'walked away' });
    }
    expect(w.mobs.has(id)).toBe(true);
  });
});
