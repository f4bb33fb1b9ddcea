/**
 * Conformance scenarios for playing under honest senses, run on every world:
 * the bot's own skills and reflexes do the work, and the world's truth is
 * checked afterwards. Nothing is found by x-ray: what is looked for starts out
 * of sight, and the scenario asserts the body did not know of it beforehand.
 */
import { expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import type { Plan } from '../../src/contracts/plan.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { runTree } from '../../src/run/index.js';
import { explore, kill, mine, SKILLS, type SkillContext } from '../../src/skills/index.js';
import { noteFailures, offset, surfaceAt, total, type ConformanceWorld } from './harness.js';
import { fillTunnel, litCells, restoreColumn, saveColumn } from './tunnel-truth.js';

const k = getKnowledge();
const signal = () => new AbortController().signal;
const ctx = (): SkillContext => ({ knowledge: k, blackboard: new Map(), path: '/conformance' });
/** Real time on the server: these scenarios walk and dig for tens of seconds there. */
const LONG = { timeout: 120_000 };

export function definePlayScenarios(world: () => ConformanceWorld): void {
  it('finds a log by sight: hidden behind stone at the start, seen after walking, then chopped', LONG, async () => {
    const w = world();
    const o = w.origin();
    // Birch: neither world grows any here. Five blocks north of the bot, roofed, with a screen two high on the bot's side:
    // from the centre of the start cell every open face of it is turned away or behind the screen.
    const log = offset(o, 0, 0, -5);
    const cover = [offset(log, 0, 1, 0), offset(log, 0, 0, 1), offset(log, 0, 1, 1)];
    for (const p of cover) await w.setBlock(p, 'stone');
    await w.setBlock(log, 'birch_log');
    await w.teleport(offset(o, 0.5, 0, 0.5));
    expect(w.body.findBlocks(['birch_log'])).toEqual([]);
    const found = await explore.run(w.body, { target: 'birch_log', strategy: 'surface', y: null, radius: 48 }, signal(), ctx());
    expect(found).toMatchObject({ ok: true, data: { pos: log } });
    expect(await mine.run(w.body, { block: 'birch_log', count: 1 }, signal(), ctx())).toMatchObject({ ok: true });
    expect(await w.getBlock(log)).toBe('air');
    expect(total(await w.inventoryTruth(), 'birch_log')).toBe(1);
    for (const p of cover) await w.setBlock(p, 'air');
    await w.crossCheck?.([log]);
  });

  it('comes for the bot as a zombie, and dies to the kill skill', LONG, async () => {
    const w = world();
    // Night, so that the simulated sun does not burn the zombie before the fight.
    await w.setTime(18000);
    let id: number | null = null;
    try {
      await w.give('stone_sword', 1);
      id = await w.spawnMob('zombie', offset(w.origin(), 0, 0, 6));
      const before = w.body.vitals().health;
      // The bot stands still until the zombie has walked up and hit it (a zombie walks ~2.6 blocks/s, src/sim/mobs.ts).
      for (let t = 0; t < 120 && w.body.vitals().health >= before; t += 10) expect(await w.body.wait(10, signal())).toMatchObject({ ok: true });
      expect(w.body.vitals().health).toBeLessThan(before);
      const r = await kill.run(w.body, { mob: 'zombie', count: 1 }, signal(), ctx());
      expect(r).toMatchObject({ ok: true, data: { kills: 1 } });
      expect(await w.mobAlive(id)).toBe(false);
      expect(w.body.vitals().health).toBeGreaterThan(0);
    } finally {
      // A zombie left standing would fight the bot through the scenarios after this one.
      if (id !== null && (await w.mobAlive(id))) await w.removeMob(id);
      await w.setTime(6000);
    }
    await w.crossCheck?.([]);
  });

  it('finds ore by tunnelling: emerald sealed in rock, out of sight until a strip-mine tunnel opens it', LONG, async () => {
    const w = world();
    const o = w.origin();
    const y = o.y - 10;
    const shaft = await saveColumn(w, o, y);
    // The shaft goes down the origin's column, wherever the scenario before left the bot.
    await w.teleport(offset(o, 0.5, 0, 0.5));
    // One ore beside each heading a tunnel from the shaft could take, five blocks out and one to the side.
    const ores = [offset(o, 5, y - o.y, 1), offset(o, -1, y - o.y, 5), offset(o, -5, y - o.y, -1), offset(o, 1, y - o.y, -5)];
    for (const p of ores) await w.setBlock(p, 'emerald_ore');
    await w.give('iron_pickaxe', 1);
    try {
      expect(w.body.findBlocks(['emerald_ore'])).toEqual([]);
      const found = await explore.run(w.body, { target: 'emerald_ore', strategy: 'strip_mine', y, radius: 16 }, signal(), ctx());
      expect(found).toMatchObject({ ok: true });
      const pos = (found.ok ? found.data?.pos : null) as Vec3Like;
      expect(ores).toContainEqual(pos);
      expect(await mine.run(w.body, { block: 'emerald_ore', count: 1 }, signal(), ctx())).toMatchObject({ ok: true });
      expect(await w.getBlock(pos)).toBe('air');
      expect(total(await w.inventoryTruth(), 'emerald')).toBe(1);
      // The others are still sealed in rock, and the body never saw them.
      for (const p of ores.filter((q) => q.x !== pos.x || q.z !== pos.z)) {
        expect(await w.getBlock(p)).toBe('emerald_ore');
        expect(w.body.blockAt(p)).toBeNull();
      }
    } finally {
      await w.teleport(offset(o, 0.5, 0, 2.5));
      // From the foot of the shaft, so before the shaft is put back.
      await fillTunnel(w, o, y);
      await restoreColumn(w, shaft);
      for (const p of ores) await w.setBlock(p, 'stone');
    }
    await w.crossCheck?.([]);
  });

  it('lights a tunnel: the light reflex leaves torches so that no cell of a strip-mine tunnel is dark', LONG, async () => {
    const w = world();
    // Away from the ore scenario's tunnel: the bot remembers it open (it saw it dug, not filled back), and would walk it as a cave.
    const o = await surfaceAt(w, offset(w.origin(), -40, 0, 0));
    const y = o.y - 6;
    const length = 12;
    const shaft = await saveColumn(w, o, y);
    // The shaft goes down the origin's column, wherever the scenario before left the bot.
    await w.teleport(offset(o, 0.5, 0, 0.5));
    await w.give('iron_pickaxe', 1);
    await w.give('torch', 16);
    try {
      const plan: Plan = {
        goal: 'tunnel',
        thoughts: '',
        // Ancient debris never generates in the overworld: the search digs its whole length.
        plan: { type: 'skill', skill: 'explore', args: { target: 'ancient_debris', strategy: 'strip_mine', y, radius: length } },
      };
      const notes: string[] = [];
      const r = await runTree({
        body: noteFailures(w.body, notes),
        knowledge: k,
        skills: SKILLS,
        goal: plan.goal,
        plan,
        heartbeatMs: 5,
        reflexes: { names: ['light'] },
      });
      expect(r).toMatchObject({ ok: false, code: 'not_found' });
      const { cells, torches, dark } = await litCells(w, o, y);
      expect(cells.length, `the tunnel's cells; verbs that failed on the way: ${notes.join('; ') || 'none'}`).toBeGreaterThanOrEqual(length * 2 * 0.8);
      // How many depends on the way the tunnel went (the sim test in test/reflexes/light.test.ts counts them along a straight one).
      expect(torches.length).toBeGreaterThanOrEqual(1);
      expect(total(await w.inventoryTruth(), 'torch')).toBe(16 - torches.length);
      expect(dark, `verbs that failed on the way: ${notes.join('; ') || 'none'}`).toEqual([]);
    } finally {
      await w.teleport(offset(o, 0.5, 0, 2.5));
      await fillTunnel(w, o, y);
      await restoreColumn(w, shaft);
    }
    await w.crossCheck?.([]);
  });
}
