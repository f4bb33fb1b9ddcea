/**
 * Connecting a mineflayer bot with clear errors: a ping first learns the
 * server's version (so a mismatch is named, not a protocol crash), then login
 * must reach 'spawn' within the timeout.
 */
import { createRequire } from 'node:module';
import type { Bot } from 'mineflayer';
import { connectionError } from './errors.js';

const require = createRequire(import.meta.url);
const mineflayer = require('mineflayer') as typeof import('mineflayer');
const mcProtocol = createRequire(require.resolve('mineflayer'))('minecraft-protocol');
const { pathfinder } = require('mineflayer-pathfinder') as typeof import('mineflayer-pathfinder');

export interface ConnectOptions {
  host: string;
  port: number;
  username: string;
  version: string;
  auth: 'offline' | 'microsoft';
  connectTimeoutMs: number;
}

/** Ask the server which version it speaks; throws a clear error if nobody answers. */
export async function pingVersion(o: ConnectOptions): Promise<string | null> {
  const answer = mcProtocol.ping({ host: o.host, port: o.port, closeTimeout: o.connectTimeoutMs, noPongTimeout: o.connectTimeoutMs });
  const res = await withTimeout(answer, o.connectTimeoutMs, `cannot connect to ${o.host}:${o.port}: no answer within ${o.connectTimeoutMs} ms`).catch(
    (err: unknown) => {
      throw (err as Error).message?.startsWith('cannot connect') ? err : connectionError(err, o.host, o.port);
    },
  );
  const name = (res as { version?: { name?: string } })?.version?.name;
  return typeof name === 'string' ? name : null;
}

export async function connectBot(o: ConnectOptions): Promise<Bot> {
  const served = await pingVersion(o);
  if (served && !served.split(/[\s,/]+/).includes(o.version) && !served.includes(o.version)) {
    throw new Error(`server at ${o.host}:${o.port} speaks Minecraft ${served}, not ${o.version}; pass --version ${served.split(/\s/).pop()}`);
  }
  const bot = mineflayer.createBot({
    host: o.host,
    port: o.port,
    username: o.username,
    version: o.version,
    auth: o.auth,
    hideErrors: true,
    logErrors: false,
    respawn: true,
    checkTimeoutInterval: 30_000,
  });
  bot.loadPlugin(pathfinder);
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        bot.once('spawn', () => resolve());
        bot.once('kicked', (reason: unknown) => reject(new Error(`kicked by ${o.host}:${o.port} during login: ${kickText(reason)}`)));
        bot.once('error', (err: Error) => reject(connectionError(err, o.host, o.port)));
        bot.once('end', (reason: string) => reject(new Error(`disconnected from ${o.host}:${o.port} during login: ${reason}`)));
      }),
      o.connectTimeoutMs,
      `cannot join ${o.host}:${o.port}: no spawn within ${o.connectTimeoutMs} ms`,
    );
  } catch (err) {
    // Ending a connection the server already closed starts minecraft-protocol's 30 s close timer, which would keep
    // the process waiting after the error; let it go instead.
    const client = (bot as unknown as { _client?: { ended?: boolean; closeTimer?: NodeJS.Timeout } })._client;
    if (!client?.ended) bot.end();
    client?.closeTimer?.unref?.();
    throw err;
  }
  return bot;
}

/** Kick reasons arrive as chat components (JSON or NBT-ish objects); flatten to text. */
export function kickText(reason: unknown): string {
  if (typeof reason === 'string') {
    try {
      return kickText(JSON.parse(reason));
    } catch {
      return reason;
    }
  }
  if (reason && typeof reason === 'object') {
    const r = reason as { text?: unknown; translate?: unknown; extra?: unknown[]; value?: unknown };
    if (r.value !== undefined) return kickText(r.value);
    const head = typeof r.text === 'string' ? r.text : typeof r.translate === 'string' ? r.translate : '';
    return head + (Array.isArray(r.extra) ? r.extra.map(kickText).join('') : '');
  }
  return String(reason);
}

export function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}
