/**
 * Senses of a player (Sapling issue 12): a block is seen only along a clear
 * line from the eyes (1.62 above the feet, vanilla's standing eye height) to
 * one of its open faces, and remembered once seen; mobs are seen or heard
 * within 16 blocks; xray senses every block. Worlds are flat (grass at y 63,
 * player's feet at (0.5, 64, 0.5)) with blocks set by hand, so every ray here
 * can be checked on paper.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import { blockVisible, HEARING_RANGE, rayReaches, seeThroughTable, type Sight } from '../../src/knowledge/sight.js';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { flatBody, signal } from './helpers.js';

const require = createRequire(import.meta.url);
const mcData = require('minecraft-data')('1.20.4');

const ORE = { x: 5, y: 64, z: 0 };
const WALL = { x: 4, y: 64, z: 0 };
const CAVE = { x: 6, y: 64, z: 0 };

/**
 * A stone box on the grass holding an iron ore and a one-block cave beside
 * it: the ore touches air (the cave) but no ray from outside reaches it.
 *   x: 4 wall | 5 ore | 6 cave | 7 wall, roofed at y 65, walls at z ±1.
 */
function buildBox(body: SimBody): void {
  const w = body.world;
  for (const x of [4, 5, 6, 7]) {
    w.setBlock({ x, y: 65, z: 0 }, 'stone');
    w.setBlock({ x, y: 64, z: 1 }, 'stone');
    w.setBlock({ x, y: 64, z: -1 }, 'stone');
  }
  w.setBlock(WALL, 'stone');
  w.setBlock({ x: 7, y: 64, z: 0 }, 'stone');
  w.setBlock(ORE, 'iron_ore');
}

const ironOres = (body: SimBody) => body.findBlocks(['iron_ore']).map((b) => b.pos);

describe('blocks are seen along a ray to an open face', () => {
  it('an ore behind a wall, touching only a closed cave, is not seen; the old "touches air" rule would have seen it', () => {
    const body = flatBody();
    buildBox(body);
    expect(body.world.getBlock(CAVE)).toBe('air');
    expect(ironOres(body)).toEqual([]);
    expect(body.blockAt(ORE)).toBeNull();
    // With xray every block within the radius is sensed, as before.
    body.senses.xray = true;
    expect(ironOres(body)).toEqual([ORE]);
  });

  it('the same ore is seen once a face is in view (the wall taken away), and blockAt names it', () => {
    const body = flatBody();
    buildBox(body);
    expect(body.blockAt(ORE)).toBeNull();
    body.world.setBlock(WALL, 'air');
    expect(ironOres(body)).toEqual([ORE]);
    expect(body.blockAt(ORE)).toBe('iron_ore');
  });

  it('what was seen is remembered after the view is closed and the body walks away', async () => {
    const body = flatBody();
    buildBox(body);
    body.world.setBlock(WALL, 'air');
    expect(ironOres(body)).toEqual([ORE]);
    body.world.setBlock(WALL, 'stone');
    const g = await body.goto({ x: -12, y: 64, z: 0 }, 0, signal);
    expect(g.ok).toBe(true);
    expect(body.vision.sees(ORE.x, ORE.y, ORE.z)).toBe(false);
    expect(ironOres(body)).toEqual([ORE]);
    expect(body.blockAt(ORE)).toBe('iron_ore');
    // Remembered only within the search radius: 17.5 blocks away, a 10-block search does not reach it.
    expect(body.findBlocks(['iron_ore'], { maxDistance: 10 })).toEqual([]);
  });

  it('a block seen to change is corrected in memory', () => {
    const body = flatBody();
    body.world.setBlock({ x: 3, y: 64, z: 0 }, 'iron_ore');
    expect(ironOres(body)).toEqual([{ x: 3, y: 64, z: 0 }]);
    body.world.setBlock({ x: 3, y: 64, z: 0 }, 'air');
    expect(ironOres(body)).toEqual([]);
  });

  it('blockAt is null for a buried cell never seen, and names a cell once it is seen', () => {
    const body = flatBody();
    const buried = { x: 2, y: 50, z: 0 };
    expect(body.blockAt(buried)).toBeNull();
    expect(body.blockState(buried)).toBeNull();
    // A shaft from the surface down to it: the buried stone's top face is now in view from above.
    for (let y = 51; y <= 63; y++) body.world.setBlock({ x: 2, y, z: 0 }, 'air');
    body.world.player.pos = { x: 2.5, y: 64, z: 0.5 };
    expect(body.blockAt(buried)).toBe('stone');
  });

  it('the cells the body touches are known without a ray (the block underfoot, beside the feet and head)', () => {
    const body = flatBody();
    expect(body.blockAt({ x: 0, y: 63, z: 0 })).toBe('grass_block');
    expect(body.blockAt({ x: 0, y: 62, z: 0 })).toBeNull();
  });

  it.each(['oak_leaves', 'glass', 'water'])('%s lets the ray through (minecraft-data marks it transparent)', (see) => {
    expect(mcData.blocksByName[see].transparent).toBe(true);
    const body = flatBody();
    buildBox(body);
    body.world.setBlock(WALL, see);
    expect(ironOres(body)).toEqual([ORE]);
  });

  it('lava does not let the ray through, though minecraft-data marks it transparent (lava fog)', () => {
    const body = flatBody();
    buildBox(body);
    body.world.setBlock(WALL, 'lava');
    expect(ironOres(body)).toEqual([]);
    expect(body.blockAt(WALL)).toBe('lava');
  });

  it('the inside of a pool shows no faces: only its surface water is found, not the water under it', () => {
    const body = flatBody();
    for (let x = 3; x <= 5; x++) for (let y = 61; y <= 63; y++) body.world.setBlock({ x, y, z: 0 }, 'water');
    const found = body.findBlocks(['water'], { count: 64 }).map((b) => b.pos.y);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([63]));
  });

  it('xray senses buried blocks too', () => {
    const body = flatBody({ xray: true });
    buildBox(body);
    expect(ironOres(body)).toEqual([ORE]);
    expect(body.blockAt({ x: 2, y: 50, z: 0 })).toBe('stone');
  });
});

