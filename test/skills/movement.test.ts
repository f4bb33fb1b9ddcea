import { describe, expect, it } from 'vitest';
import { approach } from '../../src/skills/approach.js';
import { digDown } from '../../src/skills/dig-down.js';
import { explore } from '../../src/skills/explore.js';
import { goUp } from '../../src/skills/go-up.js';
import { goto } from '../../src/skills/goto.js';
import { fail } from '../../src/contracts/outcome.js';
import type { Vec3Like } from '../../src/contracts/body.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody, type Reply } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();
const ground = (p: Vec3Like) => (p.y < 64 ? 'stone' : 'air');
const digs = (calls: { verb: string; args: unknown[] }[]) => calls.filter((c) => c.verb === 'dig').map((c) => c.args[0] as Vec3Like);

describe('goto and approach', () => {
  it('goto passes the target and default range, and is done when within range', async () => {
    const body = createScriptedBody();
    const out = await goto.run(body, { x: 10, y: 64, z: 5, range: null }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 10, y: 64, z: 5 } } });
    expect(body.calls[0]!.args).toEqual([{ x: 10, y: 64, z: 5 }, 2]);
    expect(goto.done(body, { x: 11, y: 64, z: 5, range: null }, skillContext())).toBe(true);
    expect(goto.done(body, { x: 20, y: 64, z: 5, range: 3 }, skillContext())).toBe(false);
  });

  it('goto maps unreachable through', async () => {
    const body = createScriptedBody({ script: { goto: [fail('unreachable', 'no path found')] } });
    expect(await goto.run(body, { x: 1, y: 2, z: 3, range: 1 }, live(), skillContext())).toEqual({
      ok: false,
      code: 'unreachable',
      message: 'goto (1, 2, 3): no path found',
    });
  });

  it('approach walks to the nearest sensed mob', async () => {
    const body = createScriptedBody({
      entities: [
        { id: 7, name: 'cow', pos: { x: 9, y: 64, z: 0 } },
        { id: 8, name: 'cow', pos: { x: 4, y: 64, z: 0 } },
      ],
    });
    const out = await approach.run(body, { target: 'cow', range: 3 }, live(), skillContext());
    expect(out.ok).toBe(true);
    expect(body.calls.map((c) => c.args)).toEqual([[{ x: 4, y: 64, z: 0 }, 3]]);
    expect(approach.done(body, { target: 'cow', range: 3 }, skillContext())).toBe(true);
  });

  it('approach of an unknown name is not_found without moving', async () => {
    const body = createScriptedBody();
    expect(await approach.run(body, { target: 'unicorn', range: null }, live(), skillContext())).toMatchObject({ code: 'not_found' });
    expect(body.calls).toEqual([]);
  });
});

