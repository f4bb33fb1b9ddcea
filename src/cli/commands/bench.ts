/**
 * `sapling bench`: the same benchmark as `npm run bench`, with the same flags.
 * The cli may not import the bench (one of them would then carry the other's
 * dependencies, see .dependency-cruiser.cjs), so this runs the built bench as
 * a child process and hands its flags, output and exit code straight through:
 * a bad flag is the bench's own usage error, exit 2.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { CliError, EXIT } from '../errors.js';

/** src/cli/commands and dist/cli/commands are both three folders below the package root; the bench runs from dist. */
const BENCH_MAIN = fileURLToPath(new URL('../../../dist/bench/main.js', import.meta.url));

/**
 * Runs the bench with `flags` (or another built bench-side entry: `sapling worker`); resolves with its exit
 * code (1 when a signal ended it). With `ipc` the child gets a channel that closes if this process is killed
 * outright, so a long-lived child (the worker) can notice and stop rather than run on unattended.
 */
export function runBench(flags: readonly string[], main = BENCH_MAIN, opts: { ipc?: boolean } = {}): Promise<number> {
  if (!existsSync(main)) throw new CliError(`the bench is not built (${main} is missing); run \`npm run build\``);
  const child = spawn(process.execPath, [main, ...flags], { stdio: opts.ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit' });
  // Ctrl-C reaches the bench too (same process group): wait for it to finish its stop rather than leaving it behind.
  const ignore = () => {};
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', ignore);
  process.on('SIGTERM', forward);
  return new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? EXIT.failed));
  }).finally(() => {
    process.off('SIGINT', ignore);
    process.off('SIGTERM', forward);
  });
}

export function benchCommand(program: Command): void {
  program
    .command('bench')
    .description(
      'run the benchmarks (as `npm run bench`): --seeds, --only, --jobs N episodes at once, …; `sapling bench --help` lists the flags; ' +
        '`sapling bench report [results.json] [-o out.html]` draws a results file as an HTML page',
    )
    // Every flag, --help included, is the bench's: commander passes them through untouched.
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[flags...]')
    .action(async (flags: string[]) => {
      process.exitCode = await runBench(flags);
    });
}
