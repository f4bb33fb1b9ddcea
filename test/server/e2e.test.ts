import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMineflayerBody, type MineflayerBody } from '../../src/body/mineflayer/index.js';
import { sequenceStonePickaxe } from '../../src/body/mineflayer/bench.js';
import { startServer, type SaplingServer } from '../../src/server/index.js';

let server: SaplingServer;
let body: MineflayerBody;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 42 });
  body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'e2e', log: () => {} });
}, 20_000);

afterAll(async () => {
  await body?.close();
  await server?.close();
}, 10_000);

describe('mineflayer body on the embedded server, from an empty inventory', () => {
  it('chops logs, crafts a wooden pickaxe, mines stone and crafts a stone pickaxe', async () => {
    const abort = new AbortController();
    const r = await sequenceStonePickaxe(body, abort.signal);
    const failed = r.steps.find((s) => !s.outcome.ok);
    expect(failed?.outcome ?? null, failed ? `${failed.step} failed` : '').toBeNull();
    expect(r.ok).toBe(true);
    // The bot's view and the server's record agree.
    const truth = server.hooks.inventory('e2e');
    expect(truth.filter((i) => i.name === 'stone_pickaxe').length).toBe(1);
    expect(body.count('wooden_pickaxe')).toBe(1);
    console.log(`stone pickaxe sequence: ${r.totalMs} ms; ${r.steps.map((s) => `${s.step} ${s.ms}`).join(', ')}`);
  }, 90_000);
});
