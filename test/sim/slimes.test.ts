/**
 * Fidelity of slimes against vanilla 1.20.4: slime chunks (`WorldgenRandom.seedSlimeChunk`, checked against OpenJDK's
 * java.util.Random), `Slime.checkSlimeSpawnRules`, `finalizeSpawn` sizes, `setSize`, splitting in `Slime.remove`, and
 * slime.json (slime balls uniform(0, 2) from size-1 slimes only).
 */
import { describe, expect, it } from 'vitest';
import { isSlimeChunk, JavaRandom } from '../../src/sim/slime-chunks.js';
import { slimeChunkSpawn, slimeSize, swampSlimeNight } from '../../src/sim/slimes.js';
import { spawnMonsters } from '../../src/sim/spawning.js';
import { mobDrops } from '../../src/sim/loot.js';
import { dropLoot, hurtMob, MOB_STATS } from '../../src/sim/mobs.js';
import { Rng } from '../../src/sim/rng.js';
import { World } from '../../src/sim/world.js';

/** Printed by `new Random(seed + x*x*0x4c1906 + x*0x5ac0db + (long)(z*z)*0x4307a7L + z*0x5f24f ^ 0x3ad8025fL).nextInt(10) == 0` on OpenJDK, chunks −8..7. */
const JAVA_SLIME_CHUNKS: Record<number, string> = {
  1: '-8,-8 -8,5 -7,-8 -6,-8 -6,3 -4,1 -4,6 -3,-4 -3,-3 -3,0 -2,2 -2,4 -2,6 0,3 0,7 1,-7 1,6 2,-1 3,4 4,-8 4,6 5,-3 5,-1 5,2 5,5 5,7 6,-4 7,-6 7,6',
  7: '-8,-4 -7,-7 -7,-3 -7,3 -6,-3 -5,-5 -5,-1 -5,3 -4,-8 -4,-6 -3,4 -2,-6 -1,-7 -1,-3 0,-6 0,0 0,1 1,-6 1,-1 1,4 2,-8 2,-5 2,5 2,7 3,-1 4,1 5,-5 5,-2 5,3 6,-5 6,6 6,7 7,-8 7,0',
};

describe('slime chunks (vanilla seed rule)', () => {
  it('java.util.Random gives the values OpenJDK gives', () => {
    expect(new JavaRandom(0n).nextInt()).toBe(-1155484576);
    expect(new JavaRandom(42n).nextInt(10)).toBe(0);
    expect(new JavaRandom(-5n).nextInt(3)).toBe(0);
  });

  it.each([1, 7])('seed %i: the same slime chunks as Java over chunks -8..7', (seed) => {
    const ours: string[] = [];
    for (let x = -8; x < 8; x++) for (let z = -8; z < 8; z++) if (isSlimeChunk(seed, x, z)) ours.push(`${x},${z}`);
    expect(ours.join(' ')).toBe(JAVA_SLIME_CHUNKS[seed]);
  });

  it('far chunks overflow the int products as Java does (seed -123456789)', () => {
    for (const z of [-47000, -46753, -46610, -46597]) expect(isSlimeChunk(-123456789, 46000, z)).toBe(true);
    expect(isSlimeChunk(1, 30000, -30000)).toBe(false);
  });
});

