/**
 * One bench episode as plain data: a job `{suite, task, seed, senses, options}`
 * in, a result out, both structured-clone and JSON safe. The in-process serial
 * runner, the worker-thread pool and `sapling worker` (the Redis queue) all call
 * `runEpisode`, so a seed's outcome cannot depend on which of them ran it.
 */
import { availableParallelism, totalmem } from 'node:os';
import { createSimBody } from '../body/sim/index.js';
import { keepGeneratedChunks } from '../sim/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { startStandInSession } from '../llm/stand-in.js';
import { createRuleRepairer } from '../llm/rules.js';
import { planSkills } from '../plan/index.js';
import { explore } from '../run/index.js';
import { runSeed } from './obtain.js';
import { runTaskSeed, type SuiteTask, type TaskRun } from './suites/task.js';

/**
 * The task suites play every task on the same few seeds, seed by seed, so a
 * thread running them keeps the chunks it generated for the next world of the
 * same seed (sim/chunk-cache.ts). A chunk is about 200 KB, and a thread keeps
 * up to an eighth of the machine's memory shared among one thread per core
 * (the default --jobs), between 512 and 8192 chunks: 7680 on a 24 GiB, 2-core
 * machine. Measured on 23 GITM items × 5 seeds with --jobs 2: 324 s task by
 * task keeping 2048 chunks, 276 s seed by seed, 249 s seed by seed keeping 6144.
 * The other sections play each seed once (or twenty seeds in turn, more than
 * the store holds), where keeping chunks only costs the copies: about a tenth
 * of a diamond run's wall time, measured.
 */
const CHUNK_BYTES = 200 * 1024;
const CHUNKS_KEPT = Math.max(512, Math.min(8192, Math.floor(totalmem() / 8 / availableParallelism() / CHUNK_BYTES)));
const keepsChunks = (job: EpisodeJob): boolean => job.suite === 'techtree' || job.suite === 'plan4mc' || job.suite === 'jarvis' || job.suite === 'odyssey';

export type Senses = 'honest' | 'xray';
export type SuiteName = 'techtree' | 'plan4mc' | 'jarvis' | 'odyssey';

interface Common {
  /** Stop the simulated clock while planning: only then is game time independent of wall time (and of load). */
  pauseWhileThinking: boolean;
}
export interface ObtainOptions extends Common {
  goal: string;
}
export interface ExploreOptions extends Common {
  minutes: number;
}
export interface NoisyOptions extends Common {
  goal: string;
  /** The stand-in LLM's mistake rate. */
  p: number;
  mode: 'auto' | 'text';
}
export interface TaskOptions extends Common {
  /** The whole task travels with the job, so a worker needs no task list of its own. */
  spec: SuiteTask;
  mobs: boolean;
  /** With mobs, hostile ones too; absent means true. */
  hostiles?: boolean;
  keepInventory: boolean;
}

interface Job<S extends string, O> {
  suite: S;
  /** What the tables call it: a goal, a task name. Results are ordered by (task, seed). */
  task: string;
  seed: number;
  senses: Senses;
  options: O;
}
export type EpisodeJob = Job<'diamond', ObtainOptions> | Job<'explore', ExploreOptions> | Job<'noisy', NoisyOptions> | Job<SuiteName, TaskOptions>;

export type ObtainRun = Awaited<ReturnType<typeof runSeed>>;
export interface ExploreRun {
  seed: number;
  items: number;
  rounds: number;
  reached: number;
  deaths: number;
  gameMinutes: number;
  wallMs: number;
  obtained: string[];
}
export type NoisyRun = Pick<ObtainRun, 'seed' | 'ok' | 'reason' | 'repairs' | 'ticks' | 'wallMs'> & Partial<ObtainRun> & { llmCalls: number; mistakes: number };
export type EpisodeValue = ObtainRun | ExploreRun | NoisyRun | TaskRun;

/**
 * A finished job: its value, or the message of what it threw (the other jobs go on).
 * `worker` names the `sapling worker` (host:pid) that ran it when it went through a Redis queue.
 */
export type EpisodeResult<V = EpisodeValue> = ({ job: EpisodeJob; ok: true; value: V } | { job: EpisodeJob; ok: false; error: string }) & { worker?: string };

/** Runs one job to its value; throws when the episode cannot run at all (the pool turns that into a failed result). */
export async function runEpisode(job: EpisodeJob): Promise<EpisodeValue> {
  keepGeneratedChunks(keepsChunks(job) ? CHUNKS_KEPT : 0);
  const xray = job.senses === 'xray';
  const { seed } = job;
  switch (job.suite) {
    case 'diamond':
      return runSeed({ goal: job.options.goal, seed, xray, pauseWhileThinking: job.options.pauseWhileThinking });
    case 'explore':
      return exploreSeed(seed, xray, job.options);
    case 'noisy':
      return noisySeed(seed, xray, job.options);
    case 'techtree':
    case 'plan4mc':
    case 'jarvis':
    case 'odyssey':
      return runTaskSeed(job.options.spec, seed, { ...job.options, xray });
    default:
      throw new Error(`unknown bench suite '${(job as { suite: unknown }).suite}'`);
  }
}

/** Odyssey-style autonomous exploration: no goal, a game-time budget, distinct items obtained. */
async function exploreSeed(seed: number, xray: boolean, o: ExploreOptions): Promise<ExploreRun> {
  const k = getKnowledge();
  const body = createSimBody({ seed, xray, pauseWhileThinking: o.pauseWhileThinking });
  const r = await explore({ body, knowledge: k, skills: planSkills(), minutes: o.minutes, repairer: createRuleRepairer(k) });
  return {
    seed,
    items: r.items.length,
    rounds: r.rounds.length,
    reached: r.rounds.filter((x) => x.ok).length,
    deaths: r.deaths,
    gameMinutes: +(r.ticks / 1200).toFixed(1),
    wallMs: r.wallMs,
    obtained: r.items,
  };
}

/** A goal planned and repaired through the noisy-LLM stand-in; each episode has its own loopback server. */
async function noisySeed(seed: number, xray: boolean, o: NoisyOptions): Promise<NoisyRun> {
  const k = getKnowledge();
  const session = await startStandInSession({ knowledge: k, p: o.p, seed, mode: o.mode });
  const mistakes = () => Object.values(session.server.model.stats.mistakes).reduce((n, m) => n + (m ?? 0), 0);
  try {
    const r = await runSeed({
      goal: o.goal,
      seed,
      plan: session.plan,
      repairer: session.repairer,
      milestones: [],
      xray,
      pauseWhileThinking: o.pauseWhileThinking,
    });
    return { ...r, llmCalls: session.client.stats.calls, mistakes: mistakes() };
  } catch (e) {
    // A plan the stand-in never got right is a failed seed, as it was before the pool.
    return { seed, ok: false, reason: (e as Error).message, llmCalls: session.client.stats.calls, mistakes: mistakes(), repairs: 0, ticks: 0, wallMs: 0 };
  } finally {
    await session.close();
  }
}
