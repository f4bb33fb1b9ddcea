/** Odyssey's arena (combatEnv + summonMob) in the simulated world: a lit sea-lantern box, the mobs at Odyssey's offsets. */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { ARENA, buildArena } from '../../src/sim/arena.js';
import { darkEnough } from '../../src/sim/spawning.js';

describe('arena', () => {
  const w = new World({ seed: 3, terrain: 'flat' });
  w.spawnMob('zombie', { x: Math.floor(w.player.pos.x) + 3, y: Math.floor(w.player.pos.y), z: Math.floor(w.player.pos.z) });
  const cx = Math.floor(w.player.pos.x),
    cz = Math.floor(w.player.pos.z);
  const a = buildArena(w, ['zombie', 'skeleton', 'spider', 'enderman']);
  const { radius: r, floorY: y, height: h } = ARENA;

  it('is a 31 × 31 × 11 sea-lantern shell, empty inside, with the player on its floor', () => {
    for (const [x, z] of [
      [cx - r, cz],
      [cx + r, cz - r],
      [cx, cz + r],
    ])
      for (let dy = 0; dy <= h; dy++) expect(w.getBlock({ x, y: y + dy, z })).toBe('sea_lantern');
    for (let x = cx - r; x <= cx + r; x += 5) for (let z = cz - r; z <= cz + r; z += 5) expect(w.getBlock({ x, y, z })).toBe('sea_lantern');
    for (let x = cx - r + 1; x < cx + r; x += 3) for (let dy = 1; dy < h; dy++) expect(w.getBlock({ x, y: y + dy, z: cz })).toBe('air');
    expect(w.player.pos).toEqual({ x: cx + 0.5, y: y + 1, z: cz + 0.5 });
    expect(a.centre).toEqual({ x: cx, y: y + 1, z: cz });
  });

  it('is lit in every inner cell, so no monster can spawn in it', () => {
    let darkest = 15;
    // Every third column and every height.
    for (let x = cx - r + 1; x < cx + r; x += 3)
      for (let z = cz - r + 1; z < cz + r; z += 3)
        for (let dy = 1; dy < h; dy++) {
          darkest = Math.min(darkest, w.light.blockLight(x, y + dy, z));
          expect(darkEnough(w, x, y + dy, z)).toBe(false);
        }
    expect(darkest).toBeGreaterThanOrEqual(10);
  });

  it('clears the hostiles that were about and summons each mob 5..10 blocks off on x and on z, on the floor', () => {
    expect([...w.mobs.values()].filter((m) => m.name === 'zombie')).toHaveLength(1);
    expect(a.mobs).toHaveLength(4);
    for (const id of a.mobs) {
      const m = w.mobs.get(id)!;
      for (const d of [m.x - cx, m.z - cz]) {
        expect(Math.abs(d)).toBeGreaterThanOrEqual(4);
        expect(Math.abs(d)).toBeLessThanOrEqual(10);
      }
      expect(m.y).toBe(y + 1);
    }
  });
});
