import { describe, expect, it } from 'vitest';
import { breathe } from '../../src/reflexes/breathe.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { flatBody, signal } from '../sim/helpers.js';
import type { SimBody } from '../../src/body/sim/index.js';

const ctx = { knowledge: getKnowledge(), keep: new Set<string>(), tuning: {} };

/** Breathe runs on `runner` and leaves the body with its head out of the water. */
async function expectAtAir(runner: SimBody, body: SimBody, w: SimBody['world']): Promise<void> {
  const out = await breathe.run(runner, signal, ctx);
  expect(out.ok ? 'ok' : out.message).toBe('ok');
  const p = body.position();
  expect(w.getBlock({ x: Math.floor(p.x), y: Math.floor(p.y) + 1, z: Math.floor(p.z) })).not.toBe('water');
}

describe('breathe reflex', () => {
  it('swims up to air from the bottom of a pool once half the air is gone, and not before', async () => {
    const body = flatBody();
    const w = body.world;
    // A pool 4 deep dug into the flat ground (grass at 63): water from y 60 to 63, floor at 59.
    for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) for (let y = 60; y <= 63; y++) w.setBlock({ x, y, z }, 'water');
    w.player.pos = { x: 0.5, y: 60, z: 0.5 };
    // 300 ticks of air (https://minecraft.wiki/w/Drowning): at 200 the reflex waits.
    w.player.oxygen = 200;
    expect(breathe.due(body, ctx)).toBe(false);
    w.player.oxygen = 120;
    expect(breathe.due(body, ctx)).toBe(true);
    await expectAtAir(body, body, w);
    expect(breathe.due(body, ctx)).toBe(false);
    // It stays at the air until the bubbles are full: handed back at the first breath, a step whose way lies under water
    // went straight back in and called the reflex up again a second later, for half an hour (diamond seed 25).
    expect(body.vitals().oxygen).toBe(20);
  });
});

/** A flooded channel two deep along x from 0 to `end` under a stone roof, open to the sky only over its east end. */
function channel(end: number) {
  const body = flatBody();
  const w = body.world;
  for (let x = 0; x <= end; x++) {
    for (const y of [61, 62]) w.setBlock({ x, y, z: 0 }, 'water');
    w.setBlock({ x, y: 63, z: 0 }, x === end ? 'air' : 'stone');
  }
  return { body, w };
}

describe('breathe reflex, far from air', () => {
  it('swims back to where it last breathed when no air is in view (a flooded cave 15 blocks long)', async () => {
    const { body: world, w } = channel(20);
    // As in the reflex layer, `due` is asked with the plan's wrapper of the body and `run` gets the reflexes' own.
    const [body, reflexBody] = [Object.create(world) as typeof world, Object.create(world) as typeof world];
    // At the open east end the head is in air: the reflex, asked each tick, notes it.
    w.player.pos = { x: 20.5, y: 62, z: 0.5 };
    expect(breathe.due(body, ctx)).toBe(false);
    // Then 15 blocks in, under the roof, at 120 ticks of air.
    w.player.pos = { x: 5.5, y: 61, z: 0.5 };
    w.player.oxygen = 120;
    expect(breathe.due(body, ctx)).toBe(true);
    await expectAtAir(reflexBody, body, w);
    expect(w.deaths).toHaveLength(0);
  });
});

describe('walking under water', () => {
  it('stops to surface when the path would not reach air before the air runs out, and swims on when it would', async () => {
    // 30 long: no air from end to end but at its east end.
    const { body, w } = channel(30);
    w.player.pos = { x: 0.5, y: 61, z: 0.5 };
    w.player.oxygen = 100;
    const r = await body.goto({ x: 29, y: 61, z: 0 }, 0, signal);
    expect(r.ok ? 'ok' : r.message).toMatch(/out of breath under water/);
    expect(w.deaths).toHaveLength(0);
    // Two blocks from the open end there is air in time: the walk goes on.
    w.player.pos = { x: 27.5, y: 61, z: 0.5 };
    w.player.oxygen = 100;
    const on = await body.goto({ x: 30, y: 62, z: 0 }, 0, signal);
    expect(on.ok ? 'ok' : on.message).toBe('ok');
  });

  it('swims on to air it reaches with health to spare though the air runs out on the way, and not when drowning would leave too little', async () => {
    const run = async (health: number): Promise<string> => {
      // 20 blocks of swimming (180 ticks) to the open end on 100 ticks of air.
      const { body, w } = channel(20);
      w.player.pos = { x: 0.5, y: 61, z: 0.5 };
      w.player.oxygen = 100;
      w.player.health = health;
      const r = await body.goto({ x: 20, y: 62, z: 0 }, 0, signal);
      expect(w.deaths).toHaveLength(0);
      return r.ok ? 'ok' : r.message;
    };
    // Stopping would not bring air nearer: with health for the 2 a second drowning costs (https://minecraft.wiki/w/Drowning), swim on.
    // Four hits of 2 on the way: from 20 health that leaves 12; from 10 it would leave 2.
    expect(await run(20)).toBe('ok');
    expect(await run(10)).toMatch(/out of breath under water/);
  });

  it('does not set out under water on a path that must dig through rock before air: digging in water is five times slower', async () => {
    const body = flatBody();
    const w = body.world;
    // A flooded pocket deep in the rock (an aquifer's): every way out, to the target east or up to the air, is dug under water.
    for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) for (let y = 40; y <= 43; y++) w.setBlock({ x, y, z }, 'water');
    w.player.pos = { x: 0.5, y: 40, z: 0.5 };
    w.give('stone_pickaxe', 1);
    const start = w.tick;
    const r = await body.goto({ x: 12, y: 40, z: 0 }, 0, signal);
    expect(r.ok ? 'ok' : r.message).toMatch(/out of breath under water|no path/);
    // Refused before digging a block (https://minecraft.wiki/w/Breaking#Speed: in water, without Aqua Affinity, 5x slower).
    expect(w.tick - start).toBeLessThan(20);
    expect(w.getBlock({ x: 3, y: 40, z: 0 })).toBe('stone');
  });
});
