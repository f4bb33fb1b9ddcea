#!/usr/bin/env node
/**
 * `sapling worker --queue redis://host:port[/db] [--concurrency N]`: takes
 * bench episodes off the BullMQ queue that `sapling bench --queue …` fills and
 * runs each through `runEpisode`, N at a time, until SIGINT or SIGTERM. The
 * first signal lets the running episodes finish; a second one (or the
 * `sapling` process that started this one dying) hands them back to the queue
 * for another worker at once. One line per finished episode goes to stderr.
 *
 * Episodes run in worker threads even one at a time: an episode is CPU-bound,
 * and on this thread it would delay the renewal of BullMQ's job lock, letting
 * another worker take the same job as stalled.
 */
import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import { Piscina } from 'piscina';
import { FlagError } from '../contracts/flags.js';
import { redactUrlCredentials } from '../contracts/redact.js';
import { parseWorkerArgs, WORKER_USAGE } from './args.js';
import type { EpisodeJob, EpisodeValue } from './episode.js';
import { connectRedis } from './queue.js';
import { QUEUE } from './queue-url.js';
import { episodeWorker } from './episode-worker-url.js';

/** The compiled episode worker (as the pool's DIST_WORKER; not imported from pool.ts, which would load the whole agent on this thread). */
const EPISODE_THREAD = episodeWorker(import.meta.url);

const describeJob = (j: EpisodeJob) => `${j.suite} '${j.task}' seed ${j.seed} ${j.senses}`;

async function main(): Promise<void> {
  const a = parseWorkerArgs(process.argv.slice(2));
  if (a.help) return void process.stdout.write(`${WORKER_USAGE}\n`);
  // BullMQ records this name on each job it runs, so a bench can tell which worker ran what.
  const name = `${hostname()}:${process.pid}`;
  const where = redactUrlCredentials(a.queue);
  const log = (line: string) => process.stderr.write(`worker ${name}: ${line}\n`);
  const threads = new Piscina<EpisodeJob, EpisodeValue>({ filename: EPISODE_THREAD.href, minThreads: a.concurrency, maxThreads: a.concurrency });
  const connection = connectRedis(a.queue);
  /** The episodes running now, with the lock token that lets this worker hand them back. */
  const running = new Map<string, { job: Job<EpisodeJob>; token: string | undefined }>();
  const worker = new Worker<EpisodeJob, EpisodeValue>(
    QUEUE.name,
    async (job, token) => {
      running.set(job.id!, { job, token });
      try {
        return await threads.run(job.data);
      } finally {
        running.delete(job.id!);
      }
    },
    { connection, prefix: QUEUE.prefix, concurrency: a.concurrency, name },
  );
  const started = new Map<string, number>();
  worker.on('active', (job) => started.set(job.id!, Date.now()));
  const took = (job: Job) => {
    const ms = Date.now() - (started.get(job.id!) ?? Date.now());
    started.delete(job.id!);
    return `${(ms / 1000).toFixed(1)} s`;
  };
  worker.on('completed', (job) => log(`finished ${describeJob(job.data)} in ${took(job)}`));
  worker.on('failed', (job, e) => job && log(`failed ${describeJob(job.data)} in ${took(job)}: ${e.message}`));
  // Redis going away is reported once per kind of error (ioredis keeps reconnecting), not once per retry.
  let lastError = '';
  worker.on('error', (e) => {
    if (e.message !== lastError) log(`Redis at ${where}: ${(lastError = e.message)} (retrying)`);
  });
  let stops = 0;
  const finish = async () => {
    // With Redis out of reach no result could be reported, and BullMQ's close would wait for it forever.
    if (connection.status !== 'ready') {
      log(`Redis at ${where} is out of reach: exiting now (any episode this worker held goes back to the queue when its lock expires)`);
      process.exit(1);
    }
    await worker.close();
    await threads.destroy();
    await connection.quit();
    log('stopped');
  };
  const release = async (why: string) => {
    log(`${why}: handing ${running.size} running episode(s) back to the queue`);
    const released = Promise.all(
      [...running.values()].map(({ job, token }) => job.moveToWait(token).catch((e: Error) => log(`could not release ${job.id}: ${e.message}`))),
    );
    // Redis may be out of reach too; then the jobs' locks expire and BullMQ re-queues them instead.
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    process.exit(1);
  };
  const stop = (signal: string) => {
    if (++stops > 1) return void release(`${signal} again`);
    log(`${signal}: finishing ${running.size} running episode(s), then exiting (${signal} again hands them back to the queue now)`);
    void finish();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started by `sapling worker` with an IPC channel: if that process is killed outright, do not live on without it.
  process.channel?.unref();
  process.on('disconnect', () => void release('the sapling process that started this worker is gone'));
  await worker.waitUntilReady();
  log(`waiting for episodes on ${where} (queue ${QUEUE.prefix}:${QUEUE.name}), ${a.concurrency} at a time`);
}

main().catch((e: unknown) => {
  process.stderr.write(`worker: ${(e as Error).message}\n`);
  process.exitCode = e instanceof FlagError ? 2 : 1;
});