describe('explore', () => {
  it('returns at once when the target is already sensed', async () => {
    const body = createScriptedBody({ blocks: [{ name: 'oak_log', pos: { x: 3, y: 64, z: 0 } }] });
    expect(explore.done(body, { target: '#logs', strategy: null, y: null, radius: null }, skillContext())).toBe(true);
    const out = await explore.run(body, { target: '#logs', strategy: null, y: null, radius: null }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 3, y: 64, z: 0 } } });
    expect(body.calls).toEqual([]);
  });

  it('with no ground in view, walks an outward square spiral blind (legs of 28, 28, 56, 56… blocks) and stops at the radius with not_found', async () => {
    const body = createScriptedBody({ senses: { radius: 10 } });
    const out = await explore.run(body, { target: 'cow', strategy: 'surface', y: null, radius: 60 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'not_found', message: 'explore cow: no cow within 60 blocks of (0, 64, 0) (surface search)' });
    expect(body.calls.map((c) => c.args[0])).toEqual([
      { x: 28, y: 64, z: 0 },
      { x: 28, y: 64, z: 28 },
      { x: -28, y: 64, z: 28 },
      { x: -28, y: 64, z: -28 },
      { x: 56, y: 64, z: -28 },
      { x: 56, y: 64, z: 56 },
      { x: -56, y: 64, z: 56 },
      { x: -56, y: 64, z: -56 },
    ]);
  });

  it('finds a mob beyond view by walking toward unseen ground, and reports where', async () => {
    const ground = (p: { y: number }) => (p.y <= 63 ? 'grass_block' : 'air');
    const body = createScriptedBody({ world: ground, entities: [{ id: 3, name: 'cow', pos: { x: 60, y: 64, z: 4 } }] });
    const out = await explore.run(body, { target: 'cow', strategy: 'surface', y: null, radius: null }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 60, y: 64, z: 4 }, entityId: 3 } });
    // Every walk ends on ground seen at y 64, never on the same 8x8 cell twice.
    const ends = body.calls.map((c) => c.args[0] as { x: number; y: number; z: number });
    expect(ends.every((p) => p.y === 64)).toBe(true);
    expect(new Set(ends.map((p) => `${Math.floor(p.x / 8)},${Math.floor(p.z / 8)}`)).size).toBe(ends.length);
  });

  it('skips walks that fail but gives up with unreachable after six in a row', async () => {
    const body = createScriptedBody({ world: (p) => (p.y <= 63 ? 'grass_block' : 'air') });
    body.script('goto', ...Array.from({ length: 6 }, () => fail('unreachable', 'ocean')));
    const out = await explore.run(body, { target: 'cow', strategy: 'surface', y: null, radius: null }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'unreachable' });
    expect(body.calls).toHaveLength(6);
  });

  it('strip-mines a straight 1x2 tunnel at the given y', async () => {
    const body = createScriptedBody({ position: { x: 0, y: 20, z: 0 }, world: ground });
    const out = await explore.run(body, { target: 'mithril', strategy: 'strip_mine', y: 18, radius: 8 }, live(), skillContext());
    expect(out).toMatchObject({ code: 'not_found', message: "explore mithril: 'mithril' is not a known block, mob or item that blocks drop" });
    const iron = await explore.run(body, { target: 'iron_ore', strategy: 'strip_mine', y: 18, radius: 8 }, live(), skillContext());
    expect(iron).toMatchObject({ ok: false, code: 'not_found', message: 'explore iron_ore: no iron_ore in a 8-block tunnel at y=18' });
    const d = digs(body.calls);
    expect(d.slice(0, 2)).toEqual([
      { x: 0, y: 19, z: 0 },
      { x: 0, y: 18, z: 0 },
    ]);
    // Then feet and head blocks eastward.
    expect(d.slice(2, 6)).toEqual([
      { x: 1, y: 18, z: 0 },
      { x: 1, y: 19, z: 0 },
      { x: 2, y: 18, z: 0 },
      { x: 2, y: 19, z: 0 },
    ]);
    // Straight on through fresh rock: no side branches walking back over the same ground.
    expect(d.slice(2)).toEqual(
      Array.from({ length: 8 }, (_, i) => [
        { x: i + 1, y: 18, z: 0 },
        { x: i + 1, y: 19, z: 0 },
      ]).flat(),
    );
    expect(explore.requirements({ target: 'iron_ore', strategy: null, y: null, radius: null }, k).needs).toEqual(['wooden_pickaxe']);
    expect(explore.requirements({ target: 'cow', strategy: null, y: null, radius: null }, k).needs).toEqual([]);
  });

  it('walks a cave the tunnel opens into, rather than digging on', async () => {
    // A cave east and south of the tunnel's third block: open from y 18 to 20 over a stone floor.
    const cave = (p: Vec3Like) => p.x >= 3 && p.x <= 14 && p.z >= 1 && p.z <= 12 && p.y >= 18 && p.y <= 20;
    const body = createScriptedBody({ position: { x: 0, y: 18, z: 0 }, world: (p) => (cave(p) ? 'air' : ground(p)) });
    await explore.run(body, { target: 'iron_ore', strategy: 'strip_mine', y: 18, radius: 12 }, live(), skillContext());
    const walks = body.calls.filter((c) => c.verb === 'goto').map((c) => c.args[0] as Vec3Like);
    // Legs into the cave, each ending on its floor, far from the tunnel.
    const legs = walks.filter((p) => cave(p));
    expect(legs.length).toBeGreaterThan(0);
    expect(legs.every((p) => p.y === 18)).toBe(true);
    expect(Math.max(...legs.map((p) => p.z))).toBeGreaterThanOrEqual(6);
    // Fewer blocks dug than a 12-block tunnel would take.
    expect(digs(body.calls).length).toBeLessThan(24);
  });

  it('lays a floor over a hole in the tunnel (here over lava) rather than turning', async () => {
    const world = (p: Vec3Like) => (p.x === 3 && p.z === 0 && p.y === 17 ? 'air' : p.x === 3 && p.z === 0 && p.y === 16 ? 'lava' : ground(p));
    const body = createScriptedBody({ position: { x: 0, y: 18, z: 0 }, world, inventory: { cobblestone: 4 } });
    await explore.run(body, { target: 'iron_ore', strategy: 'strip_mine', y: 18, radius: 6 }, live(), skillContext());
    const placed = body.calls.filter((c) => c.verb === 'place').map((c) => c.args[1] as Vec3Like);
    expect(placed).toEqual([{ x: 3, y: 17, z: 0 }]);
    expect(body.blockAt({ x: 3, y: 17, z: 0 })).toBe('cobblestone');
    expect(digs(body.calls).every((p) => p.z === 0)).toBe(true);
    expect(Math.floor(body.position().x)).toBe(6);
  });

  it('turns the tunnel away from lava', async () => {
    const body = createScriptedBody({ position: { x: 0, y: 18, z: 0 }, world: (p) => (p.x === 2 ? 'lava' : ground(p)) });
    await explore.run(body, { target: 'iron_ore', strategy: 'strip_mine', y: 18, radius: 3 }, live(), skillContext());
    const d = digs(body.calls);
    expect(d.every((p) => p.x < 2)).toBe(true);
    expect(d.some((p) => p.z === 1)).toBe(true);
  });
});

