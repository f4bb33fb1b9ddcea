/** A shelter is dug only into the land's own ground: under a built floor the cells below are unseen and may be a drop. */
import { describe, expect, it } from 'vitest';
import { digShelter } from '../../src/skills/night.js';
import { blockIdOf } from '../../src/sim/data.js';
import { flatBody, signal } from '../sim/helpers.js';

describe('digShelter', () => {
  it('does not dig through a built floor (a planks floor over a drop: the arena in the sky fell the bot 36 blocks)', async () => {
    const body = flatBody();
    const w = body.world;
    for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) for (let y = 55; y <= 62; y++) w.setBlockId(x, y, z, blockIdOf('air')!);
    w.setBlockId(0, 63, 0, blockIdOf('oak_planks')!);
    expect(await digShelter(body, signal, 'test')).toBeNull();
    expect(w.getBlock({ x: 0, y: 63, z: 0 })).toBe('oak_planks');
    expect(Math.floor(w.player.pos.y)).toBe(64);
  });

  it('digs into grass and dirt as before', async () => {
    const body = flatBody();
    await digShelter(body, signal, 'test');
    expect(Math.floor(body.world.player.pos.y)).toBeLessThan(64);
  });
});
