import { describe, expect, it } from 'vitest';
import type { Landmark, Vec3Like } from '../../src/contracts/body.js';
import { explore } from '../../src/skills/explore.js';
import { ringSpacing, RING_SPACING, SKYLINE_RING_SPACING, spiral } from '../../src/skills/sweep.js';
import { SURVEY } from '../../src/skills/explored.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const flat = (p: Vec3Like) => (p.y > 63 ? 'air' : 'grass_block');
const args = (target: string, radius: number | null = null) => ({ target, strategy: 'surface' as const, y: null, radius });
const ends = (body: ReturnType<typeof createScriptedBody>) => body.calls.filter((c) => c.verb === 'goto').map((c) => c.args[0] as Vec3Like);

describe('the sweep for a village', () => {
  it('walks a spiral nearest ring first, in steps the eye covers, that leaves no room for a village unseen', () => {
    const points = [...spiral({ x: 0, y: 64, z: 0 }, RING_SPACING, 400)];
    let prev = { x: 0, z: 0 };
    for (const p of points) {
      expect(Math.hypot(p.x - prev.x, p.z - prev.z)).toBeLessThanOrEqual(SURVEY - 4);
      expect(Math.max(Math.abs(p.x), Math.abs(p.z))).toBeLessThanOrEqual(400);
      prev = p;
    }
    // Ring by ring: a point's ring (Chebyshev distance over the spacing) never falls back by more than one.
    const ring = (p: { x: number; z: number }) => Math.round(Math.max(Math.abs(p.x), Math.abs(p.z)) / RING_SPACING);
    let high = 0;
    for (const p of points) {
      expect(ring(p)).toBeGreaterThanOrEqual(high - 1);
      high = Math.max(high, ring(p));
    }
    // A village at least 30 blocks across, anywhere inside, has a corner within the survey's reach of a waypoint.
    for (let x = -360; x <= 330; x += 10) {
      for (let z = -360; z <= 330; z += 10) {
        const corners = [0, 30].flatMap((dx) => [0, 30].map((dz) => ({ x: x + dx, z: z + dz })));
        // The bot looks round where it starts, too.
        const seen = corners.some((c) => [{ x: 0, z: 0 }, ...points].some((p) => Math.hypot(p.x - c.x, p.z - c.z) <= SURVEY));
        expect(seen, `a village at ${x}, ${z}`).toBe(true);
      }
    }
  });

  it('walks out past 128 blocks for what grows only in villages, turns toward a street seen on the way, and finds the field', async () => {
    const street = (p: Vec3Like) => (p.y > 63 ? 'air' : p.x > 250 && Math.abs(p.z - 100) < 2 ? 'dirt_path' : 'grass_block');
    const field = { name: 'carrots', pos: { x: 300, y: 64, z: 130 } };
    const body = createScriptedBody({ world: street, blocks: [field] });
    expect(await explore.run(body, args('carrots'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: field.pos } });
    // A pumpkin as far off is beyond the surface search's reach: villages stand hundreds of blocks apart, pumpkin patches do not.
    const patch = createScriptedBody({ world: flat, blocks: [{ name: 'pumpkin', pos: field.pos }] });
    expect(await explore.run(patch, args('pumpkin'), live(), skillContext())).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('gives up at its radius, having looked over the whole square', async () => {
    const body = createScriptedBody({ world: flat });
    expect(await explore.run(body, args('potatoes', 200), live(), skillContext())).toMatchObject({
      ok: false,
      code: 'not_found',
      message: 'explore potatoes: no potatoes within 200 blocks of (0, 64, 0) (village sweep)',
    });
    expect(ends(body).every((p) => Math.max(Math.abs(p.x), Math.abs(p.z)) <= 200)).toBe(true);
  });

  it('walks rings 160 apart for a body that sees villages on the skyline: none 30 across fits 80 blocks from every waypoint', () => {
    const points = [{ x: 0, z: 0 }, ...spiral({ x: 0, y: 64, z: 0 }, SKYLINE_RING_SPACING, 800)];
    for (let x = -760; x <= 730; x += 20) {
      for (let z = -760; z <= 730; z += 20) {
        const corners = [0, 30].flatMap((dx) => [0, 30].map((dz) => ({ x: x + dx, z: z + dz })));
        expect(
          corners.some((c) => points.some((p) => Math.hypot(p.x - c.x, p.z - c.z) <= SKYLINE_RING_SPACING / 2)),
          `a village at ${x}, ${z}`,
        ).toBe(true);
      }
    }
  });

  it('heads for a village seen on the skyline, leaves one without the crop after one look round, and never tunnels', async () => {
    // Two villages: the nearer one, 150 blocks east, has streets and no carrots; the other, 425 blocks south, has them.
    const streets = [-6, -3, 0, 3, 6].flatMap((d) => [
      { name: 'dirt_path', pos: { x: 150 + d, y: 63, z: 0 } },
      { name: 'dirt_path', pos: { x: 150, y: 63, z: d } },
    ]);
    const field = { name: 'carrots', pos: { x: 4, y: 64, z: 425 } };
    const body = createScriptedBody({ world: flat, blocks: [...streets, field] });
    const roofs = [
      { x: 152, y: 68, z: 2 },
      { x: 2, y: 68, z: 423 },
    ];
    (body as { landmarks?: () => Landmark[] }).landmarks = () => {
      const p = body.position();
      return roofs
        .map((r) => ({ kind: 'village' as const, pos: r, distance: Math.hypot(r.x - p.x, r.y - p.y, r.z - p.z) }))
        .filter((l) => l.distance <= 128)
        .sort((a, b) => a.distance - b.distance);
    };
    expect(await explore.run(body, args('carrots'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: field.pos } });
    const walks = body.calls.filter((c) => c.verb === 'goto');
    expect(walks.every((c) => (c.args[2] as { dig?: boolean } | undefined)?.dig === false)).toBe(true);
    // Each street was walked to at most once: a village without the crop is looked round once, then left.
    for (const s of streets) expect(ends(body).filter((p) => p.x === s.pos.x && p.z === s.pos.z).length).toBeLessThanOrEqual(1);
    // Blind, the same sweep walks rings 72 apart and finds the field only once a waypoint passes within 28 blocks.
    const blind = createScriptedBody({ world: flat, blocks: [...streets, field] });
    expect(await explore.run(blind, args('carrots'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: field.pos } });
    expect(walks.length).toBeLessThan(blind.calls.filter((c) => c.verb === 'goto').length / 2);
  });

  it('spaces its rings by how far the body sees: 160 with the full far sight, the blind 72 where a server sends only 64 blocks', () => {
    const blind = createScriptedBody({ world: flat });
    expect(ringSpacing(blind)).toBe(RING_SPACING);
    const far = (reach?: number) =>
      Object.assign(createScriptedBody({ world: flat }), { landmarks: () => [], ...(reach ? { skylineReach: () => reach } : {}) });
    expect(ringSpacing(far())).toBe(SKYLINE_RING_SPACING);
    expect(ringSpacing(far(128))).toBe(SKYLINE_RING_SPACING);
    expect(ringSpacing(far(100))).toBe(104);
    expect(ringSpacing(far(64))).toBe(RING_SPACING);
  });
});

describe('the sweep for far land', () => {
  /** A scripted body that sees the crowns of `groves` on the skyline within 128 blocks, by day. */
  const withGroves = (blocks: { name: string; pos: Vec3Like }[], groves: Vec3Like[]) => {
    const body = createScriptedBody({ world: flat, blocks });
    (body as { landmarks?: (kind: Landmark['kind']) => Landmark[] }).landmarks = (kind) => {
      const p = body.position();
      if (kind !== 'grove') return [];
      return groves
        .map((g) => ({ kind: 'grove' as const, log: 'dark_oak_log', pos: g, distance: Math.hypot(g.x - p.x, g.y - p.y, g.z - p.z) }))
        .filter((l) => l.distance <= 128)
        .sort((a, b) => a.distance - b.distance);
    };
    return body;
  };

  it('walks out past 128 blocks for dark oak when no grove is on the skyline, heads for the one it sees, and never tunnels', async () => {
    const log = { name: 'dark_oak_log', pos: { x: 300, y: 64, z: 130 } };
    const body = withGroves([log], [{ x: 302, y: 70, z: 131 }]);
    expect(await explore.run(body, args('#dark_oak_logs'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: log.pos } });
    const walks = body.calls.filter((c) => c.verb === 'goto');
    expect(walks.every((c) => (c.args[2] as { dig?: boolean } | undefined)?.dig === false)).toBe(true);
    // The last walks head straight for the grove once it is in sight, not round the ring.
    const aim = ends(body).slice(-3);
    for (let i = 1; i < aim.length; i++) expect(Math.hypot(aim[i].x - 300, aim[i].z - 130)).toBeLessThan(Math.hypot(aim[i - 1].x - 300, aim[i - 1].z - 130));
  });

  it('leaves a grove in sight to the surface search, and gives up at its radius when none is ever seen', async () => {
    const log = { name: 'dark_oak_log', pos: { x: 60, y: 64, z: 20 } };
    const near = withGroves([log], [{ x: 61, y: 70, z: 21 }]);
    expect(await explore.run(near, args('#dark_oak_logs'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: log.pos } });
    expect(ends(near)[0]).toMatchObject({ x: 61, z: 21 });
    const none = withGroves([], []);
    expect(await explore.run(none, args('#dark_oak_logs', 200), live(), skillContext())).toMatchObject({
      ok: false,
      code: 'not_found',
      message: 'explore #dark_oak_logs: no #dark_oak_logs within 200 blocks of (0, 64, 0) (sweep for far land)',
    });
    // Oak grows everywhere and far sight does not tell it: a search for any log stays round about.
    const oak = withGroves([], []);
    expect(await explore.run(oak, args('#logs', 200), live(), skillContext())).toMatchObject({
      ok: false,
      message: expect.stringContaining('(surface search)'),
    });
  });
});
