import { describe, expect, it } from 'vitest';
import { dropEnclosed } from '../../src/sim/ores.js';
import { Rng } from '../../src/sim/rng.js';

/** The cells (centres) inside any of the first `n` spheres with a positive radius. */
function cells(s: Float64Array, n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < n; i++) {
    const [px, py, pz, r] = [s[i * 4]!, s[i * 4 + 1]!, s[i * 4 + 2]!, s[i * 4 + 3]!];
    if (r <= 0) continue;
    for (let x = Math.floor(px - r); x <= px + r; x++)
      for (let y = Math.floor(py - r); y <= py + r; y++)
        for (let z = Math.floor(pz - r); z <= pz + r; z++)
          if ((x + 0.5 - px) ** 2 + (y + 0.5 - py) ** 2 + (z + 0.5 - pz) ** 2 < r * r) out.add(`${x},${y},${z}`);
  }
  return out;
}

describe('ore vein spheres', () => {
  it('drops only spheres inside another: the vein covers the same cells', () => {
    const rng = new Rng(7);
    let dropped = 0;
    for (let vein = 0; vein < 40; vein++) {
      // A vanilla-shaped vein: size spheres along a segment, fattest in the middle.
      const size = [4, 8, 17, 33, 64][vein % 5]!;
      const s = new Float64Array(size * 4);
      for (let i = 0; i < size; i++) {
        const t = i / size;
        s.set([t * 8 + rng.next(), 10 + t * 2, t * 3, (((Math.sin(Math.PI * t) + 1) * rng.next() * size) / 16 + 1) / 2], i * 4);
      }
      const before = cells(s, size);
      const kept = Float64Array.from(s);
      dropEnclosed(kept, size);
      for (let i = 0; i < size; i++) if (kept[i * 4 + 3]! <= 0) dropped++;
      expect(cells(kept, size)).toEqual(before);
    }
    // The big veins are mostly enclosed spheres: dropping them is what saves the work.
    expect(dropped).toBeGreaterThan(200);
  });
});
