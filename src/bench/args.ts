/** The bench's flags, shared by `npm run bench` and `sapling bench`. A bad one is a FlagError (exit 2). */
import { availableParallelism } from 'node:os';
import { FlagError, parseWholeFlag, RANGES } from '../contracts/flags.js';

// Only names here, no section code: a bad flag is reported before the whole agent loads.
export const NAMES = [
  'diamond',
  'noisy',
  'compile',
  'sim',
  'server',
  'explore',
  'trees',
  'techtree',
  'plan4mc',
  'jarvis',
  'odyssey',
  'odyssey-arena',
  'learning',
] as const;
export type Name = (typeof NAMES)[number];
/** Pool size when --jobs is not given: one episode per core. */
export const defaultJobs = (): number => availableParallelism();
export const SENSES = ['honest', 'xray'] as const;
export type Sense = (typeof SENSES)[number];

export interface BenchArgs {
  seeds: number;
  only: Name[];
  suiteSeeds: number | null;
  tasks: string[] | null;
  senses: Sense[];
  pauseWhileThinking: boolean;
  /** Episodes at once; 1 runs them in this thread, one by one. */
  jobs: number;
  help: boolean;
}

export const BENCH_USAGE = `usage: npm run bench -- [options]   (or: sapling bench [options])
       sapling bench report [results.json] [-o out.html]   (the HTML page of a results file; report --help)

  --seeds N                 seeds for diamond, noisy, sim and explore (default 20; explore runs at most 5, sim at most 10)
  --suite-seeds N           seeds per task for techtree, plan4mc, jarvis, odyssey, odyssey-arena (default: each suite's own)
  --tasks a,b               only suite tasks whose name contains one of the words
  --only a,b                sections: ${NAMES.join(',')}
  --senses honest,xray      the senses sighted sections run under (default both)
  --pause-while-thinking    stop the simulated clock while planning (game time then does not depend on wall time)
  --jobs N                  episodes at once in worker threads (default: the number of cores, here ${defaultJobs()});
                            --jobs 1 runs them one by one in the main thread. compile, sim and server always run serially.
  -h, --help                this text`;

/** A comma-separated list flag's words. */
function list(flag: string, text: string | undefined): string[] {
  const words = (text ?? '').split(',').filter(Boolean);
  if (!words.length) throw new FlagError(`${flag} takes comma-separated names, got ${text === undefined ? 'nothing' : `'${text}'`}`);
  return words;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const a: BenchArgs = {
    seeds: 20,
    only: [...NAMES],
    suiteSeeds: null,
    tasks: null,
    senses: [...SENSES],
    pauseWhileThinking: false,
    jobs: defaultJobs(),
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seeds') a.seeds = parseWholeFlag('--seeds', argv[++i], RANGES.seeds);
    else if (argv[i] === '--only') a.only = list('--only', argv[++i]) as Name[];
    else if (argv[i] === '--suite-seeds') a.suiteSeeds = parseWholeFlag('--suite-seeds', argv[++i], RANGES.seeds);
    else if (argv[i] === '--tasks') a.tasks = list('--tasks', argv[++i]);
    else if (argv[i] === '--senses') a.senses = list('--senses', argv[++i]) as Sense[];
    else if (argv[i] === '--pause-while-thinking') a.pauseWhileThinking = true;
    else if (argv[i] === '--jobs') a.jobs = parseWholeFlag('--jobs', argv[++i], RANGES.jobs);
    else if (argv[i] === '--help' || argv[i] === '-h') a.help = true;
    else
      throw new FlagError(
        `unknown argument ${argv[i]}; use --seeds N, --suite-seeds N, --tasks a,b, --senses honest,xray, --pause-while-thinking, --jobs N and --only ${NAMES.join(',')} (--help lists them)`,
      );
  }
  for (const s of a.only) if (!(NAMES as readonly string[]).includes(s)) throw new FlagError(`unknown section '${s}'; use ${NAMES.join(', ')}`);
  for (const s of a.senses) if (!SENSES.includes(s)) throw new FlagError(`unknown senses '${s}'; use honest, xray or both`);
  return a;
}
