/**
 * The sleep and bed reflexes on the simulated world, whose beds follow vanilla's rules (src/sim/beds.ts): a bot
 * with a bed, or its makings, passes the night in it and carries it on; a bot out on a long search takes the wool
 * for one from the sheep in sight.
 */
import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { bed } from '../../src/reflexes/bed.js';
import { sleep } from '../../src/reflexes/sleep.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { afield } from '../../src/skills/afield.js';
import { SKILLS } from '../../src/skills/index.js';
import { compilePlan } from '../../src/compile/index.js';
import { offInTree } from '../../src/run/reflex-layer.js';
import { flatBody, signal } from '../sim/helpers.js';
import type { SimBody } from '../../src/body/sim/index.js';

const ctx: ReflexContext = { knowledge: getKnowledge(), keep: new Set(), tuning: {} };

/** Out on a search across the land for two minutes already: the reflexes' gate (a bed is for a search that sees a night). */
const onSearch = <T>(body: SimBody, f: () => Promise<T>): Promise<T> =>
  afield(body, async () => {
    await body.wait(2400, signal);
    return f();
  });

describe('the sleep reflex', () => {
  it('at nightfall puts the carried bed down, sleeps to morning in a few hundred ticks, and takes the bed along', async () => {
    const body = flatBody();
    body.world.give('white_bed', 1);
    body.world.setTime(12600);
    // Not out searching: the night is left to the other reflexes (a later step may hunt what the night brings).
    expect(sleep.due(body, ctx)).toBe(false);
    await onSearch(body, async () => {
      body.world.setTime(12000);
      expect(sleep.due(body, ctx)).toBe(false);
      body.world.setTime(12600);
      expect(sleep.due(body, ctx)).toBe(true);
      const tick = body.gameTick();
      const r = await sleep.run(body, signal, ctx);
      expect(r.ok && r.message).toBeFalsy();
      expect(body.timeOfDay()).toBeLessThan(200);
      expect(body.gameTick() - tick).toBeLessThan(400);
    });
    expect(body.count('white_bed')).toBe(1);
    expect(body.findBlocks(['white_bed'], { maxDistance: 8 })).toEqual([]);
    expect(body.world.respawnBed).not.toBeNull();
  });

  it('makes the bed from three wool of one colour and logs (a table too), and takes the table back along', async () => {
    const body = flatBody();
    body.world.give('white_wool', 2);
    body.world.give('black_wool', 1);
    body.world.give('oak_log', 2);
    await onSearch(body, async () => {
      body.world.setTime(13000);
      expect(sleep.due(body, ctx)).toBe(false);
      body.world.give('white_wool', 1);
      expect(sleep.due(body, ctx)).toBe(true);
      // Not from wool the plan is after.
      expect(sleep.due(body, { ...ctx, keep: new Set(['white_wool']) })).toBe(false);
      const r = await sleep.run(body, signal, ctx);
      expect(r.ok && r.message).toBeFalsy();
      expect(body.timeOfDay()).toBeLessThan(400);
    });
    expect([body.count('white_bed'), body.count('crafting_table'), body.count('white_wool'), body.count('black_wool')]).toEqual([1, 1, 0, 1]);
  });

  it('a monster within 8 blocks refuses the night: the bed comes back up, and the night is not tried again', async () => {
    const body = createWithZombie();
    // Night all through the search's two minutes: the zombie does not burn.
    body.world.setTime(13000);
    await onSearch(body, async () => {
      expect(body.deaths()).toEqual([]);
      expect(body.count('white_bed')).toBe(1);
      const r = await sleep.run(body, signal, ctx);
      expect(r.ok && r.message).toMatch(/no sleep: .*monsters nearby/);
      expect(body.count('white_bed')).toBe(1);
      expect(body.timeOfDay()).toBeGreaterThan(15000);
      // One try a night: the rest of it is the shelter's.
      await body.wait(2000, signal);
      expect(sleep.due(body, ctx)).toBe(false);
    });
  });
});

