import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { kill } from '../../src/skills/kill.js';
import { inPit, packComing, pitHere } from '../../src/skills/pit.js';
import { flee } from '../../src/skills/flee.js';
import { HOP, Prowl } from '../../src/skills/prowl.js';
import { watchSlice } from '../../src/skills/watch.js';
import { live, skillContext } from '../support/skill-context.js';
import { signal } from '../sim/helpers.js';
import { createScriptedBody } from '../support/scripted-body.js';

/** Flat ground (grass at y 63, dirt below) at midnight, no natural spawning; the player at (0.5, 64, 0.5). */
function night(mobs = true): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs });
  for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) body.world.chunk(cx, cz);
  body.world.setTime(14000);
  return body;
}

function zombies(body: SimBody, n: number, x: number, y = 64): void {
  for (let i = 0; i < n; i++) {
    const m = body.world.mobs.get(body.world.spawnMob('zombie', { x, y, z: i * 2 - n }))!;
    m.aggro = true;
    m.seenAt = body.world.tick;
  }
}

describe('fighting a pack from a pit', () => {
  it('digs two blocks down and kills three zombies from the bottom, taking few hits (Mob.isWithinMeleeAttackRange: the box is widened sideways only)', async () => {
    const body = night();
    body.world.give('stone_sword', 1);
    zombies(body, 3, 10);
    const dug: string[] = [];
    const dig = body.dig.bind(body);
    body.dig = (pos, s) => (dug.push(`${pos.x},${pos.y},${pos.z}`), dig(pos, s));
    const ctx = skillContext();
    const out = await kill.run(body, { mob: 'zombie', count: 3 }, live(), ctx);
    expect(out).toMatchObject({ ok: true, data: { kills: 3 } });
    // In the open three zombies take a stone-swordsman to 2–5 health; from the pit at most a hit or two lands.
    expect(body.vitals().health).toBeGreaterThanOrEqual(14);
    // The pit: the two blocks under where it stood (climbing out fills it again).
    expect(dug.slice(0, 2)).toEqual(['0,63,0', '0,62,0']);
  });

  it('is dug for a pack of melee mobs on the level, not for a lone one, nor for ones in a cave under the feet, nor on sand that would fall in', () => {
    const lone = night();
    zombies(lone, 1, 8);
    expect(packComing(lone)).toBe(false);
    const body = night();
    zombies(body, 2, 8);
    expect(packComing(body)).toBe(true);
    const below = night();
    zombies(below, 2, 3, 55);
    expect(packComing(below)).toBe(false);
    const sand = night(false);
    sand.world.setBlock({ x: 0, y: 63, z: 0 }, 'sand');
    expect(pitHere(sand)).toBe(false);
    expect(pitHere(night(false))).toBe(true);
    expect(inPit(night(false))).toBe(false);
  });
});

describe('in a pit', () => {
  /** The bot's feet at (0, 64, 0), in a 1×1 gap two high walled by `wall`, open above. */
  const gap = (wall: string) =>
    createScriptedBody({
      world: (p) => (p.y >= 66 || (p.x === 0 && p.z === 0 && p.y >= 64) ? 'air' : p.y < 64 ? 'stone' : wall),
    });

  it('two blocks down a hole walled by rock, and not in a gap in a canopy, which the way out walks through', () => {
    expect(inPit(gap('stone'))).toBe(true);
    expect(inPit(gap('oak_leaves'))).toBe(false);
  });
});

describe('moving about at night', () => {
  it('walks hop after hop over open ground, onwards rather than back', async () => {
    const body = night(false);
    const prowl = new Prowl(0);
    const spots = [];
    for (let i = 0; i < 3; i++) {
      expect(await prowl.hop(body, signal, 'test')).toMatchObject({ ok: true });
      spots.push(body.position());
    }
    expect(Math.hypot(spots[0]!.x - 0.5, spots[0]!.z - 0.5)).toBeGreaterThan(HOP / 2);
    // Each hop ends farther from the start than the one before.
    const far = spots.map((s) => Math.hypot(s.x - 0.5, s.z - 0.5));
    expect(far[2]! > far[1]! && far[1]! > far[0]!).toBe(true);
  });

  it('flees a foe standing in its own cell away from the others about', async () => {
    const body = night();
    zombies(body, 1, 6);
    expect(await flee(body, body.position(), signal, 'test')).toBeNull();
    expect(body.position().x).toBeLessThan(-6);
  });

  it('waits in short slices with a hostile in sight, longer ones without', () => {
    const body = night();
    expect(watchSlice(body)).toBe(60);
    zombies(body, 1, 12);
    expect(watchSlice(body)).toBe(10);
  });
});
