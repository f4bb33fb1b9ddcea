#!/usr/bin/env node
/**
 * `npm run bench`: Sapling's numbers beside the papers' (../shared/BENCHMARKS.md).
 * Every table names its environment and planner. Speed and memory live here,
 * never in timed tests.
 *
 *   npm run bench -- [--seeds 20] [--only diamond,noisy,compile,sim,server,techtree,plan4mc,jarvis,odyssey]
 *                    [--suite-seeds N] [--tasks iron_pickaxe,bucket]
 *
 * --seeds is for the first five sections; the task suites run their own
 * default seeds per task (techtree 3, plan4mc 5, jarvis 3, odyssey 5) unless
 * --suite-seeds is given. --tasks runs only suite tasks whose name contains
 * one of the words.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCompile } from './compile.js';
import { benchDiamond } from './diamond.js';
import { benchNoisy } from './noisy.js';
import { benchServer } from './server.js';
import { benchSim } from './sim.js';
import { SUITES } from './suites/index.js';

const BASE = { diamond: benchDiamond, noisy: benchNoisy, compile: benchCompile, sim: benchSim, server: benchServer } as const;
type Name = keyof typeof BASE | keyof typeof SUITES;
const NAMES = [...Object.keys(BASE), ...Object.keys(SUITES)] as Name[];

interface Args {
  seeds: number;
  only: Name[];
  suiteSeeds: number | null;
  tasks: string[] | null;
}

const whole = (flag: string, v: number): number => {
  if (!Number.isInteger(v) || v < 1) throw new Error(`${flag} takes a positive whole number`);
  return v;
};

function args(argv: string[]): Args {
  const a: Args = { seeds: 20, only: NAMES, suiteSeeds: null, tasks: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seeds') a.seeds = whole('--seeds', Number(argv[++i]));
    else if (argv[i] === '--only') a.only = String(argv[++i]).split(',') as Name[];
    else if (argv[i] === '--suite-seeds') a.suiteSeeds = whole('--suite-seeds', Number(argv[++i]));
    else if (argv[i] === '--tasks') a.tasks = String(argv[++i]).split(',').filter(Boolean);
    else throw new Error(`unknown argument ${argv[i]}; use --seeds N, --suite-seeds N, --tasks a,b and --only ${NAMES.join(',')}`);
  }
  for (const s of a.only) if (!NAMES.includes(s)) throw new Error(`unknown section '${s}'; use ${NAMES.join(', ')}`);
  return a;
}

function section(name: Name, a: Args): Promise<{ markdown: string; data: unknown }> {
  if (name in BASE) return BASE[name as keyof typeof BASE](a.seeds);
  const suite = SUITES[name as keyof typeof SUITES];
  const only = a.tasks ? (task: string) => a.tasks!.some((w) => task.includes(w)) : undefined;
  return suite.run(a.suiteSeeds ?? suite.seeds, only);
}

async function main(): Promise<void> {
  const a = args(process.argv.slice(2));
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seeds: a.seeds };
  for (const name of a.only) {
    process.stderr.write(`bench: ${name}…\n`);
    const started = Date.now();
    const { markdown, data } = await section(name, a);
    process.stderr.write(`bench: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    process.stdout.write(`${markdown}\n\n`);
    results[name] = data;
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  process.stderr.write('bench: wrote bench-results/latest.json\n');
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exitCode = 1;
});
