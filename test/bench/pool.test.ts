import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../src/bench/args.js';
import type { EpisodeJob, EpisodeResult } from '../../src/bench/episode.js';
import { createEpisodePool, DIST_WORKER, type EpisodePool } from '../../src/bench/pool.js';
import { progressLine, startProgress } from '../../src/bench/progress.js';
import { FlagError } from '../../src/contracts/flags.js';
import { sapling } from '../cli/run-cli.js';

const STONE = 'obtain a stone pickaxe';
/** The clock stops while planning, so game time is the world's alone and must match exactly across threads. */
const job = (seed: number, goal = STONE): EpisodeJob => ({ suite: 'diamond', task: goal, seed, senses: 'honest', options: { goal, pauseWhileThinking: true } });
/** Three seeds, with a goal no planner reads in the middle: it throws inside the episode. */
const JOBS = [job(1), job(2), job(3, 'obtain a flux capacitor'), job(3)];

/** What a seed's run is, without the wall time it happened to take. */
const outcome = (r: EpisodeResult) => {
  if (!r.ok) return { seed: r.job.seed, error: r.error };
  const { wallMs: _wall, ...rest } = r.value as { wallMs: number };
  return rest;
};

describe('episode pool: --jobs 1 in this thread and 2 worker threads', () => {
  let serial: EpisodeResult[];
  let pooled: EpisodeResult[];
  let pool: EpisodePool;
  beforeAll(async () => {
    expect(existsSync(DIST_WORKER), 'the pool runs the built worker: npm run build first').toBe(true);
    serial = await createEpisodePool(1).run(JOBS, { label: 'test' });
    pool = createEpisodePool(2);
    pooled = await pool.run(JOBS, { label: 'test' });
    // A few seconds on a quiet machine; the bound is for a machine shared with other work.
  }, 180_000);
  afterAll(() => pool?.close());

  it('ran the pooled episodes in the workers', () => {
    expect(pool.inWorkers).toBe(JOBS.length);
  });

  it('gives the same per-seed outcome and game time, in job order', () => {
    expect(pooled.map((r) => [r.job.task, r.job.seed])).toEqual(JOBS.map((j) => [j.task, j.seed]));
    expect(pooled.map(outcome)).toEqual(serial.map(outcome));
    const stone = serial.filter((r) => r.ok).map((r) => r.value as { ok: boolean; ticks: number });
    expect(stone).toHaveLength(3);
    for (const s of stone) expect(s.ok && s.ticks > 0).toBe(true);
  });

  it('turns a job that throws into a failed result with its message; the rest finish', () => {
    for (const results of [serial, pooled]) {
      const failed = results.filter((r) => !r.ok);
      expect(failed.map((r) => r.job.task)).toEqual(['obtain a flux capacitor']);
      expect(!failed[0]!.ok && failed[0]!.error).toMatch(/flux capacitor/);
    }
  });
});

describe('--jobs', () => {
  it('defaults to the number of cores and takes a whole number of at least 1', () => {
    expect(parseBenchArgs([]).jobs).toBe(availableParallelism());
    expect(parseBenchArgs(['--jobs', '1']).jobs).toBe(1);
    for (const bad of [['--jobs', '0'], ['--jobs', 'two'], ['--jobs', '1.5'], ['--jobs', ''], ['--jobs']])
      expect(() => parseBenchArgs(bad), bad.join(' ')).toThrow(
        new FlagError(`--jobs takes a whole number from 1 to 256, got ${bad[1] === undefined ? 'nothing' : bad[1] === '' ? 'an empty value' : `'${bad[1]}'`}`),
      );
  });

  it('is a usage error (exit 2) from `sapling bench`, naming the flag', async () => {
    const r = await sapling(['bench', '--jobs', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--jobs takes a whole number from 1 to 256, got '0'");
  });
});

describe('progress bar', () => {
  it('shows done, percent and the time left at the pace so far', () => {
    expect(progressLine('diamond', 5, 20, 10_000)).toMatch(/^diamond \[#{6}-{18}\] 5\/20 25% 10s elapsed, ETA 30s$/);
    expect(progressLine('noisy', 0, 4, 0)).toContain('ETA ?');
  });

  it('draws nothing when stderr is not a terminal', () => {
    const out = new PassThrough() as unknown as NodeJS.WriteStream;
    let text = '';
    (out as unknown as PassThrough).on('data', (d) => (text += d));
    const p = startProgress('diamond', 2, out);
    p.tick();
    p.log('  seed 1: ok');
    p.end();
    expect(text).toBe('  seed 1: ok\n');
  });
});
