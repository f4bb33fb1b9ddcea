/**
 * findPath answers `none` without searching when no cell nearer the goal than
 * the start could hold a node (sim/path-proof.ts): a drop hanging in the air
 * for the tick it was dug. The answer must be the one the search would give,
 * and a block placed since must be seen.
 */
import { describe, expect, it } from 'vitest';
import { findPath, World } from '../../src/sim/index.js';

/** Generate the chunks within 3 of (x, z)'s: the proof answers only where the search would generate none. */
const generate = (w: World, x: number, z: number): void => {
  for (let dx = -3; dx <= 3; dx++) for (let dz = -3; dz <= 3; dz++) w.blockId(x + dx * 16, 0, z + dz * 16);
};
const flat = (): World => {
  const w = new World({ seed: 3, terrain: 'flat', mobs: false });
  w.player.pos = { x: 0.5, y: 64, z: 0.5 };
  generate(w, 0, 0);
  return w;
};
const from = { x: 0, y: 64, z: 0 };

describe('findPath proves a goal out of reach', () => {
  it('answers a cell two blocks over the head with none, expanding nothing, as the search would', () => {
    const w = flat();
    const up = { x: 0, y: 66, z: 0 };
    const searched = findPath(w, from, up, { range: 0, maxNodes: 3000, canDig: false, prove: false });
    expect(searched.status).toBe('none');
    expect(searched.expanded).toBe(3000);
    const proved = findPath(w, from, up, { range: 0, maxNodes: 3000, canDig: false });
    expect(proved).toEqual({ ...searched, expanded: 0 });
  });

  it('searches where a chunk within reach of the flood is not generated yet', () => {
    const w = new World({ seed: 3, terrain: 'flat', mobs: false });
    const up = { x: 0, y: 66, z: 0 };
    expect(findPath(w, from, up, { range: 0, maxNodes: 3000, canDig: false })).toMatchObject({ status: 'none', expanded: 3000 });
  });

  it('searches again once a block makes the cell reachable, and finds the way', () => {
    const w = flat();
    const up = { x: 0, y: 66, z: 0 };
    const opts = { range: 1, maxNodes: 3000, canDig: false };
    expect(findPath(w, from, up, { ...opts, prove: false })).toMatchObject({ status: 'none', expanded: 3000 });
    expect(findPath(w, from, up, opts)).toMatchObject({ status: 'none', expanded: 0 });
    // a two-high column beside the goal, and a step up onto it
    for (const [x, y] of [
      [1, 64],
      [1, 65],
      [2, 64],
    ])
      w.setBlock({ x, y, z: 0 }, 'stone');
    const found = findPath(w, from, up, opts);
    expect(found.status).toBe('found');
    expect(found.steps.at(-1)).toMatchObject({ x: 1, y: 66, z: 0 });
  });

  it('does not claim a cell a pillar can reach', () => {
    const w = flat();
    const r = findPath(w, from, { x: 0, y: 66, z: 0 }, { range: 0, canDig: false, scaffold: 4 });
    expect(r.status).toBe('found');
    expect(r.steps.map((s) => s.move)).toEqual(['pillar', 'pillar']);
  });

  it('gives the search answer around the default world, proving some of them', () => {
    const w = new World({ seed: 5, mobs: false });
    const s = w.spawn;
    generate(w, Math.floor(s.x), Math.floor(s.z));
    let proved = 0;
    for (let i = 0; i < 120; i++) {
      const a = { x: Math.floor(s.x) + ((i * 7) % 11) - 5, y: 0, z: Math.floor(s.z) + ((i * 5) % 9) - 4 };
      a.y = w.heightAt(a.x, a.z) + 1;
      const to = { x: a.x + (i % 3) - 1, y: a.y + (i % 5) - 1, z: a.z + ((i >> 2) % 3) - 1 };
      const opts = { range: i % 2, maxNodes: 1500, canDig: i % 4 < 2, scaffold: i % 3 === 0 ? 8 : 0 };
      const searched = findPath(w, a, to, { ...opts, prove: false });
      const answered = findPath(w, a, to, opts);
      if (answered.expanded === 0 && searched.expanded > 0) proved++;
      expect({ ...answered, expanded: 0 }).toEqual({ ...searched, expanded: 0 });
    }
    expect(proved).toBeGreaterThan(5);
  });
});
