import type { Command } from 'commander';
import { getKnowledge } from '../../knowledge/index.js';
import { makePlan, withPlanningOptions, type PlanningOptions } from '../planning.js';

export function planCommand(program: Command): void {
  withPlanningOptions(program.command('plan').description('turn a goal into a validated plan and print it').argument('<goal>', 'the goal in plain words'))
    .option('--json', 'print the plan as JSON')
    .action(async (goal: string, opts: PlanningOptions & { json?: boolean }) => {
      const { plan } = await makePlan(goal, opts, getKnowledge());
      if (opts.json) return void process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
      const { dump } = await import('../../viz/index.js');
      process.stdout.write(`${plan.thoughts}\n\n${await dump(JSON.stringify(plan), 'ascii')}\n`);
    });
}
