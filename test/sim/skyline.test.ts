/**
 * Far sight (Body.landmarks): a village is seen on the skyline, beyond the
 * blocks the senses make out one by one, when a ray from the eyes reaches one
 * of its roofs or its bell within SKYLINE blocks, by day. Seed 14 starts in a
 * taiga 88 blocks from a village's nearest roof; seed 6's nearest village lies
 * beyond SKYLINE.
 */
import { describe, expect, it } from 'vitest';
import { MOUNTAIN_TOPS, MOUNTAIN_Y, SKYLINE } from '../../src/contracts/body.js';
import { EYE_HEIGHT } from '../../src/knowledge/sight.js';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { skylinePoints, villagesWithin } from '../../src/sim/villages.js';

function bodyAt(seed: number, xray = false): SimBody {
  const body = createSimBody({ seed, xray });
  body.findBlocks(['stone']);
  return body;
}

const eye = (body: SimBody) => {
  const p = body.position();
  return { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
};

const nearestPoint = (body: SimBody): number => {
  const e = eye(body);
  const ds = villagesWithin(body.world.seed, e.x, e.z, 2 * SKYLINE)
    .flatMap(skylinePoints)
    .map((p) => Math.hypot(p.x - e.x, p.y - e.y, p.z - e.z));
  return Math.min(...ds);
};

describe('villages on the skyline', () => {
  it('sees a village beyond the senses radius by day, at one of its roofs or its bell', () => {
    const body = bodyAt(14);
    const seen = body.landmarks().filter((l) => l.kind === 'village');
    expect(seen.length).toBeGreaterThan(0);
    const l = seen[0];
    expect(l.kind).toBe('village');
    expect(l.distance).toBeGreaterThan(body.senses.radius);
    expect(l.distance).toBeLessThanOrEqual(SKYLINE);
    const points = villagesWithin(14, l.pos.x, l.pos.z, 0).flatMap(skylinePoints);
    expect(points.some((p) => Math.floor(p.x) === l.pos.x && Math.floor(p.y) === l.pos.y && Math.floor(p.z) === l.pos.z)).toBe(true);
  });

  it('sees nothing of it at night, and again at dawn', () => {
    const body = bodyAt(14);
    body.world.setTime(13000);
    expect(body.landmarks()).toEqual([]);
    body.world.setTime(1000);
    expect(body.landmarks().length).toBeGreaterThan(0);
  });

  it('sees nothing through a wall round the eyes; x-ray senses see through it, and by night', () => {
    const walled = (xray: boolean): SimBody => {
      const body = bodyAt(14, xray);
      const p = body.position();
      for (let dy = 0; dy <= 2; dy++)
        for (let dx = -1; dx <= 1; dx++)
          for (let dz = -1; dz <= 1; dz++)
            if (dx || dz) body.world.setBlock({ x: Math.floor(p.x) + dx, y: Math.floor(p.y) + dy, z: Math.floor(p.z) + dz }, 'stone');
      return body;
    };
    expect(walled(false).landmarks()).toEqual([]);
    const xray = walled(true);
    xray.world.setTime(18000);
    expect(xray.landmarks().length).toBeGreaterThan(0);
  });

  it('sees no village whose every roof lies beyond SKYLINE, even with x-ray senses', () => {
    for (const xray of [false, true]) {
      const body = bodyAt(6, xray);
      expect(nearestPoint(body)).toBeGreaterThan(SKYLINE);
      expect(body.landmarks().filter((l) => l.kind === 'village')).toEqual([]);
    }
  });
});

/** Seed 1 starts in a desert; a windswept hill's bare stone top rises 108 blocks off, to y 111. Seed 3 has none within 128. */
describe('mountains on the skyline', () => {
  const mountains = (body: SimBody) => body.landmarks().filter((l) => l.kind === 'mountain');

  it("sees a mountain's bare top beyond the senses radius by day: stone or snow at or above y 100", () => {
    const body = bodyAt(1);
    const seen = mountains(body);
    expect(seen.length).toBeGreaterThan(0);
    const xray = bodyAt(1, true);
    for (const l of seen) {
      expect(l.pos.y).toBeGreaterThanOrEqual(MOUNTAIN_Y);
      expect(l.distance).toBeGreaterThan(body.senses.radius);
      expect(l.distance).toBeLessThanOrEqual(SKYLINE);
      // The top block is what the generator put there, with open sky over it.
      expect(MOUNTAIN_TOPS).toContain(xray.blockAt(l.pos));
      expect(xray.blockAt({ ...l.pos, y: l.pos.y + 1 })).toBe('air');
    }
    expect(seen.map((l) => l.distance)).toEqual([...seen.map((l) => l.distance)].sort((a, b) => a - b));
  });

  it('sees none at night, nor through a wall; none where no mountain rises within SKYLINE', () => {
    const body = bodyAt(1);
    body.world.setTime(15000);
    expect(mountains(body)).toEqual([]);
    body.world.setTime(1000);
    const p = body.position();
    for (let dy = 0; dy <= 2; dy++)
      for (let dx = -1; dx <= 1; dx++)
        for (let dz = -1; dz <= 1; dz++)
          if (dx || dz || dy === 2) body.world.setBlock({ x: Math.floor(p.x) + dx, y: Math.floor(p.y) + dy, z: Math.floor(p.z) + dz }, 'stone');
    expect(mountains(body)).toEqual([]);
    expect(mountains(bodyAt(3, true))).toEqual([]);
  });
});
