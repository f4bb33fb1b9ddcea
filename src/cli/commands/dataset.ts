/** `sapling dataset export`: remembered experience as chat fine-tuning JSONL (train.jsonl, validation.jsonl). */
import { InvalidArgumentError, type Command } from 'commander';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeOut } from '../io.js';
import { DEFAULT_MEMORY_TEXT, MEMORY_ENV, memoryDir } from '../memory-dir.js';

interface ExportOpts {
  memory?: string;
  out: string;
  valFraction: number;
  seed: string;
}

const fraction = (v: string): number => {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n >= 1)
    throw new InvalidArgumentError(`--val-fraction takes a number from 0 to below 1, such as 0.1; got '${v}'`);
  return n;
};

export function datasetCommand(program: Command): void {
  program
    .command('dataset')
    .description('fine-tuning datasets from remembered runs')
    .command('export')
    .description(
      'write train.jsonl and validation.jsonl in the chat format of the OpenAI fine-tuning API and TRL: planner prompts with the plans that worked ' +
        '(sub-goals reached inside failed runs included) and critic prompts with the repairs that worked; duplicates dropped, secrets scrubbed',
    )
    .option('--memory <dir>', `where experience is kept (default: $${MEMORY_ENV}, else ${DEFAULT_MEMORY_TEXT})`)
    .option('--out <dir>', 'directory to write train.jsonl and validation.jsonl into', 'dataset')
    .option('--val-fraction <f>', 'share of examples for validation, 0 to below 1', fraction, 0.1)
    .option('--seed <s>', 'seed of the train/validation split (the same store and seed always split the same way)', '0')
    .action(async (opts: ExportOpts) => {
      const { MemoryStore, DEFAULT_MEMORY_DIR } = await import('../../memory/index.js');
      const { getKnowledge } = await import('../../knowledge/index.js');
      const { buildDataset } = await import('../../llm/index.js');
      const k = getKnowledge();
      const store = new MemoryStore(memoryDir(opts.memory, DEFAULT_MEMORY_DIR), { knowledge: k });
      // The configured key is scrubbed wherever it was written; anything shaped like a key is too.
      const secrets = [process.env.OPENAI_API_KEY];
      const data = buildDataset(store.list(), k, { valFraction: opts.valFraction, seed: opts.seed, secrets });
      await mkdir(opts.out, { recursive: true });
      const jsonl = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length ? '\n' : '');
      await writeOut(join(opts.out, 'train.jsonl'), jsonl(data.train));
      await writeOut(join(opts.out, 'validation.jsonl'), jsonl(data.validation));
      const c = data.counts;
      process.stdout.write(
        `wrote ${data.train.length} training and ${data.validation.length} validation examples to ${opts.out} ` +
          `(${c.plans} plans, ${c.relabelled} relabelled sub-goals, ${c.repairs} repairs; ${c.duplicates} duplicates dropped)\n`,
      );
    });
}
