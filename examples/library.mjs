// Sapling as a library, end to end offline: plan a goal from game knowledge,
// validate and compile the plan, run it on the simulated world, draw it.
// Run it where the package is installed (npm install sapling): node library.mjs
import { compile, planGoal, render, runOnSim, validate } from 'sapling';

const goal = 'obtain a stone pickaxe';
const plan = planGoal(goal);

const { valid, issues } = validate(plan);
if (!valid) {
  for (const i of issues) console.error(`${i.path}: ${i.message}${i.suggestion ? ` (${i.suggestion})` : ''}`);
  process.exit(1);
}

// runOnSim compiles the plan itself; compiling here shows the tree it will run.
const tree = compile(plan);
const result = await runOnSim({ plan, seed: 1 });

const status = result.ok ? 'ok' : 'FAILED';
console.log(
  `${status}: ${goal} on sim seed 1: ${result.reason}; ${result.ticks} ticks, ${result.actions} actions, ${result.repairs} repairs, ${Object.keys(tree.leaves).length} tree leaves`,
);
// The plan as it ran (a repair may have replaced the one we made).
console.log(await render(result.plan ?? plan, 'ascii'));
process.exit(result.ok ? 0 : 1);