describe('bulk blocks (stone, dirt…) in view are found by a flood from the eyes, not a scan', () => {
  /** Every block with one of `names` within the radius that a ray reaches: the rule itself, applied to each cell. */
  function bruteForce(body: SimBody, names: string[]): string[] {
    const ids = new Set(names.map((n) => mcData.blocksByName[n].id));
    const p = body.world.player.pos;
    const r = body.senses.radius;
    const out: string[] = [];
    for (let x = Math.floor(p.x - r); x <= p.x + r; x++)
      for (let y = Math.floor(p.y - r); y <= p.y + r; y++)
        for (let z = Math.floor(p.z - r); z <= p.z + r; z++) {
          if ((x + 0.5 - p.x) ** 2 + (y + 0.5 - p.y) ** 2 + (z + 0.5 - p.z) ** 2 > r * r || !ids.has(body.world.blockId(x, y, z))) continue;
          if (blockVisible(body.vision.sight, p.x, p.y + 1.62, p.z, x, y, z)) out.push(`${x},${y},${z}`);
        }
    return out.sort();
  }
  const found = (body: SimBody, names: string[]) =>
    body
      .findBlocks(names, { count: 1e6 })
      .map((b) => `${b.pos.x},${b.pos.y},${b.pos.z}`)
      .sort();
  const NAMES = ['stone', 'dirt', 'grass_block', 'sand', 'gravel', 'andesite', 'granite', 'diorite', 'deepslate', 'short_grass'];

  it('on the surface (open sky: column tops and cliff faces) it finds exactly what a ray test of every cell finds', () => {
    const body = createSimBody({ seed: 3, mobs: false });
    const w = body.world;
    // Stand at the foot of a cliff (a column 4 or more higher next door), so hillsides face the eyes.
    let spot: { x: number; z: number } | null = null;
    const ground = (x: number, y: number, z: number) => ['grass_block', 'dirt', 'stone'].includes(w.getBlock({ x, y, z }));
    for (let x = -40; x < 40 && !spot; x++)
      for (let z = -40; z < 40 && !spot; z++) {
        const h = w.heightAt(x, z),
          hn = w.heightAt(x + 1, z);
        if (hn - h >= 4 && ground(x, h, z) && [1, 2, 3, 4].every((d) => ground(x + 1, h + d, z))) spot = { x, z };
      }
    expect(spot).not.toBeNull();
    w.player.pos = { x: spot!.x + 0.5, y: w.heightAt(spot!.x, spot!.z) + 1, z: spot!.z + 0.5 };
    const seen = found(body, NAMES);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen).toEqual(bruteForce(body, NAMES));
  });

  it('in a cave it finds exactly what a ray test of every cell finds', () => {
    const body = createSimBody({ seed: 3, mobs: false });
    const w = body.world;
    const air = mcData.blocksByName.cave_air.id;
    let spot: { x: number; y: number; z: number } | null = null;
    for (let y = 30; y > -40 && !spot; y--)
      for (let x = 0; x < 48 && !spot; x++)
        for (let z = 0; z < 48 && !spot; z++)
          if (w.blockId(x, y, z) === air && w.blockId(x, y + 1, z) === air && mcData.blocks[w.blockId(x, y - 1, z)].boundingBox === 'block') spot = { x, y, z };
    expect(spot).not.toBeNull();
    w.player.pos = { x: spot!.x + 0.5, y: spot!.y, z: spot!.z + 0.5 };
    const seen = found(body, NAMES);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(bruteForce(body, NAMES));
  });
});

