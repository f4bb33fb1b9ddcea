import { describe, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import { flee } from '../../src/skills/flee.js';
import { inSightOf } from '../../src/skills/wall-off.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live } from '../support/skill-context.js';

// Flat stone ground under y 64; a wall two blocks high at x = 6 (an arena's, say), beyond which the bot must not dig.
const walled = (p: Vec3Like) => (p.y < 64 || (p.x === 6 && p.y <= 65) ? 'stone' : 'air');
const gotoTargets = (body: ReturnType<typeof createScriptedBody>) => body.calls.filter((c) => c.verb === 'goto').map((c) => c.args[0] as Vec3Like);

describe('flee', () => {
  it('runs the full distance over open ground', async () => {
    const body = createScriptedBody({ world: (p) => (p.y < 64 ? 'stone' : 'air'), position: { x: 0.5, y: 64, z: 0.5 } });
    expect(await flee(body, { x: -2.5, y: 64, z: 0.5 }, live(), 'test')).toBeNull();
    expect(gotoTargets(body)[0]).toEqual({ x: 12, y: 64, z: 0 });
  });

  it('runs on through tall grass and sugar cane, which fill the head cell but stop no one', async () => {
    const plants = (p: Vec3Like) => (p.y < 64 ? 'stone' : p.x === 4 && p.y <= 65 ? 'tall_grass' : p.x === 7 && p.y <= 65 ? 'sugar_cane' : 'air');
    const body = createScriptedBody({ world: plants, position: { x: 0.5, y: 64, z: 0.5 } });
    expect(await flee(body, { x: -2.5, y: 64, z: 0.5 }, live(), 'test')).toBeNull();
    expect(gotoTargets(body)[0]).toEqual({ x: 12, y: 64, z: 0 });
  });

  it('stops short of a wall it sees instead of digging through it', async () => {
    const body = createScriptedBody({ world: walled, position: { x: 0.5, y: 64, z: 0.5 } });
    expect(await flee(body, { x: -2.5, y: 64, z: 0.5 }, live(), 'test')).toBeNull();
    const [to] = gotoTargets(body);
    expect(to!.x).toBeLessThan(6);
    expect(to!.x).toBeGreaterThanOrEqual(3);
  });

  it('turns aside when the wall is too close to be worth running at', async () => {
    const body = createScriptedBody({ world: (p) => (p.y < 64 || (p.x === 2 && p.y <= 65) ? 'stone' : 'air'), position: { x: 0.5, y: 64, z: 0.5 } });
    expect(await flee(body, { x: -2.5, y: 64, z: 0.5 }, live(), 'test')).toBeNull();
    const [to] = gotoTargets(body);
    expect(to!.x).toBeLessThan(2);
    expect(Math.abs(to!.z)).toBeGreaterThanOrEqual(3);
  });
});

describe('sight lines and walls (wall-off.ts)', () => {
  // Stone ground under y 64; the bot at the origin, a mob 4 blocks east; one cell between them varies.
  const between = (name: string) => createScriptedBody({ world: (p) => (p.y < 64 ? 'stone' : p.x === 2 && p.z === 0 && p.y === 65 ? name : 'air') });
  const mob = { x: 4.5, y: 64, z: 0.5 };

  it('sees a mob through grass, flowers and water, as its own line of sight does, but not through a block or an unseen cell', () => {
    expect(inSightOf(between('short_grass'), mob)).toBe(true);
    expect(inSightOf(between('poppy'), mob)).toBe(true);
    expect(inSightOf(between('water'), mob)).toBe(true);
    expect(inSightOf(between('cobblestone'), mob)).toBe(false);
    expect(inSightOf(createScriptedBody({ world: (p) => (p.y < 64 ? 'stone' : p.x === 2 && p.y === 65 ? null : 'air') }), mob)).toBe(false);
  });
});
