import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createMineflayerBody } from '../../src/body/mineflayer/index.js';
import { startServer } from '../../src/server/index.js';
import { startSapling, stop, type Running } from './spawn.js';

/** A port nothing listens on: bind one, then free it. */
async function deadPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('mineflayer body faults', () => {
  it('a refused connection is a clear error within 10 s', async () => {
    const port = await deadPort();
    const t0 = Date.now();
    const err = await createMineflayerBody({ host: '127.0.0.1', port, username: 'x', log: () => {} }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/connection refused/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('a version the server does not speak is named in the error', async () => {
    const server = await startServer({ port: 0, seed: 1 });
    try {
      const err = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'old', version: '1.19.4', log: () => {} }).catch(
        (e: Error) => e,
      );
      expect((err as Error).message).toMatch(/speaks Minecraft 1\.20\.4 \(protocol \d+\), not 1\.19\.4; leave out --mc-version/);
    } finally {
      await server.close();
    }
  });

  it('no path gives unreachable, not a hang', async () => {
    const server = await startServer({ port: 0, seed: 1 });
    const body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'walker', log: () => {} });
    try {
      // Wall the bot in with bedrock (which the pathfinder cannot dig) and ask it to leave.
      const o = body.position();
      const f = { x: Math.floor(o.x), y: Math.floor(o.y), z: Math.floor(o.z) };
      for (let dx = -1; dx <= 1; dx++)
        for (let dz = -1; dz <= 1; dz++)
          for (let dy = -1; dy <= 2; dy++) {
            if (dx === 0 && dz === 0 && (dy === 0 || dy === 1)) continue;
            await server.hooks.setBlock({ x: f.x + dx, y: f.y + dy, z: f.z + dz }, 'bedrock');
          }
      const t0 = Date.now();
      const out = await body.goto({ x: f.x + 20, y: f.y, z: f.z }, 1, new AbortController().signal);
      expect(out).toMatchObject({ ok: false, code: 'unreachable' });
      expect(Date.now() - t0).toBeLessThan(15_000);
    } finally {
      await body.close();
      await server.close();
    }
  }, 30_000);

  it('a server that stops mid-verb ends the verb with world_error', async () => {
    const server = await startServer({ port: 0, seed: 1 });
    const body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'orphan', reconnectAttempts: 1, log: () => {} });
    try {
      const waiting = body.wait(400, new AbortController().signal);
      await server.close();
      const out = await waiting;
      expect(out).toMatchObject({ ok: false, code: 'world_error' });
      // With the server gone, the next verb fails fast instead of hanging.
      const next = await body.wait(1, new AbortController().signal);
      expect(next).toMatchObject({ ok: false, code: 'world_error' });
      expect(next.ok ? '' : next.message).toMatch(/server gone|refused/);
    } finally {
      await body.close();
      await server.close();
    }
  }, 30_000);

  it('aborting a walk stops it with aborted', async () => {
    const server = await startServer({ port: 0, seed: 1 });
    const body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'aborter', log: () => {} });
    try {
      const ac = new AbortController();
      const p = body.goto({ x: server.spawn.x + 40, y: server.spawn.y, z: server.spawn.z }, 1, ac.signal);
      setTimeout(() => ac.abort(), 300);
      expect(await p).toMatchObject({ ok: false, code: 'aborted' });
    } finally {
      await body.close();
      await server.close();
    }
  }, 30_000);

  it('a server process killed under a running `sapling run` ends the run cleanly', async () => {
    // `sapling server` in its own process, so it can die as a crash would: no kick, no goodbye, sockets reset.
    const server = startSapling(['server', '--port', '0', '--seed', '42']);
    let run: Running | undefined;
    try {
      const port = (await server.waitStderr(/server on 127\.0\.0\.1:(\d+) /))[1];
      run = startSapling(['run', 'obtain a stone pickaxe', '--server', `127.0.0.1:${port}`]);
      // The progress line of the first step: the bot is in the world with a verb under way.
      await run.waitStderr(/\[tick \d+\] mine /, 60_000);
      server.child.kill('SIGKILL');
      await server.exited;
      const killedAt = Date.now();
      const exit = await run.exited;
      const stderr = run.stderr();
      // A failed run (exit 1) with its summary once the reconnect attempts (0.5 + 1 + 2 + 4 s) are spent, not a hang.
      expect(exit, stderr).toEqual({ code: 1, signal: null });
      expect(Date.now() - killedAt, stderr).toBeLessThan(20_000);
      expect(stderr).toMatch(/connection lost/);
      expect(run.stdout()).toMatch(/server gone/);
      // Told in one-line reports, not a crash.
      expect(stderr).not.toMatch(/internal error|Unhandled|^\s+at /m);
    } finally {
      await stop(run);
      await stop(server);
    }
  }, 120_000);
});
