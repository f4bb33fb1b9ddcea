/** World options for the papers' suites: passive animals without hostile mobs (JARVIS-1's runs), and a start in a chosen biome. */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { MOB_STATS } from '../../src/sim/mobs.js';

const count = (w: World, kind: 'hostile' | 'passive') => [...w.mobs.values()].filter((m) => MOB_STATS[m.name]!.kind === kind).length;

/** A night at the seed's spawn: the same world with and without hostiles. */
function night(hostiles: boolean): World {
  const w = new World({ seed: 3, hostiles });
  w.setTime(14000);
  w.advance(400);
  return w;
}

describe('hostiles: false', () => {
  it('keeps the passive animals and spawns no monster through a night that spawns them with hostiles on', () => {
    const on = night(true);
    const off = night(false);
    expect(count(on, 'hostile')).toBeGreaterThan(0);
    expect(count(off, 'hostile')).toBe(0);
    expect(off.naturalSpawns).toBe(0);
    expect(count(off, 'passive')).toBeGreaterThan(0);
    expect(off.hostilesEnabled).toBe(false);
    expect(new World({ seed: 3, mobs: false, hostiles: true }).hostilesEnabled).toBe(false);
  });
});

describe('spawnBiomes', () => {
  it('starts in the asked biome near the vanilla spawn, and respawns there', () => {
    for (const seed of [1, 2]) {
      const vanilla = new World({ seed, mobs: false });
      for (const biome of ['plains', 'forest', 'windswept_hills'] as const) {
        const w = new World({ seed, mobs: false, spawnBiomes: [biome] });
        expect(w.spawnBiomeFound, `seed ${seed} ${biome}`).toBe(true);
        expect(w.biomeAt(w.spawn.x, w.spawn.z), `seed ${seed} ${biome}`).toBe(biome);
        expect(w.player.pos).toEqual(w.spawn);
        if (biome === 'plains') {
          w.player.pos = { x: w.spawn.x + 30, y: w.spawn.y + 5, z: w.spawn.z };
          w.hurtPlayer(100, 'test');
          w.advance(1);
          expect(w.deaths).toHaveLength(1);
          expect(w.player.pos).toEqual(w.spawn);
        }
        expect(Math.hypot(w.spawn.x - vanilla.spawn.x, w.spawn.z - vanilla.spawn.z)).toBeLessThan(2048);
      }
    }
  });

  it('keeps the vanilla spawn when it already lies in one of the biomes', () => {
    const vanilla = new World({ seed: 5, mobs: false });
    const here = vanilla.biomeAt(vanilla.spawn.x, vanilla.spawn.z) as 'forest';
    const w = new World({ seed: 5, mobs: false, spawnBiomes: [here, 'desert'] });
    expect(w.spawn).toEqual(vanilla.spawn);
    expect(w.spawnBiomeFound).toBe(true);
  });
});
