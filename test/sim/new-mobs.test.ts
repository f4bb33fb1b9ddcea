/** Fidelity of the mobs added for Odyssey's combat list: vanilla 1.20.4 stats, effects, neutrality, drops and spawn weights. */
import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { MOB_STATS, hurtMob, mobHeight, type Mob } from '../../src/sim/mobs.js';
import { mobDrops } from '../../src/sim/loot.js';
import { MONSTERS, pickMonster } from '../../src/sim/spawning.js';
import { Rng } from '../../src/sim/rng.js';
import { StatusEffects } from '../../src/sim/effects.js';
import { mobPath } from '../../src/sim/mob-path.js';

/** Flat world at midnight, the player at (0.5, 64, 0.5) on grass, food 17 so no natural healing hides damage. */
function flat(r = 1): World {
  const w = new World({ seed: 1, terrain: 'flat' });
  for (let cx = -r; cx <= r; cx++) for (let cz = -r; cz <= r; cz++) w.chunk(cx, cz);
  w.setTime(18000);
  w.player.food = 17;
  w.player.saturation = 0;
  return w;
}

const mob = (w: World, name: string, x: number, z: number): Mob => w.mobs.get(w.spawnMob(name, { x, y: 64, z }))!;

describe('new mobs: vanilla stats on normal', () => {
  it.each([
    ['enderman', 40, 7, 2.9],
    ['zombie_villager', 20, 3, 1.95],
    ['cave_spider', 12, 2, 0.5],
    ['zombified_piglin', 20, 8, 1.95],
    ['wither_skeleton', 20, 8, 2.4],
  ])('%s: %i health, melee %i, %f tall', (name, health, damage, height) => {
    expect(MOB_STATS[name]).toMatchObject({ kind: 'hostile', health, damage });
    expect(mobHeight(name)).toBe(height);
  });

  it('a hit lands its melee damage on an unarmoured player', () => {
    for (const [name, dmg] of [
      ['wither_skeleton', 8],
      ['zombie_villager', 3],
    ] as const) {
      const w = flat();
      const m = mob(w, name, 1, 0);
      m.aggro = true;
      m.seenAt = w.tick;
      w.advance(2);
      expect(20 - w.player.health).toBeGreaterThanOrEqual(dmg);
    }
  });
});

describe('status effects', () => {
  const bearer = (health: number) => ({
    health,
    hurt(a: number) {
      this.health = Math.max(0, this.health - a);
      return a;
    },
  });

  it('poison for 7 s deals 1 every 25 ticks (5 in all) and never below 1 health', () => {
    const e = new StatusEffects();
    const b = bearer(20);
    e.add('poison', 140);
    for (let t = 0; t < 200; t++) e.tick(b, t);
    expect(b.health).toBe(15);
    expect(e.has('poison')).toBe(false);
    const weak = bearer(2);
    e.add('poison', 140);
    for (let t = 0; t < 200; t++) e.tick(weak, t);
    expect(weak.health).toBe(1);
  });

  it('wither for 10 s deals 1 every 40 ticks and can kill', () => {
    const e = new StatusEffects();
    const b = bearer(3);
    e.add('wither', 200);
    for (let t = 0; t < 220; t++) e.tick(b, t);
    expect(b.health).toBe(0);
  });

  it("a cave spider's hit poisons the player, through armour; a wither skeleton's withers", () => {
    const w = flat();
    w.player.armor.torso = 'diamond_chestplate';
    const m = mob(w, 'cave_spider', 1, 0);
    m.aggro = true;
    m.seenAt = w.tick;
    w.advance(2);
    expect(w.player.effects.has('poison')).toBe(true);
    w.mobs.clear();
    const hp = w.player.health;
    w.advance(140);
    expect(hp - w.player.health).toBe(5);
    const v = flat();
    const s = mob(v, 'wither_skeleton', 1, 0);
    s.aggro = true;
    s.seenAt = v.tick;
    v.advance(2);
    expect(v.player.effects.has('wither')).toBe(true);
  });

  it('a cave spider paths through a 1-block gap that a zombie cannot', () => {
    const w = flat();
    // A wall at x = 3 from y 64 up, with a 1-high hole at y 64, z 0; too long to walk round on a 200-node budget.
    for (let y = 64; y <= 67; y++) for (let z = -12; z <= 12; z++) if (!(y === 64 && z === 0)) w.setBlock({ x: 3, y, z }, 'stone');
    const to = { x: 6, y: 64, z: 0 };
    const low = mobPath(w.loaded, { x: 0, y: 64, z: 0 }, to, 200, false, 1);
    const tall = mobPath(w.loaded, { x: 0, y: 64, z: 0 }, to, 200, false, 2);
    expect(low.at(-1)).toEqual(to);
    expect(tall.at(-1)).not.toEqual(to);
  });
});

