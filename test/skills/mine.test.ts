import { describe, expect, it } from 'vitest';
import { mine, mineTarget } from '../../src/skills/mine.js';
import { fail } from '../../src/contracts/outcome.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const logs = (xs: number[]) => xs.map((x) => ({ name: 'oak_log', pos: { x, y: 64, z: 0 } }));
const k = getKnowledge();

describe('mine', () => {
  it('walks to and digs the nearest blocks until the inventory holds count', async () => {
    const body = createScriptedBody({ blocks: logs([5, 2, 9, 14]) });
    const out = await mine.run(body, { block: 'oak_log', count: 3 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { oak_log: 3 } });
    expect(body.verbs()).toEqual(['goto', 'dig', 'goto', 'dig', 'goto', 'dig']);
    expect(body.calls.filter((c) => c.verb === 'dig').map((c) => (c.args[0] as { x: number }).x)).toEqual([2, 5, 9]);
    expect(body.blockAt({ x: 14, y: 64, z: 0 })).toBe('oak_log');
  });

  it('counts absolutely: items already held count toward the goal, and a satisfied goal makes no calls', async () => {
    const body = createScriptedBody({ inventory: { oak_log: 2 }, blocks: logs([2, 5]) });
    expect(mine.done(body, { block: 'oak_log', count: 3 }, skillContext())).toBe(false);
    await mine.run(body, { block: 'oak_log', count: 3 }, live(), skillContext());
    expect(body.verbs().filter((v) => v === 'dig')).toHaveLength(1);
    expect(mine.done(body, { block: 'oak_log', count: 3 }, skillContext())).toBe(true);
    const again = createScriptedBody({ inventory: { oak_log: 3 }, blocks: logs([2]) });
    expect(await mine.run(again, { block: 'oak_log', count: 3 }, live(), skillContext())).toMatchObject({ ok: true });
    expect(again.calls).toEqual([]);
  });

  it('counts the dropped item: mine stone (or cobblestone) digs stone and counts cobblestone', async () => {
    expect(mineTarget(k, 'stone')).toEqual({ item: 'cobblestone', blocks: ['stone', 'cobblestone'] });
    expect(mineTarget(k, 'raw_iron')?.blocks.sort()).toEqual(['deepslate_iron_ore', 'iron_ore']);
    expect(mineTarget(k, '#stone_crafting_materials')?.blocks).toContain('stone');
    expect(mineTarget(k, '#logs')?.item).toBe('#logs');
    const body = createScriptedBody({
      inventory: { wooden_pickaxe: 1, cobblestone: 1 },
      blocks: [1, 2, 3].map((x) => ({ name: 'stone', pos: { x, y: 63, z: 0 } })),
      drops: { stone: { cobblestone: 1 } },
    });
    expect(await mine.run(body, { block: 'cobblestone', count: 3 }, live(), skillContext())).toMatchObject({ ok: true, gained: { cobblestone: 2 } });
    expect(mine.effects({ block: 'stone', count: 3 }, k)).toEqual({ has: [{ item: 'cobblestone', count: 3 }] });
  });

  it('a group counts every member: #logs is satisfied by oak and birch logs together', async () => {
    const body = createScriptedBody({ inventory: { birch_log: 1 }, blocks: [{ name: 'birch_log', pos: { x: 3, y: 64, z: 0 } }, ...logs([6])] });
    await mine.run(body, { block: '#logs', count: 3 }, live(), skillContext());
    expect(body.count('birch_log') + body.count('oak_log')).toBe(3);
  });

  it('fails no_tool without touching the world when the harvest tool is missing, and lists it as a requirement', async () => {
    const body = createScriptedBody({ inventory: { wooden_pickaxe: 1 }, blocks: [{ name: 'iron_ore', pos: { x: 2, y: 60, z: 0 } }] });
    const out = await mine.run(body, { block: 'iron_ore', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'no_tool' });
    expect(out.ok || out.message).toMatch(/stone_pickaxe.*wooden_pickaxe/);
    expect(body.calls).toEqual([]);
    expect(mine.requirements({ block: 'raw_iron', count: 3 }, k)).toEqual({ consumes: [], needs: ['stone_pickaxe'] });
    expect(mine.requirements({ block: 'oak_log', count: 3 }, k).needs).toEqual([]);
  });

  it('skips a block it cannot reach and mines the next one', async () => {
    const body = createScriptedBody({ blocks: logs([2, 5]) });
    body.script('goto', fail('unreachable', 'no path'));
    const out = await mine.run(body, { block: 'oak_log', count: 1 }, live(), skillContext());
    expect(out.ok).toBe(true);
    expect(body.calls.find((c) => c.verb === 'dig')!.args[0]).toEqual({ x: 5, y: 64, z: 0 });
  });

  it('maps a body failure through with the skill named in the message', async () => {
    const body = createScriptedBody({ blocks: logs([2]) });
    body.script('dig', fail('inventory_full', 'no free slot'));
    const out = await mine.run(body, { block: 'oak_log', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'inventory_full', message: 'mine oak_log: no free slot' });
  });

  it('gives up with world_error when digs gain nothing', async () => {
    const body = createScriptedBody({ blocks: logs([1, 2, 3, 4]), drops: { oak_log: {} } });
    const out = await mine.run(body, { block: 'oak_log', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'world_error' });
    expect(body.verbs().filter((v) => v === 'collect')).toHaveLength(3);
  });

  it('gives a rare drop the tries its chance wants: an apple (one oak leaf in 200) gets 919 leaves in a row, not 64', async () => {
    expect(mineTarget(k, 'apple')?.blocks).toContain('oak_leaves');
    const leaves = Array.from({ length: 1000 }, (_, i) => ({
      name: 'oak_leaves',
      pos: { x: (i % 40) - 20, y: 70 + Math.floor(i / 1600), z: Math.floor(i / 40) - 12 },
    }));
    const body = createScriptedBody({ blocks: leaves, drops: { oak_leaves: {} } });
    const out = await mine.run(body, { block: 'apple', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: false, code: 'world_error' });
    // 919 is the shortest run that bad luck makes less likely than 1 in 100: 0.995^919 < 0.01.
    expect(body.verbs().filter((v) => v === 'dig')).toHaveLength(919);
  });

  it('returns aborted when aborted mid-dig, and the held dig has no effect', async () => {
    const body = createScriptedBody({ blocks: logs([2]) });
    const gate = body.hold('dig');
    const ctl = new AbortController();
    const p = mine.run(body, { block: 'oak_log', count: 1 }, ctl.signal, skillContext());
    await gate.entered;
    ctl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'aborted' });
    expect(body.count('oak_log')).toBe(0);
  });

  it('explores the surface when no block is sensed (here blind: no ground in view, an outward spiral)', async () => {
    const body = createScriptedBody({ blocks: logs([]).concat([{ name: 'oak_log', pos: { x: 40, y: 64, z: 40 } }]) });
    const out = await mine.run(body, { block: 'oak_log', count: 1 }, live(), skillContext());
    expect(out.ok).toBe(true);
    // Legs of 28: (28,0) is 42 from the log, beyond the 32 of the senses; (28,28) is 17 from it.
    expect(body.calls.map((c) => [c.verb, c.args[0]])).toEqual([
      ['goto', { x: 28, y: 64, z: 0 }],
      ['goto', { x: 28, y: 64, z: 28 }],
      ['goto', { x: 40, y: 64, z: 40 }],
      ['dig', { x: 40, y: 64, z: 40 }],
    ]);
  });

  it('strip-mines at the ore depth when no ore is sensed', async () => {
    const ore = { x: 40, y: 16, z: 0 };
    const body = createScriptedBody({
      inventory: { stone_pickaxe: 1 },
      world: (p) => (p.y < 64 ? 'stone' : 'air'),
      blocks: [{ name: 'iron_ore', pos: ore }],
      drops: { iron_ore: { raw_iron: 1 } },
    });
    const out = await mine.run(body, { block: 'raw_iron', count: 1 }, live(), skillContext());
    expect(out).toMatchObject({ ok: true, gained: { raw_iron: 1 } });
    const digs = body.calls.filter((c) => c.verb === 'dig').map((c) => c.args[0] as { x: number; y: number; z: number });
    // Straight down from y=64 to the iron's best depth (16), then east along the tunnel.
    expect(digs.slice(0, 48).every((p, i) => p.x === 0 && p.z === 0 && p.y === 63 - i)).toBe(true);
    expect(digs[48]).toEqual({ x: 1, y: 16, z: 0 });
    expect(digs.at(-1)).toEqual(ore);
  });
});

describe('mine safety', () => {
  it('never digs the block underfoot when lava lies beneath it', async () => {
    const underfoot = { x: 0, y: 63, z: 0 };
    const body = createScriptedBody({
      inventory: { wooden_pickaxe: 1 },
      blocks: [
        { name: 'stone', pos: underfoot },
        { name: 'stone', pos: { x: 3, y: 64, z: 0 } },
        { name: 'lava', pos: { x: 0, y: 62, z: 0 } },
      ],
      drops: { stone: { cobblestone: 1 } },
    });
    const out = await mine.run(body, { block: 'cobblestone', count: 1 }, live(), skillContext());
    expect(out.ok).toBe(true);
    expect(body.calls.filter((c) => c.verb === 'dig').map((c) => c.args[0])).toEqual([{ x: 3, y: 64, z: 0 }]);
  });
});
