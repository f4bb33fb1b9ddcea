/**
 * The real bot on the embedded server at the newest Minecraft version the
 * server serves. The bot is never told the version: `sapling run --server`
 * asks the server, and plans with that version's knowledge. 1.20.4 is covered
 * by test/server/e2e.test.ts (the same stone pickaxe, the version checked in
 * the trace) and the whole conformance suite (server*.test.ts); this adds what
 * differs on the newest: the respawn packet changed shape in 1.20.5.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEWEST_SERVER_VERSION, startServer, type SaplingServer } from '../../src/server/index.js';
import { sapling } from '../cli/run-cli.js';
import { eventually } from './harness.js';
import { createServerWorld } from './server-world.js';

const servers: SaplingServer[] = [];
const dir = mkdtempSync(join(tmpdir(), 'sapling-versions-'));

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
}, 10_000);

it('the newest version the server serves is past 1.20.4', () => {
  expect(NEWEST_SERVER_VERSION).toBe('1.21.4');
});

describe('sapling run --server, the version found on connect', () => {
  it(`reaches a stone pickaxe on a ${NEWEST_SERVER_VERSION} server`, async () => {
    const version = NEWEST_SERVER_VERSION;
    const server = await startServer({ port: 0, seed: 42, version });
    servers.push(server);
    const trace = join(dir, `${version}.jsonl`);
    const args = ['run', 'obtain a stone pickaxe', '--server', `127.0.0.1:${server.port}`, '--username', 'versions', '--json', '--trace', trace];
    const r = await sapling(args, { timeoutMs: 150_000 });
    expect(r.code, `${r.stderr}\n${r.stdout.slice(-1500)}`).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, inventory: { stone_pickaxe: 1 } });
    const start = JSON.parse(readFileSync(trace, 'utf8').split('\n')[0]!);
    expect(start).toMatchObject({ type: 'run_start', world: `server 127.0.0.1:${server.port} (Minecraft ${version})` });
  }, 160_000);
});

describe(`the mineflayer body on a ${NEWEST_SERVER_VERSION} server`, () => {
  it('takes the server version, dies and respawns (the 1.20.5+ respawn packet)', async () => {
    const world = await createServerWorld(NEWEST_SERVER_VERSION);
    try {
      expect((world.body as unknown as { version: string }).version).toBe(NEWEST_SERVER_VERSION);
      await world.give('dirt', 5);
      await world.kill();
      const deaths = await eventually(
        () => world.body.deaths(),
        (d) => d.length === 1,
      );
      expect(deaths[0]!.lost).toEqual([expect.objectContaining({ name: 'dirt', count: 5 })]);
      const health = await eventually(
        () => world.body.vitals().health,
        (hp) => hp > 0,
      );
      expect(health).toBeGreaterThan(0);
      expect(world.body.count('dirt')).toBe(0);
    } finally {
      await world.close();
    }
  }, 20_000);
});
