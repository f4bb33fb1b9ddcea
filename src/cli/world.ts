import type { Body } from '../contracts/body.js';
import { CliError, UsageError } from './errors.js';

export interface WorldOptions {
  world: string;
  seed: number;
  keepInventory?: boolean;
  xray?: boolean;
  mobs: boolean;
  server?: string;
  username: string;
  mcVersion: string;
  auth: string;
}

/** The simulated world unless a server is given. Heavy modules load only when used. */
export async function openBody(opts: WorldOptions): Promise<Body> {
  if (opts.server || opts.world === 'server') {
    if (!opts.server) throw new UsageError('--world server needs --server host:port');
    const m = /^([^:]+)(?::(\d+))?$/.exec(opts.server);
    if (!m) throw new UsageError(`--server takes host:port, got '${opts.server}'`);
    if (opts.auth !== 'offline' && opts.auth !== 'microsoft') throw new UsageError(`--auth takes offline or microsoft, got '${opts.auth}'`);
    const { createMineflayerBody } = await import('../body/mineflayer/index.js');
    try {
      return await createMineflayerBody({
        host: m[1]!,
        port: Number(m[2] ?? 25565),
        username: opts.username,
        version: opts.mcVersion,
        auth: opts.auth,
        senses: { radius: 32, xray: Boolean(opts.xray) },
      });
    } catch (e) {
      throw new CliError((e as Error).message);
    }
  }
  if (opts.world !== 'sim') throw new UsageError(`--world takes sim or server, got '${opts.world}'`);
  const { createSimBody } = await import('../body/sim/index.js');
  return createSimBody({ seed: opts.seed, keepInventory: Boolean(opts.keepInventory), xray: Boolean(opts.xray), mobs: opts.mobs });
}
