import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { inReach } from '../../src/body/sim/melee.js';
import type { Mob } from '../../src/sim/mobs.js';

const signal = new AbortController().signal;

/** A flat world by day with an iron sword in hand; a helmeted (sun-proof) skeleton after the bot `east` blocks away. */
function archerAhead(east: number, shield: boolean): { body: SimBody; archer: Mob } {
  const body = createSimBody({ seed: 1, terrain: 'flat', mobs: true });
  const w = body.world;
  w.setTime(6000);
  w.give('iron_sword', 1);
  if (shield) w.player.armor['off-hand'] = 'shield';
  const archer = w.mobs.get(w.spawnMob('skeleton', { x: east, y: 64, z: 0 }))!;
  archer.helmet = 'iron_helmet';
  archer.aggro = true;
  archer.seenAt = w.tick;
  return { body, archer };
}

/** Health the skeleton's arrows took while `target` was out of the bot's reach, and how many shots it loosed. */
function arrowsOnTheWay(body: SimBody, target: Mob): { lost: () => number; shots: () => number } {
  const w = body.world;
  let lost = 0;
  const hurt = w.hurtPlayer.bind(w);
  w.hurtPlayer = (amount, cause, from) => {
    const dealt = hurt(amount, cause, from);
    if (cause === 'skeleton' && w.mobs.has(target.id) && !inReach(w, target)) lost += dealt;
    return dealt;
  };
  const shots = w.arrows.length;
  let loosed = 0;
  const push = w.arrows.push.bind(w.arrows);
  w.arrows.push = (...a) => ((loosed += a.length), push(...a));
  return { lost: () => lost, shots: () => loosed + shots };
}

describe('a shield against a drawn bow on the way to a mob (body/sim/arrows.ts)', () => {
  it('the bot stops for each shot as it closes on a skeleton and blocks it; without a shield the same walk is shot', async () => {
    const shielded = archerAhead(14, true);
    const guarded = arrowsOnTheWay(shielded.body, shielded.archer);
    const r = await shielded.body.attack(shielded.archer.id, signal);
    expect(r.ok).toBe(true);
    expect(guarded.shots()).toBeGreaterThan(0);
    expect(guarded.lost()).toBe(0);
    // Each blocked arrow of 3 or more wears the shield (Player.hurtCurrentlyUsedShield).
    expect(shielded.body.world.player.durabilityOf('off-hand')).toBeLessThan(336);

    const bare = archerAhead(14, false);
    const open = arrowsOnTheWay(bare.body, bare.archer);
    expect((await bare.body.attack(bare.archer.id, signal)).ok).toBe(true);
    expect(open.lost()).toBeGreaterThan(0);
  });

  it('a zombie at the bot’s back ends the chase after an archer out of reach, so the hunt can turn to it', async () => {
    const { body, archer } = archerAhead(14, true);
    const w = body.world;
    const zombie = w.mobs.get(w.spawnMob('zombie', { x: -2, y: 64, z: 0 }))!;
    zombie.helmet = 'iron_helmet';
    zombie.aggro = true;
    zombie.seenAt = w.tick;
    const r = await body.attack(archer.id, signal);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.details?.threat).toBe(zombie.id);
    expect(w.mobs.has(archer.id)).toBe(true);
  });
});
