import { relative } from 'node:path';
import type { Command } from 'commander';
import { closest, isTreeSkill, planSkills, type TreeParam, type TreeSkill } from '../../plan/index.js';
import { CliError, UsageError } from '../errors.js';
import { readText, writeOut } from '../io.js';

const FORMATS = ['ascii', 'mermaid', 'dot', 'svg', 'html'] as const;
type Format = (typeof FORMATS)[number];

export function treesCommand(program: Command): void {
  const trees = program
    .command('trees')
    .description('list the shipped trees that plans and other trees can call as skills, with their parameters')
    .option('--json', 'print them as JSON')
    .action((opts: { json?: boolean }) => list(opts));
  trees
    .command('show')
    .description('draw one tree: as written (parameters as $name), or as it compiles')
    .argument('<name>', 'the tree, as `sapling trees` lists it')
    .option('-f, --format <format>', `one of ${FORMATS.join(', ')}`, 'ascii')
    .option('--compiled', 'draw the compiled tree: skip-if-done and the prerequisites of every leaf, from the file')
    .option('-o, --out <file>', 'write here instead of stdout')
    .action(async (name: string, opts: { format: string; compiled?: boolean; out?: string }) => show(name, opts));
}

const shipped = (): TreeSkill[] => planSkills().filter(isTreeSkill);

function list(opts: { json?: boolean }): void {
  const all = shipped();
  if (opts.json) {
    const rows = all.map((t) => ({ name: t.name, description: t.tree.description, params: t.tree.params.map(paramJson), file: fileOf(t) }));
    return void process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  }
  const width = Math.max(...all.map((t) => t.name.length));
  const lines = all.map((t) => {
    const params = t.tree.params.map(paramText).join(' ');
    return `${t.name.padEnd(width)}  ${t.tree.description}${params ? `\n${' '.repeat(width + 2)}${params}` : ''}`;
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function show(name: string, opts: { format: string; compiled?: boolean; out?: string }): Promise<void> {
  if (!FORMATS.includes(opts.format as Format)) throw new UsageError(`unknown format '${opts.format}'; use one of ${FORMATS.join(', ')}`);
  const tree = shipped().find((t) => t.name === name);
  if (!tree) {
    const s = closest(
      name,
      shipped().map((t) => t.name),
    );
    throw new CliError(`unknown tree '${name}'${s.length ? `; did you mean '${s[0]}'?` : '; `sapling trees` lists them'}`);
  }
  const { dump } = await import('../../viz/index.js');
  const input = opts.compiled && tree.file ? await readText(tree.file) : JSON.stringify(tree.tree.plan);
  await writeOut(opts.out, await dump(input, opts.format as Format));
}

const paramText = (p: TreeParam): string => `${p.name}:${p.type}${p.default === undefined ? '' : `=${JSON.stringify(p.default)}`}`;

const paramJson = (p: TreeParam) => ({ name: p.name, type: p.type, default: p.default ?? null, required: p.default === undefined, description: p.description });

const fileOf = (t: TreeSkill): string | null => (t.file ? relative(process.cwd(), t.file) : null);
