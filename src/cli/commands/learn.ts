import type { Command } from 'commander';
import { RANGES, whole } from '../flags.js';
import { runLearn, type LearnOptions } from '../learn.js';
import { withPlanningOptions } from '../planning.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';
import { withWorldOptions } from '../world.js';
import { DEFAULT_MEMORY_TEXT, MEMORY_ENV } from '../memory-dir.js';

const MEMORY_HELP = `where experience is kept, whichever planner plans: learning is what it is for (default: $${MEMORY_ENV}, else ${DEFAULT_MEMORY_TEXT})`;

export function learnCommand(program: Command): void {
  withWorldOptions(withReflexOptions(withPlanningOptions(program.command('learn'), MEMORY_HELP)))
    .description(
      'a self-made curriculum: propose the next goal from what the world and the inventory allow (following the tech tree outward), ' +
        'plan it with the configured planner, run it, and remember every run and the sub-goals reached inside it',
    )
    .option('--minutes <n>', `game minutes to learn for, ${RANGES.maxMinutes.min} to ${RANGES.maxMinutes.max}`, whole('--minutes', RANGES.maxMinutes), 30)
    .option('--critic <critic>', 'llm, rules or off (default: rules, then llm when configured)')
    .option('--trace <trace.jsonl>', 'write every round to one trace (JSON lines)')
    .option('--json', 'print the summary as JSON')
    .addHelpText(
      'after',
      '\nLater runs replay what it learned, compose plans of its sub-goals without an LLM call, and show it to the LLM (see `sapling memory list`).',
    )
    .action(async (opts: LearnOptions & { reflexes?: string | boolean }) => runLearn(opts, reflexOption(opts.reflexes)));
}
