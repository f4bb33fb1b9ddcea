import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type SaplingServer } from '../../src/server/index.js';
import { sapling } from '../cli/run-cli.js';

let server: SaplingServer;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 42 });
}, 20_000);

afterAll(async () => {
  await server?.close();
}, 10_000);

describe('sapling run on the embedded server, from an empty inventory', () => {
  it('obtains a stone pickaxe through mineflayer, and the server agrees', async () => {
    const r = await sapling(['run', 'obtain a stone pickaxe', '--server', `127.0.0.1:${server.port}`, '--username', 'e2e', '--json'], { timeoutMs: 150_000 });
    expect(r.code, `${r.stderr}\n${r.stdout.slice(-1500)}`).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ ok: true, planner: 'knowledge' });
    expect(summary.inventory.stone_pickaxe).toBe(1);
    // The server's own world: the bot placed a crafting table near spawn, or (as it takes its table along) carries it away.
    const { x, y, z } = server.spawn;
    const tables: string[] = [];
    for (let dx = -10; dx <= 10; dx++)
      for (let dy = -3; dy <= 3; dy++)
        for (let dz = -10; dz <= 10; dz++)
          if ((await server.hooks.getBlock({ x: x + dx, y: y + dy, z: z + dz })) === 'crafting_table') tables.push(`${dx},${dy},${dz}`);
    expect(tables.length + (summary.inventory.crafting_table ?? 0)).toBeGreaterThanOrEqual(1);
    expect(tables.length).toBeLessThanOrEqual(1);
  }, 160_000);
});
