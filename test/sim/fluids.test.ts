/**
 * Fluids against vanilla 1.20.4 (FlowingFluid, WaterFluid, LavaFluid, LiquidBlock;
 * https://minecraft.wiki/w/Water, https://minecraft.wiki/w/Lava, https://minecraft.wiki/w/Fluid).
 * Flat world: grass at y 63, so fluids placed at y 64 flow over solid ground.
 */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/index.js';
import { breakBlock } from '../../src/sim/act.js';
import { findPath, WALK_TICKS } from '../../src/sim/path.js';
import { generateChunk } from '../../src/sim/generate.js';
import { B, blockIdOf } from '../../src/sim/data.js';
import { MIN_Y } from '../../src/sim/chunk.js';
import { flatBody, signal } from './helpers.js';

const OBSIDIAN = blockIdOf('obsidian')!,
  COBBLESTONE = blockIdOf('cobblestone')!;

/** A flat world with the player parked out of the way. */
function flat(): World {
  const w = new World({ seed: 7, terrain: 'flat', mobs: false });
  w.player.pos = { x: 30.5, y: 64, z: 30.5 };
  return w;
}

describe('water and lava flow (FlowingFluid)', () => {
  it('water from a source spreads 7 blocks on flat ground, level 1..7, one block per 5 ticks', () => {
    // WaterFluid: getDropOff 1, getTickDelay 5; block-state level = 8 - amount.
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'water');
    w.advance(15);
    expect(w.fluids.level(3, 64, 0)).toBe(3);
    expect(w.fluids.level(4, 64, 0)).toBe(-1);
    w.advance(100);
    for (let d = 1; d <= 7; d++) {
      expect(w.fluids.level(d, 64, 0)).toBe(d);
      expect(w.fluids.level(-d, 64, 0)).toBe(d);
      expect(w.fluids.level(0, 64, d)).toBe(d);
    }
    expect(w.fluids.level(3, 64, 4)).toBe(7); // 7 blocks away around the corner
    expect(w.blockId(8, 64, 0)).toBe(B.air);
    expect(w.blockId(4, 64, 4)).toBe(B.air);
    expect(w.fluids.isSource(0, 64, 0)).toBe(true);
    // FlowingFluid.getFlow: pushes from higher to lower water, here away from the source
    expect(w.fluids.flowAt(3, 64, 0)).toEqual({ x: 1, z: 0 });
    expect(w.fluids.flowAt(0, 64, 0)).toBeNull();
  });

  it('overworld lava spreads 3 blocks (levels 2, 4, 6), one block per 30 ticks', () => {
    // LavaFluid: getDropOff 2 and getTickDelay 30 outside ultra-warm dimensions.
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'lava');
    w.advance(29);
    expect(w.blockId(1, 64, 0)).toBe(B.air);
    w.advance(1);
    expect(w.fluids.level(1, 64, 0)).toBe(2);
    w.advance(30);
    expect(w.fluids.level(2, 64, 0)).toBe(4);
    w.advance(30);
    expect(w.fluids.level(3, 64, 0)).toBe(6);
    w.advance(300);
    expect(w.blockId(4, 64, 0)).toBe(B.air);
    expect(w.fluids.isLava(3, 64, 0)).toBe(true);
  });

  it('flows toward the nearest drop within 4 blocks and not the other ways', () => {
    // FlowingFluid.getSpread: only the directions with the shortest slope distance (getSlopeFindDistance 4 for water).
    const w = flat();
    w.setBlock({ x: 3, y: 63, z: 0 }, 'air'); // a hole 3 blocks east
    w.setBlock({ x: 0, y: 64, z: 0 }, 'water');
    w.advance(5);
    expect(w.fluids.level(1, 64, 0)).toBe(1);
    expect(w.blockId(-1, 64, 0)).toBe(B.air);
    expect(w.blockId(0, 64, 1)).toBe(B.air);
  });

  it('flows down as falling water (level 8)', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 63, z: 0 }, 'air');
    w.setBlock({ x: 0, y: 62, z: 0 }, 'air');
    w.setBlock({ x: 0, y: 64, z: 1 }, 'stone');
    w.setBlock({ x: 0, y: 65, z: 0 }, 'water');
    w.advance(15);
    expect(w.fluids.level(0, 64, 0)).toBe(8);
    expect(w.fluids.level(0, 63, 0)).toBe(8);
  });

  it('two water sources with solid ground under the cell between them make a new source; lava does not', () => {
    // FlowingFluid.getNewLiquid with canConvertToSource: game rule waterSourceConversion true, lavaSourceConversion false (1.20.4 defaults).
    for (const [fluid, expected] of [
      ['water', 0],
      ['lava', 2],
    ] as const) {
      const w = flat();
      for (let x = 0; x <= 2; x++) w.setBlock({ x, y: 63, z: 0 }, 'air');
      w.setBlock({ x: 0, y: 63, z: 0 }, fluid);
      w.setBlock({ x: 2, y: 63, z: 0 }, fluid);
      w.advance(120);
      expect(w.fluids.level(1, 63, 0)).toBe(expected);
    }
  });

  it('flowing water dries up once its source is gone', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'water');
    w.advance(40);
    expect(w.fluids.level(3, 64, 0)).toBe(3);
    w.setBlock({ x: 0, y: 64, z: 0 }, 'air');
    w.advance(100);
    for (let d = 1; d <= 7; d++) expect(w.blockId(d, 64, 0)).toBe(B.air);
  });
});

