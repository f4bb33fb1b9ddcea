/**
 * Connecting a mineflayer bot with clear errors: a ping first learns the
 * server's version (so a version Sapling cannot play is named, not a protocol
 * crash), then login with that version must reach 'spawn' within the timeout.
 * Pinging ourselves rather than leaving the version to mineflayer's own
 * detection lets the caller learn the version before login (the run builds its
 * knowledge and plan from it) and refuse one outside the range with a reason.
 */
import { createRequire } from 'node:module';
import type { Bot } from 'mineflayer';
import { connectionError } from './errors.js';
import { chooseVersion, type Served } from './version.js';

const require = createRequire(import.meta.url);
const mineflayer = require('mineflayer') as typeof import('mineflayer');
const mcProtocol = createRequire(require.resolve('mineflayer'))('minecraft-protocol');
const { pathfinder } = require('mineflayer-pathfinder') as typeof import('mineflayer-pathfinder');

export interface ConnectOptions {
  host: string;
  port: number;
  username: string;
  /** The version the caller expects (--mc-version); undefined: the server's own. */
  version?: string;
  auth: 'offline' | 'microsoft';
  connectTimeoutMs: number;
}

type PingOptions = Pick<ConnectOptions, 'host' | 'port' | 'connectTimeoutMs'>;

/** Ask the server which version it speaks; throws a clear error if nobody answers. */
export async function pingVersion(o: PingOptions): Promise<Served> {
  const answer = mcProtocol.ping({ host: o.host, port: o.port, closeTimeout: o.connectTimeoutMs, noPongTimeout: o.connectTimeoutMs });
  const res = await withTimeout(answer, o.connectTimeoutMs, `cannot connect to ${o.host}:${o.port}: no answer within ${o.connectTimeoutMs} ms`).catch(
    (err: unknown) => {
      throw (err as Error).message?.startsWith('cannot connect') ? err : connectionError(err, o.host, o.port);
    },
  );
  const v = (res as { version?: { name?: unknown; protocol?: unknown } })?.version;
  return { name: typeof v?.name === 'string' ? v.name : '(unnamed)', protocol: typeof v?.protocol === 'number' ? v.protocol : null };
}

/** The Minecraft version of the server, checked against what Sapling plays (and `expected`, when given). */
export async function detectVersion(o: PingOptions & { version?: string }): Promise<string> {
  return chooseVersion(await pingVersion(o), `${o.host}:${o.port}`, o.version);
}

export async function connectBot(o: ConnectOptions): Promise<Bot> {
  const version = await detectVersion(o);
  const bot = mineflayer.createBot({
    host: o.host,
    port: o.port,
    username: o.username,
    version,
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
