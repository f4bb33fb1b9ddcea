/**
 * `sapling server`: flying-squid in-process (Minecraft 1.20.4 by default, or
 * any of SERVER_VERSIONS), with Sapling's gameplay plugin and seeded world
 * generator. Tests start it on port 0.
 */
import { createRequire } from 'node:module';
import type { SquidServer } from 'flying-squid';
import { Vec3 } from 'vec3';
import { SPAWN_X, SPAWN_Z, saplingGenerator, surfaceHeight } from './generator.js';
import { createHooks, type WorldHooks } from './hooks.js';
import { installGameplay, type SmeltingFacts } from './plugin/index.js';
import { defaultSmelting } from '../knowledge/smelting-facts.js';
import { untrackTimers, trackSquidTimers } from './timers.js';
import { withoutSquidConsole } from './console.js';
import { serverVersionProblem } from './versions.js';
import { accessControl, bindWarning, NAME_PATTERN, type AccessEvent, type AccessOptions } from './access.js';

export type { WorldHooks } from './hooks.js';
export type { SmeltingFacts } from './plugin/index.js';
export type { AccessEvent, AccessOptions } from './access.js';
export { surfaceHeight, SPAWN_X, SPAWN_Z } from './generator.js';
export { isLoopback, describeAdmitted } from './access.js';
export { SERVER_VERSIONS, NEWEST_SERVER_VERSION, serverVersionProblem } from './versions.js';

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  seed?: number;
  /** One of SERVER_VERSIONS (default 1.20.4); any other is refused before anything starts. */
  version?: string;
  keepInventory?: boolean;
  /** Print flying-squid's log to the console. */
  logging?: boolean;
  /** Ticks to smelt one item; vanilla 200. Tests use fewer. */
  cookTicks?: number;
  smelting?: SmeltingFacts;
  viewDistance?: number;
  /**
   * The bot's names: the only operators, and always admitted. Without any, no
   * one is an operator and (unless `open: false`) any name may join: that is
   * for tests and the benchmark; `sapling server` always names the bot.
   */
  bots?: string[];
  /** More names admitted, as non-operators (e.g. a person watching with a vanilla client). */
  allow?: string[];
  /** Admit any name, as a non-operator unless it is a bot's. Default: true when no `bots` are given, else false. */
  open?: boolean;
  /**
   * Access lines: the warning when bound beyond loopback, refused logins, and
   * players joining and leaving. Default: warnings and refusals to stderr.
   */
  log?: (line: string, event: AccessEvent) => void;
}

export interface SaplingServer {
  port: number;
  seed: number;
  serv: SquidServer;
  /** Test-only world setup through the server API. */
  hooks: WorldHooks;
  /** The block the players spawn on top of (feet position). */
  spawn: { x: number; y: number; z: number };
  /** Who may join and who is an operator, as resolved from the options. */
  access: AccessOptions;
  close(): Promise<void>;
}

const GENERATOR = 'sapling';
const START_TIMEOUT_MS = 10_000;

