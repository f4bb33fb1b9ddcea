/**
 * The player's A* keeps its node store between searches (sim/path-nodes.ts):
 * a search must see none of the previous one's nodes, and a store that grows
 * mid-search must keep what it held.
 */
import { describe, expect, it } from 'vitest';
import { CellValues, PathNodes } from '../../src/sim/path-nodes.js';
import { findPath, World } from '../../src/sim/index.js';

describe('PathNodes', () => {
  it('forgets every node on reset, so a key seen before is new again', () => {
    const s = new PathNodes();
    const a = s.node(42, 1, 2, 3);
    s.g[a] = 5;
    s.closed[a] = 1;
    expect(s.node(42, 1, 2, 3)).toBe(a);
    s.reset();
    expect(s.size).toBe(0);
    const b = s.node(42, 1, 2, 3);
    expect(b).toBe(0);
    expect(s.g[b]).toBe(Infinity);
    expect(s.closed[b]).toBe(0);
    expect(s.parent[b]).toBe(-1);
  });

  it('keeps every node and its coordinates through growth of the arrays and the index', () => {
    const s = new PathNodes();
    const keys = Array.from({ length: 5000 }, (_, i) => i * 400 + (i % 7));
    keys.forEach((k, i) => expect(s.node(k, i, 2 * i - 1, k)).toBe(i));
    expect(s.size).toBe(5000);
    keys.forEach((k, i) => {
      expect(s.node(k, 0, 0, 0)).toBe(i);
      expect([s.x[i], s.y[i], s.z[i]]).toEqual([i, 2 * i - 1, k]);
    });
    expect(s.size).toBe(5000);
  });
});

describe('CellValues', () => {
  it('answers NaN for a key stored before a reset, and keeps values through growth', () => {
    const m = new CellValues();
    for (let k = 0; k < 3000; k++) m.add(k * 400, k / 2);
    expect(m.get(2999 * 400)).toBe(1499.5);
    expect(m.get(401)).toBeNaN();
    m.reset();
    expect(m.get(0)).toBeNaN();
    expect(m.get(2999 * 400)).toBeNaN();
    m.add(0, Infinity);
    expect(m.get(0)).toBe(Infinity);
  });
});

describe('findPath with a reused store', () => {
  const flat = (): World => {
    const w = new World({ seed: 3, terrain: 'flat', mobs: false });
    w.player.pos = { x: 0.5, y: 64, z: 0.5 };
    return w;
  };
  const from = { x: 0, y: 64, z: 0 },
    to = { x: 6, y: 64, z: 0 };

  it('answers a search the same after an unrelated bigger one', () => {
    const w = flat();
    const first = findPath(w, from, to, { range: 0, canDig: false });
    findPath(w, from, { x: 60, y: 64, z: 40 }, { range: 0, canDig: false });
    expect(findPath(w, from, to, { range: 0, canDig: false })).toEqual(first);
    expect(first.status).toBe('found');
    expect(first.steps).toHaveLength(6);
  });

  it('sees a wall built between two searches (no node or cost carried over)', () => {
    const w = flat();
    expect(findPath(w, from, to, { range: 0, canDig: false }).steps.every((s) => s.z === 0)).toBe(true);
    for (let z = -1; z <= 1; z++) for (let y = 64; y <= 66; y++) w.setBlock({ x: 3, y, z }, 'stone');
    const around = findPath(w, from, to, { range: 0, canDig: false });
    expect(around.status).toBe('found');
    expect(around.steps.some((s) => s.z !== 0)).toBe(true);
    expect(around.steps.some((s) => s.x === 3 && Math.abs(s.z) <= 1 && s.y === 64)).toBe(false);
  });

  it('prices a wall cell as it is now, not as the previous search found it', () => {
    const w = flat();
    // a long stone wall 7 high across the way: digging through beats walking round it
    // on a bedrock footing, so that tunnelling under it is no way either
    for (let z = -60; z <= 60; z++) for (let y = 50; y <= 70; y++) w.setBlock({ x: 3, y, z }, y < 64 ? 'bedrock' : 'stone');
    const through = (r: ReturnType<typeof findPath>, z: number) => r.steps.some((s) => s.x === 3 && s.z === z);
    const first = findPath(w, from, to, { range: 0 });
    expect(first.status).toBe('found');
    expect(through(first, 0)).toBe(true);
    for (let y = 64; y <= 66; y++) w.setBlock({ x: 3, y, z: 0 }, 'bedrock');
    const second = findPath(w, from, to, { range: 0 });
    expect(second.status).toBe('found');
    expect(through(second, 0)).toBe(false);
    expect(second.cost).toBeGreaterThan(first.cost);
  });
});
