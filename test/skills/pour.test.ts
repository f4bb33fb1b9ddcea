/** Obsidian by pouring: the gather skill pours a water bucket beside a lava source, takes the water back and mines the obsidian. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { gather } from '../../src/skills/gather.js';
import { skillContext } from '../support/skill-context.js';

describe('gather obsidian (water on a lava source, LiquidBlock.shouldSpreadLiquid)', () => {
  it('pours, takes the water back, and mines the obsidian with a diamond pickaxe', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: false });
    const w = body.world;
    w.player.pos = { x: 4.5, y: 64, z: 0.5 };
    w.setBlock({ x: 0, y: 63, z: 0 }, 'lava'); // a one-block lava pool in the ground
    for (const [item, n] of [
      ['water_bucket', 1],
      ['diamond_pickaxe', 1],
    ] as const)
      w.player.inventory.add(item, n);
    const out = await gather.run(body, { item: 'obsidian', count: 1 }, new AbortController().signal, skillContext());
    expect(out.ok, out.ok ? '' : out.message).toBe(true);
    expect(body.count('obsidian')).toBe(1);
    expect(body.count('water_bucket')).toBe(1); // the water went back in the bucket
  });
});
