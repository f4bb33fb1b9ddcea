/**
 * Fidelity of villages against vanilla 1.20.4: StructureSets.VILLAGES places one try per region of 34 × 34 chunks at
 * a chunk among its first 26 × 26 (RandomSpreadStructurePlacement(34, 8, LINEAR)), kept only where the biome has
 * villages (has_structure/village_*: plains, desert, savanna, snowy plains, taiga); the farm processors
 * (ProcessorLists.FARM_PLAINS, FARM_SNOWY, ...) turn each wheat of a field into another crop with the rules' chances,
 * the first rule that draws winning, at the crop's default state (age 0).
 */
import { describe, expect, it } from 'vitest';
import { generateChunk } from '../../src/sim/generate.js';
import { BIO, columnInfo } from '../../src/sim/biomes.js';
import { blockName } from '../../src/sim/data.js';
import { idx, type Chunk } from '../../src/sim/chunk.js';
import { World } from '../../src/sim/world.js';
import { VILLAGE_SEPARATION, VILLAGE_SPACING, villageInRegion, type Piece, type Village } from '../../src/sim/villages.js';

const VILLAGE_BIOMES = [BIO.plains, BIO.desert, BIO.savanna, BIO.snowy_plains, BIO.taiga];
const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);
const REGIONS = [-2, -1, 0, 1];

const found: { seed: number; rx: number; rz: number; v: Village }[] = [];
for (const seed of SEEDS)
  for (const rx of REGIONS)
    for (const rz of REGIONS) {
      const v = villageInRegion(seed, rx, rz);
      if (v) found.push({ seed, rx, rz, v });
    }
const villages = (): typeof found => found;

/** Chunks generated on demand, kept for the whole file. */
const generated = new Map<string, Chunk>();

/** The block at a world position. */
function blocks(seed: number): (x: number, y: number, z: number) => string {
  const chunks = generated;
  return (x, y, z) => {
    const key = `${seed}:${x >> 4},${z >> 4}`;
    let c = chunks.get(key);
    if (!c) chunks.set(key, (c = generateChunk(seed, x >> 4, z >> 4, 'default')));
    return blockName(c.blocks[idx(x & 15, y, z & 15)]);
  };
}

const cells = (p: Piece): { x: number; z: number }[] => {
  const out: { x: number; z: number }[] = [];
  for (let x = p.x0; x <= p.x1; x++) for (let z = p.z0; z <= p.z1; z++) out.push({ x, z });
  return out;
};

/** What grows on the farmland of the fields of the first `n` villages in a biome. */
function crops(biome: number, n = 10): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { seed, v } of villages()
    .filter((e) => e.v.biome === biome)
    .slice(0, n)) {
    const at = blocks(seed);
    for (const p of v.pieces.filter((q) => q.kind === 'field')) {
      for (const { x, z } of cells(p)) {
        if (at(x, p.y, z) !== 'farmland') continue;
        const crop = at(x, p.y + 1, z);
        counts.set(crop, (counts.get(crop) ?? 0) + 1);
      }
    }
  }
  return counts;
}

const share = (m: Map<string, number>, k: string): number => (m.get(k) ?? 0) / [...m.values()].reduce((a, b) => a + b, 0);

