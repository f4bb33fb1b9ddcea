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

  it('looks for lava from deep down by tunnelling over the cave lava (y -54), not by climbing to the surface', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: false });
    const w = body.world;
    w.player.pos = { x: 0.5, y: -40, z: 0.5 };
    for (const y of [-40, -39]) w.setBlock({ x: 0, y, z: 0 }, 'air');
    // Cave lava in pockets some way off, whichever way the tunnel heads.
    for (const [x, z] of [
      [14, 0],
      [-14, 0],
      [0, 14],
      [0, -14],
    ])
      for (let d = -1; d <= 1; d++) w.setBlock({ x: x + (z ? d : 0), y: -55, z: z + (x ? d : 0) }, 'lava');
    for (const [item, n] of [
      ['water_bucket', 1],
      ['diamond_pickaxe', 1],
      ['cobbled_deepslate', 64],
    ] as const)
      w.player.inventory.add(item, n);
    let highest = -Infinity;
    const advance = w.advance.bind(w);
    w.advance = (ticks: number) => {
      highest = Math.max(highest, w.player.pos.y);
      advance(ticks);
    };
    const out = await gather.run(body, { item: 'obsidian', count: 1 }, new AbortController().signal, skillContext());
    expect(out.ok, out.ok ? '' : out.message).toBe(true);
    expect(body.count('obsidian')).toBeGreaterThanOrEqual(1);
    expect(highest).toBeLessThan(-38);
  });
});
