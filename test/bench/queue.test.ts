import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBenchArgs, parseWorkerArgs } from '../../src/bench/args.js';
import type { EpisodeJob, EpisodeResult } from '../../src/bench/episode.js';
import { createEpisodePool, DIST_WORKER } from '../../src/bench/pool.js';
import { createQueuePool, jobId } from '../../src/bench/queue.js';
import { FlagError } from '../../src/contracts/flags.js';
import { BENCH, sapling, startSapling, type Started } from '../cli/run-cli.js';
import { freePort, redisServerInstalled, startRedis, type RedisServer } from './redis-server.js';

const STONE = 'obtain a stone pickaxe';
/** The clock stops while planning, so game time is the world's alone and must match exactly on any worker. */
const job = (seed: number, goal = STONE): EpisodeJob => ({ suite: 'diamond', task: goal, seed, senses: 'honest', options: { goal, pauseWhileThinking: true } });
/** Three seeds, and a goal no planner reads: it throws inside the episode, on whichever worker takes it. */
const JOBS = [job(1), job(2), job(3, 'obtain a flux capacitor'), job(3)];

/** What a seed's run is, without the wall time it took or the worker that ran it. */
const outcome = (r: EpisodeResult) => {
  if (!r.ok) return { seed: r.job.seed, error: r.error };
  const { wallMs: _wall, ...rest } = r.value as { wallMs: number };
  return rest;
};

const REDIS = redisServerInstalled();
if (!REDIS) console.warn('test/bench/queue.test.ts: redis-server is not installed (apt-get install redis-server); the Redis queue tests are skipped');