describe('dig_down and go_up', () => {
  it('digs straight down block by block to the y-level', async () => {
    const body = createScriptedBody({ world: ground });
    const out = await digDown.run(body, { y: 60 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 0, y: 60, z: 0 } } });
    expect(body.verbs()).toEqual(['dig', 'goto', 'dig', 'goto', 'dig', 'goto', 'dig', 'goto']);
    expect(digs(body.calls).map((p) => p.y)).toEqual([63, 62, 61, 60]);
    expect(digDown.done(body, { y: 60 }, skillContext())).toBe(true);
  });

  it('never digs the block it stands on when lava is below; steps aside first', async () => {
    const body = createScriptedBody({ world: (p) => (p.x === 0 && p.z === 0 && p.y === 61 ? 'lava' : ground(p)) });
    const out = await digDown.run(body, { y: 58 }, live(), skillContext());
    expect(out.ok).toBe(true);
    const d = digs(body.calls);
    expect(d).not.toContainEqual({ x: 0, y: 62, z: 0 });
    expect(d).not.toContainEqual({ x: 0, y: 61, z: 0 });
    expect(body.position().y).toBe(58);
  });

  it('fails unreachable when every column around has lava below', async () => {
    const body = createScriptedBody({ world: (p) => (p.y === 62 ? 'lava' : ground(p)) });
    const out = await digDown.run(body, { y: 50 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'unreachable' });
    expect(out.ok || out.message).toMatch(/lava/);
    expect(digs(body.calls)).toEqual([]);
  });

  it('go_up digs up and pillars until open sky', async () => {
    const body = createScriptedBody({ position: { x: 0, y: 60, z: 0 }, world: ground, inventory: { dirt: 4 } });
    expect(goUp.done(body, {}, skillContext())).toBe(false);
    const out = await goUp.run(body, {}, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 0, y: 64, z: 0 } } });
    expect(body.verbs().filter((v) => v === 'goto')).toHaveLength(4);
    expect(digs(body.calls).map((p) => p.y)).toEqual([62, 63]);
    expect(goUp.done(body, {}, skillContext())).toBe(true);
  });

  it('with nothing to pillar with, go_up cuts a staircase: each climb is one block up into the wall beside', async () => {
    // At the bottom of a shaft open to the sky; each walk digs the cells it walks into, as a body does.
    const shaft = (p: Vec3Like) => (p.x === 0 && p.z === 0 && p.y >= 60 ? 'air' : ground(p));
    const body = createScriptedBody({ position: { x: 0, y: 60, z: 0 }, world: shaft });
    const walk: Reply = (call, b) => {
      const to = call.args[0] as Vec3Like;
      b.setBlock(to, 'air');
      b.setBlock({ ...to, y: to.y + 1 }, 'air');
      return 'default';
    };
    body.script('goto', ...Array.from({ length: 8 }, () => walk));
    const out = await goUp.run(body, {}, live(), skillContext());
    expect(out.ok).toBe(true);
    const gotos = body.calls.filter((c) => c.verb === 'goto').map((c) => c.args[0] as Vec3Like);
    // Never back into the shaft (no floor there) and up the way with least to dig.
    expect(gotos).toEqual([1, 2, 3, 4].map((i) => ({ x: i, y: 60 + i, z: 0 })));
    expect(digs(body.calls)).toEqual([{ x: 1, y: 63, z: 0 }]);
  });

  it('the bottom of a shaft that broke into a cave is not the surface: the cave beside leads under rock', async () => {
    // A shaft at x=0,z=0 open to the sky, through a cave two blocks high at y 60..61 running east under stone.
    const shaft = (p: Vec3Like) => ((p.x === 0 && p.z === 0 && p.y >= 60) || (p.x > 0 && p.z === 0 && (p.y === 60 || p.y === 61)) ? 'air' : ground(p));
    expect(goUp.done(createScriptedBody({ position: { x: 0, y: 60, z: 0 }, world: shaft }), {}, skillContext())).toBe(false);
    // Halfway up, the shaft's own column below a side cell is a drop, not ground to walk out on.
    const twoShafts = (p: Vec3Like) => (p.z === 0 && (p.x === 0 || p.x === 1) && p.y >= 60 ? 'air' : ground(p));
    expect(goUp.done(createScriptedBody({ position: { x: 0, y: 62, z: 0 }, world: twoShafts }), {}, skillContext())).toBe(false);
    expect(goUp.done(createScriptedBody({ position: { x: 0, y: 64, z: 0 }, world: twoShafts }), {}, skillContext())).toBe(true);
  });

  it('under a branch, go_up steps out to the ground beside rather than digging through the tree', async () => {
    const branch = (p: Vec3Like) => (p.x === 0 && p.z === 0 && p.y === 66 ? 'jungle_log' : ground(p));
    const body = createScriptedBody({ position: { x: 0, y: 64, z: 0 }, world: branch });
    expect(goUp.done(body, {}, skillContext())).toBe(false);
    const out = await goUp.run(body, {}, live(), skillContext());
    expect(out).toMatchObject({ ok: true, data: { pos: { x: 1, y: 64, z: 0 } } });
    expect(digs(body.calls)).toEqual([]);
  });

  it('under a tree is on the surface: leaves overhead are no roof, stone is', async () => {
    const canopy = (leaf: string) => (p: Vec3Like) => (p.y === 68 && p.x === 0 && p.z === 0 ? leaf : ground(p));
    const underTree = createScriptedBody({ position: { x: 0, y: 64, z: 0 }, world: canopy('oak_leaves') });
    expect(goUp.done(underTree, {}, skillContext())).toBe(true);
    expect(goUp.done(createScriptedBody({ position: { x: 0, y: 64, z: 0 }, world: canopy('vine') }), {}, skillContext())).toBe(true);
    const underRock = createScriptedBody({ position: { x: 0, y: 64, z: 0 }, world: canopy('stone') });
    expect(goUp.done(underRock, {}, skillContext())).toBe(false);
  });

  it('abort during the descent stops it with aborted', async () => {
    const body = createScriptedBody({ world: ground });
    const gate = body.hold('goto');
    const ctl = new AbortController();
    const p = digDown.run(body, { y: 10 }, ctl.signal, skillContext());
    await gate.entered;
    ctl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'aborted' });
    expect(body.verbs()).toEqual(['dig', 'goto']);
  });
});
