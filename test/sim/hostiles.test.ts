import { describe, expect, it } from 'vitest';
import { World } from '../../src/sim/world.js';
import { darkEnough, despawns, monsterCap, spawnChunks, spawnMonsters } from '../../src/sim/spawning.js';
import { explode } from '../../src/sim/explosion.js';
import { tickArrows, type Arrow } from '../../src/sim/projectiles.js';
import { CREEPER_FUSE, type Mob } from '../../src/sim/mobs.js';

/** Flat world (grass at y 63, stone below 60) at midnight, chunks within `r` of the origin generated; the player at (0.5, 64, 0.5). */
function flat(r = 2, mobs = true): World {
  const w = new World({ seed: 1, terrain: 'flat', mobs });
  for (let cx = -r; cx <= r; cx++) for (let cz = -r; cz <= r; cz++) w.chunk(cx, cz);
  w.setTime(18000);
  // Food 17: no natural regeneration, so health shows every point of damage.
  w.player.food = 17;
  w.player.saturation = 0;
  return w;
}

function fill(w: World, a: [number, number, number], b: [number, number, number], block: string): void {
  for (let x = a[0]; x <= b[0]; x++) for (let y = a[1]; y <= b[1]; y++) for (let z = a[2]; z <= b[2]; z++) w.setBlock({ x, y, z }, block);
}

function mob(w: World, name: string, x: number, y: number, z: number): Mob {
  const m = w.mobs.get(w.spawnMob(name, { x, y, z }))!;
  m.aggro = true;
  m.seenAt = w.tick;
  return m;
}

/** Spawn tries for `ticks` ticks in the chunks within `r` of the origin (all spawn chunks by default), counting and clearing the mobs so the cap never binds. */
function spawnsOver(w: World, ticks: number, r?: number): { x: number; y: number; z: number }[] {
  const at: { x: number; y: number; z: number }[] = [];
  const chunks = r === undefined ? spawnChunks(w) : spawnChunks(w).filter((c) => Math.max(Math.abs(c.cx), Math.abs(c.cz)) <= r);
  for (let t = 0; t < ticks; t += 20) {
    spawnMonsters(w, chunks, 20, 0);
    for (const m of w.mobs.values()) at.push({ x: m.x, y: m.y, z: m.z });
    w.mobs.clear();
  }
  return at;
}

describe('natural spawning (vanilla 1.20.4 NaturalSpawner, Monster.isDarkEnoughToSpawn)', () => {
  it('never spawns where block light is 1 or more, always in a pitch-dark cave (block light limit 0, sky light 0 ≤ rand)', () => {
    const w = flat();
    fill(w, [0, 40, 0], [6, 41, 6], 'air');
    w.setBlock({ x: 0, y: 40, z: 0 }, 'torch');
    expect(w.light.blockLight(6, 40, 6)).toBe(14 - 12);
    const tries = (x: number, z: number): number => Array.from({ length: 200 }, () => darkEnough(w, x, 40, z)).filter(Boolean).length;
    expect(tries(6, 6)).toBe(0);
    w.setBlock({ x: 0, y: 40, z: 0 }, 'air');
    expect(tries(6, 6)).toBe(200);
  });

  it('spawns only between 24 and 128 blocks from the player (isRightDistanceToPlayerAndSpawnPoint, despawn distance 128)', () => {
    const w = flat(8, false);
    const at = spawnsOver(w, 20 * 60 * 2);
    const d = at.map((m) => Math.hypot(m.x + 0.5 - w.player.pos.x, m.y - w.player.pos.y, m.z + 0.5 - w.player.pos.z));
    expect(at.length).toBeGreaterThan(50);
    expect(Math.min(...d)).toBeGreaterThan(24);
    expect(Math.max(...d)).toBeLessThanOrEqual(128);
    expect(Math.max(...d)).toBeGreaterThan(90);
  });

  it('caps monsters at 70 per 17×17 chunks (MobCategory.MONSTER), scaled to the spawn chunks', () => {
    expect(monsterCap(289)).toBe(70);
    expect(monsterCap(25)).toBe(6);
    const w = flat(8, false);
    const chunks = spawnChunks(w);
    // Vanilla counts chunks within 8 whose centre is within 128 blocks: 17×17 less the far corners.
    expect(chunks.length).toBeLessThan(289);
    let n = 0;
    for (let i = 0; i < 60; i++) n += spawnMonsters(w, chunks, 20, n).length;
    const cap = monsterCap(chunks.length);
    expect(n).toBeGreaterThanOrEqual(cap);
    // The cap is checked before each chunk's try, and one try spawns at most 4.
    expect(n).toBeLessThan(cap + 4);
  });

  it('spawns per game minute on a dark flat world, and none under torches', () => {
    const dark = flat(4, false);
    const perMinute = spawnsOver(dark, 20 * 60 * 5, 4).length / 5;
    const lit = flat(4, false);
    // A torch every 12 blocks on the grass: every surface cell is within 12 steps, block light ≥ 2. Packs wander up to
    // 20 blocks out of the 9×9 chunks they start in, so the torches reach farther.
    for (let x = -96; x <= 108; x += 12) for (let z = -96; z <= 108; z += 12) lit.setBlock({ x, y: 64, z }, 'torch');
    const litPerMinute = spawnsOver(lit, 20 * 60 * 5, 4).length / 5;
    console.log(`hostile spawns per game minute, flat world at midnight, 9×9 chunks: dark ${perMinute}, under torches ${litPerMinute}`);
    expect(perMinute).toBeGreaterThan(5);
    expect(litPerMinute).toBe(0);
  });

  it('despawns beyond 128 blocks at once, and beyond 32 only after 600 idle ticks (Mob.checkDespawn)', () => {
    const w = flat();
    expect(despawns({ idle: 0 }, 129 ** 2, w.rng)).toBe(true);
    const fresh = { idle: 0 };
    let gone = 0;
    for (let i = 0; i < 600; i++) if (despawns(fresh, 50 ** 2, w.rng)) gone++;
    expect(gone).toBe(0);
    const near = { idle: 5000 };
    expect(despawns(near, 20 ** 2, w.rng)).toBe(false);
    expect(near.idle).toBe(0);
  });
});

