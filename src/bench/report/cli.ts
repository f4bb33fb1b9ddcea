/**
 * `sapling bench report [file] [-o out.html]` (or `npm run bench -- report …`):
 * the page for a results file, without running the bench. A bad flag is a
 * FlagError (exit 2); a file it cannot read, a ReportInputError (exit 1).
 */
import { parseArgs } from 'node:util';
import { FlagError } from '../../contracts/flags.js';
import { htmlPathFor, reportFile } from './index.js';

export const REPORT_USAGE = `usage: sapling bench report [results.json] [-o out.html]   (or: npm run bench -- report …)

  results.json        what \`npm run bench\` wrote (default bench-results/latest.json)
  -o, --out FILE      where the page goes (default: beside the results, .json → .html)
  -h, --help          this text

The bench also writes bench-results/latest.html itself after every section.`;

export interface ReportArgs {
  file: string;
  out: string;
  help: boolean;
}

export function parseReportArgs(argv: readonly string[]): ReportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    // node's messages name the flag ("Unknown option '--x'", "Option '-o, --out <value>' argument missing").
    throw new FlagError(`report: ${(e as Error).message.split('. ')[0]}; usage: sapling bench report [results.json] [-o out.html]`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new FlagError(`report takes one results file, got ${positionals.length}: ${positionals.join(' ')}`);
  const file = positionals[0] ?? 'bench-results/latest.json';
  return { file, out: values.out ?? htmlPathFor(file), help: Boolean(values.help) };
}

export async function reportMain(argv: readonly string[]): Promise<void> {
  const a = parseReportArgs(argv);
  if (a.help) return void process.stdout.write(`${REPORT_USAGE}\n`);
  const out = reportFile(a.file, a.out);
  process.stderr.write(`bench report: wrote ${out}\n`);
}
