import type { Command } from 'commander';
import { compilePlan, CompileError } from '../../compile/index.js';
import { getKnowledge } from '../../knowledge/index.js';
import { planSkills } from '../../plan/index.js';
import { CliError } from '../errors.js';
import { loadPlan, writeOut } from '../io.js';
import { reflexOption, withReflexOptions } from '../reflexes.js';

export function compileCommand(program: Command): void {
  withReflexOptions(program.command('compile'))
    .description('compile a plan into a mistreevous behaviour tree (JSON)')
    .argument('<plan.json>', 'plan file')
    .option('-o, --out <tree.json>', 'write the tree here instead of stdout')
    .option('--no-prerequisites', 'do not expand missing ingredients, tools and stations')
    .action(async (file: string, opts: { out?: string; prerequisites: boolean; reflexes?: string | boolean }) => {
      const k = getKnowledge();
      const plan = await loadPlan(file, k);
      try {
        const tree = compilePlan(plan, k, planSkills(), { prerequisites: opts.prerequisites, reflexes: reflexOption(opts.reflexes) });
        await writeOut(opts.out, JSON.stringify(tree, null, 2));
      } catch (e) {
        if (e instanceof CompileError) throw new CliError(`${file}: ${e.message}`);
        throw e;
      }
    });
}
