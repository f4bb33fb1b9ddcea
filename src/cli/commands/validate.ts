import type { Command } from 'commander';
import { getKnowledge } from '../../knowledge/index.js';
import { formatIssue, parseJson, JsonSyntaxError, selfCheck, validatePlan } from '../../plan/index.js';
import { CliError, EXIT } from '../errors.js';
import { readText } from '../io.js';

export function validateCommand(program: Command): void {
  program
    .command('validate')
    .description('check a plan against the schema, game knowledge and the static self-check')
    .argument('<plan.json>', 'plan file')
    .option('--json', 'print the result as JSON')
    .option('--no-self-check', 'skip the inventory simulation')
    .action(async (file: string, opts: { json?: boolean; selfCheck: boolean }) => {
      const text = await readText(file);
      let input: unknown;
      try {
        input = parseJson(text);
      } catch (e) {
        if (!(e instanceof JsonSyntaxError)) throw e;
        if (opts.json) return report(opts, [{ path: '', message: e.message, suggestion: null }]);
        throw new CliError(`${file}: ${e.message}`);
      }
      const k = getKnowledge();
      const result = validatePlan(input, k);
      const issues = result.ok ? (opts.selfCheck ? selfCheck(result.plan, k) : []) : result.issues;
      report(opts, issues, file);
    });
}

function report(opts: { json?: boolean }, issues: { path: string; message: string; suggestion: string | null }[], file = ''): void {
  if (opts.json) process.stdout.write(`${JSON.stringify({ valid: issues.length === 0, issues }, null, 2)}\n`);
  else if (issues.length === 0) process.stdout.write(`${file}: valid\n`);
  else for (const i of issues) process.stderr.write(`${file}: ${formatIssue(i)}\n`);
  if (issues.length) process.exitCode = EXIT.failed;
}
