/**
 * A child process for test/memory/concurrent.test.ts: loads the store (built
 * by the test from the TypeScript source), says "ready", waits for "go" on
 * stdin so that every child writes at once, then records N successes of one goal.
 * Usage: node record-successes.mjs <memory bundle> <memory dir> <goal> <n>
 */
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';

const [bundle, dir, goal, n] = process.argv.slice(2);
const memory = await import(pathToFileURL(bundle).href);
const store = new memory.MemoryStore(dir);
const plan = { goal, thoughts: 't', plan: { type: 'skill', skill: 'obtain', args: { item: 'stick', count: 1 } } };
store.keyOf(goal); // load the knowledge before the race, not during it
process.stdout.write('ready\n');
await once(process.stdin, 'data');
for (let i = 0; i < Number(n); i++) store.save(goal, plan, {}, { ticks: i });
process.exit(0);
