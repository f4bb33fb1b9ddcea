import { describe, expect, it } from 'vitest';
import { digPond } from '../../src/skills/pond.js';
import { farm } from '../../src/skills/farm.js';
import type { Field } from '../../src/skills/field.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { flatBody, signal } from '../sim/helpers.js';
import { skillContext } from '../support/skill-context.js';

const waterNear = (body: ReturnType<typeof flatBody>): number => body.findBlocks(['water'], { maxDistance: 16, count: 64 }).length;

describe('a pond for a field where no water has soil by it (pond.ts, vanilla farmland hydration within 4 blocks)', () => {
  it('digs a hole in the grass, empties the bucket into it, and gives the field that water hydrates', async () => {
    const body = flatBody();
    body.world.give('water_bucket', 1);
    const out = await digPond(body, 8, signal, 'farm wheat');
    expect(out !== null && 'plots' in out).toBe(true);
    const field = out as Field;
    expect(body.blockAt(field.water)).toBe('water');
    expect(field.plots).toHaveLength(8);
    for (const p of field.plots) {
      expect(Math.max(Math.abs(p.x - field.water.x), Math.abs(p.z - field.water.z))).toBeLessThanOrEqual(4);
      expect([field.water.y, field.water.y - 1]).toContain(p.y);
    }
    expect(body.count('water_bucket')).toBe(0);
    expect(body.count('bucket')).toBe(1);
    // A source in a hole one deep has nowhere to flow.
    body.world.advance(100);
    expect(waterNear(body)).toBe(1);
  });

  it('does nothing without a water bucket', async () => {
    const body = flatBody();
    expect(await digPond(body, 8, signal, 'farm wheat')).toBeNull();
    expect(waterNear(body)).toBe(0);
  });

  it('lets the farm sow on dry grassland with no water anywhere, carrying its own', async () => {
    const body = flatBody();
    body.world.give('water_bucket', 1);
    body.world.give('wooden_hoe', 1);
    body.world.give('wheat_seeds', 4);
    const stop = new AbortController();
    // Stopped once the seeds are in: growing them takes game days.
    const off = body.onTick(() => body.count('wheat_seeds') === 0 && stop.abort());
    const r = await farm.run(body, { item: 'wheat', count: 1 }, stop.signal, skillContext(getKnowledge()));
    off();
    expect(r.ok ? null : r.code).toBe('aborted');
    const crops = body.findBlocks(['wheat'], { maxDistance: 16, count: 16 });
    expect(crops).toHaveLength(4);
    const [water] = body.findBlocks(['water'], { maxDistance: 16, count: 1 });
    for (const c of crops) expect(Math.max(Math.abs(c.pos.x - water.pos.x), Math.abs(c.pos.z - water.pos.z))).toBeLessThanOrEqual(4);
  });
});

describe('a farm with water only where no soil is', () => {
  it('asks for a water bucket (missing_item) after half its walks between waters, rather than walking on', async () => {
    const body = flatBody();
    const w = body.world;
    // Five pools in stone, 14 blocks apart in a row: no grass or dirt within 4 blocks of any.
    for (let i = 0; i < 5; i++) {
      const cx = 8 + i * 14;
      for (let dx = -4; dx <= 4; dx++) for (let dz = -4; dz <= 4; dz++) w.setBlock({ x: cx + dx, y: 63, z: dz }, 'stone');
      w.setBlock({ x: cx, y: 63, z: 0 }, 'water');
    }
    w.give('wooden_hoe', 1);
    w.give('wheat_seeds', 4);
    const r = await farm.run(body, { item: 'wheat', count: 1 }, signal, skillContext(getKnowledge()));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('missing_item');
    expect(r.details?.missing).toEqual([{ item: 'water_bucket', count: 1 }]);
    expect(body.findBlocks(['wheat'], { maxDistance: 32, count: 1 })).toHaveLength(0);
  });
});

describe('planting where the bot stands', () => {
  it('steps off the plot its feet are on before sowing it (a seed is not placed in the player’s cell)', async () => {
    const body = flatBody();
    const w = body.world;
    w.setBlock({ x: 1, y: 63, z: 0 }, 'water');
    w.give('wooden_hoe', 1);
    w.give('wheat_seeds', 1);
    const stop = new AbortController();
    const off = body.onTick(() => body.count('wheat_seeds') === 0 && stop.abort());
    await farm.run(body, { item: 'wheat', count: 1 }, stop.signal, skillContext(getKnowledge()));
    off();
    expect(body.findBlocks(['wheat'], { maxDistance: 8, count: 4 }).map((b) => b.pos)).toEqual([{ x: 0, y: 64, z: 0 }]);
  });
});
