/**
 * Shears give a sheep its own colour: a player asked for white wool walks
 * past the black sheep and the shorn ones, which it can see, to the white one.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { gather } from '../../src/skills/gather.js';
import { signal } from '../sim/helpers.js';

const k = getKnowledge();

/** Flat ground at noon, no natural spawning; the player at (0.5, 64, 0.5) with shears. */
function field(): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  for (let cx = -2; cx <= 2; cx++) for (let cz = -2; cz <= 2; cz++) body.world.chunk(cx, cz);
  body.world.setTime(6000);
  body.world.give('shears', 1);
  return body;
}

function sheep(body: SimBody, x: number, z: number, color: string, sheared = false): number {
  const id = body.world.spawnMob('sheep', { x, y: 64, z });
  const m = body.world.mobs.get(id)!;
  m.color = color;
  m.sheared = sheared;
  return id;
}

describe('gather wool', () => {
  it("sees each sheep's wool and shears only a white one for white wool", async () => {
    const body = field();
    const black = sheep(body, 3, 0, 'black');
    const shorn = sheep(body, 0, 4, 'white', true);
    const white = sheep(body, 9, 2, 'white');
    const seen = body.entities({ names: ['sheep'] });
    expect(seen.find((e) => e.id === black)?.wool).toEqual({ color: 'black', sheared: false });
    expect(seen.find((e) => e.id === shorn)?.wool).toEqual({ color: 'white', sheared: true });
    const r = await gather.run(body, { item: 'white_wool', count: 1 }, signal, { knowledge: k, blackboard: new Map(), path: '/plan' });
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    expect(body.count('white_wool')).toBeGreaterThanOrEqual(1);
    expect(body.count('black_wool')).toBe(0);
    expect(body.world.mobs.get(black)!.sheared).toBeFalsy();
    expect(body.world.mobs.get(white)!.sheared).toBe(true);
  });
});
