import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBenchArgs, parseWorkerArgs } from '../../src/bench/args.js';
import type { EpisodeJob } from '../../src/bench/episode.js';
import { createQueuePool, jobId } from '../../src/bench/queue.js';
import { FlagError } from '../../src/contracts/flags.js';
import { BENCH, sapling, startSapling, type CliResult, type Started } from '../cli/run-cli.js';
import { freePort, redisServerInstalled, startRedis, type RedisServer } from './redis-server.js';

const STONE = 'obtain a stone pickaxe';
const job = (seed: number, goal = STONE): EpisodeJob => ({ suite: 'diamond', task: goal, seed, senses: 'honest', options: { goal, pauseWhileThinking: true } });
/** A goal no planner reads: the episode throws on whichever worker takes it. */
const FLUX = job(1, 'obtain a flux capacitor');
/** A small suite: three seeds of the tech tree's stone pickaxe, the clock paused while planning so game time is the world's alone. */
const SUITE = ['--only', 'techtree', '--tasks', 'stone_pickaxe', '--suite-seeds', '3', '--senses', 'honest', '--pause-while-thinking'];
const SECTION = 'techtree:honest+paused';

/** A bench's section as written to bench-results/latest.json, without the wall times, which differ run to run. */
const sectionOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'bench-results', 'latest.json'), 'utf8'), (k, v) => (k === 'wallMs' ? undefined : v))[SECTION];

const WORKER = fileURLToPath(new URL('../../dist/bench/worker.js', import.meta.url));
const REDIS = redisServerInstalled();
if (!REDIS) console.warn('test/bench/queue.test.ts: redis-server is not installed (apt-get install redis-server); the Redis queue tests are skipped');

describe.skipIf(!REDIS)('a bench suite through Redis with two `sapling worker` processes', () => {
  let redis: RedisServer;
  let workers: Started[] = [];
  /** Each worker's stderr so far. */
  let stderr: (() => string)[] = [];
  /** Each worker's name as BullMQ records it on the jobs it runs (host:pid). */
  let names: string[];
  let local: CliResult;
  let queued: CliResult;
  const dirs = { local: '', queued: '' };
  const RUN = `test-${process.pid}`;
  const finishedLines = () => stderr.flatMap((text) => text().split('\n')).filter((l) => /: (finished|failed) /.test(l));
  /** Resolves once the workers have printed `n` episode lines between them (a worker prints its line just after Redis has the result). */
  const episodeLines = (n: number) =>
    new Promise<string[]>((resolve) => {
      const check = () => {
        if (finishedLines().length < n) return;
        for (const w of workers) w.child.stderr.off('data', check);
        resolve(finishedLines());
      };
      for (const w of workers) w.child.stderr.on('data', check);
      check();
    });

  beforeAll(async () => {
    expect(existsSync(WORKER), 'the workers run the built CLI: npm run build first').toBe(true);
    redis = await startRedis();
    for (const k of ['local', 'queued'] as const) dirs[k] = mkdtempSync(join(tmpdir(), `sapling-queue-${k}-`));
    workers = [1, 2].map(() => startSapling(['worker', '--queue', redis.url, '--concurrency', '1']));
    stderr = workers.map((w) => {
      let text = '';
      w.child.stderr.on('data', (d) => (text += d));
      return () => text;
    });
    // The local reference (--jobs 1, this machine, no Redis) runs while the workers start; neither's outcomes depend on the other's timing.
    [local, names] = await Promise.all([
      sapling([...SUITE, '--jobs', '1'], { bin: BENCH, cwd: dirs.local }),
      Promise.all(workers.map((w) => w.stderrLine(/: waiting for episodes on /).then((l) => l.replace(/^worker (\S+): .*/, '$1')))),
    ]);
    queued = await sapling(['bench', ...SUITE, '--queue', redis.url, '--run', RUN], { cwd: dirs.queued });
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGKILL');
    await redis?.stop();
    for (const dir of Object.values(dirs)) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same per-seed results in the bench JSON as the local run', () => {
    expect(local.code, local.stderr).toBe(0);
    expect(queued.code, queued.stderr).toBe(0);
    const [mine, theirs] = [sectionOf(dirs.local), sectionOf(dirs.queued)];
    expect(theirs).toEqual(mine);
    const runs = mine.results[0].runs as { seed: number; ok: boolean; minutes: number }[];
    expect(runs.map((r) => r.seed)).toEqual([1, 2, 3]);
    for (const r of runs) expect(r.ok && r.minutes > 0).toBe(true);
  });

  it('had both workers run episodes, each printing one line per episode; the table names them', async () => {
    expect(await episodeLines(3)).toHaveLength(3);
    for (const text of stderr) expect(text()).toMatch(/: finished techtree 'stone pickaxe' seed \d honest in /);
    expect(queued.stdout).toContain(`on 2 \`sapling worker\` processes (${[...names].sort().join(', ')})`);
  });

  it('turns a job that throws on a worker into a failed result with its message; enqueued again under the same run id, it is not run again', async () => {
    const pool = await createQueuePool(redis.url, RUN);
    const redisClient = new Redis(redis.url);
    try {
      const [failed] = await pool.run([FLUX], { label: 'test' });
      expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/flux capacitor/) });
      expect(names).toContain(failed!.worker);
      const failures = (await episodeLines(4)).filter((l) => l.includes(': failed '));
      expect(failures).toEqual([expect.stringMatching(/: failed diamond 'obtain a flux capacitor' seed 1 honest in .*flux capacitor/)]);
      const finishedOn = () => redisClient.hget(`sapling:episodes:${jobId(RUN, FLUX)}`, 'finishedOn');
      const first = await finishedOn();
      const [again] = await pool.run([FLUX], { label: 'test' });
      expect(again).toEqual(failed);
      // The job Redis holds is the one that failed before: no worker took it again.
      expect(first).toMatch(/^\d+$/);
      expect(await finishedOn()).toBe(first);
    } finally {
      await pool.close();
      redisClient.disconnect();
    }
  });

  it('names a job by its run id and content, so another run id does not share its result', () => {
    // The id hashes the job's content, not the order its keys were written in.
    const reordered: EpisodeJob = { options: { pauseWhileThinking: true, goal: STONE }, seed: 1, senses: 'honest', task: STONE, suite: 'diamond' };
    expect(jobId(RUN, reordered)).toBe(jobId(RUN, job(1)));
    expect(jobId('other', job(1))).not.toBe(jobId(RUN, job(1)));
    expect(jobId(RUN, job(2))).not.toBe(jobId(RUN, job(1)));
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

  it('a bad --queue is a usage error (exit 2) from the bench and the worker', async () => {
    // The bench-side entries themselves: `sapling bench` and `sapling worker` pass exit codes through (test/bench/pool.test.ts,
    // and the workers above exiting 0), so this spares two CLI starts.
    const [bench, worker] = await Promise.all([sapling(['--queue', 'http://127.0.0.1:6379'], { bin: BENCH }), sapling(['--queue', 'nope'], { bin: WORKER })]);
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
