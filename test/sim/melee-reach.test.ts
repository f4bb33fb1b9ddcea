/**
 * What decides a pillar or roof fight, against vanilla 1.20.4:
 * - `Mob.isWithinMeleeAttackRange` (1.20.2+): the mob's box widened sideways by √2.04 − 0.6 (`DEFAULT_ATTACK_REACH`), not
 *   up or down, must meet the player's box. (The pre-1.20.2 rule, centre distance² ≤ (2·width)² + target width, was
 *   replaced.) So a zombie (1.95 tall) reaches a player 1 block up but not 2; a wither skeleton (2.4) and an enderman
 *   (2.9) reach 2 up but not 3.
 * - `GameRenderer.pick`: the player hits a box within 3 blocks of its eyes, so it hits them from those pillars.
 * - `WalkNodeEvaluator` tests the mob's whole box: a mob 2.4 or 2.9 tall cannot walk under a 2-high roof.
 */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { blockIdOf } from '../../src/sim/data.js';
import { mobHeight, type Mob } from '../../src/sim/mobs.js';
import { cellsFor, mobPath } from '../../src/sim/mob-path.js';
import { reachOf } from '../../src/body/sim/melee.js';
import { ENTITY_REACH } from '../../src/contracts/body.js';

const BEDROCK = blockIdOf('bedrock')!;

/** Flat world at midnight (ground top at y 63), no natural healing. */
function flat(): World {
  const w = new World({ seed: 1, terrain: 'flat' });
  for (let cx = -1; cx <= 1; cx++) for (let cz = -1; cz <= 1; cz++) w.chunk(cx, cz);
  w.setTime(18000);
  w.player.food = 17;
  w.player.saturation = 0;
  return w;
}

/** The player on a pillar `height` blocks high at (0, 64, 0), an angry mob of `name` at the foot of it on x = 1. */
function pillarFight(name: string, height: number): { w: World; m: Mob } {
  const w = flat();
  for (let y = 64; y < 64 + height; y++) w.setBlockId(0, y, 0, BEDROCK);
  w.player.pos = { x: 0.5, y: 64 + height, z: 0.5 };
  const m = w.mobs.get(w.spawnMob(name, { x: 1, y: 64, z: 0 }))!;
  m.aggro = true;
  m.angryUntil = 1e9;
  m.seenAt = w.tick;
  return { w, m };
}

describe('melee reach and pillars (vanilla 1.20.4 attack box)', () => {
  it.each([
    ['zombie', 1, true],
    ['zombie', 2, false],
    ['zombie_villager', 2, false],
    ['wither_skeleton', 2, true],
    ['wither_skeleton', 3, false],
    ['enderman', 2, true],
    ['enderman', 3, false],
  ])('a %s at the foot of a %i-block pillar hits the player on it: %s', (name, height, hits) => {
    const { w, m } = pillarFight(name, height);
    w.advance(60);
    expect(w.player.health < 20).toBe(hits);
    // And the player's hand reaches the mob from the top all the same.
    expect(reachOf(w, m)).toBeLessThanOrEqual(ENTITY_REACH);
  });

  it('a zombie one block off on flat ground hits (the widened box meets the player)', () => {
    const { w } = pillarFight('zombie', 0);
    w.advance(40);
    expect(w.player.health).toBeLessThan(20);
  });
});

describe('headroom: a mob walks only where its box fits', () => {
  it.each([
    ['zombie', 2],
    ['spider', 1],
    ['cave_spider', 1],
    ['wither_skeleton', 3],
    ['enderman', 3],
  ])('%s needs %i free cells', (name, cells) => {
    expect(cellsFor(mobHeight(name))).toBe(cells);
  });

  it('a zombie walks under a 2-high roof; a wither skeleton and an enderman do not', () => {
    const w = flat();
    // A roof at y 66 over x 3..8: two free cells (64, 65) under it.
    for (let x = 3; x <= 8; x++) for (let z = -3; z <= 3; z++) w.setBlockId(x, 66, z, BEDROCK);
    const to = { x: 6, y: 64, z: 0 };
    const path = (name: string) => mobPath(w, { x: 0, y: 64, z: 0 }, to, 1000, false, cellsFor(mobHeight(name)));
    const underRoof = (c: { x: number; z: number }): boolean => c.x >= 3 && c.x <= 8 && Math.abs(c.z) <= 3;
    expect(path('zombie').at(-1)).toEqual(to);
    for (const tall of ['wither_skeleton', 'enderman']) {
      const p = path(tall);
      expect(p.length).toBeGreaterThan(0);
      expect(p.filter(underRoof)).toEqual([]);
    }
  });
});
