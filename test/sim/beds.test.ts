import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import type { SimBody } from '../../src/body/sim/body.js';

const signal = new AbortController().signal;

/** A flat world (no random mobs) with a white bed in the inventory; the player stands on the grass. */
function bedroom(time: number): { body: SimBody; feet: { x: number; y: number; z: number } } {
  const body = createSimBody({ seed: 1, terrain: 'flat', mobs: true });
  body.world.setTime(time);
  body.world.give('white_bed', 1);
  const p = body.world.player.pos;
  return { body, feet: { x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) } };
}

async function placeBed(body: SimBody, at: { x: number; y: number; z: number }) {
  const r = await body.place('white_bed', at, signal);
  if (!r.ok) throw new Error(r.message);
  return { foot: at, head: r.data!.head as { x: number; y: number; z: number } };
}

describe('beds (vanilla 1.20.4: BedBlock, ServerPlayer.startSleepInBed, ServerLevel.tick)', () => {
  it('a bed takes two cells, the head away from the player; breaking one half takes both and drops one bed', async () => {
    const { body, feet } = bedroom(1000);
    const { foot, head } = await placeBed(body, { x: feet.x + 1, y: feet.y, z: feet.z });
    expect(head).toEqual({ x: feet.x + 2, y: feet.y, z: feet.z });
    expect([body.world.getBlock(foot), body.world.getBlock(head)]).toEqual(['white_bed', 'white_bed']);
    expect(body.count('white_bed')).toBe(0);
    const dug = await body.dig(head, signal);
    expect(dug.ok, dug.ok ? '' : dug.message).toBe(true);
    expect([body.world.getBlock(foot), body.world.getBlock(head)]).toEqual(['air', 'air']);
    expect(body.count('white_bed')).toBe(1);
  });

  it('no room for the head: the bed is not placed', async () => {
    const { body, feet } = bedroom(1000);
    body.world.setBlock({ x: feet.x + 2, y: feet.y, z: feet.z }, 'stone');
    const r = await body.place('white_bed', { x: feet.x + 1, y: feet.y, z: feet.z }, signal);
    expect(r.ok).toBe(false);
    expect(body.count('white_bed')).toBe(1);
  });

  it('by day the bed refuses sleep but sets the respawn point; at night 100 ticks of sleep bring the morning', async () => {
    const { body, feet } = bedroom(6000);
    const { foot } = await placeBed(body, { x: feet.x + 1, y: feet.y, z: feet.z });
    const day = await body.sleep(foot, signal);
    expect(day.ok).toBe(false);
    expect(!day.ok && day.details?.problem).toBe('not_possible_now');
    expect(body.world.respawnBed).toEqual(foot);

    body.world.setTime(12541);
    expect((await body.sleep(foot, signal)).ok).toBe(false);
    body.world.setTime(12542);
    const tick = body.gameTick();
    const night = await body.sleep(foot, signal);
    expect(night.ok, night.ok ? '' : night.message).toBe(true);
    expect(body.timeOfDay()).toBe(0);
    expect(body.gameTick() - tick).toBe(100);
  });

  it('a monster within 8 blocks keeps the player awake; a slime does not', async () => {
    const { body, feet } = bedroom(18000);
    const { foot } = await placeBed(body, { x: feet.x + 1, y: feet.y, z: feet.z });
    const id = body.world.spawnMob('zombie', { x: foot.x + 8, y: foot.y, z: foot.z });
    const near = await body.sleep(foot, signal);
    expect(!near.ok && near.details?.problem).toBe('not_safe');
    expect(body.timeOfDay()).toBeGreaterThan(17000);

    body.world.mobs.delete(id);
    body.world.spawnMob('slime', { x: foot.x + 2, y: foot.y, z: foot.z }, 1);
    const slime = await body.sleep(foot, signal);
    expect(slime.ok, slime.ok ? '' : slime.message).toBe(true);
  });

  it('a zombie 9 blocks off lets the player lie down, walks up and hurts it: woken, the night goes on', async () => {
    const { body, feet } = bedroom(18000);
    const { foot } = await placeBed(body, { x: feet.x + 1, y: feet.y, z: feet.z });
    body.world.spawnMob('zombie', { x: foot.x + 9, y: foot.y, z: foot.z });
    const r = await body.sleep(foot, signal);
    expect(!r.ok && r.details?.problem).toBe('woken');
    expect(body.timeOfDay()).toBeGreaterThan(18000);
    expect(body.timeOfDay()).toBeLessThan(18100);
  });

  it('too far away, or a block over the bed: refused', async () => {
    const { body, feet } = bedroom(18000);
    const { foot, head } = await placeBed(body, { x: feet.x + 1, y: feet.y, z: feet.z });
    body.world.player.pos.x -= 4;
    const far = await body.sleep(foot, signal);
    expect(!far.ok && far.code).toBe('unreachable');
    body.world.player.pos.x += 4;
    body.world.setBlock({ ...head, y: head.y + 1 }, 'stone');
    const under = await body.sleep(foot, signal);
    expect(!under.ok && under.details?.problem).toBe('obstructed');
  });

  it('the player respawns beside the bed it slept in while the bed stands, else at the world spawn', async () => {
    const { body, feet } = bedroom(18000);
    const w = body.world;
    const spawn = { ...w.spawn };
    const away = { x: feet.x + 40, y: feet.y, z: feet.z };
    await body.goto(away, 1, signal);
    const { foot } = await placeBed(body, { x: Math.floor(w.player.pos.x) + 1, y: feet.y, z: Math.floor(w.player.pos.z) });
    expect((await body.sleep(foot, signal)).ok).toBe(true);
    w.hurtPlayer(100, 'test');
    w.advance(1);
    expect(Math.hypot(w.player.pos.x - (foot.x + 0.5), w.player.pos.z - (foot.z + 0.5))).toBeLessThan(3);

    w.setBlock(foot, 'air');
    w.advance(80);
    w.hurtPlayer(100, 'test');
    w.advance(1);
    expect(w.player.pos.x).toBe(spawn.x);
    expect(w.player.pos.z).toBe(spawn.z);
    expect(w.respawnBed).toBeNull();
  });
});
