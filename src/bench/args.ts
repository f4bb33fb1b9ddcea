/** The bench's flags, shared by `npm run bench` and `sapling bench`, and `sapling worker`'s. A bad one is a FlagError (exit 2). */
import { availableParallelism } from 'node:os';
import { FlagError, parseWholeFlag, RANGES } from '../contracts/flags.js';
import { parseQueueUrl, parseRunId } from './queue-url.js';

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
  /** A Redis URL: the episodes go to `sapling worker` processes through a BullMQ queue there instead of --jobs threads. */
  queue: string | null;
  /** Names this bench's episodes in the queue (default: a fresh id); the same run id again resumes, picking up finished episodes. */
  run: string | null;
  help: boolean;
}

export const BENCH_USAGE = `usage: npm run bench -- [options]   (or: sapling bench [options])
       sapling bench report [results.json] [-o out.html]   (the HTML page of a results file; report --help)

  --seeds N                 seeds for diamond, noisy, sim and explore (default 20; explore runs at most 5, sim at most 10)
  --suite-seeds N           seeds per task for techtree, plan4mc, jarvis, odyssey, odyssey-arena (default: each suite's own)
  --tasks a,b               only suite tasks whose name holds one of the words whole (egg: not leggings)
  --only a,b                sections: ${NAMES.join(',')}
  --senses honest,xray      the senses sighted sections run under (default both)
  --pause-while-thinking    stop the simulated clock while planning (game time then does not depend on wall time)
  --jobs N                  episodes at once in worker threads (default: the number of cores, here ${defaultJobs()});
                            --jobs 1 runs them one by one in the main thread. compile, sim and server always run serially.
  --queue redis://host:port[/db]
                            send the episodes through a BullMQ queue in that Redis to \`sapling worker --queue …\`
                            processes on any machines, instead of --jobs threads; results and tables are the same
  --run ID                  with --queue: this bench's id in the queue (default: a fresh one, printed); giving the id
                            of a bench cut short resumes it, reusing the episodes its workers finished
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
    queue: null,
    run: null,
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
    else if (argv[i] === '--queue') a.queue = parseQueueUrl('--queue', argv[++i]);
    else if (argv[i] === '--run') a.run = parseRunId('--run', argv[++i]);
    else if (argv[i] === '--help' || argv[i] === '-h') a.help = true;
    else
      throw new FlagError(
        `unknown argument ${argv[i]}; use --seeds N, --suite-seeds N, --tasks a,b, --senses honest,xray, --pause-while-thinking, --jobs N, --queue URL, --run ID and --only ${NAMES.join(',')} (--help lists them)`,
      );
  }
  for (const s of a.only) if (!(NAMES as readonly string[]).includes(s)) throw new FlagError(`unknown section '${s}'; use ${NAMES.join(', ')}`);
  for (const s of a.senses) if (!SENSES.includes(s)) throw new FlagError(`unknown senses '${s}'; use honest, xray or both`);
  if (a.run !== null && a.queue === null) throw new FlagError('--run names a bench in a Redis queue; give --queue redis://host:port too, or drop --run');
  return a;
}

export const WORKER_USAGE = `usage: sapling worker --queue redis://host:port[/db] [--concurrency N]

  --queue URL          the Redis that \`sapling bench --queue URL\` sends its episodes through
  --concurrency N      episodes at once, each in its own worker thread (default: the number of cores, here ${defaultJobs()})
  -h, --help           this text

Runs until SIGINT or SIGTERM: the first lets the running episodes finish, a second hands them back to the queue.`;

export interface WorkerArgs {
  queue: string;
  concurrency: number;
  help: boolean;
}

/** `sapling worker`'s flags; --queue is required unless --help is asked for. */
export function parseWorkerArgs(argv: readonly string[]): WorkerArgs {
  const a: WorkerArgs = { queue: '', concurrency: defaultJobs(), help: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--queue') a.queue = parseQueueUrl('--queue', argv[++i]);
    else if (argv[i] === '--concurrency') a.concurrency = parseWholeFlag('--concurrency', argv[++i], RANGES.jobs);
    else if (argv[i] === '--help' || argv[i] === '-h') a.help = true;
    else throw new FlagError(`unknown argument ${argv[i]}; use --queue redis://host:port[/db] and --concurrency N (--help lists them)`);
  }
  if (!a.queue && !a.help)
    throw new FlagError('--queue is required: the Redis URL the bench sends its episodes through, e.g. --queue redis://127.0.0.1:6379/0');
  return a;
}
