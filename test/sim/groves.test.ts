/**
 * Groves on the skyline (Body.landmarks 'grove'): the simulated body sees the crowns of a kind of tree told from afar
 * beyond its senses radius, by day, and the surface search for that tree's logs walks to them. Seed 13 starts in a
 * taiga about 50 blocks from the dark oaks of a roofed forest.
 */
import { describe, expect, it } from 'vitest';
import { SKYLINE, type Landmark } from '../../src/contracts/body.js';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { chunkTrees } from '../../src/sim/vegetation.js';
import { exploredBy } from '../../src/skills/explored.js';
import { groveLog } from '../../src/skills/far-sight.js';
import { surfaceSearch } from '../../src/skills/surface.js';
import { resolveTarget } from '../../src/skills/target.js';
import { getKnowledge } from '../../src/knowledge/index.js';

const k = getKnowledge();

function bodyAt(seed: number): SimBody {
  const body = createSimBody({ seed });
  body.findBlocks(['stone']);
  return body;
}

/** The nearest landmark `look` finds, checked to be of `kind` and beyond the senses' radius but within the skyline's. */
function seenFarOff(body: SimBody, look: (body: SimBody) => Landmark[], kind: Landmark['kind']): Landmark {
  const seen = look(body);
  expect(seen.length).toBeGreaterThan(0);
  const l = seen[0]!;
  expect(l.kind).toBe(kind);
  expect(l.distance).toBeGreaterThan(body.senses.radius);
  expect(l.distance).toBeLessThanOrEqual(SKYLINE);
  return l;
}

const darkOaks = (body: SimBody) => (body.landmarks('grove') ?? []).filter((l) => l.log === 'dark_oak_log');

describe('groves on the skyline', () => {
  it('sees the dark oaks of a roofed forest beyond the senses radius, at a tree the seed roots there, by day only', () => {
    const body = bodyAt(13);
    const l = seenFarOff(body, darkOaks, 'grove');
    // Not one dark oak log is made out from where the bot stands.
    expect(body.findBlocks(['dark_oak_log'])).toEqual([]);
    const spots = chunkTrees(13, l.pos.x >> 4, l.pos.z >> 4).spots;
    expect(spots.some((t) => t.kind === 'dark_oak' && t.x === l.pos.x && t.z === l.pos.z)).toBe(true);
    body.world.setTime(13000);
    expect(darkOaks(body)).toEqual([]);
  });

  it('tells one tree’s logs from any log: groves lead a search for dark oak, not one for any log', () => {
    expect(groveLog(resolveTarget(k, '#dark_oak_logs')!)).toBe('dark_oak_log');
    expect(groveLog(resolveTarget(k, 'acacia_log')!)).toBe('acacia_log');
    expect(groveLog(resolveTarget(k, '#logs')!)).toBeNull();
    expect(groveLog(resolveTarget(k, '#oak_logs')!)).toBeNull();
  });

  it('walks to the dark oaks it sees and finds their logs on the first walk', async () => {
    const body = bodyAt(13);
    const crown = darkOaks(body)[0]!.pos;
    const out = await surfaceSearch(body, resolveTarget(k, '#dark_oak_logs')!, 128, new AbortController().signal, 'mine #dark_oak_logs');
    expect(out.ok).toBe(true);
    expect(exploredBy(body).farWalked).toEqual([crown]);
    expect(body.findBlocks(['dark_oak_log']).length).toBeGreaterThan(0);
  });

  it('without far sight combs the nearer ground first and takes longer to find them', async () => {
    const timeTo = async (farSight: boolean): Promise<number> => {
      const body = bodyAt(13);
      if (!farSight) Object.assign(body, { landmarks: undefined });
      const out = await surfaceSearch(body, resolveTarget(k, '#dark_oak_logs')!, 128, new AbortController().signal, 'mine #dark_oak_logs');
      expect(out.ok).toBe(true);
      return body.gameTick();
    };
    expect(await timeTo(true)).toBeLessThan(await timeTo(false));
  });
});

/** Seed 20 starts in a taiga; the snowy plains begin about 90 blocks off. */
describe('ground told by its colour on the skyline', () => {
  const snow = (body: SimBody) => body.landmarks('ground').filter((l) => l.top === 'snow');

  it('sees the white of a snowy plain beyond the senses radius, by day only, where the seed lays one', () => {
    const body = bodyAt(20);
    const l = seenFarOff(body, snow, 'ground');
    expect(body.world.biomeAt(l.pos.x, l.pos.z)).toBe('snowy_plains');
    expect(body.findBlocks(['snow'])).toEqual([]);
    body.world.setTime(13000);
    expect(snow(body)).toEqual([]);
  });

  it('walks to the snowfield it sees when looking for snowballs, and finds snow there', async () => {
    const body = bodyAt(20);
    const field = snow(body)[0]!.pos;
    const out = await surfaceSearch(body, resolveTarget(k, 'snowball')!, 128, new AbortController().signal, 'mine snowball');
    expect(out.ok).toBe(true);
    expect(exploredBy(body).farWalked[0]).toEqual(field);
    expect(body.findBlocks(['snow']).length).toBeGreaterThan(0);
  });
});