describe('undead in daylight (vanilla Mob.isSunBurnTick, Zombie.aiStep)', () => {
  it('a zombie under the open sky burns by day; one wearing a helmet does not, the helmet wears instead', () => {
    const w = flat();
    w.setTime(6000);
    const bare = w.mobs.get(w.spawnMob('zombie', { x: 20, y: 64, z: 0 }))!;
    const helmeted = w.mobs.get(w.spawnMob('zombie', { x: -20, y: 64, z: 0 }))!;
    helmeted.helmet = 'iron_helmet';
    w.advance(200);
    expect(bare.health).toBeLessThan(20);
    expect(helmeted.health).toBe(20);
    expect(helmeted.helmetDurability).toBeLessThan(165);
  });
});

describe('creepers (vanilla SwellGoal: fuse from within 3 blocks, stops only beyond 7; fuse 30 ticks; power 3)', () => {
  it('keeps its fuse when the player backs off to 5 blocks, and explodes for (x²+x)/2·7·6+1 damage', () => {
    const w = flat();
    const c = mob(w, 'creeper', 2, 64, 0);
    w.advance(10);
    expect(c.fuse).toBeGreaterThan(0);
    w.player.pos = { x: c.x + 0.5 - 5, y: 64, z: 0.5 };
    w.advance(CREEPER_FUSE);
    expect(w.mobs.has(c.id)).toBe(false);
    // Open flat ground: exposure 1, impact 1 − 5/6.
    const x = 1 - 5 / 6;
    expect(w.player.health).toBe(20 - Math.floor(((x * x + x) / 2) * 7 * 6 + 1));
  });

  it('lets the fuse run down when the player is 8 blocks away', () => {
    const w = flat();
    const c = mob(w, 'creeper', 2, 64, 0);
    w.advance(20);
    const lit = c.fuse;
    w.player.pos = { x: c.x + 0.5 - 8, y: 64, z: 0.5 };
    w.advance(10);
    expect(w.mobs.has(c.id)).toBe(true);
    expect(c.fuse).toBe(lit - 10);
  });

  it('breaks stone and dirt but not obsidian (blast resistance 6, 0.5, 1200 in minecraft-data)', () => {
    const w = flat(2, false);
    // Underground, inside stone: a dirt block and an obsidian block next to the centre.
    w.setBlock({ x: 0, y: 40, z: 0 }, 'air');
    w.setBlock({ x: 1, y: 40, z: 0 }, 'obsidian');
    w.setBlock({ x: -1, y: 40, z: 0 }, 'dirt');
    explode(w, 0.5, 40, 0.5, 3, 'test');
    expect(w.getBlock({ x: 1, y: 40, z: 0 })).toBe('obsidian');
    expect(w.getBlock({ x: -1, y: 40, z: 0 })).toBe('air');
    expect(w.getBlock({ x: 0, y: 41, z: 0 })).toBe('air');
    expect(w.getBlock({ x: 0, y: 39, z: 0 })).toBe('air');
  });

  it('drops about 1 in 3 of the blocks it breaks (survives_explosion: 1 / power)', () => {
    const w = flat(4, false);
    let broken = 0;
    // On the grass: craters of grass and dirt, each dropping dirt.
    for (let i = 0; i < 16; i++) broken += explode(w, i * 8 - 60 + 0.5, 64, 0.5, 3, 'test').filter((c) => c.y <= 63 && c.y >= 60).length;
    const dropped = w.items.filter((e) => e.name === 'dirt').reduce((n, e) => n + e.count, 0);
    expect(broken).toBeGreaterThan(200);
    expect(dropped / broken).toBeGreaterThan(0.25);
    expect(dropped / broken).toBeLessThan(0.42);
  });
});

