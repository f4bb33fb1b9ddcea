/**
 * The episode pool across machines: each job goes onto a BullMQ queue in
 * Redis, `sapling worker` processes anywhere run it through `runEpisode`, and
 * the results come back here in the order of the jobs given, as from the
 * in-thread pool. A job that throws on its worker comes back as the same
 * `{ok:false, error}` result the pool gives.
 *
 * A job's id is the run id and a hash of the job: enqueueing the same bench
 * again under the same `--run` adds nothing and picks up the finished results
 * (a bench cut short resumes), while two benches under different run ids never
 * share a result.
 */
import { createHash } from 'node:crypto';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { redactUrlCredentials } from '../contracts/redact.js';
import type { EpisodeJob, EpisodeResult } from './episode.js';
import type { EpisodePool } from './pool.js';
import { startProgress } from './progress.js';
import { QUEUE } from './queue-url.js';

/** A connection BullMQ may block on: it must retry commands forever rather than fail them while Redis restarts. */
export const connectRedis = (url: string): Redis => new Redis(url, { maxRetriesPerRequest: null });

/** Finished jobs stay this long (7 days), so a bench cut short can resume; then Redis forgets them. */
const KEEP = { age: 7 * 24 * 3600 };

/** The job's JSON with keys sorted: the same job hashes the same whichever code built it. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

export const jobId = (run: string, job: EpisodeJob): string => `${run}-${createHash('sha256').update(canonical(job)).digest('hex').slice(0, 32)}`;

/** Fails fast, naming the URL (without its password), when nothing answers there: a bench would otherwise wait forever. */
export async function probeRedis(url: string): Promise<void> {
  const r = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0, connectTimeout: 5000 });
  // The cause (ECONNREFUSED, a DNS failure, a bad password) arrives as an 'error' event; connect() only says the connection closed.
  let cause = '';
  r.on('error', (e: Error) => (cause ||= e.message));
  try {
    await r.connect();
    await r.ping();
  } catch (e) {
    throw new Error(`no Redis answers at ${redactUrlCredentials(url)} (${cause || (e as Error).message}); start one (e.g. redis-server) or fix --queue`);
  } finally {
    r.disconnect();
  }
}

/** The pool for `--queue URL --run ID`; `close()` ends its connections so the bench can exit. */
export async function createQueuePool(url: string, run: string): Promise<EpisodePool> {
  await probeRedis(url);
  const connections = [connectRedis(url), connectRedis(url)];
  const queue = new Queue(QUEUE.name, { connection: connections[0]!, prefix: QUEUE.prefix });
  const events = new QueueEvents(QUEUE.name, { connection: connections[1]!, prefix: QUEUE.prefix });
  // Every waiting job listens for the queue closing: a long section is far more than EventEmitter's 10.
  queue.setMaxListeners(0);
  await events.waitUntilReady();
  const workers = new Set<string>();
  let finished = 0;

  const result = async (job: EpisodeJob, queued: Job): Promise<EpisodeResult> => {
    let out: EpisodeResult;
    try {
      out = { job, ok: true, value: await queued.waitUntilFinished(events) };
    } catch (e) {
      out = { job, ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    // Which worker ran it: BullMQ stores the worker's name (host:pid) on the job; it is not part of the compared outcome.
    const by = (await Job.fromId(queue, queued.id!))?.processedBy;
    if (by) workers.add(by);
    finished++;
    return by ? { ...out, worker: by } : out;
  };

  return {
    // Not this process's to say: each worker runs its own --concurrency.
    jobs: 0,
    get inWorkers() {
      return finished;
    },
    describe: () =>
      `Episodes ran through the Redis queue ${redactUrlCredentials(url)} (run ${run}) on ${workers.size} \`sapling worker\` process${workers.size === 1 ? '' : 'es'}` +
      ` (${[...workers].sort().join(', ')}); wall times are each episode's own on its worker's machine.`,
    async run(list, opts) {
      const progress = startProgress(opts.label, list.length);
      try {
        const queued = await queue.addBulk(
          list.map((job) => ({ name: job.suite, data: job, opts: { jobId: jobId(run, job), removeOnComplete: KEEP, removeOnFail: KEEP } })),
        );
        progress.log(`  ${list.length} episodes queued on ${redactUrlCredentials(url)} (run ${run}); \`sapling worker --queue …\` processes run them`);
        // Promise.all keeps the jobs' order whatever order the workers finish in.
        return await Promise.all(
          list.map((job, i) =>
            result(job, queued[i]!).then((r) => {
              progress.tick();
              opts.onResult?.(r, progress.log);
              return r;
            }),
          ),
        );
      } finally {
        progress.end();
      }
    },
    async close() {
      await events.close();
      await queue.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
