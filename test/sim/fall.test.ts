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

describe('pathfinding while wounded', () => {
  it('still steps down a harmless drop at 2 health, and refuses a drop that would hurt', async () => {
    const body = flatBody();
    body.world.player.health = 2;
    body.world.player.pos = { x: 0.5, y: 65, z: 0.5 };
    // A one-block drop costs nothing: a wounded bot may take it (it used to be refused below 4 health).
    expect(await body.goto({ x: 0, y: 64, z: 0 }, 0, signal)).toMatchObject({ ok: true });
    body.world.player.pos = { x: 0.5, y: 70, z: 0.5 };
    // Six blocks: 3 damage, which would leave less than the 4-health margin.
    const r = await body.goto({ x: 0, y: 64, z: 0 }, 0, signal);
    expect(r).toMatchObject({ ok: false, code: 'unreachable' });
    expect(body.vitals().health).toBe(2);
  });
});
