import type { Command } from 'commander';
import { RANGES, whole } from '../flags.js';
import { runLearn, type LearnOptions } from '../learn.js';
import { withPlanningOptions } from '../planning.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';
import { withWorldOptions } from '../world.js';

export function learnCommand(program: Command): void {
  withWorldOptions(withReflexOptions(withPlanningOptions(program.command('learn'))))
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
      '\nExperience goes to --memory DIR (default: $SAPLING_MEMORY_DIR, else ~/.local/share/sapling/memory), even with the offline planner: ' +
        'learning is what it is for. Later runs replay, compose and show it (see `sapling memory list`).',
    )
    .action(async (opts: LearnOptions & { reflexes?: string | boolean }) => runLearn(opts, reflexOption(opts.reflexes)));
}
