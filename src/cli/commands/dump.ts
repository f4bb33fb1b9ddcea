import type { Command } from 'commander';
import { CliError, UsageError } from '../errors.js';
import { readText, writeOut } from '../io.js';

const FORMATS = ['ascii', 'mermaid', 'dot', 'svg', 'html'] as const;
type Format = (typeof FORMATS)[number];

export function dumpCommand(program: Command): void {
  program
    .command('dump')
    .description('draw a plan, a compiled tree, an MDSL tree, a run trace or a blueprint')
    .argument('<file>', 'plan.json, tree.json, tree.mdsl, trace.jsonl or blueprints/<name>.json')
    .option('-f, --format <format>', `one of ${FORMATS.join(', ')}`, 'ascii')
    .option('-o, --out <file>', 'write here instead of stdout')
    .action(async (file: string, opts: { format: string; out?: string }) => {
      if (!FORMATS.includes(opts.format as Format)) throw new UsageError(`unknown format '${opts.format}'; use one of ${FORMATS.join(', ')}`);
      const text = await readText(file);
      const { dump, VizError } = await import('../../viz/index.js');
      try {
        await writeOut(opts.out, await dump(text, opts.format as Format));
      } catch (e) {
        if (e instanceof VizError) throw new CliError(`${file}: ${e.message}`);
        throw e;
      }
    });
}
