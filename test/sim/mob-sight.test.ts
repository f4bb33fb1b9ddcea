/**
 * How far off a mob is made out (knowledge/sight.ts mobViewRange): as far as vanilla renders it at the default
 * entity distance, its box's mean side × 64 (Entity.shouldRenderAtSqrDistance), and never less than the 32-block
 * senses radius. A cow (0.9 × 1.4) is seen 68 blocks off over open ground, a chicken (0.4 × 0.7) only within 32.
 * A dropped item (0.25 a side) by the same rule within 16 (itemViewRange), unless the senses are x-ray.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { itemViewRange, mobViewRange } from '../../src/knowledge/sight.js';

function openField() {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  const p = body.position();
  const at = (dx: number, dz: number) => ({ x: Math.floor(p.x) + dx, y: Math.floor(p.y), z: Math.floor(p.z) + dz });
  // The ground out to 80 blocks east is generated, as walking or looking there would have.
  for (let dx = -16; dx <= 96; dx += 16) for (let dz = -16; dz <= 16; dz += 16) body.world.chunk((Math.floor(p.x) + dx) >> 4, (Math.floor(p.z) + dz) >> 4);
  return { body, at };
}

describe('mobs seen as far as their size allows', () => {
  it('by the vanilla rule: a cow 68 blocks, a zombie 67, a spider 79, a chicken the 32 of the senses radius', () => {
    expect(mobViewRange(32, 0.9, 1.4)).toBeCloseTo(68.3, 1);
    expect(mobViewRange(32, 0.6, 1.95)).toBeCloseTo(67.2, 1);
    expect(mobViewRange(32, 1.4, 0.9)).toBeCloseTo(78.9, 1);
    expect(mobViewRange(32, 0.4, 0.7)).toBe(32);
  });

  it('sees a cow 48 blocks off over open ground, not a chicken 40 off nor a cow 75 off; a wall hides it', () => {
    const { body, at } = openField();
    const cow = body.world.spawnMob('cow', at(48, 0));
    const chicken = body.world.spawnMob('chicken', at(40, 3));
    const far = body.world.spawnMob('cow', at(75, -3));
    const ids = () => body.entities().map((e) => e.id);
    expect(ids()).toContain(cow);
    expect(ids()).not.toContain(chicken);
    expect(ids()).not.toContain(far);
    // A caller's own bound still holds.
    expect(body.entities({ maxDistance: 32 }).map((e) => e.id)).not.toContain(cow);
    const ground = at(0, 0).y;
    for (let dy = -1; dy <= 3; dy++) for (let dz = -3; dz <= 3; dz++) body.world.setBlock({ ...at(20, dz), y: ground + dy }, 'stone');
    expect(ids()).not.toContain(cow);
  });
});

describe('dropped items seen as far as their size allows', () => {
  it('by the vanilla rule: 16 blocks for honest senses, the whole radius for x-ray ones', () => {
    expect(itemViewRange(32, false)).toBe(16);
    expect(itemViewRange(8, false)).toBe(8);
    expect(itemViewRange(32, true)).toBe(32);
  });

  it('sees a diamond dropped 12 blocks off over open ground, not one 24 off; x-ray senses see both', () => {
    const { body, at } = openField();
    const near = body.world.dropItem('diamond', 1, null, at(12, 0));
    const far = body.world.dropItem('diamond', 1, null, at(24, 2));
    body.world.advance(40);
    const ids = () => body.entities({ names: ['item'] }).map((e) => e.id);
    expect(ids()).toContain(near.id);
    expect(ids()).not.toContain(far.id);
    const xray = createSimBody({ seed: 7, terrain: 'flat', mobs: true, xray: true });
    const q = xray.position();
    const there = xray.world.dropItem('diamond', 1, null, { x: Math.floor(q.x) + 24, y: Math.floor(q.y), z: Math.floor(q.z) });
    xray.world.advance(40);
    expect(xray.entities({ names: ['item'] }).map((e) => e.id)).toContain(there.id);
  });
});
