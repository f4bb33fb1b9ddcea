/**
 * Odyssey's combat arena (zju-vipa/Odyssey `test_env/combatEnv.js` and `summonMob.js`, called as
 * `combatEnv(bot, 10, 15, 100)`), as world commands a test harness runs; skills never call these.
 *
 * - `/difficulty peaceful` then back: every hostile mob in the world is gone (the sim stays on normal).
 * - `/fill` a box of sea lantern 31 × 31 wide and 11 high, y 100..110, centred on the player's column, then air
 *   inside: fully lit (sea lantern emits 15), so nothing spawns in it and nothing outside gets in.
 * - `/tp` the player to y 101, on the box's floor.
 * - `/summon` each mob at x and z offsets of 5..10 blocks either way from the player (`sign × (r + rand × r)`, r 5),
 *   one block up; sim mobs stand on whole cells without gravity, so each is put on the floor below that spot.
 */
import { blockIdOf, B } from './data.js';
import { MOB_STATS } from './mob-stats.js';
import { hash4, Rng } from './rng.js';
import type { Vec3 } from './player.js';
import type { World } from './world.js';

export const ARENA = { radius: 15, height: 10, floorY: 100, summonRadius: 5 } as const;

/** `/fill`: every cell from a to b (inclusive, any corner order) becomes `block`. */
export function fill(world: World, a: Vec3, b: Vec3, block: string): number {
  const id = blockIdOf(block);
  if (id === undefined) throw new Error(`fill: unknown block '${block}'; use a minecraft-data 1.20.4 block name such as 'sea_lantern'`);
  let n = 0;
  for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++)
    for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++)
      for (let z = Math.min(a.z, b.z); z <= Math.max(a.z, b.z); z++, n++) world.setBlockId(x, y, z, id);
  return n;
}

/** `/tp`: the player stands at `to` (the centre of its cell). */
export function teleport(world: World, to: Vec3): void {
  world.player.pos = { x: Math.floor(to.x) + 0.5, y: Math.floor(to.y), z: Math.floor(to.z) + 0.5 };
}

/** `/difficulty peaceful`: every hostile mob and every arrow in flight is removed. */
export function clearHostiles(world: World): number {
  let n = 0;
  for (const m of world.mobs.values())
    if (MOB_STATS[m.name].kind === 'hostile') {
      world.mobs.delete(m.id);
      n++;
    }
  world.arrows.length = 0;
  return n;
}

export interface Arena {
  /** The box's inner floor corner cells (y = floor + 1) and the player's cell. */
  min: Vec3;
  max: Vec3;
  centre: Vec3;
  /** The summoned mobs' ids, in the order asked. */
  mobs: number[];
}

/** Odyssey's summon offset: a sign, then r plus up to r more (`getRandomNumber`). */
const offset = (rng: Rng, r: number): number => (rng.chance(0.5) ? -1 : 1) * (r + rng.next() * r);

/** The arena around the player and the mobs in it; the offsets come from the world's seed. */
export function buildArena(world: World, mobs: readonly string[]): Arena {
  const { radius: r, height: h, floorY: y } = ARENA;
  const cx = Math.floor(world.player.pos.x),
    cz = Math.floor(world.player.pos.z);
  clearHostiles(world);
  fill(world, { x: cx - r, y, z: cz - r }, { x: cx + r, y: y + h, z: cz + r }, 'sea_lantern');
  fill(world, { x: cx - r + 1, y: y + 1, z: cz - r + 1 }, { x: cx + r - 1, y: y + h - 1, z: cz + r - 1 }, 'air');
  teleport(world, { x: cx, y: y + 1, z: cz });
  const rng = new Rng(hash4(world.seed, 0xa7e4a, mobs.length, 7));
  const ids = mobs.map((name) => {
    const x = Math.floor(cx + 0.5 + offset(rng, ARENA.summonRadius)),
      z = Math.floor(cz + 0.5 + offset(rng, ARENA.summonRadius));
    let my = y + 2;
    while (my > y + 1 && world.blockId(x, my - 1, z) === B.air) my--;
    return world.spawnMob(name, { x, y: my, z });
  });
  return { min: { x: cx - r + 1, y: y + 1, z: cz - r + 1 }, max: { x: cx + r - 1, y: y + 1, z: cz + r - 1 }, centre: { x: cx, y: y + 1, z: cz }, mobs: ids };
}
