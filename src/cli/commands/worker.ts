/**
 * `sapling worker --queue redis://… [--concurrency N]`: runs bench episodes
 * that `sapling bench --queue redis://…` puts on a Redis queue, on this
 * machine, until stopped. Like `sapling bench`, it runs the built bench-side
 * entry (dist/bench/worker.js) as a child, since the cli may not import the
 * bench; flags, output and exit code pass straight through (a bad flag is
 * exit 2), and SIGTERM reaches the worker so it can finish its episodes.
 */
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { runBench } from './bench.js';

/** src/cli/commands and dist/cli/commands are both three folders below the package root; the worker runs from dist. */
const WORKER_MAIN = fileURLToPath(new URL('../../../dist/bench/worker.js', import.meta.url));

export function workerCommand(program: Command): void {
  program
    .command('worker')
    .description('run bench episodes from a Redis queue (`sapling bench --queue redis://…`) until stopped: --queue URL, --concurrency N')
    // Every flag, --help included, is the worker's own: commander passes them through untouched.
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[flags...]')
    .action(async (flags: string[]) => {
      process.exitCode = await runBench(flags, WORKER_MAIN, { ipc: true });
    });
}
