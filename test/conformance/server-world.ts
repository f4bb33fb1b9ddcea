/** The conformance world backed by the embedded flying-squid and a mineflayer body. */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Vec3 } from 'vec3';
import { createMineflayerBody, type MineflayerBody } from '../../src/body/mineflayer/index.js';
import type { Vec3Like } from '../../src/contracts/body.js';
import { startServer, type SaplingServer } from '../../src/server/index.js';
import { eventually, total, type ConformanceWorld } from './harness.js';

const floor = (p: Vec3Like) => ({ x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) });

/**
 * The world on a server of `version` (default 1.20.4; SAPLING_CONFORMANCE_VERSION runs the whole suite on
 * another by hand, e.g. 1.21.4). The bot is not told the version: it takes the server's.
 */
export async function createServerWorld(version = process.env.SAPLING_CONFORMANCE_VERSION ?? '1.20.4'): Promise<ConformanceWorld & { server: SaplingServer }> {
  const server = await startServer({ port: 0, seed: 7, cookTicks: 10, version });
  let body: MineflayerBody;
  try {
    body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'conform', log: () => {} });
  } catch (err) {
    await server.close();
    throw err;
  }
  const name = 'conform';
  const h = server.hooks;
  const origin = floor(body.position());
  return {
    name: 'server',
    server,
    body,
    origin: () => origin,
    async setBlock(pos, block) {
      await h.setBlock(pos, block);
      // What the client holds, not what the body sees: a block set out of sight arrives all the same.
      await eventually(
        () => body.bot.blockAt(new Vec3(pos.x, pos.y, pos.z))?.name,
        (b) => b === block,
      );
    },
    getBlock: (pos) => h.getBlock(pos),
    async give(item, count) {
      const want = body.count(item) + count;
      h.give(name, item, count);
      await eventually(
        () => body.count(item),
        (n) => n === want,
      );
    },
    async clearInventory() {
      h.clearInventory(name);
      await eventually(
        () => body.inventory().length,
        (n) => n === 0,
      );
    },
    async setFood(food) {
      h.setFood(name, food);
      await eventually(
        () => body.vitals().food,
        (f) => f === food,
      );
    },
    async spawnMob(mob, pos) {
      const id = h.spawnMob(mob, pos);
      await eventually(
        () => body.entities({ names: [mob] }).some((e) => e.id === id),
        (v) => v,
      );
      return id;
    },
    async teleport(pos) {
      h.teleport(name, pos);
      await eventually(
        () => body.position(),
        (p) => Math.abs(p.x - pos.x) < 0.5 && Math.abs(p.y - pos.y) < 1.5 && Math.abs(p.z - pos.z) < 0.5,
      );
    },
    setTime: async (t) => h.setTime(t),
    mobAlive: async (id) => h.entityAlive(id),
    async removeMob(id) {
      h.removeEntity(id);
      await eventually(
        () => body.entities({}).some((e) => e.id === id),
        (v) => !v,
      );
    },
    async kill() {
      h.kill(name);
    },
    inventoryTruth: async () => h.inventory(name),
    chestTruth: async (pos) => h.chest(pos),
    async crossCheck(positions) {
      for (const p of positions) expect(body.blockAt(p), `bot's view of ${p.x},${p.y},${p.z}`).toBe(await h.getBlock(p));
      // The bot's inventory matches the server's record, item by item.
      const truth = await eventually(
        () => h.inventory(name),
        (t) => sameCounts(t, body.inventory()),
      );
      for (const it of new Set([...truth, ...body.inventory()].map((s) => s.name)))
        expect(total(body.inventory(), it), `bot's count of ${it}`).toBe(total(truth, it));
    },
    async close() {
      await body.close();
      await server.close();
    },
  };
}

/**
 * A suite on its own embedded server: `define` adds the scenarios. Each test file starts one, so that the
 * scenarios, split over files, run on both test workers at once.
 */
export function describeOnServer(title: string, define: (world: () => ConformanceWorld) => void): void {
  let world: ConformanceWorld | undefined;
  describe(title, { timeout: 20_000 }, () => {
    beforeAll(async () => {
      world = await createServerWorld();
    }, 20_000);
    // A hung close must not outlive the suite.
    afterAll(async () => {
      await Promise.race([world?.close(), new Promise((r) => setTimeout(r, 5000))]);
    }, 10_000);
    define(() => world!);
  });
}

function sameCounts(a: { name: string; count: number }[], b: { name: string; count: number }[]): boolean {
  const names = new Set([...a, ...b].map((s) => s.name));
  return [...names].every((n) => total(a, n) === total(b, n));
}
