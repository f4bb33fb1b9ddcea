import { describe, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import { explore } from '../../src/skills/explore.js';
import { cellOf } from '../../src/skills/explored.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { fail, ok } from '../../src/contracts/outcome.js';
import { live, skillContext } from '../support/skill-context.js';
import { flatBody } from '../sim/helpers.js';

const flat = (p: Vec3Like) => (p.y > 63 ? 'air' : 'grass_block');
const args = (target: string, radius: number | null = null) => ({ target, strategy: 'surface' as const, y: null, radius });
const ends = (body: ReturnType<typeof createScriptedBody>) => body.calls.filter((c) => c.verb === 'goto').map((c) => c.args[0] as Vec3Like);

describe('the surface search', () => {
  it('covers new ground with every walk: never the same 8x8 cell twice, and only within the radius', async () => {
    const body = createScriptedBody({ world: flat });
    const out = await explore.run(body, args('pumpkin', 96), live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'not_found', message: 'explore pumpkin: no pumpkin within 96 blocks of (0, 64, 0) (surface search)' });
    const cells = ends(body).map((p) => `${cellOf(p.x)},${cellOf(p.z)}`);
    expect(new Set(cells).size).toBe(cells.length);
    expect(ends(body).every((p) => Math.max(Math.abs(p.x), Math.abs(p.z)) <= 96)).toBe(true);
    // Nearest ground first: the search grows outward, the first half of its walks nearer the start than the second.
    const far = ends(body).map((p) => Math.hypot(p.x, p.z));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(far.slice(0, far.length / 2))).toBeLessThan(mean(far.slice(far.length / 2)) - 10);
  });

  it('goes back to where a landmark was seen in an earlier search, rather than looking again', async () => {
    const body = createScriptedBody({
      world: flat,
      blocks: [
        { name: 'pumpkin', pos: { x: 70, y: 64, z: 0 } },
        { name: 'sugar_cane', pos: { x: 20, y: 64, z: 0 } },
      ],
    });
    // The first search walks past the sugar cane on its way to the pumpkin.
    expect(await explore.run(body, args('pumpkin'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: { x: 70, y: 64, z: 0 } } });
    body.setPosition({ x: 120, y: 64, z: 0 });
    const before = body.calls.length;
    expect(await explore.run(body, args('sugar_cane'), live(), skillContext())).toMatchObject({ ok: true, data: { pos: { x: 20, y: 64, z: 0 } } });
    expect(body.calls.slice(before).map((c) => c.args[0])).toEqual([{ x: 20, y: 64, z: 0 }]);
  });

  it('forgets a sighting found gone, and a mob seen long ago', async () => {
    const body = createScriptedBody({ world: flat, entities: [{ id: 1, name: 'cow', pos: { x: 20, y: 64, z: 0 } }] });
    expect(await explore.run(body, args('cow'), live(), skillContext())).toMatchObject({ ok: true });
    await body.attack(1, live());
    body.setPosition({ x: 100, y: 64, z: 0 });
    // Five minutes later the cow seen at (20, 64, 0) is not walked back to.
    await body.wait(6000, live());
    const before = body.calls.length;
    await explore.run(body, args('cow', 40), live(), skillContext());
    expect(body.calls.slice(before).some((c) => c.verb === 'goto' && (c.args[0] as Vec3Like).x === 20)).toBe(false);
  });

  it('looks for a cactus in the desert: over sand before grass', async () => {
    const desert = (p: Vec3Like) => (p.y > 63 ? 'air' : p.z < -8 ? 'sand' : 'grass_block');
    const body = createScriptedBody({ world: desert, blocks: [{ name: 'cactus', pos: { x: 0, y: 64, z: -70 } }] });
    expect(await explore.run(body, args('cactus'), live(), skillContext())).toMatchObject({ ok: true });
    expect(ends(body).every((p) => p.z < 0)).toBe(true);
  });

  it('does not walk to the same place again when a walk ends short of it', async () => {
    // Walks that succeed without moving the bot (the way ended as near as it could).
    const body = createScriptedBody({ world: flat, script: { goto: Array.from({ length: 6 }, () => ok()) } });
    await explore.run(body, args('pumpkin', 64), live(), skillContext());
    const first = ends(body)
      .slice(0, 6)
      .map((p) => `${p.x},${p.z}`);
    expect(new Set(first).size).toBe(6);
  });

  it('walks to each view without digging, and digs its way on only after three walks in a row failed', async () => {
    const body = createScriptedBody({
      world: flat,
      script: { goto: [ok(), ok(), fail('unreachable', 'no path'), fail('unreachable', 'no path'), fail('unreachable', 'no path'), ok(), ok()] },
    });
    await explore.run(body, args('pumpkin', 64), live(), skillContext());
    const dig = body.calls.filter((c) => c.verb === 'goto').map((c) => (c.args[2] as { dig?: boolean } | undefined)?.dig);
    expect(dig.slice(0, 7)).toEqual([false, false, false, false, false, true, false]);
  });

  it('walks out of a hollow it has dug before choosing where to look: from its floor no ground is in view (simulated world)', async () => {
    // Flat grass at y 63; the bot has dug a 7x7 hollow 4 deep round itself; one oak log stands 60 blocks off.
    const body = flatBody();
    const w = body.world;
    for (let x = -3; x <= 3; x++) for (let z = -3; z <= 3; z++) for (let y = 60; y <= 63; y++) w.setBlock({ x, y, z }, 'air');
    w.setBlock({ x: 60, y: 64, z: 0 }, 'oak_log');
    w.player.pos = { x: 0.5, y: 60, z: 0.5 };
    expect(body.findBlocks(['oak_log'])).toEqual([]);
    const out = await explore.run(body, args('oak_log'), live(), skillContext());
    expect(out, out.ok ? '' : out.message).toMatchObject({ ok: true, data: { pos: { x: 60, y: 64, z: 0 } } });
  });
});
