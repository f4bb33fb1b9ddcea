/**
 * Fidelity: drops are item entities (vanilla 1.20.4 ItemEntity). Sources of the
 * numbers: ItemEntity.LIFETIME = 6000 ticks; default pickup delay 10 ticks, a
 * thrown stack 40 (Player.drop); gravity 0.04 blocks/tick² with drag 0.98
 * (ItemEntity.tick); pickup when the player's box (0.6 × 1.8) inflated by
 * (1, 0.5, 1) touches the item (Player.aiStep); items burn in lava unless the
 * item is fire resistant (netherite).
 */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/index.js';
import { FLAT_SURFACE } from '../../src/sim/generate.js';
import { flatBody, signal } from './helpers.js';

const G = FLAT_SURFACE; // grass at y 63, the player stands at y 64

function flatWorld(): World {
  return new World({ seed: 7, terrain: 'flat', mobs: false });
}

describe('drops are item entities', () => {
  it('a dug block leaves an entity at the block; dig walks to it and picks it up', async () => {
    const body = flatBody();
    const w = body.world;
    w.setBlock({ x: 3, y: G + 1, z: 0 }, 'oak_log');
    await body.goto({ x: 2, y: G + 1, z: 0 }, 0, signal);
    const r = await body.dig({ x: 3, y: G + 1, z: 0 }, signal);
    expect(r.ok).toBe(true);
    expect(body.count('oak_log')).toBe(1);
    expect(w.items).toHaveLength(0);
  });

  it('breaking a block does not put its drop straight into the inventory', () => {
    const w = flatWorld();
    w.setBlock({ x: 0, y: G + 3, z: 3 }, 'oak_log');
    w.player.inventory.add('iron_axe', 1);
    // Dig through the world API only: no walking, so nothing may be picked up.
    w.setBlock({ x: 0, y: G + 3, z: 3 }, 'air');
    expect(w.player.inventory.count('oak_log')).toBe(0);
    const e = w.dropItem('oak_log', 1, null, { x: 0, y: G + 3, z: 3 });
    expect(w.items).toContain(e);
    expect(w.player.inventory.count('oak_log')).toBe(0);
  });

  it('an item falls with gravity 0.04 and drag 0.98 and lands on the ground', () => {
    const w = flatWorld();
    w.player.pos = { x: 20.5, y: G + 1, z: 20.5 };
    const e = w.dropItem('cobblestone', 1, null, { x: 0, y: G + 5, z: 0 });
    // Vanilla: v(n+1) = (v(n) - 0.04) * 0.98; falling 4 blocks takes 15 ticks.
    let v = 0,
      y = G + 5,
      n = 0;
    while (y > G + 1) {
      v = (v - 0.04) * 0.98;
      y += v;
      n++;
    }
    w.advance(n - 1);
    expect(e.y).toBeGreaterThan(G + 1);
    w.advance(1);
    expect(e.y).toBe(G + 1);
    expect(e.vy).toBe(0);
    expect(n).toBe(15);
  });

  it('is picked up only within the inflated player box, after the pickup delay', () => {
    const w = flatWorld();
    w.player.pos = { x: 0.5, y: G + 1, z: 0.5 };
    const near = w.dropItem('stick', 1, null, { x: 1, y: G + 1, z: 0 }); // centre 1.0 away
    const far = w.dropItem('dirt', 1, null, { x: 2, y: G + 1, z: 0 }); // centre 2.0 away, beyond 1.425
    w.advance(9);
    expect(w.items).toContain(near); // delay 10 ticks not over
    w.advance(1);
    expect(w.items).not.toContain(near);
    expect(w.player.inventory.count('stick')).toBe(1);
    w.advance(100);
    expect(w.items).toContain(far);
    expect(w.player.inventory.count('dirt')).toBe(0);
  });

  it('no pickup from afar: a drop out of reach stays on the ground', async () => {
    const body = flatBody();
    const w = body.world;
    // A log on top of a bedrock pillar 3 high: the player can reach the log from the ground,
    // but the drop rests on the pillar, above the inflated pickup box, with no blocks to pillar up.
    for (let y = G + 1; y <= G + 3; y++) w.setBlock({ x: 2, y, z: 0 }, 'bedrock');
    w.setBlock({ x: 2, y: G + 4, z: 0 }, 'oak_log');
    const r = await body.dig({ x: 2, y: G + 4, z: 0 }, signal);
    expect(r.ok).toBe(true);
    expect(body.count('oak_log')).toBe(0);
    expect(w.items.map((e) => [e.name, e.y])).toEqual([['oak_log', G + 4]]);
    expect((r as { data?: { dropsLeft?: unknown } }).data?.dropsLeft).toEqual([{ name: 'oak_log', count: 1 }]);
  });

  it('burns in lava, unless fire resistant', () => {
    const w = flatWorld();
    w.player.pos = { x: 20.5, y: G + 1, z: 20.5 };
    w.setBlock({ x: 0, y: G, z: 0 }, 'lava');
    w.setBlock({ x: 1, y: G, z: 0 }, 'lava');
    const stick = w.dropItem('stick', 1, null, { x: 0, y: G + 1, z: 0 });
    const ingot = w.dropItem('netherite_ingot', 1, null, { x: 1, y: G + 1, z: 0 });
    w.advance(20);
    expect(w.items).not.toContain(stick);
    expect(w.items).toContain(ingot);
  });

  it('floats up in water', () => {
    const w = flatWorld();
    w.player.pos = { x: 20.5, y: G + 1, z: 20.5 };
    for (let y = G - 4; y <= G; y++) w.setBlock({ x: 0, y, z: 0 }, 'water');
    const e = w.dropItem('oak_log', 1, null, { x: 0, y: G - 4, z: 0 });
    const y0 = e.y;
    w.advance(200);
    expect(e.y).toBeGreaterThan(y0 + 1);
  });

  it('despawns after 6000 ticks (5 minutes)', () => {
    const w = flatWorld();
    w.player.pos = { x: 20.5, y: G + 1, z: 20.5 };
    const e = w.dropItem('dirt', 1, null, { x: 0, y: G + 1, z: 0 });
    w.advance(5999);
    expect(w.items).toContain(e);
    w.advance(1);
    expect(w.items).not.toContain(e);
  });

  it('merges with a same-item stack in the same cell', () => {
    const w = flatWorld();
    w.player.pos = { x: 20.5, y: G + 1, z: 20.5 };
    const a = w.dropItem('cobblestone', 3, null, { x: 0, y: G + 1, z: 0 });
    const b = w.dropItem('cobblestone', 2, null, { x: 0, y: G + 1, z: 0 });
    expect(b).toBe(a);
    expect(a.count).toBe(5);
    expect(w.items).toHaveLength(1);
  });
});
