import { describe, expect, it } from 'vitest';
import { createSimBody, type SimBody } from '../../src/body/sim/index.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { defend } from '../../src/reflexes/defend.js';
import { retreat } from '../../src/reflexes/retreat.js';
import type { ReflexContext } from '../../src/reflexes/types.js';
import { signal } from '../sim/helpers.js';

const ctx: ReflexContext = { knowledge: getKnowledge(), keep: new Set(), tuning: {} };

/** Flat ground at midnight, a stone sword in hand, health as given, no food on the bar to heal with; a zombie coming from 3 blocks. */
function hurt(health: number): SimBody {
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  for (let cx = -3; cx <= 3; cx++) for (let cz = -3; cz <= 3; cz++) body.world.chunk(cx, cz);
  body.world.setTime(18000);
  body.world.give('stone_sword', 1);
  body.world.player.health = health;
  body.world.player.food = 17;
  const z = body.world.mobs.get(body.world.spawnMob('zombie', { x: 3, y: 64, z: 0 }))!;
  z.aggro = true;
  z.seenAt = body.world.tick;
  return body;
}

describe('defend at low health', () => {
  it('walks away from a zombie at 6 health (its two hits in a fight would kill) rather than trading blows', async () => {
    const body = hurt(6);
    expect(defend.due(body, ctx)).toBe(true);
    expect(await defend.run(body, signal, ctx)).toMatchObject({ ok: true, message: 'walked away' });
    expect(body.deaths()).toEqual([]);
    expect(body.entities({ names: ['zombie'] })[0]?.distance ?? Infinity).toBeGreaterThan(4);
  });

  it('fights the same zombie at full health', async () => {
    const body = hurt(20);
    expect(await defend.run(body, signal, ctx)).toMatchObject({ ok: true });
    expect(body.entities({ names: ['zombie'] })).toEqual([]);
  });

  it('leaves it to the retreat reflex when that one is due (hurt, with food to heal on)', () => {
    const body = hurt(5);
    body.world.give('cooked_beef', 4);
    expect(retreat.due(body, ctx)).toBe(true);
    expect(defend.due(body, ctx)).toBe(false);
  });
});
