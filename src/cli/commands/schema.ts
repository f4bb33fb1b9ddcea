import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { planSchema } from '../../plan/index.js';
import { CliError } from '../errors.js';
import { schemaPath } from '../paths.js';

export const schemaText = (): string => `${JSON.stringify(planSchema(), null, 2)}\n`;

export function schemaCommand(program: Command): void {
  program
    .command('schema')
    .description('print the plan JSON Schema generated from the skill registry')
    .option('--write', 'write it to schemas/plan.schema.json')
    .option('--check', 'exit 1 when schemas/plan.schema.json is out of date')
    .action(async (opts: { write?: boolean; check?: boolean }) => {
      const text = schemaText();
      if (opts.write) return writeFile(schemaPath('plan.schema.json'), text);
      if (opts.check) {
        const current = await readFile(schemaPath('plan.schema.json'), 'utf8').catch(() => '');
        if (current !== text) throw new CliError('schemas/plan.schema.json is out of date; run `npm run schema`');
        return;
      }
      process.stdout.write(text);
    });
}