describe('entities are seen in line of sight or heard within 16 blocks', () => {
  /** A stone wall 4 high and 9 wide across x = 8, between the player and anything east of it. */
  function wall(body: SimBody): void {
    for (let y = 64; y <= 67; y++) for (let z = -4; z <= 4; z++) body.world.setBlock({ x: 8, y, z }, 'stone');
  }

  it(`a zombie behind a wall 20 blocks away is neither seen nor heard (beyond ${HEARING_RANGE}); at 10 blocks it is heard`, () => {
    const body = flatBody();
    wall(body);
    const far = body.world.spawnMob('zombie', { x: 20, y: 64, z: 0 });
    expect(body.entities().map((e) => e.id)).not.toContain(far);
    const near = body.world.spawnMob('zombie', { x: 10, y: 64, z: 0 });
    expect(body.entities().map((e) => e.id)).toEqual([near]);
    body.senses.xray = true;
    expect(body.entities().map((e) => e.id)).toEqual([near, far]);
  });

  it('the same zombie 20 blocks away in the open is seen', () => {
    const body = flatBody();
    const id = body.world.spawnMob('zombie', { x: 20, y: 64, z: 0 });
    expect(body.entities().map((e) => e.id)).toEqual([id]);
  });

  it('a dropped item makes no sound: behind the wall at 10 blocks it is not sensed, in the open it is', () => {
    const body = flatBody();
    wall(body);
    body.world.dropItem('diamond', 1, null, { x: 10, y: 64, z: 0 });
    expect(body.entities({ names: ['item'] })).toEqual([]);
    body.world.dropItem('emerald', 1, null, { x: -10, y: 64, z: 0 });
    expect(body.entities({ names: ['item'] }).map((e) => e.item?.name)).toEqual(['emerald']);
  });
});

