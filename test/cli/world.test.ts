import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/index.js';
import { sapling } from './run-cli.js';

/** One line, no stack trace. */
const oneLine = (stderr: string) => {
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe('sapling world', () => {
  it('prints the spawn, ores, trees, fluids and hostile spawns of a seed as tables', async () => {
    const r = await sapling(['world', '--seed', '3', '--radius', '2', '--minutes', '1']);
    expect(r.code, r.stderr).toBe(0);
    const w = new World({ seed: 3, mobs: false });
    expect(r.stdout).toContain(`seed 3: spawn at ${Math.floor(w.spawn.x)} ${w.spawn.y} ${Math.floor(w.spawn.z)} in ${w.biomeAt(w.spawn.x, w.spawn.z)}`);
    expect(r.stdout).toContain('surveyed 25 chunks (radius 2)');
    expect(r.stdout).toMatch(/^y\s+coal\s+iron\s+copper\s+gold\s+redstone\s+lapis\s+diamond\s+emerald$/m);
    expect(r.stdout).toMatch(/^-64\.\.-49\s+\d+/m);
    expect(r.stdout).toMatch(/^biome\s+chunks\s+trees\s+per chunk\s+vanilla$/m);
    expect(r.stdout).toMatch(/^y\s+water\s+lava$/m);
    expect(r.stdout).toMatch(/hostile spawns at night around the spawn point over 1 game minutes, under the monster cap: \d+/);
    expect(r.stdout).toMatch(/^block light\s+spawns\s+per minute$/m);
  });

  it('prints the same survey as JSON with --json', async () => {
    const r = await sapling(['world', '--seed', '5', '--radius', '1', '--minutes', '1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    const w = new World({ seed: 5, mobs: false });
    expect(j).toMatchObject({ seed: 5, radius: 1, chunks: 9, spawn: { x: Math.floor(w.spawn.x), y: w.spawn.y, z: Math.floor(w.spawn.z) } });
    expect(j.ores[0]).toMatchObject({ yMin: -64, yMax: -49 });
    expect(Object.keys(j.ores[0].counts)).toEqual(['coal', 'iron', 'copper', 'gold', 'redstone', 'lapis', 'diamond', 'emerald']);
    // diamonds sit deep: some in the bottom bands, none above y 16 (1.18+ ore_diamond: trapezoid -144..16)
    const diamonds = (yMin: number) =>
      j.ores.filter((b: { yMin: number }) => b.yMin >= yMin).reduce((n: number, b: { counts: { diamond: number } }) => n + b.counts.diamond, 0);
    expect(diamonds(-64)).toBeGreaterThan(0);
    expect(diamonds(16)).toBe(0);
    expect(j.fluids.length).toBe(j.ores.length);
    expect(j.trees.every((t: { chunks: number }) => t.chunks > 0)).toBe(true);
    expect(j.hostiles).toMatchObject({ minutes: 1 });
    expect(j.hostiles.total).toBe(j.hostiles.buckets.reduce((n: number, b: { spawns: number }) => n + b.spawns, 0));
    // 1.18+ Monster.isDarkEnoughToSpawn: block light must be 0 (monster_spawn_block_light_limit 0)
    for (const b of j.hostiles.buckets) expect(b.blockLight).toBe(0);
  });

  it('lists the villages round the spawn, nearest first, with what their fields can grow', async () => {
    const r = await sapling(['world', '--seed', '14', '--radius', '1', '--minutes', '1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.villageRadius).toBe(1024);
    expect(j.villages.length).toBeGreaterThan(0);
    const ds = j.villages.map((v: { distance: number }) => v.distance);
    expect(ds).toEqual([...ds].sort((a, b) => a - b));
    expect(ds.every((d: number) => d <= j.villageRadius)).toBe(true);
    // Seed 14 starts in a taiga a village's width from one: its fields grow wheat, pumpkins and potatoes (FARM_TAIGA).
    expect(j.villages[0]).toMatchObject({ biome: 'taiga', grows: ['wheat', 'pumpkin_stem', 'potatoes'] });
    expect(j.villages[0].distance).toBeLessThan(128);
    const text = await sapling(['world', '--seed', '14', '--radius', '1', '--minutes', '1']);
    expect(text.stdout).toMatch(/^villages within 1024 blocks of the spawn, nearest first: \d+$/m);
    expect(text.stdout).toMatch(/taiga\s+\d+\s+\d+\s+wheat, pumpkin_stem, potatoes$/m);
  });

  it('has --help', async () => {
    const r = await sapling(['world', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage: sapling world/);
  });

  it('exits 2 with one clear line on a bad seed or radius', async () => {
    for (const [args, message] of [
      [['--seed', 'abc'], /--seed takes a whole number from -2147483648 to 2147483647, got 'abc'/],
      [['--seed', '1.5'], /--seed takes a whole number/],
      [['--radius', '99'], /--radius takes a whole number from 0 to 8, got '99'/],
      [['--minutes', '0'], /--minutes takes a whole number from 1 to 60, got '0'/],
    ] as const) {
      const r = await sapling(['world', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      oneLine(r.stderr);
    }
  });
});
