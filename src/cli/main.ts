#!/usr/bin/env node
/** The `sapling` command. */
import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './errors.js';
import { benchCommand } from './commands/bench.js';
import { compileCommand } from './commands/compile.js';
import { datasetCommand } from './commands/dataset.js';
import { dumpCommand } from './commands/dump.js';
import { learnCommand } from './commands/learn.js';
import { llmCommand } from './commands/llm.js';
import { memoryCommand } from './commands/memory.js';
import { planCommand } from './commands/plan.js';
import { runCommand } from './commands/run.js';
import { schemaCommand } from './commands/schema.js';
import { serverCommand } from './commands/server.js';
import { treesCommand } from './commands/trees.js';
import { validateCommand } from './commands/validate.js';
import { workerCommand } from './commands/worker.js';
import { worldCommand } from './commands/world.js';

export function buildProgram(): Command {
  const program = new Command('sapling')
    .description('A Minecraft agent: goal → JSON plan → behaviour tree → bot')
    .version('0.1.0', '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const commands = [
    runCommand,
    learnCommand,
    planCommand,
    validateCommand,
    compileCommand,
    dumpCommand,
    schemaCommand,
    serverCommand,
    worldCommand,
    treesCommand,
    benchCommand,
    workerCommand,
  ];
  for (const add of [...commands, llmCommand, memoryCommand, datasetCommand]) add(program);
  // Subcommands of subcommands (memory list, dataset export) end through main's handler too.
  const all = (c: Command): Command[] => [c, ...c.commands.flatMap(all)];
  all(program).forEach((c) => c.exitOverride());
  return program;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      if (e.exitCode === 0) return EXIT.ok;
      return EXIT.usage;
    }
    if (e instanceof CliError) {
      process.stderr.write(`sapling: ${e.message}\n`);
      if (e.details.length > 1) for (const line of e.details) process.stderr.write(`  ${line}\n`);
      return e.exitCode;
    }
    process.stderr.write(`sapling: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return EXIT.failed;
  }
}

main(process.argv).then((code) => {
  process.exitCode = code;
});
