/**
 * The perch: a pillar where no pit can be dug (Odyssey's sea-lantern arena), two blocks against zombies and three
 * against a wither skeleton (test/sim/melee-reach.test.ts checks the reach rules it stands on), and `swing`, the
 * verb that fights from it without stepping off.
 */
import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { arenaFight } from '../../src/bench/suites/arena.js';
import type { Plan } from '../../src/plan/index.js';
import { perchHeight } from '../../src/skills/perch.js';
import { flatBody, signal } from '../sim/helpers.js';

/** The kit most prepared arena runs bring: an iron sword, a shield, an iron chestplate and leggings; and blocks. */
function kitted(seed: number, cobblestone = 32): SimBody {
  // Flat land under the arena: the fight is in the sky box either way, and flat land generates fast.
  const body = createSimBody({ seed, terrain: 'flat', mobs: true, xray: false, keepInventory: false, pauseWhileThinking: true });
  const w = body.world;
  w.give('iron_sword', 1);
  w.give('cooked_beef', 8);
  if (cobblestone) w.give('cobblestone', cobblestone);
  w.player.armor.torso = 'iron_chestplate';
  w.player.armor.legs = 'iron_leggings';
  w.player.armor['off-hand'] = 'shield';
  return body;
}

/** The kill plan's hunting step alone (the offline planner's whole plan costs seconds of knowledge building). */
const hunt = (mob: string, count: number): Plan => ({
  goal: `kill ${count} ${mob}`,
  thoughts: '',
  plan: { type: 'sequence', steps: [{ type: 'skill', skill: 'kill', args: { mob, count } }] },
});

/** Run an arena fight on a kitted body; the highest the bot's feet got over the arena floor, and the outcome. */
async function fight(mob: string, count: number, seed: number, cobblestone?: number) {
  const body = kitted(seed, cobblestone);
  let top = -Infinity;
  body.onTick(() => (top = Math.max(top, body.world.player.pos.y)));
  const r = await arenaFight(body, hunt(mob, count));
  return { ...r, rise: top - r.arena.centre.y, health: body.vitals().health };
}

describe('perch', () => {
  it('is 2 blocks high against zombies, 3 once a wither skeleton or an enderman is among them', () => {
    expect(perchHeight(['zombie', 'zombie'])).toBe(2);
    expect(perchHeight(['zombie', 'wither_skeleton'])).toBe(3);
    expect(perchHeight(['enderman'])).toBe(3);
  });

  it('3 zombies in the arena: fought from a 2-block pillar, unhurt (seed 1 died in the open without one)', async () => {
    const r = await fight('zombie', 3, 1);
    expect(r).toMatchObject({ ok: true, deaths: 0 });
    expect(r.rise).toBe(2);
    expect(r.health).toBe(20);
  });

  it('a wither skeleton: fought from a 3-block pillar, unhurt (seed 3 died on the ground without one)', async () => {
    const r = await fight('wither_skeleton', 1, 3);
    expect(r).toMatchObject({ ok: true, deaths: 0 });
    expect(r.rise).toBe(3);
    expect(r.health).toBe(20);
  });

  it('counts its blocks over every kind: 2 andesite and 32 cobblestone still make a 3-block pillar (arena seed 4 fought on the ground)', async () => {
    const body = kitted(3);
    body.world.give('andesite', 2);
    let top = -Infinity;
    body.onTick(() => (top = Math.max(top, body.world.player.pos.y)));
    const r = await arenaFight(body, hunt('wither_skeleton', 1));
    expect(r).toMatchObject({ ok: true, deaths: 0 });
    expect(top - r.arena.centre.y).toBe(3);
  });

  it('a zombified piglin is provoked only by a blow that lands: won from the pillar unhurt (seeds 11 and 12 waited on the top while it strolled off, then fought on the ground)', async () => {
    for (const seed of [11, 12]) {
      const r = await fight('zombified_piglin', 1, seed);
      expect(r).toMatchObject({ ok: true, deaths: 0 });
      expect(r.rise).toBe(2);
      expect(r.health).toBe(20);
    }
  });

  it('with no blocks to pillar with, the fight stays on the ground', async () => {
    const r = await fight('wither_skeleton', 1, 1, 0);
    expect(r.rise).toBeLessThan(2);
  });
});

describe('swing: fighting from where the bot stands', () => {
  it('fails unreachable on a mob out of reach, without a step toward it', async () => {
    const body = flatBody({ mobs: true });
    const w = body.world;
    w.setTime(6000);
    const id = w.spawnMob('zombie', { x: 6, y: 64, z: 0 });
    const before = { ...w.player.pos };
    const r = await body.swing(id, signal);
    expect(r).toMatchObject({ ok: false, code: 'unreachable', details: { hits: 0 } });
    expect(w.player.pos).toEqual(before);
    // attack, by contrast, walks up to it.
    await body.attack(id, signal);
    expect(w.player.pos).not.toEqual(before);
  });

  it('kills a mob in reach where the bot stands and leaves its drops', async () => {
    const body = flatBody({ mobs: true });
    const w = body.world;
    w.setTime(18000);
    w.give('iron_sword', 1);
    const id = w.spawnMob('zombie', { x: 1, y: 64, z: 0 });
    const before = { ...w.player.pos };
    const r = await body.swing(id, signal);
    expect(r.ok ? r.data : r.message).toMatchObject({ killed: 'zombie', dropsLeft: true });
    // Never toward it (a zombie's hit may knock the bot back).
    expect(w.player.pos.x).toBeLessThanOrEqual(before.x);
  });
});
