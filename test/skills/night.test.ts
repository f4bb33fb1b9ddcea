import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { hunt, nextFoe } from '../../src/skills/hunt.js';
import { underSky } from '../../src/skills/night.js';
import { flatBody, signal } from '../sim/helpers.js';

const k = getKnowledge();

describe('night helpers and hunting', () => {
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
