import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { planSchema } from '../../plan/index.js';
import { CliError } from '../errors.js';
import { writeOut } from '../io.js';
import { schemaPath } from '../paths.js';

import { repairSchemaText } from '../../llm/repair-schema.js';

export const schemaText = (): string => `${JSON.stringify(planSchema(), null, 2)}\n`;

/** Every generated schema file and its text. */
const FILES = (): [string, string][] => [
  ['plan.schema.json', schemaText()],
  ['repair.schema.json', repairSchemaText()],
];

export function schemaCommand(program: Command): void {
  program
    .command('schema')
    .description('print the plan JSON Schema generated from the skill registry')
    .option('--write', 'write it to schemas/plan.schema.json (and schemas/repair.schema.json), each atomically')
    .option('--check', 'exit 1 when schemas/plan.schema.json is out of date')
    .action(async (opts: { write?: boolean; check?: boolean }) => {
      if (opts.write) {
        for (const [name, text] of FILES()) await writeOut(schemaPath(name), text);
        return;
      }
      if (opts.check) {
        for (const [name, text] of FILES()) {
          const current = await readFile(schemaPath(name), 'utf8').catch(() => '');
          if (current !== text) throw new CliError(`schemas/${name} is out of date; run \`npm run schema\``);
        }
        return;
      }
      process.stdout.write(schemaText());
    });
}
