/**
 * A hunter on a perch's top is out in the open: the sky is open and every side is open air, so there is nothing to
 * climb out of. Seed 1's zombie hunt ate on its 2-block perch in a desert at night, and the climb to the surface, seeing
 * no ground beside it to walk out onto, built the pillar up to y 106; the hunt stood there for 17 game minutes.
 */
import { describe, expect, it } from 'vitest';
import { atSurface, onPillarTop, outInTheOpen } from '../../src/skills/ascend.js';
import { blockIdOf } from '../../src/sim/data.js';
import { flatBody } from '../sim/helpers.js';

const id = (name: string): number => blockIdOf(name)!;

describe('out in the open, for a hunter', () => {
  it('on a 2-block pillar: not the surface, but nothing to climb out of', () => {
    const body = flatBody();
    const w = body.world;
    for (let y = 64; y <= 65; y++) w.setBlockId(0, y, 0, id('cobblestone'));
    w.player.pos = { x: 0.5, y: 66, z: 0.5 };
    const feet = { x: 0, y: 66, z: 0 };
    expect(atSurface(body, feet)).toBe(false);
    expect(onPillarTop(body, feet)).toBe(true);
    expect(outInTheOpen(body, feet)).toBe(true);
  });

  it('in a pit dug into the ground, or in a cave a shaft opens to the sky over: not out in the open', () => {
    const body = flatBody();
    const w = body.world;
    w.setBlockId(0, 63, 0, id('air'));
    w.setBlockId(0, 62, 0, id('air'));
    w.player.pos = { x: 0.5, y: 62, z: 0.5 };
    expect(outInTheOpen(body, { x: 0, y: 62, z: 0 })).toBe(false);
    // A cave round the bottom of a shaft: open air beside the feet, but its floor lies beside them too.
    for (let x = -2; x <= 2; x++) for (let z = -2; z <= 2; z++) for (let y = 58; y <= 59; y++) w.setBlockId(x, y, z, id('air'));
    for (let y = 60; y <= 63; y++) w.setBlockId(0, y, 0, id('air'));
    w.player.pos = { x: 0.5, y: 58, z: 0.5 };
    expect(onPillarTop(body, { x: 0, y: 58, z: 0 })).toBe(false);
  });
});
