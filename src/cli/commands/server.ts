import type { Command } from 'commander';
import { RANGES } from '../../contracts/flags.js';
import { wholeFlag } from '../flags.js';
import { CliError, UsageError } from '../errors.js';
// Only the version list, not flying-squid itself: `sapling --help` must stay quick.
import { SERVER_VERSIONS, serverVersionProblem } from '../../server/versions.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

const NAME = /^[A-Za-z0-9_]{1,16}$/;

/** Repeatable, comma-separated player names. */
function names(value: string, previous: string[] = []): string[] {
  const more = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const n of more) if (!NAME.test(n)) throw new UsageError(`'${n}' is not a Minecraft player name (1-16 letters, digits or underscores)`);
  return [...previous, ...more];
}

interface ServerCliOptions {
  port: string;
  host: string;
  seed: string;
  mcVersion: string;
  keepInventory?: boolean;
  bot?: string[];
  allow?: string[];
  open?: boolean;
}

export function serverCommand(program: Command): void {
  program
    .command('server')
    .description("start the embedded Minecraft server (flying-squid) with Sapling's world and gameplay")
    .option('--port <port>', 'port to listen on', '25565')
    .option('--host <host>', 'address to listen on (anything but loopback prints a warning)', '127.0.0.1')
    .option('--seed <n>', 'world seed', '1')
    .option('--mc-version <version>', `Minecraft version to serve: ${SERVER_VERSIONS.join(', ')}`, '1.20.4')
    .option('--keep-inventory', 'keep inventories on death')
    .option('--bot <name>', "the bot's name: the only operator, always admitted (repeatable; default Sapling)", names)
    .option('--allow <name>', 'also admit this name, as a non-operator (repeatable)', names)
    .option('--open', 'admit any name, as a non-operator')
    .action(async (opts: ServerCliOptions) => {
      // One parser for numeric flags, as `run` and the bench use: it names the flag, and "" is not 0.
      const port = wholeFlag('--port', opts.port, RANGES.port);
      const seed = wholeFlag('--seed', opts.seed, RANGES.seed);
      const versionProblem = serverVersionProblem(opts.mcVersion);
      if (versionProblem) throw new UsageError(`--mc-version: ${versionProblem}`);
      // Listen for Ctrl-C and SIGTERM before starting, so that a stop during start-up or just after the ready line is not missed.
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => (stop = resolve));
      for (const signal of STOP_SIGNALS) process.once(signal, stop);
      const { startServer, describeAdmitted } = await import('../../server/index.js');
      const server = await startServer({
        port,
        host: opts.host,
        seed,
        version: opts.mcVersion,
        keepInventory: Boolean(opts.keepInventory),
        bots: opts.bot?.length ? opts.bot : ['Sapling'],
        allow: opts.allow ?? [],
        open: Boolean(opts.open),
        log: (line) => process.stderr.write(`[server] ${line}\n`),
      }).catch((e: Error) => {
        for (const signal of STOP_SIGNALS) process.off(signal, stop);
        throw new CliError(e.message);
      });
      const { bots } = server.access;
      process.stderr.write(
        `Minecraft ${opts.mcVersion} server on ${opts.host}:${server.port} (seed ${seed}, offline mode); ` +
          `admits ${describeAdmitted(server.access)}; operator${bots.length > 1 ? 's' : ''}: ${bots.join(', ')}; Ctrl-C to stop\n`,
      );
      await stopped;
      for (const signal of STOP_SIGNALS) process.off(signal, stop);
      process.stderr.write('stopping the server\n');
      await server.close();
    });
}
