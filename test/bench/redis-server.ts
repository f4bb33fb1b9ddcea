/**
 * A throwaway redis-server on 127.0.0.1 for the queue tests: Debian's
 * redis-server (apt-get install redis-server), no persistence, on a port the
 * OS just handed out. Redis cannot listen on port 0 itself, so the port comes
 * from binding a socket to 0 and closing it; a lost race for it is retried.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Whether `redis-server` is on the PATH; the queue tests skip, saying so, when it is not. */
export const redisServerInstalled = (): boolean => !spawnSync('redis-server', ['--version']).error;

/** A port nothing listens on just now: the OS picks it for a socket that is then closed. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Resolves once the server has said it is ready and answered a PING; rejects with its output if it exits first. */
function launch(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server --port ${port} exited with ${code}:\n${out}`)));
    const onData = (d: Buffer) => {
      out += d;
      if (!out.includes('Ready to accept connections')) return;
      child.stdout!.off('data', onData);
      const url = `redis://127.0.0.1:${port}/0`;
      const ping = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      ping
        .connect()
        .then(() => ping.ping())
        .then(() => resolve({ child, url }), reject)
        .finally(() => ping.disconnect());
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
  });
}

export async function startRedis(): Promise<RedisServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { child, url } = await launch(await freePort());
      child.removeAllListeners('exit');
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      return { url, stop: () => (child.kill('SIGTERM'), exited) };
    } catch (e) {
      // Another process may take the port between its release and redis-server's bind.
      if (attempt === 3) throw e;
    }
  }
}
