/**
 * Climbing "to the surface" from the top of a pillar: the sky is open and every side is open air, so there is nothing
 * to climb out of. Seed 1's zombie hunt ate on a 2-block perch in a desert at night, and the climb, seeing no ground
 * beside it to walk out onto, built the pillar up to y 106 and the hunt stood there for 17 game minutes.
 */
import { describe, expect, it } from 'vitest';
import { ascendToSky, atSurface, inOpenAir } from '../../src/skills/ascend.js';
import { blockIdOf } from '../../src/sim/data.js';
import { flatBody, signal } from '../sim/helpers.js';

const id = (name: string): number => blockIdOf(name)!;

describe('ascendToSky from a pillar top', () => {
  it('is done where it stands: no block placed, no height gained', async () => {
    const body = flatBody();
    const w = body.world;
    for (let y = 64; y <= 65; y++) w.setBlockId(0, y, 0, id('cobblestone'));
    w.player.pos = { x: 0.5, y: 66, z: 0.5 };
    w.player.inventory.add('cobblestone', 32);
    const feet = { x: 0, y: 66, z: 0 };
    expect(atSurface(body, feet)).toBe(false);
    expect(inOpenAir(body, feet)).toBe(true);

    const out = await ascendToSky(body, signal, 'test');

    expect(out).toMatchObject({ ok: true });
    expect(Math.floor(w.player.pos.y)).toBe(66);
    expect(body.count('cobblestone')).toBe(32);
  });

  it('still climbs out of a pit dug into the ground, where the sides are rock', async () => {
    const body = flatBody();
    const w = body.world;
    w.setBlockId(0, 63, 0, id('air'));
    w.setBlockId(0, 62, 0, id('air'));
    w.player.pos = { x: 0.5, y: 62, z: 0.5 };
    w.player.inventory.add('cobblestone', 8);
    expect(inOpenAir(body, { x: 0, y: 62, z: 0 })).toBe(false);

    const out = await ascendToSky(body, signal, 'test');

    expect(out).toMatchObject({ ok: true });
    expect(Math.floor(w.player.pos.y)).toBeGreaterThanOrEqual(64);
  });
});
