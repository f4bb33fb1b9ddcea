import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import type { Plan } from '../../src/contracts/plan.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';

describe('a reflex cutting into a simulated verb in flight', () => {
  it('stops a long walk where a zombie comes at the bot, fights it there, then walks on', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
    const w = body.world;
    // Night, so the zombie does not burn; it stands beside the way, halfway along an 80-block walk.
    w.setTime(18000);
    w.give('stone_sword', 1);
    const zombie = w.spawnMob('zombie', { x: 40, y: 64, z: 3 });
    const plan: Plan = { goal: 'walk', thoughts: '', plan: { type: 'skill', skill: 'goto', args: { x: 80, y: 64, z: 0, range: 1 } } };
    let cutInAt: number | null = null;
    const r = await runTree({
      body,
      knowledge: getKnowledge(),
      skills: SKILLS,
      goal: plan.goal,
      plan,
      reflexes: { names: ['defend'] },
      onEvent: (e) => {
        if (e.type === 'reflex_start' && cutInAt === null) cutInAt = body.position().x;
      },
    });
    expect(r.ok ? 'ok' : r.reason).toBe('ok');
    expect(w.mobs.has(zombie)).toBe(false);
    // Defended where the zombie was met, not after the walk had carried the bot (and the zombie at its heels) to the end.
    expect(cutInAt).not.toBeNull();
    expect(cutInAt!).toBeLessThan(60);
    expect(Math.floor(body.position().x)).toBeGreaterThanOrEqual(79);
  });
});

describe('a reflex cutting into a smelt', () => {
  it('leaves the furnace to fight the zombie that comes while iron cooks, then takes every ingot', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
    const w = body.world;
    w.setTime(18000);
    w.give('stone_sword', 1);
    w.give('raw_iron', 8);
    w.give('oak_planks', 8);
    w.give('furnace', 1);
    // Eight ores cook for 80 seconds; the zombie, 12 blocks off, is at the bot in about 10.
    const zombie = w.spawnMob('zombie', { x: 12, y: 64, z: 0 });
    const plan: Plan = { goal: 'smelt', thoughts: '', plan: { type: 'skill', skill: 'smelt', args: { item: 'iron_ingot', count: 8, fuel: 'oak_planks' } } };
    const r = await runTree({ body, knowledge: getKnowledge(), skills: SKILLS, goal: plan.goal, plan, reflexes: { names: ['defend'] } });
    expect(r.ok ? 'ok' : r.reason).toBe('ok');
    expect(r.trace.filter((e) => e.type === 'reflex_start').map((e) => e.name)).toContain('defend');
    expect(w.mobs.has(zombie)).toBe(false);
    expect(w.deaths).toEqual([]);
    // No ore lost in the furnace the fight pulled the bot away from.
    expect(body.count('iron_ingot')).toBe(8);
    expect(body.count('raw_iron')).toBe(0);
  });
});

describe('the game-time budget cutting into a simulated verb in flight', () => {
  it('ends a 200-block walk when the budget runs out, not when the walk does', async () => {
    const body = createSimBody({ seed: 7, terrain: 'flat', mobs: false });
    const plan: Plan = { goal: 'walk', thoughts: '', plan: { type: 'skill', skill: 'goto', args: { x: 200, y: 64, z: 0, range: 1 } } };
    // At a walk's 4.3 blocks a second the whole way takes about 930 ticks; the budget allows 200.
    const r = await runTree({ body, knowledge: getKnowledge(), skills: SKILLS, goal: plan.goal, plan, reflexes: false, budgets: { ticks: 200 } });
    expect(r.ok ? 'ok' : r.reason).toMatch(/game-time budget of 200 ticks used up/);
    expect(body.world.tick).toBeLessThanOrEqual(200 + 40);
    expect(body.position().x).toBeLessThan(100);
  });
});
