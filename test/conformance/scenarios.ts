/**
 * The conformance scenarios, written once and run against every world. Each
 * asserts inventory and block changes through the Body and the world's truth;
 * worlds with a `crossCheck` also compare the bot's view with the server's.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import { eventually, offset, total, type ConformanceWorld } from './harness.js';

const signal = () => new AbortController().signal;

/** Before each scenario of the suite it is called in: an empty inventory, the bot back at the origin, the cell beside it air. */
export function startEachAtOrigin(world: () => ConformanceWorld): void {
  beforeEach(async () => {
    const w = world();
    const cell = offset(w.origin(), 2, 0, 0);
    await w.clearInventory();
    // Earlier scenarios walk after drops; start each one from the same spot.
    await w.body.goto(w.origin(), 0.8, signal());
    if ((await w.getBlock(cell)) !== 'air') await w.setBlock(cell, 'air');
  });
}

/** The verb scenarios, each started at the origin (as is every other scenario of the suite they are defined in). */
export function defineScenarios(world: () => ConformanceWorld): void {
  let w: ConformanceWorld;
  let cell: Vec3Like;

  startEachAtOrigin(world);
  beforeEach(() => {
    w = world();
    cell = offset(w.origin(), 2, 0, 0);
  });

  it('chops a log', async () => {
    await w.setBlock(cell, 'oak_log');
    const o = await w.body.dig(cell, signal());
    expect(o).toMatchObject({ ok: true });
    expect(await w.getBlock(cell)).toBe('air');
    expect(w.body.count('oak_log')).toBe(1);
    expect(
      total(
        await eventually(
          () => w.inventoryTruth(),
          (t) => total(t, 'oak_log') === 1,
        ),
        'oak_log',
      ),
    ).toBe(1);
    await w.crossCheck?.([cell]);
  });

  it('refuses to dig water at once, as a player cannot break it', async () => {
    await w.setBlock(cell, 'water');
    const t = w.body.gameTick();
    expect(await w.body.dig(cell, signal())).toMatchObject({ ok: false, code: 'not_found' });
    // The sim once "dug" water for 15,000 ticks, its hardness 100 read as a dig time.
    expect(w.body.gameTick() - t).toBeLessThan(20);
    expect(await w.getBlock(cell)).toBe('water');
  });

  it('crafts planks, a table, sticks and a wooden pickaxe', async () => {
    await w.give('oak_log', 3);
    expect(await w.body.craft('oak_planks', 3, null, signal())).toMatchObject({ ok: true });
    expect(w.body.count('oak_planks')).toBe(12);
    expect(await w.body.craft('crafting_table', 1, null, signal())).toMatchObject({ ok: true });
    expect(await w.body.craft('stick', 1, null, signal())).toMatchObject({ ok: true });
    expect([w.body.count('oak_planks'), w.body.count('stick'), w.body.count('crafting_table')]).toEqual([6, 4, 1]);
    // A pickaxe needs the table: without one it is a missing_item, not a hang.
    expect(await w.body.craft('wooden_pickaxe', 1, null, signal())).toMatchObject({ ok: false, code: 'missing_item' });
    const placed = await w.body.place('crafting_table', cell, signal());
    expect(placed).toMatchObject({ ok: true });
    expect(await w.getBlock(cell)).toBe('crafting_table');
    expect(await w.body.craft('wooden_pickaxe', 1, cell, signal())).toMatchObject({ ok: true });
    expect([w.body.count('wooden_pickaxe'), w.body.count('oak_planks'), w.body.count('stick')]).toEqual([1, 3, 2]);
    await w.crossCheck?.([cell]);
  });

  it('mines stone into cobblestone with a pickaxe, and refuses to dig it by hand', async () => {
    await w.setBlock(cell, 'stone');
    const bare = await w.body.dig(cell, signal());
    expect(bare).toMatchObject({ ok: false, code: 'no_tool' });
    expect(await w.getBlock(cell)).toBe('stone');
    await w.give('wooden_pickaxe', 1);
    expect(await w.body.dig(cell, signal())).toMatchObject({ ok: true });
    expect(await w.getBlock(cell)).toBe('air');
    expect(w.body.count('cobblestone')).toBe(1);
    await w.crossCheck?.([cell]);
  });

  it('smelts raw iron with coal', async () => {
    await w.setBlock(cell, 'furnace');
    await w.give('raw_iron', 1);
    await w.give('coal', 1);
    const o = await w.body.smelt('raw_iron', 'coal', 1, cell, signal());
    expect(o).toMatchObject({ ok: true });
    expect([w.body.count('iron_ingot'), w.body.count('raw_iron'), w.body.count('coal')]).toEqual([1, 0, 0]);
    await w.crossCheck?.([cell]);
  });

  it('deposits into a chest and withdraws from it', async () => {
    await w.setBlock(cell, 'chest');
    await w.give('cobblestone', 5);
    expect(await w.body.deposit(cell, [{ name: 'cobblestone', count: 3 }], signal())).toMatchObject({ ok: true });
    expect(w.body.count('cobblestone')).toBe(2);
    expect(total(await w.chestTruth(cell), 'cobblestone')).toBe(3);
    expect(await w.body.withdraw(cell, [{ name: 'cobblestone', count: 5 }], signal())).toMatchObject({ ok: false, code: 'missing_item' });
    expect(await w.body.withdraw(cell, [{ name: 'cobblestone', count: 2 }], signal())).toMatchObject({ ok: true });
    expect(w.body.count('cobblestone')).toBe(4);
    expect(total(await w.chestTruth(cell), 'cobblestone')).toBe(1);
    await w.crossCheck?.([cell]);
  });

  it('kills a pig and picks up porkchop', async () => {
    await w.give('stone_sword', 1);
    const id = await w.spawnMob('pig', offset(w.origin(), 2, 0, 1));
    const o = await w.body.attack(id, signal());
    expect(o).toMatchObject({ ok: true });
    expect(w.body.entities({ names: ['pig'] }).some((e) => e.id === id)).toBe(false);
    expect(w.body.count('porkchop')).toBeGreaterThanOrEqual(1);
    await w.crossCheck?.([]);
  });

  it('eats when hungry', async () => {
    await w.give('bread', 2);
    await w.setFood(10);
    expect(await w.body.consume('bread', signal())).toMatchObject({ ok: true });
    expect(w.body.count('bread')).toBe(1);
    expect(w.body.vitals().food).toBeGreaterThan(10);
    await w.crossCheck?.([]);
  });

  it('sees an ore in view and not one sealed behind rock beside a closed cave (line of sight, not "touches air"); xray senses both', async () => {
    // Emerald ore: neither world generates any here, so these two are the only ones.
    const visible = cell;
    const hidden = offset(w.origin(), -2, -3, -2);
    const cave = offset(hidden, -1, 0, 0);
    for (const [dx, dy, dz] of [
      [1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ]) {
      await w.setBlock(offset(hidden, dx, dy, dz), 'stone');
      await w.setBlock(offset(cave, -dx, dy, dz), 'stone');
    }
    await w.setBlock(cave, 'air');
    await w.setBlock(hidden, 'emerald_ore');
    await w.setBlock(visible, 'emerald_ore');
    // The old rule (a block touching air is seen) would have counted the hidden ore.
    expect(await w.getBlock(cave)).toBe('air');
    expect(w.body.findBlocks(['emerald_ore']).map((b) => b.pos)).toEqual([visible]);
    expect(w.body.blockAt(visible)).toBe('emerald_ore');
    expect(w.body.blockAt(hidden)).toBeNull();
    w.body.senses.xray = true;
    try {
      expect(w.body.findBlocks(['emerald_ore']).map((b) => b.pos)).toEqual([visible, hidden]);
      expect(w.body.blockAt(hidden)).toBe('emerald_ore');
    } finally {
      w.body.senses.xray = false;
    }
    for (const p of [hidden, cave]) await w.setBlock(p, 'stone');
    await w.crossCheck?.([visible]);
  });

  it('walks without digging when told not to: shut in by stone, the walk is refused and no wall is broken', async () => {
    const o = w.origin();
    const walls = [-1, 1].flatMap((d) => [0, 1].flatMap((dy) => [offset(o, d, dy, 0), offset(o, 0, dy, d)]));
    const roof = offset(o, 0, 2, 0);
    for (const p of [...walls, roof]) await w.setBlock(p, 'stone');
    try {
      const r = await w.body.goto(offset(o, 6, 0, 0), 1, signal(), { dig: false });
      expect(r).toMatchObject({ ok: false });
      for (const p of [...walls, roof]) expect(await w.getBlock(p)).toBe('stone');
    } finally {
      for (const p of [...walls, roof]) await w.setBlock(p, 'air');
    }
  });

  it('dies, reports died with the lost inventory, and respawns', async () => {
    await w.give('dirt', 5);
    const deathsBefore = w.body.deaths().length;
    if (w.name === 'server') {
      // Verbs run in real time here, so a death can land mid-verb.
      const waiting = w.body.wait(400, signal());
      await w.kill();
      const o = await waiting;
      expect(o).toMatchObject({ ok: false, code: 'died' });
      expect(o.ok ? [] : (o.details?.lost as { name: string; count: number }[])).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'dirt', count: 5 })]),
      );
    } else {
      await w.kill();
    }
    const deaths = await eventually(
      () => w.body.deaths(),
      (d) => d.length === deathsBefore + 1,
    );
    expect(deaths.length).toBe(deathsBefore + 1);
    expect(deaths[deaths.length - 1].lost).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'dirt', count: 5 })]));
    await eventually(
      () => w.body.vitals().health,
      (hp) => hp > 0,
    );
    expect(w.body.vitals().health).toBeGreaterThan(0);
    expect(w.body.count('dirt')).toBe(0);
    expect(await w.body.wait(5, signal())).toMatchObject({ ok: true });
    // The respawned bot can act again.
    expect(await w.body.goto(offset(w.origin(), 3, 0, 0), 1, signal())).toMatchObject({ ok: true });
  });
}
