/**
 * Fidelity of rabbits and squid against vanilla 1.20.4: `RabbitAvoidEntityGoal<Player>(8, 2.2, 2.2)` (line of sight,
 * 8 blocks), rabbit.json and squid.json loot, `WaterAnimal.checkSurfaceWaterAnimalSpawnRules`, WATER_CREATURE
 * spawning (river and ocean lists only), and squid that never leave water. A player on foot kills both.
 */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { mobDrops } from '../../src/sim/loot.js';
import { MOB_STATS } from '../../src/sim/mobs.js';
import { Rng } from '../../src/sim/rng.js';
import { squidMaySpawn } from '../../src/sim/squid.js';
import { spawnWaterCreatures } from '../../src/sim/water-spawning.js';
import { BIO } from '../../src/sim/biomes.js';
import { blockFlags, F_WATER } from '../../src/sim/data.js';
import { createSimBody } from '../../src/body/sim/index.js';

const signal = new AbortController().signal;
const mean = (rolls: number[]): number => rolls.reduce((a, b) => a + b, 0) / rolls.length;
const countOf = (drops: { name: string; count: number }[], item: string): number => drops.filter((d) => d.name === item).reduce((n, d) => n + d.count, 0);

/** A flat world, the player at (0.5, 64, 0.5), by day. */
function flat(): World {
  const w = new World({ seed: 3, terrain: 'flat' });
  w.setTime(6000);
  return w;
}

/** A pool of water sources 12×12 from (x0, z0), y 57..63 (the flat surface is 63). */
function pool(w: World, x0: number, z0: number): void {
  for (let x = x0; x < x0 + 12; x++) for (let z = z0; z < z0 + 12; z++) for (let y = 57; y <= 63; y++) w.setBlock({ x, y, z }, 'water');
}

describe('rabbits', () => {
  it('3 health; rabbit.json: hide and meat uniform(0, 1), the foot 1 kill in 10', () => {
    expect(MOB_STATS.rabbit).toMatchObject({ kind: 'passive', health: 3 });
    const rng = new Rng(4);
    const rolls = Array.from({ length: 8000 }, () => mobDrops('rabbit', rng));
    expect(Math.abs(mean(rolls.map((d) => countOf(d, 'rabbit_hide'))) - 0.5)).toBeLessThan(0.03);
    expect(Math.abs(mean(rolls.map((d) => countOf(d, 'rabbit'))) - 0.5)).toBeLessThan(0.03);
    expect(Math.abs(mean(rolls.map((d) => countOf(d, 'rabbit_foot'))) - 0.1)).toBeLessThan(0.015);
  });

  it('runs from a player it sees within 8 blocks, not from one behind a wall or farther off', () => {
    const w = flat();
    const near = w.mobs.get(w.spawnMob('rabbit', { x: 5, y: 64, z: 0 }))!;
    const far = w.mobs.get(w.spawnMob('rabbit', { x: -12, y: 64, z: 0 }))!;
    // A rabbit 5 blocks away on the other side of a wall: it cannot see the player.
    for (let x = -3; x <= 3; x++) for (let y = 64; y <= 67; y++) w.setBlock({ x, y, z: 3 }, 'stone');
    const hidden = w.mobs.get(w.spawnMob('rabbit', { x: 0, y: 64, z: 5 }))!;
    w.advance(40);
    expect(Math.hypot(near.x + 0.5, near.z + 0.5)).toBeGreaterThan(8);
    expect(Math.abs(far.x + 12) + Math.abs(far.z)).toBeLessThanOrEqual(2);
    expect(Math.abs(hidden.x) + Math.abs(hidden.z - 5)).toBeLessThanOrEqual(2);
  });

  it('a player on foot catches one in the open and picks up its drops', async () => {
    const body = createSimBody({ seed: 3, terrain: 'flat', mobs: true });
    body.world.setTime(6000);
    const id = body.world.spawnMob('rabbit', { x: 6, y: 64, z: 2 });
    const out = await body.attack(id, signal);
    expect(out).toMatchObject({ ok: true });
    expect(body.world.mobs.has(id)).toBe(false);
  });
});

describe('squid', () => {
  it('10 health; squid.json: ink sacs uniform(1, 3)', () => {
    expect(MOB_STATS.squid).toMatchObject({ kind: 'passive', health: 10 });
    const rng = new Rng(4);
    const ink = Array.from({ length: 6000 }, () => countOf(mobDrops('squid', rng), 'ink_sac'));
    expect(Math.min(...ink)).toBe(1);
    expect(Math.max(...ink)).toBe(3);
    expect(Math.abs(mean(ink) - 2)).toBeLessThan(0.05);
  });

  it('may spawn only in water with water below and above, from sea level - 13 up', () => {
    const w = flat();
    pool(w, 20, 20);
    expect(squidMaySpawn(w.loaded, 25, 60, 25)).toBe(true);
    expect(squidMaySpawn(w.loaded, 25, 63, 25)).toBe(false); // air above
    expect(squidMaySpawn(w.loaded, 25, 57, 25)).toBe(false); // dirt below
    expect(squidMaySpawn(w.loaded, 10, 64, 10)).toBe(false); // on land
    w.setBlock({ x: 25, y: 49, z: 25 }, 'water');
    w.setBlock({ x: 25, y: 48, z: 25 }, 'water');
    w.setBlock({ x: 25, y: 50, z: 25 }, 'water');
    expect(squidMaySpawn(w.loaded, 25, 49, 25)).toBe(false); // below sea level - 13
  });

  it('spawns naturally in a river pool only, never in plains water, and swims without leaving it', () => {
    const w = flat();
    pool(w, 36, 4);
    pool(w, -48, 4);
    const river = w.chunk(2, 0);
    river.biome.fill(BIO.river);
    const spawned: { x: number; y: number; z: number }[] = [];
    for (let i = 0; i < 30 && spawned.length < 12; i++) {
      spawnWaterCreatures(w, [river, w.chunk(-3, 0)], 200, 0);
      for (const m of w.mobs.values()) spawned.push({ x: m.x, y: m.y, z: m.z });
      if (i < 29 && spawned.length < 12) w.mobs.clear();
    }
    expect(spawned.length).toBeGreaterThan(0);
    for (const s of spawned) expect(s.x >= 36 && s.x < 48 && s.y >= 58 && s.y <= 62).toBe(true);
    w.player.pos = { x: 40.5, y: 64, z: 2.5 };
    for (let t = 0; t < 1200; t++) {
      w.advance(1);
      for (const m of w.mobs.values()) expect(blockFlags[w.blockId(m.x, m.y, m.z)] & F_WATER).not.toBe(0);
    }
  });

  it('a player swims to one and kills it for its ink', async () => {
    const body = createSimBody({ seed: 3, terrain: 'flat', mobs: true });
    body.world.setTime(6000);
    pool(body.world, 3, -6);
    const id = body.world.spawnMob('squid', { x: 8, y: 61, z: 0 });
    const out = await body.attack(id, signal);
    expect(out.ok).toBe(true);
    expect(body.world.player.inventory.count('ink_sac')).toBeGreaterThanOrEqual(1);
  });
});
