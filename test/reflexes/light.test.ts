/**
 * The light reflex on the simulated world: a bot strip-mining with torches
 * leaves them behind, and the world's own light engine (src/sim/light.ts)
 * finds no dark cell anywhere in the tunnel. Vanilla 1.18+ spawns hostile
 * mobs only at block light 0 (https://minecraft.wiki/w/Light#Mob_spawning),
 * and a torch gives 14, one less per block (https://minecraft.wiki/w/Torch).
 */
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/contracts/plan.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { light, torchSpot, underground } from '../../src/reflexes/light.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
import type { SimBody } from '../../src/body/sim/index.js';
import { flatBody, signal } from '../sim/helpers.js';

const k = getKnowledge();
const ctx: ReflexContext = { knowledge: k, keep: new Set(), tuning: {} };
/** The flat world is stone below y 60 (src/sim/generate.ts): every air cell down there was dug by the bot. */
const TUNNEL_Y = 40;
const LENGTH = 40;

/** Strip-mine for an ore the flat world never holds, with only the light reflex around the plan. */
function tunnel(body: SimBody, reflexes: string[]) {
  const plan: Plan = {
    goal: 'tunnel',
    thoughts: '',
    plan: { type: 'skill', skill: 'explore', args: { target: 'emerald_ore', strategy: 'strip_mine', y: TUNNEL_Y, radius: LENGTH } },
  };
  return runTree({ body, knowledge: k, skills: SKILLS, goal: plan.goal, plan, heartbeatMs: 5, reflexes: { names: reflexes }, wallTimes: false });
}

/** A bot in a roofed 1x2 tunnel two cells long, dug into the ground beside the spawn (`p`); it has looked around. */
async function inShortTunnel() {
  const body = flatBody();
  const p = body.position();
  for (const dx of [1, 2]) for (const y of [61, 62]) body.world.setBlock({ x: Math.floor(p.x) + dx, y, z: Math.floor(p.z) }, 'air');
  body.world.player.pos = { x: Math.floor(p.x) + 1.5, y: 61, z: Math.floor(p.z) + 0.5 };
  await body.wait(1, signal);
  return { body, p };
}

/** Every dug (air) cell at the tunnel's level within 48 blocks of the start. */
function tunnelCells(body: SimBody, start: { x: number; z: number }) {
  const out: { x: number; y: number; z: number }[] = [];
  for (let x = start.x - 48; x <= start.x + 48; x++)
    for (let z = start.z - 48; z <= start.z + 48; z++)
      for (const y of [TUNNEL_Y, TUNNEL_Y + 1]) if (body.world.getBlock({ x, y, z }) === 'air') out.push({ x, y, z });
  return out;
}

describe('the light reflex', () => {
  it('leaves torches along a strip-mine tunnel, so that no cell of it is at block light 0', async () => {
    const body = flatBody();
    // The plan asks for a wooden pickaxe to tunnel; the iron one takes over when it wears out.
    body.world.give('wooden_pickaxe', 1);
    body.world.give('iron_pickaxe', 1);
    body.world.give('torch', 32);
    const start = { x: Math.floor(body.position().x), z: Math.floor(body.position().z) };
    const r = await tunnel(body, ['light']);
    // Nothing to find: the search ends not_found after the whole tunnel.
    expect(r.code).toBe('not_found');
    const cells = tunnelCells(body, start);
    expect(cells.length).toBeGreaterThanOrEqual(2 * LENGTH * 0.9);
    const torches = body.world.torches.filter((t) => t.y === TUNNEL_Y);
    expect(torches.length).toBeGreaterThanOrEqual(3);
    expect(body.count('torch')).toBe(32 - body.world.torches.length);
    const dark = cells.filter((c) => body.world.light.blockLight(c.x, c.y, c.z) < 1);
    expect(dark).toEqual([]);
  });

  it('without the reflex the same tunnel is dark (the check above can fail)', async () => {
    const body = flatBody();
    // The plan asks for a wooden pickaxe to tunnel; the iron one takes over when it wears out.
    body.world.give('wooden_pickaxe', 1);
    body.world.give('iron_pickaxe', 1);
    body.world.give('torch', 32);
    const start = { x: Math.floor(body.position().x), z: Math.floor(body.position().z) };
    await tunnel(body, ['eat']);
    expect(body.world.torches).toEqual([]);
    const cells = tunnelCells(body, start);
    expect(cells.filter((c) => body.world.light.blockLight(c.x, c.y, c.z) < 1).length).toBeGreaterThan(LENGTH);
  });

  it('crafts four torches from spare coal and a stick, keeping a coal for the raw iron carried and two sticks', async () => {
    const { body, p } = await inShortTunnel();
    expect(torchSpot(body)).toEqual({ x: Math.floor(p.x) + 2, y: 61, z: Math.floor(p.z) });
    body.world.give('coal', 1);
    body.world.give('stick', 3);
    body.world.give('raw_iron', 3);
    expect(underground(body)).toBe(true);
    // One coal is what the three raw iron need: nothing to spare.
    expect(light.due(body, ctx)).toBe(false);
    body.world.give('coal', 1);
    expect(light.due(body, ctx)).toBe(true);
    expect(await light.run(body, signal, ctx)).toMatchObject({ ok: true });
    expect([body.count('coal'), body.count('stick'), body.count('torch')]).toEqual([1, 2, 3]);
    expect(body.world.torches.length).toBe(1);
    expect(light.due(body, ctx)).toBe(false);
  });

  it('does not burn the charcoal a running step is after into torches', async () => {
    const { body } = await inShortTunnel();
    body.world.give('charcoal', 2);
    body.world.give('stick', 3);
    expect(underground(body)).toBe(true);
    const making = { ...ctx, keep: new Set(['charcoal']) };
    expect(light.due(body, making)).toBe(false);
    expect(await light.run(body, signal, making)).toMatchObject({ ok: true });
    expect([body.count('charcoal'), body.count('torch')]).toEqual([2, 0]);
    // The same charcoal, wanted by no step: one is spare, and makes four torches.
    expect(light.due(body, ctx)).toBe(true);
  });

  it('is quiet on open ground under the sky', () => {
    const body = flatBody();
    body.world.give('torch', 4);
    expect(underground(body)).toBe(false);
    expect(light.due(body, ctx)).toBe(false);
  });
});
