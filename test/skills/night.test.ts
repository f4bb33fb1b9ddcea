import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { hunt, nextFoe } from '../../src/skills/hunt.js';
import { retreat, sitOutNight, underSky } from '../../src/skills/night.js';
import { armForNight, defend } from '../../src/skills/upkeep.js';
import { flatBody, signal } from '../sim/helpers.js';

const k = getKnowledge();
const feetY = (b: { position(): { y: number } }) => Math.floor(b.position().y);

describe('night survival reflexes', () => {
  it('an unarmed bot on open ground at night digs a roofed hole, waits for morning, and climbs out', async () => {
    const body = flatBody();
    body.world.setTime(13500);
    const y0 = feetY(body);
    expect(await sitOutNight(body, k, signal, 'test')).toBeNull();
    const t = body.timeOfDay();
    expect(t >= 23500 || t < 12500).toBe(true);
    expect(feetY(body)).toBe(y0);
    expect(body.deaths()).toEqual([]);
  });

  it('stays out at night when it holds a sword, and by day', async () => {
    const armed = flatBody();
    armed.world.player.inventory.add('stone_sword', 1);
    armed.world.setTime(14000);
    const tick = armed.gameTick();
    expect(await sitOutNight(armed, k, signal, 'test')).toBeNull();
    expect(armed.gameTick()).toBe(tick);
    const day = flatBody();
    day.world.setTime(3000);
    expect(await sitOutNight(day, k, signal, 'test')).toBeNull();
    expect(day.gameTick()).toBe(0);
  });

  it('crafts a stone sword at dusk from cobblestone and planks it carries', async () => {
    const body = flatBody();
    body.world.player.inventory.add('cobblestone', 4);
    body.world.player.inventory.add('oak_planks', 8);
    body.world.setTime(12000);
    expect(await armForNight(body, signal, 'test')).toBeNull();
    expect(body.count('stone_sword')).toBe(1);
    // Not at noon with no hostile about.
    const noon = flatBody();
    noon.world.player.inventory.add('cobblestone', 4);
    noon.world.player.inventory.add('oak_planks', 8);
    noon.world.setTime(6000);
    await armForNight(noon, signal, 'test');
    expect(noon.count('stone_sword')).toBe(0);
  });

  it('walks away from a creeper instead of trading blows with it', async () => {
    const body = flatBody({ mobs: true });
    body.world.player.inventory.add('stone_sword', 1);
    const p = body.position();
    body.world.spawnMob('creeper', { x: Math.floor(p.x) + 4, y: Math.floor(p.y), z: Math.floor(p.z) });
    expect(await defend(body, signal, 'test')).toBeNull();
    const c = body.entities({ names: ['creeper'] })[0];
    expect(c === undefined || c.distance > 6).toBe(true);
    expect(body.deaths()).toEqual([]);
  });

  it('hides to heal when health is low and there is food, and does not hide without food', async () => {
    const body = flatBody();
    body.world.player.health = 4;
    body.world.player.inventory.add('cooked_beef', 8);
    expect(await retreat(body, k, signal, 'test')).toBeNull();
    expect(body.vitals().health).toBeGreaterThanOrEqual(16);
    const hungry = flatBody();
    hungry.world.player.health = 4;
    hungry.world.player.food = 10;
    expect(await retreat(hungry, k, signal, 'test')).toBeNull();
    expect(hungry.gameTick()).toBe(0);
  });

  it('sees the sky on open ground and not under a roof', () => {
    const body = flatBody();
    expect(underSky(body)).toBe(true);
    const p = body.position();
    body.world.setBlockId(Math.floor(p.x), Math.floor(p.y) + 3, Math.floor(p.z), 1);
    expect(underSky(body)).toBe(false);
  });
});

describe('hunting hostiles', () => {
  it('fights a zombie that comes at night with the sword it holds and counts it', async () => {
    const body = flatBody({ mobs: true });
    body.world.player.inventory.add('stone_sword', 1);
    body.world.setTime(14000);
    const p = body.position();
    body.world.spawnMob('zombie', { x: Math.floor(p.x) + 6, y: Math.floor(p.y), z: Math.floor(p.z) });
    let kills = 0;
    const out = await hunt(body, k, { kind: 'mob', label: 'zombie', mobs: ['zombie'] }, 1, { kills: () => kills, counted: () => kills++ }, signal, 'test');
    expect(out.ok).toBe(true);
    expect(kills).toBe(1);
    expect(body.entities({ names: ['zombie'] })).toEqual([]);
  });

  it('deals with a creeper close by before the zombie it hunts', () => {
    const body = flatBody({ mobs: true });
    const p = body.position();
    body.world.spawnMob('zombie', { x: Math.floor(p.x) + 3, y: Math.floor(p.y), z: Math.floor(p.z) });
    body.world.spawnMob('creeper', { x: Math.floor(p.x) - 6, y: Math.floor(p.y), z: Math.floor(p.z) });
    expect(nextFoe(body, { kind: 'mob', label: 'zombie', mobs: ['zombie'] }, new Set())?.name).toBe('creeper');
  });
});
