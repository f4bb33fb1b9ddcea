#!/usr/bin/env node
/**
 * `npm run bench`: Sapling's numbers beside the papers' (../shared/BENCHMARKS.md).
 * Every table names its environment and planner. Speed and memory live here,
 * never in timed tests.
 *
 *   npm run bench -- [--seeds 20] [--only diamond,noisy,compile,sim,server,explore,trees,techtree,plan4mc,jarvis,odyssey,odyssey-arena]
 *                    [--suite-seeds N] [--tasks iron_pickaxe,bucket] [--senses honest,xray] [--pause-while-thinking] [--jobs N]
 *
 * --seeds is for the first five sections; the task suites run their own
 * default seeds per task (techtree 3, plan4mc 5, jarvis 3, odyssey 5, odyssey-arena 5) unless
 * --suite-seeds is given. --tasks runs only suite tasks whose name holds
 * one of the words as whole words (src/bench/task-words.ts).
 *
 * Sections whose outcome depends on what the bot can see run once per
 * --senses entry (default: honest, then xray beside it), each table named by
 * its senses; `--pause-while-thinking` stops the clock while planning (named
 * in every table too).
 *
 * Episodes (a seed of a goal or a task) run --jobs at a time in worker
 * threads, by default one per core; --jobs 1 runs them one by one in this
 * thread. Either way each table lists them by task, then seed. The speed
 * sections (compile, sim, server) always run serially here, with the pool
 * idle, so their timings are not disturbed. With --queue redis://… the
 * episodes go instead through a BullMQ queue to `sapling worker` processes on
 * any machines, and come back into the same tables and JSON.
 *
 * bench-results/latest.json is rewritten (atomically) as each section ends,
 * with `complete: false` until the last one has: a bench cut short keeps the
 * sections it finished. bench-results/latest.html, its charts beside the
 * papers' figures, is rewritten with it; `report [file] [-o out.html]` writes
 * that page from a results file without running anything (report/cli.ts).
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { writeFileAtomicSync } from '../contracts/atomic.js';
import { FlagError } from '../contracts/flags.js';
import { redactUrlCredentials } from '../contracts/redact.js';
import { BENCH_USAGE, parseBenchArgs, type BenchArgs, type Name, type Sense } from './args.js';
import { honestyKey, type Honesty } from './honesty.js';
import { newRunId } from './queue-url.js';

/** Sections whose numbers depend on the senses; the rest (speed, compile, the real bot) run once, honest. */
const SIGHTED = new Set<Name>(['diamond', 'noisy', 'techtree', 'plan4mc', 'jarvis', 'odyssey', 'odyssey-arena', 'explore', 'trees']);

const OUT_DIR = 'bench-results';
const OUT = `${OUT_DIR}/latest.json`;
const HTML = `${OUT_DIR}/latest.html`;

/** Each section with the senses it runs under: both for the sighted ones, honest alone for the rest. */
function runs(a: BenchArgs): [Name, Honesty][] {
  return a.only.flatMap((name) =>
    (SIGHTED.has(name) ? a.senses : (['honest'] as Sense[])).map((s): [Name, Honesty] => [
      name,
      { xray: s === 'xray', pauseWhileThinking: a.pauseWhileThinking },
    ]),
  );
}

/** The page beside latest.json; a report that fails to render costs the page, never the bench's numbers. */
async function writeHtml(results: Record<string, unknown>): Promise<void> {
  try {
    const { writeBenchReport } = await import('./report/index.js');
    writeBenchReport(results, HTML, OUT);
  } catch (e) {
    process.stderr.write(`bench: ${HTML} not written: ${(e as Error).message}\n`);
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === 'report') return (await import('./report/cli.js')).reportMain(argv.slice(1));
  const a = parseBenchArgs(argv);
  if (a.help) return void process.stdout.write(`${BENCH_USAGE}\n`);
  const run = a.queue ? (a.run ?? newRunId()) : null;
  const where = a.queue ? { queue: redactUrlCredentials(a.queue), run } : { jobs: a.jobs };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    seeds: a.seeds,
    ...where,
    complete: false,
  };
  mkdirSync(OUT_DIR, { recursive: true });
  const todo = runs(a);
  // Loaded only now: a bad flag or --help answers without loading the agent.
  const { section, createEpisodePool, createQueuePool } = await import('./sections.js');
  const pool = a.queue && run ? await createQueuePool(a.queue, run) : createEpisodePool(a.jobs);
  if (a.queue) process.stderr.write(`bench: run ${run} on ${where.queue}; after a stop, --run ${run} resumes it with the episodes already done\n`);
  const benchStarted = Date.now();
  try {
    for (const [i, [name, honesty]] of todo.entries()) {
      const key = honesty.xray || honesty.pauseWhileThinking ? `${name}:${honestyKey(honesty)}` : name;
      process.stderr.write(`bench: ${key}…\n`);
      const started = Date.now();
      const { markdown, data } = await section(name, a, honesty, pool);
      process.stdout.write(`${markdown}\n\n`);
      results[key] = data;
      results.complete = i === todo.length - 1;
      writeFileAtomicSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
      await writeHtml(results);
      process.stderr.write(`bench: ${key} took ${((Date.now() - started) / 1000).toFixed(0)} s; ${OUT} and ${HTML} have it\n`);
    }
  } finally {
    await pool.close();
  }
  const how = a.queue ? `through the queue (run ${run})` : `with --jobs ${a.jobs}`;
  process.stderr.write(`bench: wrote ${OUT} and ${HTML}; ${((Date.now() - benchStarted) / 1000).toFixed(1)} s wall ${how}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  // A bad flag or section name is a usage error, as in the sapling CLI.
  process.exitCode = e instanceof FlagError ? 2 : 1;
});
