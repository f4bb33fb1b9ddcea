/**
 * Far sight on the embedded server (Body.landmarks): the mineflayer body sees a village by its bell, a mountain by its
 * bare top, a grove by its crowns and snow by its colour beyond the senses radius, in line of sight and by day, from the chunks the server sent. The simulated body's far sight reads
 * its generated villages' roofs and bells (test/sim/skyline.test.ts), so a lone bell set by hand is a server-only
 * scenario.
 */
import { expect, it } from 'vitest';
import { MOUNTAIN_Y, SKYLINE } from '../../src/contracts/body.js';
import { eventually, offset, type ConformanceWorld } from './harness.js';
import { describeOnServer } from './server-world.js';

/**
 * A column 40 blocks west of the origin that far sight looks at (one per 8×8 cell; `cellZ` picks the cell's column),
 * high enough over the land to clear it, with the bell scenario's wall west of the origin taken down.
 */
async function farWest(w: ConformanceWorld, cellZ: number) {
  const o = w.origin();
  for (const p of [1, 2].flatMap((dy) => [-1, 0, 1].map((dz) => offset(o, -2, dy, dz)))) await w.setBlock(p, 'air');
  return { x: Math.floor((o.x - 40) / 8) * 8 + 4, y: o.y + 8, z: Math.floor(o.z / 8) * 8 + cellZ };
}

describeOnServer('far sight: the mineflayer body on the embedded server', (world) => {
  it('sees a bell 40 blocks off by day, beyond the 32-block senses radius; not by night, nor behind a wall', { timeout: 60_000 }, async () => {
    const w: ConformanceWorld = world();
    const o = w.origin();
    // West of the origin the server's ground stays below the eyes, but for a few blocks of stone close by: the bell
    // hangs high enough that the ray clears them.
    const bell = offset(o, -40, 8, 0);
    await w.setBlock(bell, 'bell');
    const seen = () => w.body.landmarks?.() ?? [];
    // The server sends the time of day every second or so: each wait below lasts until it arrives.
    await w.setTime(1000);
    const day = await eventually(seen, (l) => l.length > 0, 10_000);
    expect(day.filter((l) => l.kind === 'village')).toHaveLength(1);
    expect(day[0]).toMatchObject({ kind: 'village', pos: bell });
    expect(day[0].distance).toBeGreaterThan(w.body.senses.radius);
    expect(day[0].distance).toBeLessThan(SKYLINE);
    // The embedded server's view distance is 4 chunks: nothing past 64 blocks is sent, so nothing past it is seen.
    expect(w.body.skylineReach?.()).toBe(64);
    await w.setTime(18000);
    expect(await eventually(seen, (l) => l.length === 0, 10_000)).toEqual([]);
    await w.setTime(1000);
    await eventually(seen, (l) => l.length > 0, 10_000);
    // A wall between the eyes and the bell.
    const wall = [1, 2].flatMap((dy) => [-1, 0, 1].map((dz) => offset(o, -2, dy, dz)));
    for (const p of wall) await w.setBlock(p, 'stone');
    expect(await eventually(seen, (l) => l.length === 0, 10_000)).toEqual([]);
  });

  it('sees a bare stone top over y 100 as a mountain, 40 blocks east, by day and not by night', { timeout: 60_000 }, async () => {
    const w: ConformanceWorld = world();
    const o = w.origin();
    // Far sight looks at one column in each 8×8 cell, the explored map's: the top is set on such a column.
    const top = { x: Math.floor((o.x + 40) / 8) * 8 + 4, y: MOUNTAIN_Y + 10, z: Math.floor(o.z / 8) * 8 + 4 };
    await w.setBlock(top, 'stone');
    const mountains = () => (w.body.landmarks?.() ?? []).filter((l) => l.kind === 'mountain');
    await w.setTime(1000);
    const day = await eventually(mountains, (l) => l.length > 0, 10_000);
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ kind: 'mountain', pos: top });
    expect(day[0].distance).toBeGreaterThan(w.body.senses.radius);
    await w.setTime(18000);
    expect(await eventually(mountains, (l) => l.length === 0, 10_000)).toEqual([]);
    // The same block below y 100 is a hill's stone, not a mountain. It is set before the top is taken away, so by the
    // time the client has the top gone (the server sends its updates in order) it has the lower stone too.
    await w.setTime(1000);
    await eventually(mountains, (l) => l.length > 0, 10_000);
    await w.setBlock({ ...top, y: MOUNTAIN_Y - 10 }, 'stone');
    await w.setBlock(top, 'air');
    expect(await eventually(mountains, (l) => l.length === 0, 10_000)).toEqual([]);
  });

  it('sees dark oak leaves 40 blocks west as a grove of dark oak, by day and not by night; oak leaves are no grove', { timeout: 60_000 }, async () => {
    const w: ConformanceWorld = world();
    const crown = await farWest(w, 4);
    await w.setBlock(crown, 'dark_oak_leaves');
    const groves = () => (w.body.landmarks?.('grove') ?? []).filter((l) => l.kind === 'grove');
    await w.setTime(1000);
    const day = await eventually(groves, (l) => l.length > 0, 10_000);
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ kind: 'grove', pos: crown, log: 'dark_oak_log' });
    expect(day[0].distance).toBeGreaterThan(w.body.senses.radius);
    // Asked for groves only, the body does not report the bell or the mountain of the other scenarios.
    expect((w.body.landmarks?.('grove') ?? []).every((l) => l.kind === 'grove')).toBe(true);
    await w.setTime(18000);
    expect(await eventually(groves, (l) => l.length === 0, 10_000)).toEqual([]);
    await w.setTime(1000);
    await eventually(groves, (l) => l.length > 0, 10_000);
    await w.setBlock(crown, 'oak_leaves');
    expect(await eventually(groves, (l) => l.length === 0, 10_000)).toEqual([]);
  });

  it('sees a snow block 40 blocks west as ground told by its colour, by day; grass is not told', { timeout: 60_000 }, async () => {
    const w: ConformanceWorld = world();
    const top = await farWest(w, 12);
    await w.setBlock(top, 'snow_block');
    const white = () => (w.body.landmarks?.('ground') ?? []).filter((l) => l.top === 'snow_block');
    await w.setTime(1000);
    const day = await eventually(white, (l) => l.length > 0, 10_000);
    expect(day[0]).toMatchObject({ kind: 'ground', pos: top, top: 'snow_block' });
    expect(day[0].distance).toBeGreaterThan(w.body.senses.radius);
    await w.setBlock(top, 'grass_block');
    expect(await eventually(white, (l) => l.length === 0, 10_000)).toEqual([]);
  });
});
