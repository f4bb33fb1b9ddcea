import { describe, expect, it } from 'vitest';
import { flatBody, signal } from './helpers.js';

describe('walking where lava flows', () => {
  it('stops before lava that flowed into the way after the path was planned, and lives', async () => {
    const body = flatBody();
    const w = body.world;
    // A 1x2 corridor through the rock at y 56, 20 long, with a lava source in a pocket off its side at x 6:
    // it spreads a block per 30 ticks (https://minecraft.wiki/w/Lava#Spread) and reaches the corridor before the bot does.
    for (let x = 0; x <= 20; x++) for (const y of [56, 57]) w.setBlock({ x, y, z: 0 }, 'air');
    w.setBlock({ x: 6, y: 56, z: 1 }, 'lava');
    w.player.pos = { x: 0.5, y: 56, z: 0.5 };
    w.advance(40);
    const r = await body.goto({ x: 20, y: 56, z: 0 }, 0, signal);
    expect(r.ok ? 'ok' : r.message).toMatch(/lava in the way|no path|unreachable/);
    expect(w.deaths).toHaveLength(0);
    expect(Math.floor(body.position().x)).toBeLessThan(6);
  });
});