describe.skipIf(!REDIS)('bench episodes through Redis with two `sapling worker` processes', () => {
  let redis: RedisServer;
  let workers: Started[] = [];
  /** Each worker's stderr so far. */
  let stderr: (() => string)[] = [];
  /** Each worker's name as BullMQ records it on the jobs it runs (host:pid). */
  let names: string[];
  let serial: EpisodeResult[];
  let queued: EpisodeResult[];
  const RUN = `test-${process.pid}`;
  const ready = /: waiting for episodes on /;
  const finishedLines = () => stderr.flatMap((text) => text().split('\n')).filter((l) => /: (finished|failed) /.test(l));

  beforeAll(async () => {
    expect(existsSync(DIST_WORKER), 'the workers run the built CLI: npm run build first').toBe(true);
    redis = await startRedis();
    workers = [1, 2].map(() => startSapling(['worker', '--queue', redis.url, '--concurrency', '1']));
    stderr = workers.map((w) => {
      let text = '';
      w.child.stderr.on('data', (d) => (text += d));
      return () => text;
    });
    // The in-thread reference runs while the workers start; neither's outcomes depend on the other's timing.
    [serial, names] = await Promise.all([
      createEpisodePool(1).run(JOBS, { label: 'test' }),
      Promise.all(workers.map((w) => w.stderrLine(ready).then((l) => l.replace(/^worker (\S+): .*/, '$1')))),
    ]);
    const pool = await createQueuePool(redis.url, RUN);
    try {
      queued = await pool.run(JOBS, { label: 'test' });
    } finally {
      await pool.close();
    }
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  it('gives the same per-seed outcome and game time as the in-thread run, in job order', () => {
    expect(queued.map((r) => [r.job.task, r.job.seed])).toEqual(JOBS.map((j) => [j.task, j.seed]));
    expect(queued.map(outcome)).toEqual(serial.map(outcome));
    const stone = queued.filter((r) => r.ok).map((r) => r.value as { ok: boolean; ticks: number });
    expect(stone).toHaveLength(3);
    for (const s of stone) expect(s.ok && s.ticks > 0).toBe(true);
  });

  it('had both workers run episodes, each printing one line per episode', () => {
    expect(new Set(queued.map((r) => r.worker))).toEqual(new Set(names));
    expect(finishedLines()).toHaveLength(JOBS.length);
  });

  it('turns a job that throws on a worker into a failed result with its message', () => {
    const failed = queued.filter((r) => !r.ok);
    expect(failed.map((r) => r.job.task)).toEqual(['obtain a flux capacitor']);
    expect(!failed[0]!.ok && failed[0]!.error).toMatch(/flux capacitor/);
  });

  it('enqueueing the same jobs again under the same run id reuses their results; another run id does not share them', async () => {
    const pool = await createQueuePool(redis.url, RUN);
    try {
      const again = await pool.run(JOBS, { label: 'test' });
      // Identical down to the wall time: the stored results came back, nothing ran again.
      expect(again.map((r) => (r.ok ? r.value : r.error))).toEqual(queued.map((r) => (r.ok ? r.value : r.error)));
      expect(finishedLines()).toHaveLength(JOBS.length);
    } finally {
      await pool.close();
    }
    // The id hashes the job's content, not the order its keys were written in.
    const reordered: EpisodeJob = { options: { pauseWhileThinking: true, goal: STONE }, seed: 1, senses: 'honest', task: STONE, suite: 'diamond' };
    expect(jobId(RUN, reordered)).toBe(jobId(RUN, job(1)));
    expect(jobId('other', job(1))).not.toBe(jobId(RUN, job(1)));
  });

  it('stops a worker on SIGTERM, after its running episodes, with exit code 0', async () => {
    for (const w of workers) w.child.kill('SIGTERM');
    for (const w of workers) {
      const r = await w.done;
      expect(r.stderr).toMatch(/: stopped$/m);
      expect(r.code).toBe(0);
    }
  });
});

describe('--queue and --run', () => {
  it('take a redis:// URL and a run id; anything else is a FlagError naming the flag', () => {
    expect(parseBenchArgs(['--queue', 'redis://10.0.0.5:6379/2', '--run', 'nightly-42'])).toMatchObject({
      queue: 'redis://10.0.0.5:6379/2',
      run: 'nightly-42',
    });
    expect(parseBenchArgs(['--queue', 'rediss://:pw@cache.example:6380']).queue).toBe('rediss://:pw@cache.example:6380');
    for (const bad of ['http://127.0.0.1:6379', 'redis://', '127.0.0.1:6379', 'redis://h:6379/zero', ''])
      expect(() => parseBenchArgs(['--queue', bad]), bad).toThrow(/^--queue takes a Redis URL such as redis:\/\/127\.0\.0\.1:6379\/0/);
    // A password in a bad URL is not echoed back.
    expect(() => parseBenchArgs(['--queue', 'http://u:secret@h'])).toThrow(/http:\/\/\[redacted\]@h/);
    expect(() => parseBenchArgs(['--queue', 'redis://h', '--run', 'a:b'])).toThrow(
      new FlagError("--run takes 1 to 64 letters, digits, '.', '_' or '-' (e.g. nightly-42), got 'a:b'"),
    );
    expect(() => parseBenchArgs(['--run', 'x'])).toThrow(/--run names a bench in a Redis queue; give --queue/);
  });

  it('a worker needs --queue; --concurrency is a whole number of at least 1', () => {
    expect(parseWorkerArgs(['--queue', 'redis://h:6379', '--concurrency', '3'])).toEqual({ queue: 'redis://h:6379', concurrency: 3, help: false });
    expect(() => parseWorkerArgs([])).toThrow(/^--queue is required: the Redis URL/);
    expect(() => parseWorkerArgs(['--queue', 'redis://h', '--concurrency', '0'])).toThrow("--concurrency takes a whole number from 1 to 256, got '0'");
    expect(() => parseWorkerArgs(['--queue', 'redis://h', '--jobs', '2'])).toThrow(/unknown argument --jobs; use --queue/);
  });

  it('a bad --queue is a usage error (exit 2) from the bench and `sapling worker`', async () => {
    // The bench's own entry (`sapling bench` passes its exit code through, as test/bench/pool.test.ts checks): one CLI start fewer.
    const [bench, worker] = await Promise.all([sapling(['--queue', 'http://127.0.0.1:6379'], { bin: BENCH }), sapling(['worker', '--queue', 'nope'])]);
    expect(bench.code).toBe(2);
    expect(bench.stderr).toContain("--queue takes a Redis URL such as redis://127.0.0.1:6379/0 (scheme redis: or rediss:), got 'http://127.0.0.1:6379'");
    expect(worker.code).toBe(2);
    expect(worker.stderr).toContain("--queue takes a Redis URL such as redis://127.0.0.1:6379/0, got 'nope'");
  });

  it('a bench whose Redis does not answer fails at once, naming the URL', async () => {
    const port = await freePort();
    await expect(createQueuePool(`redis://127.0.0.1:${port}/0`, 'x')).rejects.toThrow(
      new RegExp(`no Redis answers at redis://127\\.0\\.0\\.1:${port}/0 .*start one`),
    );
  });
});
