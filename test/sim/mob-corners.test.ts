/** A mob's own steps (a stroll, a flight, a slime's hop) keep vanilla's collision: no squeezing between two blocks that touch at a corner. */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { B } from '../../src/sim/data.js';

/** A flat world by day with a cow at (6, 64, 6), walled in by stone two high on the sides named (+x, -x, +z, -z). */
function penned(walls: readonly (readonly [number, number])[]): { w: World; cow: () => { x: number; z: number } } {
  const w = new World({ seed: 1, terrain: 'flat', hostiles: false });
  for (let cx = -1; cx <= 1; cx++) for (let cz = -1; cz <= 1; cz++) w.chunk(cx, cz);
  w.setTime(1000);
  for (const [dx, dz] of walls) for (const y of [64, 65]) w.setBlockId(6 + dx, y, 6 + dz, B.stone);
  const id = w.spawnMob('cow', { x: 6, y: 64, z: 6 });
  return { w, cow: () => w.mobs.get(id)! };
}

const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

describe('mob steps at corners', () => {
  it('a cow walled in on its four sides stays in, though the four corners between the walls are open', () => {
    const { w, cow } = penned(SIDES);
    for (let t = 0; t < 12000; t += 100) {
      w.advance(100);
      expect(cow()).toMatchObject({ x: 6, z: 6 });
    }
  });

  it('with one side open it strolls out (the pen above holds it by its walls, not by a cow that never moves)', () => {
    const { w, cow } = penned(SIDES.slice(1));
    let out = false;
    for (let t = 0; t < 12000 && !out; t += 100) {
      w.advance(100);
      out = cow().x !== 6 || cow().z !== 6;
    }
    expect(out).toBe(true);
  });
});