describe('lava meeting water (LiquidBlock.shouldSpreadLiquid, LavaFluid.spreadTo)', () => {
  it('water reaching a lava source turns it into obsidian', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 63, z: 0 }, 'lava'); // a lava source in a pit
    w.setBlock({ x: 2, y: 64, z: 0 }, 'water');
    w.advance(10); // the water runs toward the pit (a drop), one block per 5 ticks
    expect(w.blockId(0, 63, 0)).toBe(OBSIDIAN);
  });

  it('water reaching flowing lava turns it into cobblestone', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 64, z: 0 }, 'lava');
    w.advance(30);
    expect(w.fluids.level(1, 64, 0)).toBe(2);
    w.setBlock({ x: 3, y: 64, z: 0 }, 'water');
    w.advance(5);
    expect(w.blockId(1, 64, 0)).toBe(COBBLESTONE);
    expect(w.blockId(0, 64, 0)).toBe(B.lava);
  });

  it('lava flowing down into water turns the water into stone', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 63, z: 0 }, 'water'); // water in a pit
    w.setBlock({ x: 0, y: 65, z: 0 }, 'lava'); // lava over the air above it
    w.advance(60);
    expect(w.blockId(0, 63, 0)).toBe(B.stone);
  });
});

describe('digging and buckets', () => {
  it('digging next to a water source lets it flow into the hole 5 ticks later', () => {
    const w = flat();
    w.setBlock({ x: 0, y: 63, z: 0 }, 'water');
    w.advance(20);
    expect(w.blockId(1, 63, 0)).toBe(B.grass_block);
    w.player.pos = { x: 2.5, y: 64, z: 0.5 };
    expect(breakBlock(w, 1, 63, 0).ok).toBe(true);
    w.advance(4);
    expect(w.blockId(1, 63, 0)).toBe(B.air);
    w.advance(1);
    expect(w.fluids.level(1, 63, 0)).toBe(1);
  });

  it('a bucket takes a source (leaving air) but not flowing water', async () => {
    // LiquidBlock.pickupBlock: only level 0 fills a bucket.
    const body = flatBody();
    const w = body.world;
    w.setBlock({ x: 2, y: 64, z: 0 }, 'water');
    w.advance(10);
    w.give('bucket', 1);
    const flowing = await body.useOn('bucket', { block: { x: 3, y: 64, z: 0 } }, signal);
    expect(flowing.ok).toBe(false);
    expect(w.player.inventory.count('bucket')).toBe(1);
    const source = await body.useOn('bucket', { block: { x: 2, y: 64, z: 0 } }, signal);
    expect(source.ok).toBe(true);
    expect(w.player.inventory.count('water_bucket')).toBe(1);
    expect(w.blockId(2, 64, 0)).toBe(B.air);
    w.advance(100);
    expect(w.blockId(3, 64, 0)).toBe(B.air); // the flow dried up without its source
  });

  it('emptying a water bucket makes a source that flows', async () => {
    const body = flatBody();
    const w = body.world;
    w.give('water_bucket', 1);
    const r = await body.place('water_bucket', { x: 2, y: 64, z: 0 }, signal);
    expect(r.ok).toBe(true);
    expect(w.fluids.isSource(2, 64, 0)).toBe(true);
    expect(w.player.inventory.count('bucket')).toBe(1);
    w.advance(5);
    expect(w.fluids.level(3, 64, 0)).toBe(1);
  });
});

