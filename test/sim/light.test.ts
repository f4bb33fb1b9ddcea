import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { skyDarken } from '../../src/sim/light.js';

/** A flat world (grass at y 63, dirt 60..62, stone below) with the chunks within `r` of the origin generated. */
function flat(r = 2): World {
  const w = new World({ seed: 1, terrain: 'flat', mobs: false });
  for (let cx = -r; cx <= r; cx++) for (let cz = -r; cz <= r; cz++) w.chunk(cx, cz);
  return w;
}

/** Replace a box of cells with one block. */
function fill(w: World, a: [number, number, number], b: [number, number, number], block: string): void {
  for (let x = a[0]; x <= b[0]; x++) for (let y = a[1]; y <= b[1]; y++) for (let z = a[2]; z <= b[2]; z++) w.setBlock({ x, y, z }, block);
}

describe('block light (vanilla: an emitter has its minecraft-data emitLight in its cell, −1 per cell it spreads)', () => {
  it('a torch gives 14 in its cell and one less per block away (minecraft-data torch emitLight 14)', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'torch');
    expect([0, 1, 2, 5, 13, 14].map((d) => w.light.blockLight(d, 64, 0))).toEqual([14, 13, 12, 9, 1, 0]);
    // Manhattan distance: 2 east + 3 up + 1 south = 6 steps.
    expect(w.light.blockLight(2, 67, 1)).toBe(8);
  });

  it('goes around opaque blocks (filterLight 15) and not through them', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'torch');
    // A stone wall at x = 1 from y 64 to 66, z -3..3: the light behind it comes over the top.
    fill(w, [1, 64, -3], [1, 66, 3], 'stone');
    expect(w.light.blockLight(1, 65, 0)).toBe(0); // inside the wall
    // (2,64,0): up 3 to y 67, across 2, down 3 = 8 steps instead of 2.
    expect(w.light.blockLight(2, 64, 0)).toBe(14 - 8);
  });

  it('lava and glowstone give 15 (minecraft-data emitLight)', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'glowstone');
    expect(w.light.blockLight(0, 65, 0)).toBe(14);
    w.setBlock({ x: 10, y: 63, z: 0 }, 'lava');
    expect(w.light.blockLight(10, 64, 0)).toBe(14);
  });

  it('forgets a cached value when a block changes nearby', () => {
    const w = flat();
    expect(w.light.blockLight(3, 64, 0)).toBe(0);
    w.setBlock({ x: 0, y: 64, z: 0 }, 'torch');
    expect(w.light.blockLight(3, 64, 0)).toBe(11);
    w.setBlock({ x: 0, y: 64, z: 0 }, 'air');
    expect(w.light.blockLight(3, 64, 0)).toBe(0);
  });
});

describe('sky light (vanilla: 15 down through clear blocks, −1 per block sideways into overhangs)', () => {
  it('is 15 in the open and 0 in a closed cave', () => {
    const w = flat();
    expect(w.light.skyLight(0, 64, 0)).toBe(15);
    // A block far overhead shades the cell; the sky still comes in from the side.
    w.setBlock({ x: 0, y: 100, z: 0 }, 'stone');
    expect(w.light.skyLight(0, 64, 0)).toBe(14);
    fill(w, [0, 40, 0], [2, 41, 2], 'air');
    expect(w.light.skyLight(1, 40, 1)).toBe(0);
  });

  it('falls off by one per block along a tunnel from a shaft', () => {
    const w = flat();
    // A 1×1 shaft from the surface down to y 50, then a tunnel east at y 50..51.
    fill(w, [0, 50, 0], [0, 63, 0], 'air');
    fill(w, [1, 50, 0], [8, 51, 0], 'air');
    expect(w.light.skyLight(0, 50, 0)).toBe(15);
    expect([1, 2, 5].map((x) => w.light.skyLight(x, 50, 0))).toEqual([14, 13, 10]);
  });

  it('is darkened by the time of day: skyDarken 0 at noon, 11 at midnight (Level.updateSkyBrightness)', () => {
    expect(skyDarken(6000)).toBe(0);
    expect(skyDarken(18000)).toBe(11);
    const w = flat();
    w.setTime(18000);
    expect(w.light.lightAt(0, 64, 0)).toBe(15 - 11);
    w.setBlock({ x: 0, y: 64, z: 0 }, 'torch');
    expect(w.light.lightAt(0, 64, 0)).toBe(14);
  });
});