describe('villages', () => {
  it('stand one per 34-chunk region at most, in a chunk among its first 26 × 26, on land in a village biome', () => {
    const all = villages();
    // Some regions hold one, some do not (their drawn chunk is ocean, forest, jungle...).
    expect(all.length).toBeGreaterThan(SEEDS.length * 2);
    expect(all.length).toBeLessThan(SEEDS.length * REGIONS.length ** 2);
    for (const { seed, rx, rz, v } of all) {
      const cx = Math.floor((v.x - 8) / 16),
        cz = Math.floor((v.z - 8) / 16);
      expect(cx - rx * VILLAGE_SPACING).toBeGreaterThanOrEqual(0);
      expect(cx - rx * VILLAGE_SPACING).toBeLessThan(VILLAGE_SPACING - VILLAGE_SEPARATION);
      expect(cz - rz * VILLAGE_SPACING).toBeLessThan(VILLAGE_SPACING - VILLAGE_SEPARATION);
      const col = columnInfo(seed, v.x, v.z);
      expect(VILLAGE_BIOMES).toContain(col.biome);
      expect(col.height).toBeGreaterThanOrEqual(63);
    }
    // Every kind of village biome holds some.
    for (const b of VILLAGE_BIOMES) expect(all.some((e) => e.v.biome === b)).toBe(true);
  });

  it('grow the plains farm processor’s crops: wheat to carrots 0.3, then potatoes 0.2, then beetroots 0.1', () => {
    const m = crops(BIO.plains, 20);
    expect([...m.keys()].sort()).toEqual(['beetroots', 'carrots', 'potatoes', 'wheat']);
    expect([...m.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(300);
    expect(share(m, 'carrots')).toBeCloseTo(0.3, 1);
    expect(share(m, 'potatoes')).toBeCloseTo(0.7 * 0.2, 1);
    expect(share(m, 'beetroots')).toBeGreaterThan(0.02);
    expect(share(m, 'beetroots')).toBeLessThan(0.1);
    expect(share(m, 'wheat')).toBeCloseTo(0.7 * 0.8 * 0.9, 1);
  });

  it('grow mostly potatoes in snowy plains, only beetroots besides wheat in deserts, and no carrots in either of those others', () => {
    const snowy = crops(BIO.snowy_plains);
    expect([...snowy.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
    expect(share(snowy, 'potatoes')).toBeCloseTo(0.9 * 0.8, 1);
    expect(share(snowy, 'carrots')).toBeCloseTo(0.1, 1);
    const desert = crops(BIO.desert);
    expect([...desert.keys()].sort()).toEqual(['beetroots', 'wheat']);
    const taiga = crops(BIO.taiga);
    expect(taiga.has('carrots')).toBe(false);
    expect(taiga.has('potatoes')).toBe(true);
  });

  it('ring a bell at the well, water every field (farmland within four blocks of water stays moist), and give each house walls, a doorway and a bed', () => {
    let houses = 0;
    for (const { seed, v } of villages().slice(0, 20)) {
      const at = blocks(seed);
      expect(v.pieces.some((p) => p.kind === 'field')).toBe(true);
      const well = v.pieces.find((p) => p.kind === 'well')!;
      expect(at(well.x0, well.y + 2, well.z0)).toBe('bell');
      for (const p of v.pieces.filter((q) => q.kind === 'field')) {
        const water = cells(p).filter(({ x, z }) => at(x, p.y, z) === 'water');
        expect(water.length).toBeGreaterThan(0);
        for (const { x, z } of cells(p)) {
          if (at(x, p.y, z) !== 'farmland') continue;
          expect(water.some((w) => Math.abs(w.x - x) <= 4 && Math.abs(w.z - z) <= 4)).toBe(true);
        }
      }
      for (const p of v.pieces.filter((q) => q.kind === 'house')) {
        houses++;
        const inside = cells(p).map(({ x, z }) => at(x, p.y + 1, z));
        expect(inside.filter((b) => b === 'white_bed')).toHaveLength(1);
        // A doorway: one wall cell open at the feet and the head.
        const open = cells(p).filter(
          ({ x, z }) => (x === p.x0 || x === p.x1 || z === p.z0 || z === p.z1) && at(x, p.y + 1, z) === 'air' && at(x, p.y + 2, z) === 'air',
        );
        expect(open).toHaveLength(1);
        expect(at(p.x0, p.y + 4, p.z0)).toMatch(/_planks$|^cut_sandstone$/);
      }
      for (const p of v.pieces.filter((q) => q.kind === 'street')) {
        for (const { x, z } of cells(p).filter((_, i) => i % 7 === 0)) {
          const h = columnInfo(seed, x, z).height;
          if (h < 63) continue;
          expect(at(x, h, z)).toBe('dirt_path');
          expect(at(x, h + 1, z)).toBe('air');
        }
      }
    }
    expect(houses).toBeGreaterThan(10);
  });

  it('grow their fields as any farm grows: the random ticks of a loaded village age its crops and wet its farmland', () => {
    const { seed, v } = villages().find((e) => e.v.pieces.some((p) => p.kind === 'field'))!;
    const world = new World({ seed, mobs: false });
    const field = v.pieces.find((p) => p.kind === 'field')!;
    const planted = cells(field).filter(({ x, z }) => world.getBlock({ x, y: field.y, z }) === 'farmland');
    expect(planted.length).toBeGreaterThan(0);
    world.player.pos.x = (field.x0 + field.x1) / 2;
    world.player.pos.z = (field.z0 + field.z1) / 2;
    world.player.pos.y = field.y + 1;
    expect(planted.every(({ x, z }) => world.crops.age(x, field.y + 1, z) === 0)).toBe(true);
    world.advance(12000);
    const aged = planted.filter(({ x, z }) => world.crops.age(x, field.y + 1, z) > 0).length;
    // A crop on wet farmland in rows grows with 1/3 per random tick, one every 68 s: most of a field ages in ten minutes.
    expect(aged).toBeGreaterThan(planted.length / 2);
    expect(planted.some(({ x, z }) => world.crops.moisture(x, field.y, z) === 7)).toBe(true);
  });
});
