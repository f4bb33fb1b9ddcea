import type { Command } from 'commander';
import { UsageError } from '../errors.js';

export function serverCommand(program: Command): void {
  program
    .command('server')
    .description("start the embedded Minecraft 1.20.4 server (flying-squid) with Sapling's world and gameplay")
    .option('--port <port>', 'port to listen on', '25565')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--seed <n>', 'world seed', '1')
    .option('--keep-inventory', 'keep inventories on death')
    .action(async (opts: { port: string; host: string; seed: string; keepInventory?: boolean }) => {
      const port = Number(opts.port);
      const seed = Number(opts.seed);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port takes 0-65535, got '${opts.port}'`);
      if (!Number.isInteger(seed)) throw new UsageError(`--seed takes a whole number, got '${opts.seed}'`);
      const { startServer } = await import('../../server/index.js');
      const server = await startServer({ port, host: opts.host, seed, keepInventory: Boolean(opts.keepInventory) });
      process.stderr.write(`Minecraft 1.20.4 server on ${opts.host}:${server.port} (seed ${seed}); Ctrl-C to stop\n`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await server.close();
    });
}
