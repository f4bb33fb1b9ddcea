import { describe, expect, it } from 'vitest';
import { flatBody, signal } from './helpers.js';

describe('pathfinding from mid-air', () => {
  it('falls straight down when the block under the feet was dug out', async () => {
    const body = flatBody();
    // Standing on nothing, three blocks above the grass (a block just dug away below).
    body.world.player.pos = { x: 0.5, y: 67, z: 0.5 };
    const r = await body.goto({ x: 0, y: 64, z: 0 }, 0, signal);
    expect(r.ok).toBe(true);
    expect(Math.floor(body.position().y)).toBe(64);
  });
});
