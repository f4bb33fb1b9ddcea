/**
 * The 3D viewer on the server path: the embedded flying-squid server on
 * loopback, the mineflayer body, and a socket.io client standing in for the
 * page (the browser side is the same page as on the simulated world, tested
 * in viewer.test.ts). The columns arrive in the page's 1.20.1 state ids.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMineflayerBody, type MineflayerBody } from '../../src/body/mineflayer/index.js';
import { startServer, type SaplingServer } from '../../src/server/index.js';
import { loadViewer, startViewer, ViewerMissing, VIEW_VERSION, type ViewerPackage, type ViewerServer } from '../../src/viewer/index.js';

const viewer: ViewerPackage | null = await loadViewer().catch((e: unknown) => {
  if (e instanceof ViewerMissing) return null;
  throw e;
});
const skip = viewer ? '' : 'skipped: prismarine-viewer is not installed (npm install prismarine-viewer)';
if (skip) console.warn(`3D viewer server-path test ${skip}`);

interface Client {
  on(event: string, listener: (data: never) => void): void;
  close(): void;
}

describe.skipIf(Boolean(skip))(`3D viewer of a server's world through mineflayer${skip ? ` (${skip})` : ''}`, () => {
  let server: SaplingServer;
  let body: MineflayerBody;
  let view: ViewerServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 1, log: () => {} });
    body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'Sapling', log: () => {} });
    view = await startViewer(body, { port: 0, viewer: viewer!, viewDistance: 2 });
  }, 30_000);
  afterAll(async () => {
    client?.close();
    await view?.close();
    await body?.close();
    await server?.close();
  });

  it("sends the bot's columns in the page's state ids, its position, and the blocks that change", async () => {
    const own = createRequire(createRequire(import.meta.url).resolve('prismarine-viewer/package.json'));
    const io = own('socket.io-client') as (url: string, opts: object) => Client;
    const Column = (own('prismarine-chunk') as ViewerPackage['Column'])(VIEW_VERSION) as unknown as {
      fromJson(j: string): { getBlockStateId(p: object): number };
    };
    const names = (createRequire(import.meta.url)('minecraft-data') as (v: string) => import('minecraft-data').IndexedData)(VIEW_VERSION);
    client = io(view.url, { transports: ['websocket'] });
    const versions: string[] = [];
    const columns = new Map<string, string>();
    const updates: { pos: { x: number; y: number; z: number }; stateId: number }[] = [];
    let position: { x: number; y: number; z: number } | null = null;
    client.on('version', (v: string) => versions.push(v));
    client.on('loadChunk', (c: { x: number; z: number; chunk: string }) => columns.set(`${c.x},${c.z}`, c.chunk));
    client.on('blockUpdate', (u: (typeof updates)[number]) => updates.push(u));
    client.on('position', (p: { pos: { x: number; y: number; z: number } }) => (position = p.pos));
    // View distance 2: the 3 × 3 columns around the bot's chunk.
    await expect.poll(() => columns.size, { timeout: 10_000 }).toBe(9);
    expect(versions).toEqual([VIEW_VERSION]);
    // The block under the spawn point, read back from the column as the page reads it.
    const { x, y, z } = server.spawn;
    const under = { x: ((x % 16) + 16) % 16, y: y - 1, z: ((z % 16) + 16) % 16 };
    const column = Column.fromJson(columns.get(`${Math.floor(x / 16) * 16},${Math.floor(z / 16) * 16}`)!);
    expect(names.blocksByStateId[column.getBlockStateId(under)]?.name).toBe(await server.hooks.getBlock({ x, y: y - 1, z }));
    // A block set on the server reaches the page as the 1.20.1 id of deepslate (whose 1.20.4 id 1.20.1 lacks).
    await server.hooks.setBlock({ x: x + 1, y, z }, 'deepslate');
    await expect
      .poll(() => updates.find((u) => u.pos.x === x + 1 && u.pos.y === y && u.pos.z === z)?.stateId, { timeout: 5_000 })
      .toBe(names.blocksByName.deepslate!.defaultState);
    await body.goto({ x: x + 3, y, z: z + 3 }, 1, new AbortController().signal);
    await expect.poll(() => position && Math.abs(position.x - x) + Math.abs(position.z - z), { timeout: 5_000 }).toBeGreaterThan(1);
  }, 30_000);
});