describe('slime spawn rule and sizes', () => {
  const rng = new Rng(5);
  const rate = (f: () => boolean, n = 20000): number => Array.from({ length: n }, f).filter(Boolean).length / n;

  it('in a slime chunk below y 40, one try in ten; never at y 40 or above, never outside a slime chunk', () => {
    const r = rate(() => slimeChunkSpawn(true, 20, rng));
    expect(r).toBeGreaterThan(0.085);
    expect(r).toBeLessThan(0.115);
    expect(rate(() => slimeChunkSpawn(true, 40, rng), 2000)).toBe(0);
    expect(rate(() => slimeChunkSpawn(false, 20, rng), 2000)).toBe(0);
  });

  it('the swamp hook spawns only in swamps, 50 < y < 70, by the moon: half the dark tries at full moon, none at new moon', () => {
    expect(rate(() => swampSlimeNight('plains', 60, 1, 0, rng), 2000)).toBe(0);
    expect(rate(() => swampSlimeNight('swamp', 75, 1, 0, rng), 2000)).toBe(0);
    expect(rate(() => swampSlimeNight('swamp', 60, 0, 0, rng), 2000)).toBe(0);
    const full = rate(() => swampSlimeNight('swamp', 60, 1, 0, rng));
    expect(full).toBeGreaterThan(0.46);
    expect(full).toBeLessThan(0.54);
  });

  it('sizes 1, 2 and 4 a third each (finalizeSpawn on normal), health size² and damage by size', () => {
    const sizes = Array.from({ length: 9000 }, () => slimeSize(rng));
    for (const s of [1, 2, 4]) expect(Math.abs(sizes.filter((x) => x === s).length / 9000 - 1 / 3)).toBeLessThan(0.03);
    const w = new World({ seed: 1, terrain: 'flat' });
    for (const size of [1, 2, 4]) expect(w.mobs.get(w.spawnMob('slime', { x: 3, y: 64, z: 3 }, size))!.health).toBe(size * size);
    expect(MOB_STATS.slime.kind).toBe('hostile');
  });
});

describe('slime death: splitting and slime balls', () => {
  it('a size-4 slime splits into 2-4 of size 2, each of those into 2-4 of size 1; only size 1 drops balls', () => {
    const counts: number[] = [];
    for (let i = 0; i < 60; i++) {
      const w = new World({ seed: i, terrain: 'flat' });
      const big = w.mobs.get(w.spawnMob('slime', { x: 3, y: 64, z: 3 }, 4))!;
      hurtMob(w, big, 16, 'living', true);
      w.mobs.delete(big.id);
      dropLoot(w, big);
      const kids = [...w.mobs.values()];
      expect(kids.every((k) => k.size === 2 && k.health === 4)).toBe(true);
      counts.push(kids.length);
      expect(w.items).toEqual([]);
    }
    expect(Math.min(...counts)).toBe(2);
    expect(Math.max(...counts)).toBe(4);
    const rng = new Rng(9);
    const balls = Array.from({ length: 6000 }, () => mobDrops('slime', rng, { size: 1 }).reduce((n, d) => n + d.count, 0));
    expect(Math.max(...balls)).toBe(2);
    expect(Math.abs(balls.reduce((a, b) => a + b, 0) / balls.length - 1)).toBeLessThan(0.05);
    expect(mobDrops('slime', rng, { size: 2 })).toEqual([]);
  });
});

describe('natural slime spawning (any light, slime chunks below y 40)', () => {
  /** A lit room (glowstone ceiling) 14×14, 4 high, from y `y`, in chunk (cx, cz). */
  function room(w: World, cx: number, cz: number, y: number): void {
    for (let x = 1; x < 15; x++)
      for (let z = 1; z < 15; z++) {
        for (let dy = 0; dy < 4; dy++) w.setBlock({ x: cx * 16 + x, y: y + dy, z: cz * 16 + z }, 'air');
        w.setBlock({ x: cx * 16 + x, y: y + 4, z: cz * 16 + z }, 'glowstone');
      }
  }

  it('spawns slimes only in the slime chunk room below y 40, and no other monster in the lit rooms', () => {
    const w = new World({ seed: 1, terrain: 'flat' });
    w.setTime(6000);
    expect(isSlimeChunk(1, 2, -1) && isSlimeChunk(1, 3, 4) && !isSlimeChunk(1, -3, -1)).toBe(true);
    room(w, 2, -1, 20); // slime chunk, y 20
    room(w, 3, 4, 45); // slime chunk, y 45: too high
    room(w, -3, -1, 20); // not a slime chunk
    const where: string[] = [];
    w.spawnMob = (name, pos) => (where.push(`${name} ${pos.x >> 4},${pos.z >> 4} ${pos.y}`), 0);
    // The three rooms' chunks, 27 times over: the cap of 81 spawn chunks (19), and 27 tries a tick in each room.
    const rooms = [w.chunk(2, -1), w.chunk(3, 4), w.chunk(-3, -1)];
    const chunks = Array.from({ length: 27 }, () => rooms).flat();
    for (let i = 0; i < 12; i++) spawnMonsters(w, chunks, 100, 0);
    expect(where.length).toBeGreaterThan(6);
    for (const s of where) expect(s).toMatch(/^slime 2,-1 20$/);
  });
});
