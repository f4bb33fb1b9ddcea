/** Where a field goes and what is tilled around its plots (src/skills/field.ts). */
import { describe, expect, it } from 'vitest';
import { fieldAt } from '../../src/skills/field.js';
import { createScriptedBody, key } from '../support/scripted-body.js';

/** Water at (0,63,0) in a meadow of grass blocks at y 63, open above. */
function meadow() {
  const blocks = [{ name: 'water', pos: { x: 0, y: 63, z: 0 } }];
  for (let x = -5; x <= 5; x++) for (let z = -5; z <= 5; z++) if (x !== 0 || z !== 0) blocks.push({ name: 'grass_block', pos: { x, y: 63, z } });
  return createScriptedBody({ position: { x: 0, y: 64, z: 3 }, blocks });
}

describe('fieldAt', () => {
  it('tills all eight soil blocks around a lone plot: each moist one adds to its growth points (1/3 a stage rather than 1/6)', () => {
    const f = fieldAt(meadow(), { x: 0, y: 63, z: 0 }, 1)!;
    expect(f.plots).toHaveLength(1);
    const [p] = f.plots;
    // The plot is on an even-x row beside the water; its eight neighbours but the water are margins.
    expect(p!.x % 2).toBe(0);
    const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dz) => ({ x: p!.x + dx, y: 63, z: p!.z + dz })));
    const expected = around.filter((c) => key(c) !== key(p!) && key(c) !== '0,63,0').map(key);
    expect(f.margins.map(key).sort()).toEqual(expected.sort());
  });

  it('never takes a plot for a margin, and margins touch a plot', () => {
    const f = fieldAt(meadow(), { x: 0, y: 63, z: 0 }, 8)!;
    expect(f.plots).toHaveLength(8);
    const plots = new Set(f.plots.map(key));
    for (const m of f.margins) {
      expect(plots.has(key(m))).toBe(false);
      expect(f.plots.some((q) => Math.max(Math.abs(q.x - m.x), Math.abs(q.z - m.z)) === 1)).toBe(true);
    }
  });
});