describe('neutral mobs', () => {
  it('an enderman and a zombified piglin leave the player be until hurt by it', () => {
    const w = flat();
    const e = mob(w, 'enderman', 3, 0);
    const p = mob(w, 'zombified_piglin', -3, 0);
    w.advance(100);
    expect(e.aggro || p.aggro).toBe(false);
    expect(w.player.health).toBe(20);
    hurtMob(w, e, 1, 'living', true);
    w.advance(40);
    expect(e.aggro).toBe(true);
    expect(w.player.health).toBeLessThan(20);
  });

  it('hurting one zombified piglin angers the others within its follow range, not one farther off', () => {
    const w = flat();
    const a = mob(w, 'zombified_piglin', 5, 0);
    const b = mob(w, 'zombified_piglin', 20, 0);
    const far = mob(w, 'zombified_piglin', 5, 0);
    far.x = 45; // beyond 35 sideways (an unloaded chunk does not matter to the rule)
    hurtMob(w, a, 1, 'living', true);
    expect([a.aggro, b.aggro, far.aggro]).toEqual([true, true, false]);
    expect(b.angryUntil).toBeGreaterThanOrEqual(w.tick + 400);
  });

  it('an enderman teleports from a projectile unhurt, stays put under melee', () => {
    // Chunks within 32 blocks each way: somewhere to land.
    const w = flat(2);
    const e = mob(w, 'enderman', 3, 0);
    hurtMob(w, e, 6, 'living', true);
    expect([e.x, e.z, e.health]).toEqual([3, 0, 34]);
    expect(hurtMob(w, e, 6, 'projectile')).toBe(0);
    expect(e.health).toBe(34);
    expect(Math.abs(e.x - 3) + Math.abs(e.z)).toBeGreaterThan(0);
  });
});

describe('drops and spawning', () => {
  it('drops the vanilla items', () => {
    const rng = new Rng(5);
    const seen = (name: string): Set<string> => {
      const s = new Set<string>();
      for (let i = 0; i < 400; i++) for (const d of mobDrops(name, rng)) s.add(d.name);
      return s;
    };
    expect([...seen('enderman')]).toEqual(['ender_pearl']);
    expect([...seen('zombie_villager')]).toEqual(['rotten_flesh']);
    expect(seen('cave_spider')).toEqual(new Set(['string', 'spider_eye']));
    expect(seen('zombified_piglin')).toEqual(new Set(['rotten_flesh', 'gold_nugget']));
    expect(seen('wither_skeleton')).toEqual(new Set(['coal', 'bone', 'wither_skeleton_skull']));
  });

  it('picks monsters by the vanilla overworld weights (zombie 95, zombie villager 5, enderman 10 of 515)', () => {
    const total = MONSTERS.reduce((n, m) => n + m.weight, 0);
    expect(total).toBe(515);
    const rng = new Rng(11);
    const n = 103_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const m = pickMonster(rng).name ?? 'none';
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    for (const [name, weight] of [
      ['zombie', 95],
      ['zombie_villager', 5],
      ['enderman', 10],
      ['spider', 100],
      ['skeleton', 100],
      ['creeper', 100],
    ] as const) {
      const expected = (n * weight) / total;
      // Within 5 standard deviations of the binomial count.
      expect(Math.abs((counts.get(name) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected));
    }
    for (const never of ['cave_spider', 'zombified_piglin', 'wither_skeleton']) expect(counts.has(never)).toBe(false);
  });
});
