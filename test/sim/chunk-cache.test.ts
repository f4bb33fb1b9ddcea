import { afterEach, describe, expect, it } from 'vitest';
import { World, keepGeneratedChunks } from '../../src/sim/index.js';
import { generatedChunk, isKept } from '../../src/sim/chunk-cache.js';
import { generateChunk } from '../../src/sim/generate.js';
import type { Chunk } from '../../src/sim/chunk.js';
import { villageInRegion } from '../../src/sim/villages.js';

const same = (a: Chunk, b: Chunk): void => {
  expect([a.cx, a.cz]).toEqual([b.cx, b.cz]);
  expect(Buffer.compare(Buffer.from(a.blocks.buffer), Buffer.from(b.blocks.buffer))).toBe(0);
  expect([...a.height]).toEqual([...b.height]);
  expect([...a.biome]).toEqual([...b.biome]);
  expect(a.sectionIds.map((s) => [...s].sort())).toEqual(b.sectionIds.map((s) => [...s].sort()));
  expect(a.springs).toEqual(b.springs);
  expect(a.farmed).toEqual(b.farmed);
};

describe('generated chunks kept between worlds (sim/chunk-cache.ts)', () => {
  afterEach(() => keepGeneratedChunks(0));

  it('hands out a chunk equal to a fresh generation, springs and village fields included, and never the same object twice', () => {
    keepGeneratedChunks(64);
    const chunks: [number, number, number][] = [];
    for (let cx = -2; cx <= 2; cx++) for (let cz = -2; cz <= 2; cz++) chunks.push([3, cx, cz]);
    // and the chunks round a village, whose fields are listed for the crops to tend
    const v = [0, -1].flatMap((rx) => [0, -1].map((rz) => villageInRegion(6, rx, rz))).find((x) => x !== null)!;
    for (let dx = -3; dx <= 3; dx++) for (let dz = -3; dz <= 3; dz++) chunks.push([6, (v.x >> 4) + dx, (v.z >> 4) + dz]);
    const first = chunks.map(([s, cx, cz]) => generatedChunk(s, cx, cz, 'default'));
    const again = chunks.map(([s, cx, cz]) => generatedChunk(s, cx, cz, 'default'));
    expect(first.some((c) => c.springs.length > 0)).toBe(true);
    expect(first.some((c) => c.farmed.length > 0)).toBe(true);
    chunks.forEach(([s, cx, cz], i) => {
      // (identity compared by hand: vitest's not.toBe walks both chunks deeply to word its message)
      expect(again[i] === first[i] || again[i].blocks === first[i].blocks).toBe(false);
      same(again[i], generateChunk(s, cx, cz, 'default'));
    });
  });

  it('keeps what one world digs and builds out of the next world of the same seed', () => {
    keepGeneratedChunks(64);
    // The first world generates the chunk, the next two copy it from the store; each digs and builds in it.
    const [a, b, c] = [0, 1, 2].map(() => new World({ seed: 5, mobs: false }));
    const y = a.heightAt(8, 8);
    const before = [a.getBlock({ x: 8, y, z: 8 }), a.getBlock({ x: 8, y: y + 1, z: 8 })];
    for (const w of [a, b]) {
      w.setBlock({ x: 8, y, z: 8 }, 'air');
      w.setBlock({ x: 8, y: y + 1, z: 8 }, 'oak_planks');
    }
    expect([c.getBlock({ x: 8, y, z: 8 }), c.getBlock({ x: 8, y: y + 1, z: 8 })]).toEqual(before);
    same(c.chunk(0, 0), generateChunk(5, 0, 0, 'default'));
  });

  it('keeps no more chunks than it was given, dropping the least recently used', () => {
    keepGeneratedChunks(2);
    generatedChunk(7, 0, 0, 'default');
    generatedChunk(7, 1, 0, 'default');
    generatedChunk(7, 0, 0, 'default'); // (0,0) is now the most recently used
    generatedChunk(7, 2, 0, 'default'); // so (1,0) goes
    expect([isKept(7, 0, 0, 'default'), isKept(7, 1, 0, 'default'), isKept(7, 2, 0, 'default')]).toEqual([true, false, true]);
    keepGeneratedChunks(1);
    expect([isKept(7, 0, 0, 'default'), isKept(7, 2, 0, 'default')]).toEqual([false, true]);
    keepGeneratedChunks(0);
    expect(isKept(7, 2, 0, 'default')).toBe(false);
    expect(() => keepGeneratedChunks(-1)).toThrow(/whole number/);
  });
});
