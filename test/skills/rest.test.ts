/** The rest skill on the simulated world (vanilla FoodData healing): eat to the hunger that heals, then wait. */
import { describe, expect, it } from 'vitest';
import { createSimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { rest } from '../../src/skills/rest.js';
import { skillContext } from '../support/skill-context.js';

const k = getKnowledge();
const live = () => new AbortController().signal;

/** A flat world without mobs, the bot hurt and at the hunger a long day of work leaves (16: no healing). */
function hurt(inventory: Record<string, number>, food = 16) {
  const body = createSimBody({ seed: 3, terrain: 'flat', mobs: false });
  body.world.player.pos = { x: 0.5, y: 64, z: 0.5 };
  body.world.player.health = 8;
  body.world.player.food = food;
  body.world.player.saturation = 0;
  for (const [item, n] of Object.entries(inventory)) body.world.player.inventory.add(item, n);
  return body;
}

describe('rest skill', () => {
  it('eats the food carried and heals to the health asked for, within the ticks given', async () => {
    const body = hurt({ cooked_beef: 3 });
    const start = body.gameTick();
    const r = await rest.run(body, { health: 20, ticks: 2400 }, live(), skillContext(k));
    expect(r.ok, r.ok ? '' : r.message).toBe(true);
    expect(body.vitals().health).toBeGreaterThanOrEqual(20);
    expect(body.count('cooked_beef')).toBeLessThan(3);
    expect(body.gameTick() - start).toBeLessThanOrEqual(2400);
    expect(rest.done(body, { health: 20, ticks: 2400 }, skillContext(k))).toBe(true);
  });

  it('asks for food instead of waiting when hunger is below 18 and there is nothing to eat', async () => {
    const body = hurt({});
    const start = body.gameTick();
    const r = await rest.run(body, { health: 20, ticks: 2400 }, live(), skillContext(k));
    expect(r).toMatchObject({ ok: false, code: 'missing_item', details: { missing: [{ item: 'cooked_beef', count: 1 }] } });
    expect(body.gameTick()).toBe(start);
  });

  it('heals on the hunger it has when that is 18 or more, stops when the ticks run out, and asks for food once healing has eaten the hunger down', async () => {
    const body = hurt({}, 20);
    const r = await rest.run(body, { health: 20, ticks: 100 }, live(), skillContext(k));
    expect(r.ok).toBe(true);
    // One point per 80 ticks at food 18 or more with no saturation.
    expect(body.vitals().health).toBe(9);
    // Each point healed costs 6 exhaustion (1.5 hunger): by 16 hunger the rest has nothing left to heal on.
    const on = await rest.run(body, { health: 20, ticks: 2400 }, live(), skillContext(k));
    expect(on).toMatchObject({ ok: false, code: 'missing_item' });
    expect(body.vitals().food).toBeLessThan(18);
    expect(body.vitals().health).toBeGreaterThan(9);
  });
});
