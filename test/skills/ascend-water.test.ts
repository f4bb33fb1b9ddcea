/**
 * Climbing out of a mine under a water pocket (an aquifer: out of sight until the block under it is dug).
 * Seed 1's short-grass run broke into one from a strip mine at y 0, and with no dry column beside the shaft
 * the climb gave up in the flooded shaft; the surface search then ran from under water and found nothing.
 */
import { describe, expect, it } from 'vitest';
import { ascendToSky } from '../../src/skills/ascend.js';
import { blockIdOf } from '../../src/sim/data.js';
import { flatBody, signal } from '../sim/helpers.js';

const id = (name: string): number => blockIdOf(name)!;

describe('ascendToSky under water', () => {
  it('plugs the hole water pours through, tunnels aside and climbs to the sky there, dry', async () => {
    const body = flatBody();
    const w = body.world;
    // Solid rock from y 30 to the grass, a pocket of still water at y 43..45 over the bot's column and around it.
    for (let x = -8; x <= 8; x++) for (let z = -8; z <= 8; z++) for (let y = 30; y < 63; y++) w.setBlockId(x, y, z, id('stone'));
    for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) for (let y = 43; y <= 45; y++) w.setBlockId(x, y, z, id('water'));
    w.setBlockId(0, 40, 0, id('air'));
    w.setBlockId(0, 41, 0, id('air'));
    w.player.pos = { x: 0.5, y: 40, z: 0.5 };
    w.player.inventory.add('stone_pickaxe', 1);
    w.player.inventory.add('cobblestone', 8);

    const out = await ascendToSky(body, signal, 'test');

    expect(out).toMatchObject({ ok: true });
    expect(Math.floor(w.player.pos.y)).toBeGreaterThanOrEqual(64);
    expect(body.deaths()).toHaveLength(0);
    // The breached block is solid again, so the shaft under it does not stay flooded.
    expect(w.getBlock({ x: 0, y: 42, z: 0 })).not.toMatch(/^(air|water)$/);
    expect(w.getBlock({ x: 0, y: 41, z: 0 })).not.toBe('water');
    // The climb went up another column, outside the pocket.
    expect(Math.max(Math.abs(Math.floor(w.player.pos.x)), Math.abs(Math.floor(w.player.pos.z)))).toBeGreaterThan(2);
  });
});