describe('the voxel walk (knowledge/sight.ts)', () => {
  const SEE = seeThroughTable(mcData.blocksArray);
  const AIR = mcData.blocksByName.air.id;
  const STONE = mcData.blocksByName.stone.id;

  /** The coordinates the property draws: a 1/1024 grid shifted off it, so no segment runs exactly along a cell boundary (where "passes through" is a matter of convention). */
  const onGrid = (v: number) => v / 1024 + 1 / 4099;

  /** Checks the cells rayReaches visits on a→b through air against the slab test's, the start and end cells aside, and returns them. */
  function walkMatchesSlabs(ax: number, ay: number, az: number, bx: number, by: number, bz: number): Set<string> {
    const visited = new Set<string>();
    const s: Sight = {
      look: (x, y, z) => {
        visited.add(`${x},${y},${z}`);
        return AIR;
      },
      see: SEE,
      fluids: new Set(),
    };
    const [tx, ty, tz] = [Math.floor(bx), Math.floor(by), Math.floor(bz)];
    expect(rayReaches(s, ax, ay, az, bx, by, bz, tx, ty, tz)).toBe(true);
    const walked = new Set(visited);
    const expected = new Set<string>();
    for (let x = Math.floor(Math.min(ax, bx)); x <= Math.floor(Math.max(ax, bx)); x++)
      for (let y = Math.floor(Math.min(ay, by)); y <= Math.floor(Math.max(ay, by)); y++)
        for (let z = Math.floor(Math.min(az, bz)); z <= Math.floor(Math.max(az, bz)); z++) {
          const t = cellStretch(ax, ay, az, bx, by, bz, x, y, z);
          if (t > EDGE) expected.add(`${x},${y},${z}`);
          // Met along an edge or at a corner only: a walk stepping one axis at a time takes a cell beside it, either one.
          else if (t >= -EDGE) visited.delete(`${x},${y},${z}`);
        }
    expected.delete(`${Math.floor(ax)},${Math.floor(ay)},${Math.floor(az)}`);
    expected.delete(`${tx},${ty},${tz}`);
    expect(visited).toEqual(expected);
    return walked;
  }

  it('visits exactly the cells a segment passes through (Amanatides & Woo), checked against a slab test per cell', () => {
    const coord = fc.integer({ min: -6144, max: 6144 }).map(onGrid);
    fc.assert(
      fc.property(coord, coord, coord, coord, coord, coord, (ax, ay, az, bx, by, bz) => {
        walkMatchesSlabs(ax, ay, az, bx, by, bz);
      }),
      { numRuns: 300 },
    );
  });

  it('a segment in a cell for 2e-10 of its way visits it: the walk was right, the slab test had cut it (fast-check seed -236012189)', () => {
    // It crosses y = 3 at t = 0.49995919356 and z = -3 at t = 0.49995919377, so it is in (0, 3, -3) between the two.
    const seg = [onGrid(0), onGrid(11), onGrid(-7), onGrid(0), onGrid(6133), onGrid(-6138)] as const;
    expect(cellStretch(...seg, 0, 3, -3)).toBeCloseTo(2.145e-10, 13);
    expect(walkMatchesSlabs(...seg)).toContain('0,3,-3');
  });

  it('a segment along cell edges takes a cell beside each edge it runs through (random seeds find such segments too)', () => {
    // y = z all the way, so it crosses y = k and z = k together: (0, 1, 0) and (0, 0, 1) are met along the edge only.
    const seg = [onGrid(0), onGrid(0), onGrid(0), onGrid(0), onGrid(2048), onGrid(2048)] as const;
    expect(cellStretch(...seg, 0, 1, 0)).toBe(0);
    expect(walkMatchesSlabs(...seg)).toEqual(new Set(['0,1,0', '0,1,1', '0,2,1']));
  });

  it('a face seen edge-on counts: the centre of the face is hidden but a point near its far corner is not', () => {
    // Ground of stone at y <= 63 with a hole at (4, 63, 0); the target is the stone at the bottom of the hole, (4, 62, 0).
    const look = (x: number, y: number, z: number) => (y > 63 || (x === 4 && y === 63 && z === 0) ? AIR : STONE);
    const s: Sight = { look, see: SEE, fluids: new Set() };
    const eye = [2.6, 64 + 1.62, 0.5] as const;
    // The ray to the face centre (4.5, 63, 0.5) enters the ground at x ≈ 3.77, before the hole; to (4.9, 63, 0.1) it clears the rim.
    expect(rayReaches(s, ...eye, 4.5, 62.999, 0.5, 4, 62, 0)).toBe(false);
    expect(rayReaches(s, ...eye, 4.9, 62.999, 0.1, 4, 62, 0)).toBe(true);
    expect(blockVisible(s, ...eye, 4, 62, 0)).toBe(true);
    // From farther back the rim hides the whole face.
    expect(blockVisible(s, 1.5, 65.62, 0.5, 4, 62, 0)).toBe(false);
  });
});

/**
 * Below this the slab test cannot tell a segment that passes through a cell from one that only meets it along an edge
 * or at a corner. On the property's grid two boundary crossings either coincide or lie at least 1/(4099 × 12288²) ≈
 * 1.6e-12 apart in t, while rounding moves t by about 1e-16. (1e-9, the bound before, cut a cell the segment of seed
 * -236012189 is in for 2.1e-10.)
 */
const EDGE = 1e-13;

/** For how much of the segment a→b (t from 0 to 1) it is inside the unit cell at (x,y,z): 0 or less where it does not pass through. (slab test) */
function cellStretch(ax: number, ay: number, az: number, bx: number, by: number, bz: number, x: number, y: number, z: number): number {
  let t0 = 0,
    t1 = 1;
  for (const [a, b, lo] of [
    [ax, bx, x],
    [ay, by, y],
    [az, bz, z],
  ]) {
    const d = b - a;
    if (d === 0) {
      if (a < lo || a >= lo + 1) return -Infinity;
      continue;
    }
    let u = (lo - a) / d,
      v = (lo + 1 - a) / d;
    if (u > v) [u, v] = [v, u];
    t0 = Math.max(t0, u);
    t1 = Math.min(t1, v);
  }
  return t1 - t0;
}