describe('pathing through water', () => {
  it('prices digging with the head under water 5 times dearer, as the dig itself takes', () => {
    // Player.getDestroySpeed: speed / 5 when the eyes are in water without Aqua Affinity.
    const cost = (fill: string): number => {
      const w = flat();
      w.setBlock({ x: 0, y: 63, z: 0 }, fill);
      w.setBlock({ x: 0, y: 62, z: 0 }, fill);
      w.player.pos = { x: 0.5, y: 62, z: 0.5 };
      const r = findPath(w, { x: 0, y: 62, z: 0 }, { x: 1, y: 62, z: 0 }, { range: 0, canDig: true });
      expect(r.status).toBe('found');
      return r.cost - WALK_TICKS;
    };
    expect(cost('water')).toBeCloseTo(5 * cost('air'), 6);
  });

  it('prices a dig from dry ground into a cell beside water as one under water: the cut floods, so a dry way wins', () => {
    const cost = (beside: string): number => {
      const w = flat();
      w.give('iron_pickaxe', 1);
      // A stone wall (feet and head) east of the bot; beside its feet cell, water or stone.
      for (const y of [64, 65]) w.setBlock({ x: 1, y, z: 0 }, 'stone');
      w.setBlock({ x: 1, y: 64, z: 1 }, beside);
      const r = findPath(w, { x: 0, y: 64, z: 0 }, { x: 1, y: 64, z: 0 }, { range: 0, canDig: true });
      expect(r.status).toBe('found');
      return r.cost - WALK_TICKS;
    };
    // The feet cell five times (it floods), the head cell as it is: three times the dry price of the two.
    expect(cost('water')).toBeCloseTo(3 * cost('stone'), 6);
  });

  it('swims up with the head under water though the feet stand in air, as at the bottom of a shaft flooding from the top', () => {
    const w = flat();
    w.give('stone_pickaxe', 1);
    // A shaft dug down from the grass at y 63: water from 61 to 63 poured in from above, its bottom cell (60) still dry.
    for (let y = 60; y <= 63; y++) w.setBlock({ x: 0, y, z: 0 }, y === 60 ? 'air' : 'water');
    w.player.pos = { x: 0.5, y: 60, z: 0.5 };
    const r = findPath(w, { x: 0, y: 60, z: 0 }, { x: 0, y: 63, z: 0 }, { range: 0, canDig: true });
    expect(r.status).toBe('found');
    // Straight up the water, not a staircase cut through the rock beside it (diamond seed 10 drowned doing that).
    expect(r.steps.map((s) => s.move)).toEqual(['swim_up', 'swim_up', 'swim_up']);
  });
});

