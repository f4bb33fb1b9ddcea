import { describe, expect, it } from 'vitest';
import { arm } from '../../src/reflexes/arm.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { flatBody, signal } from '../sim/helpers.js';

const ctx = { knowledge: getKnowledge(), keep: new Set<string>(), tuning: {} };

describe('arm reflex', () => {
  it('at dusk, unarmed with only logs and a stick, saws a log into planks and crafts a wooden sword', async () => {
    const body = flatBody();
    body.world.give('oak_log', 2);
    body.world.give('stick', 1);
    body.world.setTime(12_500);
    expect(arm.due(body, ctx)).toBe(true);
    expect(await arm.run(body, signal, ctx)).toMatchObject({ ok: true });
    expect(body.count('wooden_sword')).toBe(1);
    expect(arm.due(body, ctx)).toBe(false);
  });

  it('does not try again at once after a try that made no sword', async () => {
    const body = flatBody();
    // Four planks: two become sticks, and the other two are not enough for a table (four): no sword can be made.
    body.world.give('oak_planks', 4);
    body.world.setTime(12_500);
    expect(arm.due(body, ctx)).toBe(true);
    await arm.run(body, signal, ctx);
    expect(body.count('wooden_sword')).toBe(0);
    expect(arm.due(body, ctx)).toBe(false);
    await body.wait(1_300, signal);
    expect(arm.due(body, ctx)).toBe(body.timeOfDay() < 23_000);
  });
});
