/**
 * Runs bench episodes N at a time in worker threads (piscina), or one by one
 * in this thread when N is 1, so a pooled bench can be checked against a
 * serial one. Either way each job goes through `runEpisode`, a job that throws
 * becomes a failed result carrying its message, and results come back in the
 * order of the jobs given (sections list them by task, then seed), never in
 * the order they finished.
 */
import { Piscina } from 'piscina';
import { runEpisode, type EpisodeJob, type EpisodeResult } from './episode.js';
import { startProgress } from './progress.js';
import { episodeWorker } from './episode-worker-url.js';

/** The compiled episode worker the pool runs (see episode-worker-url.ts). */
export const DIST_WORKER = episodeWorker(import.meta.url);

export interface RunOptions {
  /** Shown before the progress bar (a terminal only). */
  label: string;
  /** Called as each job ends, in the order they end; `log` prints a line above the progress bar. */
  onResult?: (r: EpisodeResult, log: (line: string) => void) => void;
}

export interface EpisodePool {
  /** How many episodes run at once. */
  readonly jobs: number;
  /** Episodes the worker threads have finished (0 when --jobs is 1): the pool did run them off this thread. */
  readonly inWorkers: number;
  run(jobs: readonly EpisodeJob[], opts: RunOptions): Promise<EpisodeResult[]>;
  close(): Promise<void>;
  /** The table line for a pool that is not --jobs threads (the Redis queue says where the episodes ran). */
  describe?(): string;
}

const settle = async (job: EpisodeJob, value: Promise<unknown>): Promise<EpisodeResult> => {
  try {
    return { job, ok: true, value: (await value) as never };
  } catch (e) {
    return { job, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
};

/** `jobs` 1: in this thread, one at a time (the reference a pooled run is compared with). More: that many worker threads. */
export function createEpisodePool(jobs: number, worker: URL = DIST_WORKER): EpisodePool {
  // Started on the first pooled section, not before: loading workers would share the cores with a speed section's timings.
  let piscina: Piscina | null = null;
  const threads = () => (piscina ??= new Piscina({ filename: worker.href, minThreads: jobs, maxThreads: jobs }));
  return {
    jobs,
    get inWorkers() {
      return piscina?.completed ?? 0;
    },
    async run(list, opts) {
      const progress = startProgress(opts.label, list.length);
      const done = (r: EpisodeResult) => {
        progress.tick();
        opts.onResult?.(r, progress.log);
        return r;
      };
      try {
        if (jobs === 1) {
          const out: EpisodeResult[] = [];
          for (const job of list) out.push(done(await settle(job, runEpisode(job))));
          return out;
        }
        // Promise.all keeps the jobs' order whatever order the workers finish in.
        const pool = threads();
        return await Promise.all(list.map((job) => settle(job, pool.run(job)).then(done)));
      } finally {
        progress.end();
      }
    },
    async close() {
      await piscina?.destroy();
    },
  };
}

/** A table line saying how the episodes ran, so wall times are read for what they are. */
export function poolLine(pool: Pick<EpisodePool, 'jobs' | 'describe'>): string {
  if (pool.describe) return pool.describe();
  return pool.jobs > 1
    ? `Episodes ran ${pool.jobs} at a time in worker threads (--jobs ${pool.jobs}); wall times are each episode's own, with ${pool.jobs} sharing the cores.`
    : 'Episodes ran one at a time in the main thread (--jobs 1).';
}

/** The line a speed section's table carries: its timings are not shared with pooled episodes. */
export const SERIAL_LINE = 'Timed serially in the main thread with the episode pool idle (whatever --jobs is), so no other episode shares the cores.';
