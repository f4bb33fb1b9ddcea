#!/usr/bin/env node
/**
 * `npm run bench`: Sapling's numbers beside the papers' (../shared/BENCHMARKS.md).
 * Every table names its environment and planner. Speed and memory live here,
 * never in timed tests.
 *
 *   npm run bench -- [--seeds 20] [--only diamond,noisy,compile,sim,server,explore,trees,techtree,plan4mc,jarvis,odyssey,odyssey-arena]
 *                    [--suite-seeds N] [--tasks iron_pickaxe,bucket] [--senses honest,xray] [--pause-while-thinking]
 *
 * --seeds is for the first five sections; the task suites run their own
 * default seeds per task (techtree 3, plan4mc 5, jarvis 3, odyssey 5, odyssey-arena 5) unless
 * --suite-seeds is given. --tasks runs only suite tasks whose name contains
 * one of the words.
 *
 * Sections whose outcome depends on what the bot can see run once per
 * --senses entry (default: honest, then xray beside it), each table named by
 * its senses; `--pause-while-thinking` stops the clock while planning (named
 * in every table too).
 *
 * bench-results/latest.json is rewritten (atomically) as each section ends,
 * with `complete: false` until the last one has: a bench cut short keeps the
 * sections it finished.
 */
import { mkdirSync } from 'node:fs';
import { writeFileAtomicSync } from '../contracts/atomic.js';
import { FlagError, parseWholeFlag, RANGES } from '../contracts/flags.js';
import { benchCompile } from './compile.js';
import { benchDiamond } from './diamond.js';
import { benchExplore } from './explore.js';
import { benchNoisy } from './noisy.js';
import { benchServer } from './server.js';
import { benchSim } from './sim.js';
import { benchTrees } from './trees.js';
import { SUITES } from './suites/index.js';
import { honestyKey, type Honesty } from './honesty.js';

const BASE = { diamond: benchDiamond, noisy: benchNoisy, compile: benchCompile, sim: benchSim, server: benchServer, explore: benchExplore, trees: benchTrees } as const;
type Name = keyof typeof BASE | keyof typeof SUITES;
const NAMES = [...Object.keys(BASE), ...Object.keys(SUITES)] as Name[];
/** Sections whose numbers depend on the senses; the rest (speed, compile, the real bot) run once, honest. */
const SIGHTED = new Set<Name>(['diamond', 'noisy', 'techtree', 'plan4mc', 'jarvis', 'odyssey', 'odyssey-arena', 'explore', 'trees']);
const SENSES = ['honest', 'xray'] as const;
type Sense = (typeof SENSES)[number];

interface Args {
  seeds: number;
  only: Name[];
  suiteSeeds: number | null;
  tasks: string[] | null;
  senses: Sense[];
  pauseWhileThinking: boolean;
}

const OUT_DIR = 'bench-results';
const OUT = `${OUT_DIR}/latest.json`;

/** A comma-separated list flag's words. */
function list(flag: string, text: string | undefined): string[] {
  const words = (text ?? '').split(',').filter(Boolean);
  if (!words.length) throw new FlagError(`${flag} takes comma-separated names, got ${text === undefined ? 'nothing' : `'${text}'`}`);
  return words;
}

function args(argv: string[]): Args {
  const a: Args = { seeds: 20, only: NAMES, suiteSeeds: null, tasks: null, senses: [...SENSES], pauseWhileThinking: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seeds') a.seeds = parseWholeFlag('--seeds', argv[++i], RANGES.seeds);
    else if (argv[i] === '--only') a.only = list('--only', argv[++i]) as Name[];
    else if (argv[i] === '--suite-seeds') a.suiteSeeds = parseWholeFlag('--suite-seeds', argv[++i], RANGES.seeds);
    else if (argv[i] === '--tasks') a.tasks = list('--tasks', argv[++i]);
    else if (argv[i] === '--senses') a.senses = list('--senses', argv[++i]) as Sense[];
    else if (argv[i] === '--pause-while-thinking') a.pauseWhileThinking = true;
    else
      throw new FlagError(
        `unknown argument ${argv[i]}; use --seeds N, --suite-seeds N, --tasks a,b, --senses honest,xray, --pause-while-thinking and --only ${NAMES.join(',')}`,
      );
  }
  for (const s of a.only) if (!NAMES.includes(s)) throw new FlagError(`unknown section '${s}'; use ${NAMES.join(', ')}`);
  for (const s of a.senses) if (!SENSES.includes(s)) throw new FlagError(`unknown senses '${s}'; use honest, xray or both`);
  return a;
}

function section(name: Name, a: Args, honesty: Honesty): Promise<{ markdown: string; data: unknown }> {
  if (name in BASE) return BASE[name as keyof typeof BASE](a.seeds, honesty);
  const suite = SUITES[name as keyof typeof SUITES];
  const only = a.tasks ? (task: string) => a.tasks!.some((w) => task.includes(w)) : undefined;
  return suite.run(a.suiteSeeds ?? suite.seeds, honesty, only);
}

/** Each section with the senses it runs under: both for the sighted ones, honest alone for the rest. */
function runs(a: Args): [Name, Honesty][] {
  return a.only.flatMap((name) =>
    (SIGHTED.has(name) ? a.senses : (['honest'] as Sense[])).map((s): [Name, Honesty] => [
      name,
      { xray: s === 'xray', pauseWhileThinking: a.pauseWhileThinking },
    ]),
  );
}

async function main(): Promise<void> {
  const a = args(process.argv.slice(2));
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seeds: a.seeds, complete: false };
  mkdirSync(OUT_DIR, { recursive: true });
  const todo = runs(a);
  for (const [i, [name, honesty]] of todo.entries()) {
    const key = honesty.xray || honesty.pauseWhileThinking ? `${name}:${honestyKey(honesty)}` : name;
    process.stderr.write(`bench: ${key}…\n`);
    const started = Date.now();
    const { markdown, data } = await section(name, a, honesty);
    process.stdout.write(`${markdown}\n\n`);
    results[key] = data;
    results.complete = i === todo.length - 1;
    writeFileAtomicSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    process.stderr.write(`bench: ${key} took ${((Date.now() - started) / 1000).toFixed(0)} s; ${OUT} has it\n`);
  }
  process.stderr.write(`bench: wrote ${OUT}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  // A bad flag or section name is a usage error, as in the sapling CLI.
  process.exitCode = e instanceof FlagError ? 2 : 1;
});
