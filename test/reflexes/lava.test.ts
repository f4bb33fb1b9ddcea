import { describe, expect, it } from 'vitest';
import { lava } from '../../src/reflexes/lava.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { flatBody, signal } from '../sim/helpers.js';
import type { SimBody } from '../../src/body/sim/index.js';

const ctx = { knowledge: getKnowledge(), keep: new Set<string>(), tuning: {} };

/** A 1x1 shaft from the grass (63) down to feet level 56, the bot at its foot. */
function inShaft(): SimBody {
  const body = flatBody();
  const w = body.world;
  for (let y = 56; y <= 63; y++) w.setBlock({ x: 0, y, z: 0 }, 'air');
  w.player.pos = { x: 0.5, y: 56, z: 0.5 };
  return body;
}

describe('lava reflex', () => {
  it('plugs lava that breaks into the shaft beside the head, before it flows in', async () => {
    const body = inShaft();
    const w = body.world;
    w.give('cobblestone', 4);
    expect(lava.due(body, ctx)).toBe(false);
    // A lava source behind the wall beside the head, opened up: a miner's shaft breaking into a lava pocket.
    w.setBlock({ x: 1, y: 57, z: 0 }, 'lava');
    expect(lava.due(body, ctx)).toBe(true);
    const out = await lava.run(body, signal, ctx);
    expect(out.ok ? 'ok' : out.message).toBe('ok');
    expect(w.getBlock({ x: 1, y: 57, z: 0 })).toBe('cobblestone');
    expect(w.player.inventory.count('cobblestone')).toBe(3);
    // Lava spreads a block per 30 ticks (https://minecraft.wiki/w/Lava#Spread): given time, none reaches the bot.
    w.advance(200);
    expect(w.deaths).toHaveLength(0);
    expect(w.player.health).toBe(20);
    expect(lava.due(body, ctx)).toBe(false);
  });

  it('steps out of lava pouring down the shaft into a side cell, digging it, then plugs the lava off', async () => {
    const body = inShaft();
    const w = body.world;
    w.give('cobblestone', 8);
    w.give('iron_pickaxe', 1);
    // Lava over the head and in it, falling down the shaft.
    for (const y of [57, 58]) w.setBlock({ x: 0, y, z: 0 }, 'lava');
    expect(lava.due(body, ctx)).toBe(true);
    const out = await lava.run(body, signal, ctx);
    expect(out.ok ? 'ok' : out.message).toBe('ok');
    const p = body.position();
    const feet = { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) };
    expect(feet.x !== 0 || feet.z !== 0).toBe(true);
    for (const dy of [0, 1]) expect(w.getBlock({ ...feet, y: feet.y + dy })).not.toBe('lava');
    expect(lava.due(body, ctx)).toBe(false);
    expect(w.deaths).toHaveLength(0);
  });

  it('fails, and says why, with nothing to block the lava with', async () => {
    const body = inShaft();
    body.world.setBlock({ x: 1, y: 57, z: 0 }, 'lava');
    const out = await lava.run(body, signal, ctx);
    expect(out.ok ? 'ok' : out.message).toMatch(/nothing to block them with/);
  });
});

describe('placing into lava', () => {
  it('replaces a lava cell with the block, as vanilla 1.20.4 builds lava `.replaceable()` (Blocks.LAVA)', async () => {
    const body = flatBody();
    const w = body.world;
    w.give('cobblestone', 1);
    w.setBlock({ x: 2, y: 63, z: 0 }, 'lava');
    const r = await body.place('cobblestone', { x: 2, y: 63, z: 0 }, signal);
    expect(r.ok ? 'ok' : r.message).toBe('ok');
    expect(w.getBlock({ x: 2, y: 63, z: 0 })).toBe('cobblestone');
  });
});
