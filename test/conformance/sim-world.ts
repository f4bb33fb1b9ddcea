/** The conformance world backed by the simulated world (src/body/sim). */
import type { ConformanceWorld } from './harness.js';
import type { Vec3Like } from '../../src/contracts/body.js';

const floor = (p: Vec3Like) => ({ x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) });

export async function createSimWorld(): Promise<ConformanceWorld> {
  const { createSimBody } = await import('../../src/body/sim/index.js');
  // Flat terrain never spawns mobs by itself; `mobs: true` makes the ones a scenario spawns move and fight.
  const body = createSimBody({ seed: 7, terrain: 'flat', mobs: true });
  const world = body.world;
  const origin = floor(body.position());
  return {
    name: 'sim',
    body,
    origin: () => origin,
    setBlock: async (pos, name) => world.setBlock(floor(pos), name),
    getBlock: async (pos) => world.getBlock(floor(pos)),
    give: async (item, count) => {
      world.give(item, count);
    },
    clearInventory: async () => {
      world.player.inventory.clear();
    },
    setFood: async (food) => {
      world.player.food = food;
    },
    spawnMob: async (name, pos) => world.spawnMob(name, floor(pos)),
    teleport: async (pos) => {
      world.player.pos = { ...pos };
      await body.wait(1, new AbortController().signal);
    },
    setTime: async (t) => world.setTime(t),
    mobAlive: async (id) => world.mobs.has(id),
    removeMob: async (id) => void world.mobs.delete(id),
    // Death is processed on the next game tick.
    kill: async () => {
      world.hurtPlayer(1000, 'test');
      world.advance(1);
    },
    inventoryTruth: async () => body.inventory(),
    chestTruth: async (pos) => (world.chestAt(floor(pos)) ?? []).filter((s) => s !== null).map((s) => ({ name: s!.name, count: s!.count })),
    close: async () => {},
  };
}
