import { describe, expect, it } from 'vitest';
import type { Body } from '../../src/contracts/body.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { arm } from '../../src/reflexes/arm.js';
import { defend } from '../../src/reflexes/defend.js';
import { retreat } from '../../src/reflexes/retreat.js';
import { shelter } from '../../src/reflexes/shelter.js';
import type { Reflex, ReflexContext } from '../../src/reflexes/types.js';
import { flatBody, signal } from '../sim/helpers.js';

const k = getKnowledge();
const feetY = (b: { position(): { y: number } }) => Math.floor(b.position().y);
const ctx = (keep: string[] = []): ReflexContext => ({ knowledge: k, keep: new Set(keep), tuning: {} });
/** A reflex runs only when due, as the tree's layer runs it. */
const fire = async (r: Reflex, body: Body, keep: string[] = []) => (r.due(body, ctx(keep)) ? r.run(body, signal, ctx(keep)) : null);

/** A bot on a built floor: what lies under planks is not known, so no hole is dug into it. */
function onPlanks() {
  const body = flatBody();
  const w = body.world;
  const p = body.position();
  const feet = { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) };
  for (let dx = -2; dx <= 2; dx++) for (let dz = -2; dz <= 2; dz++) w.setBlock({ x: feet.x + dx, y: feet.y - 1, z: feet.z + dz }, 'oak_planks');
  return { body, w, feet };
}

describe('night survival reflexes', () => {
  it('an unarmed bot on open ground at night digs a roofed hole, waits for morning, and climbs out', async () => {
    const body = flatBody();
    body.world.setTime(13500);
    const y0 = feetY(body);
    expect(shelter.due(body, ctx())).toBe(true);
    expect(await shelter.run(body, signal, ctx())).toMatchObject({ ok: true });
    const t = body.timeOfDay();
    expect(t >= 23500 || t < 12500).toBe(true);
    expect(feetY(body)).toBe(y0);
    expect(body.deaths()).toEqual([]);
  });

  it('where no hole can be dug (a floor of planks), builds a hut of carried dirt round itself and waits in it for morning', async () => {
    const { body, w, feet } = onPlanks();
    w.player.inventory.add('dirt', 16);
    w.setTime(13500);
    expect(shelter.due(body, ctx())).toBe(true);
    expect(await shelter.run(body, signal, ctx())).toMatchObject({ ok: true });
    const t = body.timeOfDay();
    expect(t >= 23500 || t < 12500).toBe(true);
    // Four walls two high, a block on top of one to put the roof against, and the roof: ten blocks of dirt.
    expect(body.count('dirt')).toBe(6);
    expect(w.getBlock({ ...feet, y: feet.y + 2 })).toBe('dirt');
    for (const [dx, dz] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ])
      for (const dy of [0, 1]) expect(w.getBlock({ x: feet.x + dx, y: feet.y + dy, z: feet.z + dz })).toBe('dirt');
    expect(body.deaths()).toEqual([]);
  });

  it('builds its hut of the logs and sand it carries, the roof a log, when it has no planks or dirt (a desert start)', async () => {
    const { body, w, feet } = onPlanks();
    w.player.inventory.add('red_sand', 16);
    w.player.inventory.add('jungle_log', 4);
    w.setTime(13500);
    expect(await shelter.run(body, signal, ctx())).toMatchObject({ ok: true });
    const t = body.timeOfDay();
    expect(t >= 23500 || t < 12500).toBe(true);
    // Sand never goes over the head: it would fall on it.
    expect(w.getBlock({ ...feet, y: feet.y + 2 })).toBe('jungle_log');
    expect(body.deaths()).toEqual([]);
  });

  it('is not due for an unarmed bot swimming at night (no hole is dug in water), and due again ashore', () => {
    const body = flatBody();
    const w = body.world;
    const p = body.position();
    const feet = { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) };
    w.setTime(13500);
    w.setBlock(feet, 'water');
    expect(shelter.due(body, ctx())).toBe(false);
    w.setBlock(feet, 'air');
    expect(shelter.due(body, ctx())).toBe(true);
  });

  it('stays out at night when it holds a sword, and by day', async () => {
    const armed = flatBody();
    armed.world.player.inventory.add('stone_sword', 1);
    armed.world.setTime(14000);
    expect(shelter.due(armed, ctx())).toBe(false);
    const day = flatBody();
    day.world.setTime(3000);
    expect(shelter.due(day, ctx())).toBe(false);
  });

  it('holes up at night with a sword too when two zombie hits from death with nothing to heal on, and not with food to eat', async () => {
    const hurt = (food: string | null) => {
      const body = flatBody();
      body.world.player.inventory.add('stone_sword', 1);
      if (food) body.world.player.inventory.add(food, 4);
      body.world.player.health = 5;
      // Hunger 16: no healing without something to eat (FoodData heals at 18 or more).
      body.world.player.food = 16;
      body.world.setTime(14000);
      return body;
    };
    const starving = hurt(null);
    expect(shelter.due(starving, ctx())).toBe(true);
    expect(await shelter.run(starving, signal, ctx())).toMatchObject({ ok: true });
    const t = starving.timeOfDay();
    expect(t >= 23500 || t < 12500).toBe(true);
    expect(starving.deaths()).toEqual([]);
    // With bread the retreat reflex hides it and heals it instead; at full health it stays out with its sword.
    expect(shelter.due(hurt('bread'), ctx())).toBe(false);
    const fit = hurt(null);
    fit.world.player.health = 20;
    expect(shelter.due(fit, ctx())).toBe(false);
  });

  it('crafts a stone sword at dusk from cobblestone and planks it carries', async () => {
    const body = flatBody();
    body.world.player.inventory.add('cobblestone', 4);
    body.world.player.inventory.add('oak_planks', 8);
    body.world.setTime(12000);
    expect(await fire(arm, body)).toMatchObject({ ok: true });
    expect(body.count('stone_sword')).toBe(1);
    // Not at noon with no hostile about.
    const noon = flatBody();
    noon.world.player.inventory.add('cobblestone', 4);
    noon.world.player.inventory.add('oak_planks', 8);
    noon.world.setTime(6000);
    expect(arm.due(noon, ctx())).toBe(false);
    await fire(arm, noon);
    expect(noon.count('stone_sword')).toBe(0);
  });

  it('walks away from a creeper instead of trading blows with it', async () => {
    const body = flatBody({ mobs: true });
    body.world.player.inventory.add('stone_sword', 1);
    const p = body.position();
    body.world.spawnMob('creeper', { x: Math.floor(p.x) + 4, y: Math.floor(p.y), z: Math.floor(p.z) });
    expect(await fire(defend, body)).toMatchObject({ ok: true });
    const c = body.entities({ names: ['creeper'] })[0];
    expect(c === undefined || c.distance > 6).toBe(true);
    expect(body.deaths()).toEqual([]);
  });

  it('hides to heal when health is low and there is food, and does not hide without food', async () => {
    const body = flatBody();
    body.world.player.health = 4;
    body.world.player.inventory.add('cooked_beef', 8);
    expect(await fire(retreat, body)).toMatchObject({ ok: true });
    expect(body.vitals().health).toBeGreaterThanOrEqual(16);
    const hungry = flatBody();
    hungry.world.player.health = 4;
    hungry.world.player.food = 10;
    expect(retreat.due(hungry, ctx())).toBe(false);
  });
});