describe('generated fluids (lakes, springs, aquifers)', () => {
  const stats = {
    waterSprings: 0,
    lavaSprings: 0,
    springYs: [] as number[],
    lakeChunks: 0,
    lakeYs: [] as number[],
    aquiferWater: 0,
    aquiferLava: 0,
    lavaSea: 0,
  };
  for (const seed of [1, 2, 3]) {
    for (let cx = -6; cx < 6; cx++) {
      for (let cz = -6; cz < 6; cz++) {
        const c = generateChunk(seed, cx, cz, 'default');
        for (const i of c.springs) {
          if (c.blocks[i] === B.water) stats.waterSprings++;
          else stats.lavaSprings++;
          if (c.blocks[i] === B.water) stats.springYs.push((i >> 8) + MIN_Y);
        }
        let lakeLava = 0,
          lakeY = 0;
        for (let y = MIN_Y; y < 320; y++) {
          for (let k = 0; k < 256; k++) {
            const i = ((y - MIN_Y) << 8) | k;
            const id = c.blocks[i];
            if (id === B.lava && y <= -55) stats.lavaSea++;
            else if (id === B.lava && y < -10) stats.aquiferLava++;
            else if (id === B.lava && y >= 0 && !c.springs.includes(i)) {
              lakeLava++;
              lakeY = y;
            } else if (id === B.water && c.height[k] > 70 && y < 40) stats.aquiferWater++;
          }
        }
        if (lakeLava >= 8) {
          stats.lakeChunks++;
          stats.lakeYs.push(lakeY);
        }
      }
    }
  }

  it('has water and lava springs, water ones only up to y 192', () => {
    // spring_water: 25 tries a chunk, uniform bottom..192; spring_lava: 20 tries, very biased to the bottom (MiscOverworldPlacements).
    expect(stats.waterSprings).toBeGreaterThan(5);
    expect(stats.lavaSprings).toBeGreaterThan(5);
    expect(Math.max(...stats.springYs)).toBeLessThanOrEqual(192);
  });

  it('has lava lakes, underground ones above y 0', () => {
    // lake_lava_underground: once in 9 chunks, y 0..top, 5+ below the ocean floor; lake_lava_surface: once in 200 chunks.
    expect(stats.lakeChunks).toBeGreaterThan(0);
    expect(stats.lakeChunks).toBeLessThan(3 * 144 * (1 / 9 + 1 / 200));
    for (const y of stats.lakeYs) expect(y).toBeGreaterThanOrEqual(0);
  });

  it('fills some caves with water under land and some with lava between y -54 and -10, and all caves below y -54 with lava', () => {
    // NoiseBasedAquifer: local fluid levels; lava where the level is at or below -10 and the lava noise is strong; the global lava level -54.
    expect(stats.aquiferWater).toBeGreaterThan(100);
    expect(stats.aquiferLava).toBeGreaterThan(100);
    expect(stats.lavaSea).toBeGreaterThan(1000);
  });

  it('generates settled fluids: only springs are scheduled to flow, oceans and lava seas wait until touched', () => {
    // SpringFeature schedules a fluid tick; LakeFeature and the aquifers place fluid without one.
    const w = new World({ seed: 2, mobs: false });
    const before = w.fluids.scheduled;
    let springs = 0;
    for (let cx = -4; cx <= 4; cx++)
      for (let cz = -4; cz <= 4; cz++) {
        const fresh = !w.isLoaded(cx * 16, cz * 16);
        const c = w.chunk(cx, cz);
        if (fresh) springs += c.springs.length;
      }
    expect(springs).toBeGreaterThan(0);
    expect(w.fluids.scheduled - before).toBe(springs);
  });

  it('gives obsidian where water is poured onto generated lava', () => {
    const w = new World({ seed: 1, mobs: false });
    let found: { x: number; y: number; z: number } | null = null;
    for (let x = -32; x < 32 && !found; x++)
      for (let z = -32; z < 32 && !found; z++)
        for (let y = -62; y <= -55 && !found; y++) if (w.blockId(x, y, z) === B.lava && w.blockId(x, y + 1, z) === B.cave_air) found = { x, y, z };
    expect(found).not.toBeNull();
    const { x, y, z } = found!;
    w.player.pos = { x: x + 0.5, y: y + 2, z: z + 0.5 };
    w.setBlock({ x, y: y + 1, z }, 'water');
    expect(w.blockId(x, y, z)).toBe(OBSIDIAN);
  });
});