export async function startServer(opts: ServerOptions = {}): Promise<SaplingServer> {
  const { port = 25565, host = '127.0.0.1', version = '1.20.4', logging = false } = opts;
  const problem = serverVersionProblem(version);
  if (problem) throw new Error(problem);
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  const smelting = opts.smelting ?? (await defaultSmelting(version));
  const access = resolveAccess(opts);
  const report = reporter(opts.log);
  const warning = bindWarning(host, access);
  if (warning) report({ kind: 'warning', message: warning });
  const control = accessControl(access, report);
  const require = createRequire(import.meta.url);
  const squid = require('flying-squid') as typeof import('flying-squid');
  squid.generations[GENERATOR] = saplingGenerator as never;

  trackSquidTimers();
  const serv = withoutSquidConsole(() =>
    squid.createMCServer({
      port,
      host,
      version,
      motd: 'Sapling test server',
      'max-players': 10,
      'online-mode': false,
      logging: false,
      noConsoleOutput: !logging,
      debug: logging ? (m: string) => console.log(m) : () => {},
      gameMode: 0,
      difficulty: 1,
      kickTimeout: 10_000,
      plugins: {},
      modpe: false,
      'view-distance': opts.viewDistance ?? 4,
      'player-list-text': { header: '', footer: '' },
      // Operators are decided by name in access.ts; flying-squid's own flag would make everyone one.
      'everybody-op': false,
      beforeLogin: control.beforeLogin,
      'max-entities': 200,
      generation: { name: GENERATOR, options: { seed } },
    }),
  );
  // flying-squid's serv.log moves the terminal cursor on stdout even with its console output off.
  if (!logging) serv.log = () => {};
  const spawnY = surfaceHeight(seed, SPAWN_X, SPAWN_Z) + 1;
  serv.getSpawnPoint = async () => new Vec3(SPAWN_X + 0.5, spawnY, SPAWN_Z + 0.5);
  control.install(serv);
  const gameplay = installGameplay(serv, { keepInventory: opts.keepInventory ?? false, smelting, cookTicks: opts.cookTicks ?? 200 });

  const listening = await waitListening(serv);
  let closed: Promise<void> | null = null;
  return {
    port: listening,
    seed,
    serv,
    hooks: createHooks(serv, gameplay),
    spawn: { x: SPAWN_X, y: spawnY, z: SPAWN_Z },
    access,
    close: () => (closed ??= closeServer(serv)),
  };
}

function resolveAccess(opts: ServerOptions): AccessOptions {
  const bots = [...new Set(opts.bots ?? [])];
  const allow = [...new Set(opts.allow ?? [])].filter((n) => !bots.some((b) => b.toLowerCase() === n.toLowerCase()));
  for (const name of [...bots, ...allow])
    if (!NAME_PATTERN.test(name)) throw new Error(`'${name}' is not a Minecraft player name (1-16 letters, digits or underscores)`);
  return { bots, allow, open: opts.open ?? bots.length === 0 };
}

export function formatAccess(e: AccessEvent): string {
  switch (e.kind) {
    case 'warning':
      return `warning: ${e.message}`;
    case 'refused':
      return `refused ${e.username} from ${e.address}: ${e.reason}`;
    case 'joined':
      return `${e.username} joined from ${e.address}${e.operator ? ' (operator)' : ''}`;
    case 'left':
      return `${e.username} left`;
  }
}

function reporter(log: ServerOptions['log']): (e: AccessEvent) => void {
  if (log) return (e) => log(formatAccess(e), e);
  return (e) => {
    if (e.kind === 'warning' || e.kind === 'refused') process.stderr.write(`[server] ${formatAccess(e)}\n`);
  };
}

function waitListening(serv: SquidServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`flying-squid did not start listening within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    serv.once('listening', (port: number) => {
      clearTimeout(timer);
      resolve(port);
    });
    serv.once('error', (err: Error) => {
      clearTimeout(timer);
      reject(new Error(`flying-squid failed to start: ${err.message} (is the port already in use? try --port 0)`));
    });
  });
}

/**
 * Stop ticking, drop every client, close the socket. flying-squid's own
 * destroy() throws if players are still connected and leaves per-player timers
 * running, so this does it in an order that never throws and leaves nothing.
 */
async function closeServer(serv: SquidServer): Promise<void> {
  serv.stopTickInterval();
  serv.isClosed = true;
  for (const p of serv.players) {
    try {
      p._client.end('Server closed');
    } catch {
      /* already gone */
    }
    p._client.write = () => {};
  }
  const closed = new Promise<void>((resolve) => {
    const t = setTimeout(resolve, 2000);
    serv._server.once('close', () => {
      clearTimeout(t);
      resolve();
    });
  });
  try {
    serv._server.close();
  } catch {
    /* already closed */
  }
  await closed;
  // Connections still open (a client that never answered, a refused login) are cut, and minecraft-protocol's
  // 30-second timers to destroy them are cleared, so that nothing holds the process after close.
  for (const client of [...serv.players.map((p) => p._client), ...Object.values(serv._server.clients)]) {
    clearTimeout(client.closeTimer);
    client.socket?.destroy();
  }
  untrackTimers();
}
