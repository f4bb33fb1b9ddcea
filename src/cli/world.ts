import type { Command } from 'commander';
import type { Body } from '../contracts/body.js';
import { DEFAULT_VERSION, getKnowledge, type Knowledge } from '../knowledge/index.js';
import { CliError, UsageError } from './errors.js';
import { RANGES, whole } from './flags.js';

export interface WorldOptions {
  world: string;
  seed: number;
  keepInventory?: boolean;
  xray?: boolean;
  mobs: boolean;
  /** Hostile mobs too (commander's --no-hostiles sets false); the planner then takes no source that needs one. */
  hostiles?: boolean;
  /** Stop the simulated world's clock while planning or repairing (a server never stops). */
  pauseWhileThinking?: boolean;
  server?: string;
  username: string;
  /** The version the server should speak; by default whatever it speaks. */
  mcVersion?: string;
  auth: string;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** The flags that choose and shape the world, shared by `run` and `learn`. */
export const withWorldOptions = (cmd: Command): Command =>
  cmd
    .option('--world <world>', 'sim (default) or server (implied by --server)', 'sim')
    .option('--seed <n>', 'world seed for the simulated world, a whole number', whole('--seed', RANGES.seed), 1)
    .option('--keep-inventory', 'keep the inventory on death')
    .option('--xray', 'sense blocks behind walls')
    .option('--no-mobs', 'no mobs in the simulated world')
    .option('--no-hostiles', "no hostile mobs in the simulated world, passive animals kept (JARVIS-1's paper setting); plans then never hunt one")
    .option(
      '--pause-while-thinking',
      "stop the simulated world's clock while planning and repairing (by default wall time spent thinking passes as game time, as on a server)",
    )
    .option('--server <host:port>', 'a Minecraft server to join with mineflayer')
    .option('--username <name>', 'bot name on the server', 'Sapling')
    .option('--mc-version <version>', "the Minecraft version the server must speak (default: the server's own, found on connect; 1.20.4 or later)")
    .option('--auth <auth>', 'offline or microsoft', 'offline');

/** The server to join, or null for the simulated world; a UsageError for options that do not fit together. */
export function checkWorld(opts: WorldOptions): { host: string; port: number; auth: 'offline' | 'microsoft' } | null {
  if (opts.server || opts.world === 'server') {
    if (!opts.server) throw new UsageError('--world server needs --server host:port');
    const m = /^([^:]+)(?::(\d+))?$/.exec(opts.server);
    const port = m?.[2] === undefined ? 25565 : Number(m[2]);
    if (!m || port < 1 || port > 65535) throw new UsageError(`--server takes host:port with a port from 1 to 65535, got '${opts.server}'`);
    const auth = opts.auth;
    if (auth !== 'offline' && auth !== 'microsoft') throw new UsageError(`--auth takes offline or microsoft, got '${auth}'`);
    return { host: m[1]!, port, auth };
  }
  if (opts.world !== 'sim') throw new UsageError(`--world takes sim or server, got '${opts.world}'`);
  if (opts.mcVersion && opts.mcVersion !== DEFAULT_VERSION)
    throw new UsageError(`--mc-version is for --server: the simulated world is Minecraft ${DEFAULT_VERSION}, not ${opts.mcVersion}`);
  return null;
}

/**
 * The Minecraft version the run plays: on a server, the one it answers a ping
 * with (before login, so knowledge, plan schema, prompts and plan fit it), else
 * the simulated world's 1.20.4. A version Sapling cannot play is a CliError.
 */
export async function worldVersion(opts: WorldOptions): Promise<string> {
  const server = checkWorld(opts);
  if (!server) return DEFAULT_VERSION;
  const { detectVersion } = await import('../body/mineflayer/index.js');
  try {
    return await detectVersion({ host: server.host, port: server.port, connectTimeoutMs: CONNECT_TIMEOUT_MS, version: opts.mcVersion });
  } catch (e) {
    throw new CliError((e as Error).message);
  }
}

/**
 * Game knowledge for the world's version (see worldVersion) and the simulated world's mobs, so that a plan never
 * hunts a mob the world does not spawn. A server's spawning is its own: every mob is assumed there.
 */
export async function worldKnowledge(opts: WorldOptions): Promise<Knowledge> {
  const version = await worldVersion(opts);
  return checkWorld(opts) ? getKnowledge(version) : getKnowledge(version, { mobs: opts.mobs, hostiles: opts.hostiles !== false });
}

/** The simulated world unless a server is given; `version` is what worldVersion found. Heavy modules load only when used. */
export async function openBody(opts: WorldOptions, version?: string): Promise<Body> {
  const server = checkWorld(opts);
  if (server) {
    const { createMineflayerBody } = await import('../body/mineflayer/index.js');
    try {
      return await createMineflayerBody({
        ...server,
        username: opts.username,
        version: version ?? opts.mcVersion,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        senses: { radius: 32, xray: Boolean(opts.xray) },
      });
    } catch (e) {
      throw new CliError((e as Error).message);
    }
  }
  const { createSimBody } = await import('../body/sim/index.js');
  return createSimBody({
    seed: opts.seed,
    keepInventory: Boolean(opts.keepInventory),
    xray: Boolean(opts.xray),
    mobs: opts.mobs,
    hostiles: opts.hostiles !== false,
    pauseWhileThinking: Boolean(opts.pauseWhileThinking),
  });
}

/** Disconnect from a server, or let the simulated world go; a body without `close` needs nothing. */
export const closeBody = async (body: Body): Promise<void> => (body as Body & { close?: () => Promise<void> | void }).close?.();
