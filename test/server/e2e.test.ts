import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type SaplingServer } from '../../src/server/index.js';
import { sapling } from '../cli/run-cli.js';

let server: SaplingServer;
const dir = mkdtempSync(join(tmpdir(), 'sapling-e2e-'));

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 42 });
}, 20_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
}, 10_000);

describe('sapling run on the embedded server, from an empty inventory', () => {
  it('obtains a stone pickaxe through mineflayer on the version it found on connect (1.20.4), and the server agrees', async () => {
    const trace = join(dir, 'run.jsonl');
    const args = ['run', 'obtain a stone pickaxe', '--server', `127.0.0.1:${server.port}`, '--username', 'e2e', '--json', '--trace', trace];
    const r = await sapling(args, { timeoutMs: 150_000 });
    expect(r.code, `${r.stderr}\n${r.stdout.slice(-1500)}`).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ ok: true, planner: 'knowledge' });
    expect(summary.inventory.stone_pickaxe).toBe(1);
    // The version was asked of the server, not passed (test/conformance/versions.test.ts does the same on the newest).
    const start = JSON.parse(readFileSync(trace, 'utf8').split('\n')[0]!);
    expect(start).toMatchObject({ type: 'run_start', world: `server 127.0.0.1:${server.port} (Minecraft 1.20.4)` });
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
