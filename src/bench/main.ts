#!/usr/bin/env node
/**
 * `npm run bench`: Sapling's numbers beside the papers' (../shared/BENCHMARKS.md).
 * Every table names its environment and planner. Speed and memory live here,
 * never in timed tests.
 *
 *   npm run bench -- [--seeds 20] [--only diamond,noisy,compile,sim,server]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCompile } from './compile.js';
import { benchDiamond } from './diamond.js';
import { benchNoisy } from './noisy.js';
import { benchServer } from './server.js';
import { benchSim } from './sim.js';

const SECTIONS = { diamond: benchDiamond, noisy: benchNoisy, compile: benchCompile, sim: benchSim, server: benchServer } as const;

function args(argv: string[]): { seeds: number; only: (keyof typeof SECTIONS)[] } {
  let seeds = 20;
  let only = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seeds') seeds = Number(argv[++i]);
    else if (argv[i] === '--only') only = String(argv[++i]).split(',') as typeof only;
    else throw new Error(`unknown argument ${argv[i]}; use --seeds N and --only ${Object.keys(SECTIONS).join(',')}`);
  }
  for (const s of only) if (!(s in SECTIONS)) throw new Error(`unknown section '${s}'; use ${Object.keys(SECTIONS).join(', ')}`);
  if (!Number.isInteger(seeds) || seeds < 1) throw new Error('--seeds takes a positive whole number');
  return { seeds, only };
}

async function main(): Promise<void> {
  const { seeds, only } = args(process.argv.slice(2));
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seeds };
  for (const name of only) {
    process.stderr.write(`bench: ${name}…\n`);
    const { markdown, data } = await SECTIONS[name](seeds);
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
