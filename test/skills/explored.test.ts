import { describe, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import { CELL, cellOf, exploredBy, SURVEY } from '../../src/skills/explored.js';
import { nextView, type Frontier } from '../../src/skills/frontier.js';
import { surfaceSearch } from '../../src/skills/surface.js';
import { barrenFor, signsOf } from '../../src/skills/habitat.js';
import { resolveTarget } from '../../src/skills/target.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';

const k = getKnowledge();
/** Ground at y 63 (feet at 64): `west` for x < 0, `east` from x 0 on. */
const land = (west: string, east: string) => (p: Vec3Like) => (p.y > 63 ? 'air' : p.x < 0 ? west : east);
const watch = { blocks: ['sand', 'sugar_cane'], mobs: ['cow'] };

function frontier(body: ReturnType<typeof createScriptedBody>, target: string, radius = 128): Frontier {
  const t = resolveTarget(k, target)!;
  return {
    map: exploredBy(body),
    start: body.position(),
    radius,
    signs: signsOf(t),
    barren: barrenFor(t),
    lowland: false,
    fresh: () => true,
    open: t.kind === 'mob',
  };
}

describe('the explored map', () => {
  it('marks the cells whose ground is in view within the survey reach, with what lies on top and where to stand', () => {
    const body = createScriptedBody({ world: land('water', 'grass_block') });
    const map = exploredBy(body);
    map.survey(body, watch);
    const cells = [...map.all()];
    expect(cells.length).toBeGreaterThan(20);
    for (const c of cells) expect(Math.hypot(c.cx * CELL + CELL / 2, c.cz * CELL + CELL / 2)).toBeLessThanOrEqual(SURVEY);
    expect(map.cell(1, 0)).toMatchObject({ tops: ['grass_block'], stand: { y: 64 } });
    // All water: seen, but nowhere to stand.
    expect(map.cell(-2, 0)).toMatchObject({ tops: ['water'], stand: null });
    expect(map.cell(cellOf(0), cellOf(0))!.visited).toBe(true);
    expect(map.cell(5, 0)).toBeUndefined();
  });

  it('takes no seabed or lake bed seen through the water for ground to stand on, though the water over it is not reported cell by cell', () => {
    // A sea from x < 0 whose surface (y 63) is in view and whose water below is not; its bed is sand at y 50. The bot
    // swims under it, so the map's scan of each column starts in the water, near the bed (dark oak seed 1).
    const sea = (p: Vec3Like) => (p.x >= 0 ? (p.y > 63 ? 'air' : 'grass_block') : p.y > 63 ? 'air' : p.y === 63 ? 'water' : p.y > 50 ? null : 'sand');
    const body = createScriptedBody({ world: sea, position: { x: -10, y: 52, z: 0 } });
    const map = exploredBy(body);
    map.survey(body, watch);
    expect(map.cell(-2, 0)).toMatchObject({ stand: null });
    expect(map.cell(-2, 0)!.tops).toContain('water');
    expect(map.cell(1, 0)).toMatchObject({ stand: { y: 64 } });
  });

  it('is kept per body, and remembers bulk blocks on top (sand) and landmarks where it saw them', () => {
    const body = createScriptedBody({ world: land('sand', 'grass_block'), blocks: [{ name: 'sugar_cane', pos: { x: 20, y: 64, z: 3 } }] });
    const map = exploredBy(body);
    expect(exploredBy(body)).toBe(map);
    expect(exploredBy(createScriptedBody())).not.toBe(map);
    map.survey(body, watch);
    expect(map.remembered(['sugar_cane'], -Infinity, new Set())).toEqual([{ name: 'sugar_cane', pos: { x: 20, y: 64, z: 3 }, tick: 0 }]);
    const sand = map.remembered(['sand'], -Infinity, new Set());
    expect(sand.length).toBeGreaterThan(10);
    expect(sand.every((s) => s.pos.x < 0 && s.pos.y === 63)).toBe(true);
    map.forget('sugar_cane', { x: 20, y: 64, z: 3 });
    expect(map.remembered(['sugar_cane'], -Infinity, new Set())).toEqual([]);
  });

  it('looks past a mob excluded by its id (a sheared sheep) wherever it was seen, and keeps the others', () => {
    const map = exploredBy(createScriptedBody());
    map.note('sheep', { x: 5, y: 64, z: 5 }, 0, 7);
    map.note('sheep', { x: 9, y: 64, z: 2 }, 0, 8);
    expect(map.remembered(['sheep'], -Infinity, new Set(['#7'])).map((s) => s.id)).toEqual([8]);
  });

  it('counts ground out of view as a miss, not as seen', () => {
    const body = createScriptedBody({ world: (p) => (p.x > 12 ? null : p.y > 63 ? 'air' : 'grass_block') });
    const map = exploredBy(body);
    map.survey(body, watch);
    expect(map.cell(2, 0)).toBeUndefined();
    expect(map.misses(2, 0)).toBe(1);
  });
});

describe('habitat', () => {
  it('reads the land as vanilla places things: trees and grazing animals never on bare rock or sand, cactus and sugar cane on sand', () => {
    const t = (n: string) => resolveTarget(k, n)!;
    // A sapling's mayPlaceOn is the dirt tag; Animal.checkAnimalSpawnRules wants grass_block; CactusBlock and SugarCaneBlock accept sand.
    expect([...barrenFor(t('#logs'))]).toEqual(expect.arrayContaining(['stone', 'sand']));
    expect([...barrenFor(t('cow'))]).toEqual(expect.arrayContaining(['stone', 'sand']));
    expect(barrenFor(t('cactus')).has('sand')).toBe(false);
    expect(barrenFor(t('sugar_cane')).has('sand')).toBe(false);
    expect(barrenFor(t('stone')).has('stone')).toBe(false);
    expect([...signsOf(t('oak_log'))]).toEqual(['oak_log', 'oak_leaves']);
    expect(signsOf(t('sugar_cane')).has('water')).toBe(true);
  });
});

describe('where to look next', () => {
  it('walks to seen dry ground at the edge of what was seen, not where it stands', () => {
    const body = createScriptedBody({ world: land('grass_block', 'grass_block') });
    const f = frontier(body, 'cow');
    f.map.survey(body, watch);
    const to = nextView(f, body.position())!;
    expect(to.y).toBe(64);
    expect(f.map.cell(cellOf(to.x), cellOf(to.z))).toBeDefined();
    expect(Math.hypot(to.x, to.z)).toBeGreaterThan(12);
  });

  it('heads for the target’s signs: along a river for sugar cane, toward grass (away from bare stone) for a cow', () => {
    const river = (p: Vec3Like) => (p.y > 63 ? 'air' : p.x >= 16 && p.x < 24 ? 'water' : 'grass_block');
    const cane = createScriptedBody({ world: river });
    const f1 = frontier(cane, 'sugar_cane');
    f1.map.survey(cane, watch);
    const to = nextView(f1, cane.position())!;
    expect(to.x).toBeGreaterThanOrEqual(8);
    expect(to.x).toBeLessThan(32);
    const cow = createScriptedBody({ world: land('grass_block', 'stone') });
    const f2 = frontier(cow, 'cow');
    f2.map.survey(cow, watch);
    expect(nextView(f2, cow.position())!.x).toBeLessThan(0);
  });

  it('never goes back to where it stood and looked, and has nowhere to go once all ground within the radius is seen', () => {
    const body = createScriptedBody({ world: land('grass_block', 'grass_block') });
    const f = frontier(body, 'cow', 16);
    f.map.survey(body, watch);
    expect(nextView(f, body.position())).toBeNull();
    const wide = frontier(body, 'cow', 128);
    const seenFrom: string[] = [];
    for (let i = 0; i < 6; i++) {
      const to = nextView(wide, body.position())!;
      const key = `${cellOf(to.x)},${cellOf(to.z)}`;
      expect(seenFrom).not.toContain(key);
      seenFrom.push(key);
      body.setPosition(to);
      wide.map.survey(body, watch);
    }
  });
});

describe('an animal search with none in reach', () => {
  const grass = (p: Vec3Like) => (p.y > 63 ? 'air' : 'grass_block');
  const cowAt = (x: number) => [{ id: 1, name: 'cow', pos: { x, y: 64, z: 0 } }];
  // Each walk takes about as long as a 40-block walk on foot, so the search's minutes pass as a player's would.
  const search = (body: ReturnType<typeof createScriptedBody>, what: string) =>
    surfaceSearch(body, resolveTarget(k, what)!, 128, new AbortController().signal, `obtain ${what}`);

  it('widens past its radius after five minutes: a herd 300 blocks off is found', async () => {
    const body = createScriptedBody({ world: grass, entities: cowAt(300), ticksPerVerb: 200 });
    const out = await search(body, 'cow');
    expect(out).toMatchObject({ ok: true, data: { name: 'cow' } });
    expect(body.gameTick()).toBeGreaterThan(6000);
  });

  it('stays within its radius for the first five minutes, and for what is not an animal', async () => {
    const cow = createScriptedBody({ world: grass, entities: cowAt(300), ticksPerVerb: 200 });
    const stops: number[] = [];
    // Where the walks went before the search widened.
    const seen = cow.entities;
    cow.entities = (f) => {
      if (cow.gameTick() < 6000) stops.push(Math.abs(cow.position().x));
      return seen(f);
    };
    await search(cow, 'cow');
    expect(Math.max(...stops)).toBeLessThanOrEqual(128 + SURVEY);
    const cane = createScriptedBody({ world: grass, blocks: [{ name: 'sugar_cane', pos: { x: 300, y: 64, z: 0 } }], ticksPerVerb: 200 });
    expect(await search(cane, 'sugar_cane')).toMatchObject({ ok: false, code: 'not_found' });
  });
});