describe('skeletons (vanilla RangedBowAttackGoal, AbstractArrow)', () => {
  it('shoot arrows that fly and hit for 2..5 on normal', () => {
    const w = flat();
    const s = mob(w, 'skeleton', 10, 64, 0);
    const hits: number[] = [];
    const hurt = w.player.hurt.bind(w.player);
    w.player.hurt = (a, c, t, f) => {
      if (c === 'skeleton') hits.push(a);
      return hurt(a, c, t, f);
    };
    let flying = 0;
    for (let i = 0; i < 400; i++) {
      w.advance(1);
      flying = Math.max(flying, w.arrows.length);
      w.player.health = 20;
    }
    expect(s.health).toBe(20);
    expect(flying).toBeGreaterThan(0);
    expect(hits.length).toBeGreaterThan(2);
    expect(Math.min(...hits)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...hits)).toBeLessThanOrEqual(5);
  });

  it('cannot shoot through a wall: no line of sight, no arrow; an arrow shot at a wall stops there', () => {
    const w = flat();
    // The player in a closed stone box.
    fill(w, [-1, 64, -1], [1, 66, 1], 'stone');
    w.setBlock({ x: 0, y: 64, z: 0 }, 'air');
    w.setBlock({ x: 0, y: 65, z: 0 }, 'air');
    mob(w, 'skeleton', 10, 64, 0);
    for (let i = 0; i < 200; i++) {
      w.advance(1);
      expect(w.arrows.length).toBe(0);
    }
    const arrow: Arrow = { x: 6.5, y: 65.5, z: 0.5, vx: -1.6, vy: 0, vz: 0, baseDamage: 2.5, shooter: 'skeleton', age: 0 };
    const arrows = [arrow];
    for (let i = 0; i < 10; i++) tickArrows(w, arrows);
    expect(arrows.length).toBe(0);
    expect(w.player.health).toBe(20);
  });
});

describe('mob movement (A* over standable cells)', () => {
  it('a spider climbs a 3-high wall to the player on top; a zombie cannot', () => {
    for (const [name, climbs] of [
      ['spider', true],
      ['zombie', false],
    ] as const) {
      const w = flat();
      fill(w, [5, 64, -5], [7, 66, 5], 'stone');
      w.player.pos = { x: 6.5, y: 67, z: 0.5 };
      const m = mob(w, name, 0, 64, 0);
      let top = m.y;
      for (let i = 0; i < 100; i++) {
        w.advance(1);
        top = Math.max(top, m.y);
      }
      expect(top, name).toBe(climbs ? 67 : 64);
    }
  });

  it('a zombie walks around a wall to the player', () => {
    const w = flat();
    fill(w, [3, 64, -3], [3, 65, 3], 'stone');
    const z = mob(w, 'zombie', 8, 64, 0);
    w.advance(100);
    // It got to the player (a hit at the latest knocks the player back a block or two).
    expect(w.player.health).toBeLessThan(20);
    expect(z.x).toBeLessThan(3);
  });

  it('a zombie hit knocks the player about a block away (LivingEntity.knockback 0.4)', () => {
    const w = flat();
    const z = mob(w, 'zombie', 1, 64, 0);
    w.advance(2);
    expect(w.player.health).toBe(17);
    expect(w.player.pos.x).toBe(-0.5);
    expect(z.x).toBe(1);
  });

  it("a big slime's touch knocks the player back as a zombie's hit does (LivingEntity.hurt)", () => {
    const w = flat();
    const s = w.mobs.get(w.spawnMob('slime', { x: 1, y: 64, z: 0 }, 4))!;
    s.aggro = true;
    s.seenAt = w.tick;
    w.advance(2);
    expect(w.player.health).toBe(16);
    expect(w.player.pos.x).toBe(-0.5);
  });
});
