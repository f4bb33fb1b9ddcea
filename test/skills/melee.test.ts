import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { reachOf } from '../../src/body/sim/melee.js';
import type { Mob } from '../../src/sim/mobs.js';
import { signal } from '../sim/helpers.js';

/** Flat ground (grass at y 63) at midnight, no natural spawning; the player at (0.5, 64, 0.5) with a stone sword. */
function night(): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) body.world.chunk(cx, cz);
  body.world.setTime(18000);
  body.world.give('stone_sword', 1);
  return body;
}

/** A mob that has seen the player and comes for it (passive ones just stand there). */
function mob(body: SimBody, name: string, x: number, z: number): Mob {
  const m = body.world.mobs.get(body.world.spawnMob(name, { x, y: 64, z }))!;
  m.aggro = true;
  m.seenAt = body.world.tick;
  return m;
}

describe('melee reach (vanilla GameRenderer.pick: eyes to the bounding box, 3 blocks)', () => {
  it('reaches a creeper 3 blocks off along an axis, where it does not light (SwellGoal: centres closer than 3), but not one at (3, 2)', () => {
    const body = night();
    // Eyes 1.62 above the feet are within the creeper's 1.7-high box: the gap is the horizontal 3 − 0.3 (half of 0.6 wide).
    expect(reachOf(body.world, mob(body, 'creeper', 3, 0))).toBeCloseTo(2.7, 5);
    expect(reachOf(body.world, mob(body, 'creeper', 3, 2))).toBeCloseTo(Math.hypot(2.7, 1.7), 5);
    expect(reachOf(body.world, mob(body, 'creeper', 3, 2))).toBeGreaterThan(3);
  });
});

describe('fighting a creeper', () => {
  it.each([
    ['straight ahead', 8, 0],
    ['coming in on a diagonal', 6, 5],
  ])('kills one %s without letting it go off (it lights within 3 blocks and goes off 30 ticks later)', async (_, x, z) => {
    const body = night();
    const c = mob(body, 'creeper', x, z);
    const out = await body.attack(c.id, signal);
    expect(out).toMatchObject({ ok: true, data: { killed: 'creeper' } });
    expect(body.vitals().health).toBe(20);
    expect(body.deaths()).toEqual([]);
  });

  it('breaks off a fight when another creeper lights close by, naming it', async () => {
    const body = night();
    const z = mob(body, 'zombie', 6, 0);
    const c = mob(body, 'creeper', -2, 0);
    const out = await body.attack(z.id, signal);
    expect(out).toMatchObject({ ok: false, code: 'unreachable', details: { creeper: c.id } });
    expect(body.deaths()).toEqual([]);
  });
});

describe('fighting among others', () => {
  it('turns from a cow when a zombie closes in, as the defend reflex would on a server', async () => {
    const body = night();
    const cow = body.world.mobs.get(body.world.spawnMob('cow', { x: 2, y: 64, z: 0 }))!;
    const z = mob(body, 'zombie', -3, 0);
    expect(await body.attack(cow.id, signal)).toMatchObject({ ok: false, code: 'unreachable', details: { threat: z.id } });
  });

  it('leaves the drops of a kill on the ground while another hostile is coming for the bot', async () => {
    const body = night();
    const first = mob(body, 'zombie', 3, 0);
    mob(body, 'zombie', 3, 6);
    expect(await body.attack(first.id, signal)).toMatchObject({ ok: true, data: { killed: 'zombie', dropsLeft: true } });
  });
});