function createWithZombie() {
  const body = flatBody({ mobs: true });
  body.world.give('white_bed', 1);
  const p = body.position();
  // Boxed in two blocks off: near enough to keep the player awake, unable to reach it.
  const z = { x: Math.floor(p.x) - 6, y: 64, z: Math.floor(p.z) };
  for (let dx = -1; dx <= 1; dx++)
    for (let dz = -1; dz <= 1; dz++) for (const dy of [0, 1]) if (dx || dz) body.world.setBlock({ x: z.x + dx, y: z.y + dy, z: z.z + dz }, 'stone');
  body.world.spawnMob('zombie', z);
  return body;
}

describe('the bed reflex', () => {
  it('during a long search takes the wool of three sheep of one colour in sight, and a log when the wood is short', async () => {
    const body = flatBody({ mobs: true });
    const p = body.position();
    body.world.setBlock({ x: Math.floor(p.x) - 5, y: 64, z: Math.floor(p.z) }, 'oak_log');
    body.world.setTime(3000);
    // Sheep wander: they are set down where the bot sees them once the search has run long enough.
    const flock = async () => {
      const ids = [4, 6, 8].map((dx) => body.world.spawnMob('sheep', { x: Math.floor(p.x) + dx, y: 64, z: Math.floor(p.z) + 2 }));
      for (const id of ids) body.world.mobs.get(id)!.color = 'white';
      await body.wait(1, signal);
    };
    await flock();
    expect(bed.due(body, ctx)).toBe(false);
    await afield(body, async () => {
      await body.wait(1200, signal);
      await flock();
      // A short search is left alone: the bed pays only for a search that may see a night.
      expect(bed.due(body, ctx)).toBe(false);
      await body.wait(1300, signal);
      await flock();
      expect(bed.due(body, ctx)).toBe(true);
      const r = await bed.run(body, signal, ctx);
      expect(r.ok).toBe(true);
    });
    expect(body.count('white_wool')).toBe(3);
    expect(body.count('oak_log')).toBe(1);
    await onSearch(body, async () => {
      body.world.setTime(12600);
      expect(sleep.due(body, ctx)).toBe(false);
      body.world.give('oak_log', 1);
      expect(sleep.due(body, ctx)).toBe(true);
    });
  });
});

describe('a plan that wants the night', () => {
  it('a hunt of zombies still to come in the plan turns the sleep off, from the start until it succeeds; a cow hunt does not', () => {
    const k = getKnowledge();
    const tree = (mob: string) =>
      compilePlan(
        {
          goal: 'test',
          thoughts: '',
          plan: {
            type: 'sequence',
            steps: [
              { type: 'skill', skill: 'mine', args: { block: 'carrot', count: 1 } },
              { type: 'skill', skill: 'kill', args: { mob, count: 1 } },
            ],
          },
        },
        k,
        SKILLS,
      );
    expect(offInTree(tree('zombie'), k, SKILLS).has('sleep')).toBe(true);
    expect(offInTree(tree('cow'), k, SKILLS).has('sleep')).toBe(false);
    // Once the hunt has succeeded, the steps still to come sleep again (string first, then a long walk for carrots).
    const hunts = Object.values(tree('zombie').leaves).filter((l) => l.skill === 'kill');
    expect(hunts.length).toBeGreaterThan(0);
    expect(offInTree(tree('zombie'), k, SKILLS, new Set(hunts.map((l) => l.path))).has('sleep')).toBe(false);
    const body = flatBody();
    body.world.give('white_bed', 1);
    body.world.setTime(13000);
    return onSearch(body, async () => {
      expect(sleep.due(body, ctx)).toBe(true);
      expect(sleep.due(body, { ...ctx, planOff: offInTree(tree('zombie'), k, SKILLS) })).toBe(false);
      // Nor is a bed got for such a plan.
      body.world.player.inventory.remove('white_bed', 1);
      const p = body.position();
      for (const dx of [3, 4, 5]) body.world.mobs.get(body.world.spawnMob('sheep', { x: Math.floor(p.x) + dx, y: 64, z: Math.floor(p.z) }))!.color = 'white';
      body.world.setTime(3000);
      await body.wait(1, signal);
      expect(bed.due(body, ctx)).toBe(true);
      expect(bed.due(body, { ...ctx, planOff: offInTree(tree('zombie'), k, SKILLS) })).toBe(false);
    });
  });
});
