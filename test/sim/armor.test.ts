import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { armorStats, damageAfterArmor } from '../../src/sim/armor.js';
import { tickArrows, type Arrow } from '../../src/sim/projectiles.js';
import { explode } from '../../src/sim/explosion.js';
import { createSimBody } from '../../src/body/sim/index.js';

const signal = new AbortController().signal;

function flat(): World {
  const w = new World({ seed: 1, terrain: 'flat', mobs: true });
  for (let cx = -2; cx <= 2; cx++) for (let cz = -2; cz <= 2; cz++) w.chunk(cx, cz);
  w.setTime(18000);
  return w;
}

function wear(w: World, material: string): void {
  const a = w.player.armor;
  a.head = `${material}_helmet`;
  a.torso = `${material}_chestplate`;
  a.legs = `${material}_leggings`;
  a.feet = `${material}_boots`;
}

/** An arrow 6 blocks east of the player at chest height, flying west at 1.6 blocks a tick. */
const arrowFromEast = (w: World): Arrow => ({
  x: w.player.pos.x + 6,
  y: 65,
  z: w.player.pos.z,
  vx: -1.6,
  vy: 0,
  vz: 0,
  baseDamage: 2.5,
  shooter: 'skeleton',
  age: 0,
});

describe('armour (CombatRules.getDamageAfterAbsorb, ArmorMaterials 1.20.4 as on the Minecraft wiki Armor page)', () => {
  it('full iron (2+6+5+2 = 15 points, toughness 0) takes 10 damage down to 6', () => {
    expect(['helmet', 'chestplate', 'leggings', 'boots'].map((p) => armorStats(`iron_${p}`).defense)).toEqual([2, 6, 5, 2]);
    // max(15/5, 15 − 10/2) = 10 → 10 × (1 − 10/25) = 6.
    expect(damageAfterArmor(10, 15, 0)).toBeCloseTo(6);
    const w = flat();
    wear(w, 'iron');
    expect(w.player.armorPoints()).toBe(15);
    expect(w.hurtPlayer(10, 'zombie')).toBeCloseTo(6);
    expect(w.player.health).toBeCloseTo(14);
  });

  it('full diamond (20 points, toughness 8) takes 10 damage down to 3', () => {
    // max(20/5, 20 − 10/(2 + 8/4)) = 17.5 → 10 × (1 − 17.5/25) = 3.
    const w = flat();
    wear(w, 'diamond');
    expect(w.player.armorToughness()).toBe(8);
    expect(w.hurtPlayer(10, 'skeleton')).toBeCloseTo(3);
  });

  it('wears every piece by max(1, floor(damage / 4)) per hit (Inventory.hurtArmor), and not for fall damage (bypasses_armor)', () => {
    const w = flat();
    wear(w, 'iron');
    const full = w.player.durabilityOf('head');
    expect(full).toBe(165); // minecraft-data maxDurability of iron_helmet
    w.hurtPlayer(10, 'zombie');
    expect(w.player.durabilityOf('head')).toBe(full - 2);
    expect(w.player.durabilityOf('feet')).toBe(195 - 2);
    w.advance(20);
    expect(w.hurtPlayer(5, 'fall')).toBe(5);
    expect(w.player.durabilityOf('head')).toBe(full - 2);
  });
});

describe('shields (LivingEntity.isDamageSourceBlocked, isBlocking after 5 ticks of use)', () => {
  it('a raised shield facing the shot blocks an arrow fully and loses 1 + floor(damage) durability', () => {
    const w = flat();
    w.player.armor['off-hand'] = 'shield';
    w.player.facing = { x: 1, z: 0 };
    w.player.raiseShield(w.tick);
    w.advance(5);
    const arrows = [arrowFromEast(w)];
    for (let i = 0; i < 6; i++) tickArrows(w, arrows);
    expect(arrows.length).toBe(0);
    expect(w.player.health).toBe(20);
    // ceil(1.6 × 0.99^3 × 2.5) = 4 damage → 5 durability of 336.
    expect(w.player.durabilityOf('off-hand')).toBe(336 - 5);
  });

  it('does not block before 5 ticks up, nor from behind', () => {
    for (const [facing, wait] of [
      [{ x: 1, z: 0 }, 2],
      [{ x: -1, z: 0 }, 10],
    ] as const) {
      const w = flat();
      w.player.armor['off-hand'] = 'shield';
      w.player.facing = facing;
      w.player.raiseShield(w.tick);
      w.advance(wait);
      const arrows = [arrowFromEast(w)];
      for (let i = 0; i < 6; i++) tickArrows(w, arrows);
      expect(w.player.health).toBeLessThan(20);
    }
  });

  it('blocks a creeper explosion in front', () => {
    const w = flat();
    w.player.armor['off-hand'] = 'shield';
    w.player.facing = { x: 1, z: 0 };
    w.player.raiseShield(w.tick);
    w.advance(5);
    explode(w, w.player.pos.x + 2, 64, w.player.pos.z, 3, 'creeper explosion');
    expect(w.player.health).toBe(20);
  });
});

describe('critical hits (Player.attack: × 1.5 while falling)', () => {
  it('a jump-hit with a stone sword deals 5 × 1.5; without headroom to jump, 5', async () => {
    for (const [room, dealt] of [
      [true, 7.5],
      [false, 5],
    ] as const) {
      const body = createSimBody({ seed: 1, terrain: 'flat', mobs: true });
      const w = body.world;
      w.give('stone_sword', 1);
      if (!room) w.setBlock({ x: 0, y: 66, z: 0 }, 'stone');
      const id = w.spawnMob('zombie', { x: 2, y: 64, z: 0 });
      const m = w.mobs.get(id)!;
      // Record the first hit as it lands.
      let health = m.health,
        first = 0;
      Object.defineProperty(m, 'health', {
        get: () => health,
        set: (v: number) => {
          if (!first) first = health - v;
          health = v;
        },
      });
      await body.attack(id, signal);
      expect(first, room ? 'jump-crit' : 'no room to jump').toBe(dealt);
    }
  });
});

describe('worn armour is an item like any other', () => {
  it('keeps its wear when taken off and put back on (equip does not repair it)', async () => {
    const body = createSimBody({ seed: 1, terrain: 'flat', mobs: false });
    const w = body.world;
    w.give('iron_chestplate', 1);
    w.give('leather_chestplate', 1);
    expect((await body.equip('iron_chestplate', 'torso', signal)).ok).toBe(true);
    w.hurtPlayer(10, 'mob');
    const worn = w.player.durabilityOf('torso');
    expect(worn).toBeLessThan(240); // iron chestplate: 240 uses (minecraft-data maxDurability)
    expect((await body.equip('leather_chestplate', 'torso', signal)).ok).toBe(true);
    expect(body.inventory().find((s) => s.name === 'iron_chestplate')?.durabilityLeft).toBe(worn);
    expect((await body.equip('iron_chestplate', 'torso', signal)).ok).toBe(true);
    expect(w.player.durabilityOf('torso')).toBe(worn);
  });

  it('drops on death with the inventory unless keepInventory is on', () => {
    const w = new World({ seed: 1, terrain: 'flat', mobs: false });
    w.player.putOn('head', 'iron_helmet', null);
    w.hurtPlayer(100, 'mob');
    w.advance(1);
    expect(w.player.armor.head).toBeNull();
    expect(w.deaths.at(-1)!.lost.map((s) => s.name)).toContain('iron_helmet');
    expect(w.items.some((e) => e.name === 'iron_helmet')).toBe(true);
  });
});
