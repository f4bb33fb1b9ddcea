/**
 * `sapling learn --minutes N`: the exploration loop with the outward
 * curriculum, the configured planner and memory (llm/learn.ts), on the
 * simulated world or a server, and a summary of what it learned.
 */
import type { Body } from '../contracts/body.js';
import type { ReflexOptions } from '../compile/reflexes.js';
import type { TraceEvent } from '../contracts/trace.js';
import type { LearnResult } from '../llm/index.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { memoryDir } from './memory-dir.js';
import { llmClient, makeRepairer, type PlanningOptions } from './planning.js';
import { onStopSignal } from './stop.js';
import { openTrace } from './trace-file.js';
import { closeBody, openBody, worldKnowledge, type WorldOptions } from './world.js';

export interface LearnOptions extends PlanningOptions, WorldOptions {
  minutes: number;
  trace?: string;
  json?: boolean;
}

export async function runLearn(opts: LearnOptions, reflexes: ReflexOptions | false): Promise<void> {
  if (opts.planner && opts.planner !== 'knowledge' && opts.planner !== 'llm') throw new UsageError(`--planner takes llm or knowledge, got '${opts.planner}'`);
  const k = await worldKnowledge(opts);
  const trace = opts.trace ? openTrace(opts.trace) : null;
  const onEvent = (e: TraceEvent) => trace?.write(e);
  const client = opts.planner === 'knowledge' ? null : await llmClient(opts, onEvent);
  if (opts.planner === 'llm' && !client)
    throw new CliError('--planner llm needs an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server), or pass --base-url, --config or --replay');
  const llm = await import('../llm/index.js');
  const mem = await import('../memory/index.js');
  const memory = new mem.MemoryStore(memoryDir(opts.memory, mem.DEFAULT_MEMORY_DIR), { knowledge: k });
  const ac = new AbortController();
  const offStopSignals = onStopSignal((signal) => ac.abort(new Error(`interrupted by ${signal}`)));
  let body: Body | null = null;
  try {
    body = await openBody(opts, k.version);
    const repairer = await makeRepairer(opts, k, client, memory);
    const result = await llm.learn({ body, knowledge: k, memory, client, minutes: opts.minutes, repairer, reflexes, onEvent, signal: ac.signal });
    print(result, memory.dir, client ? `llm (${client.stats.mode ?? 'json_schema'}), memory first` : 'knowledge', opts.json);
    if (ac.signal.aborted) process.exitCode = EXIT.failed;
  } catch (e) {
    // An LLM that cannot be reached ends learning in one line, as it ends a run.
    if (e instanceof llm.LlmError) throw new CliError(e.message);
    throw e;
  } finally {
    offStopSignals();
    try {
      trace?.close();
    } finally {
      if (body) await closeBody(body);
    }
  }
}

function print(r: LearnResult, dir: string, planner: string, json?: boolean): void {
  const reached = r.rounds.filter((x) => x.ok).length;
  const summary = {
    goalsTried: r.rounds.length,
    goalsReached: reached,
    entriesBefore: r.entriesBefore,
    entriesAfter: r.entriesAfter,
    newEntries: r.entriesAfter - r.entriesBefore,
    recorded: r.recorded,
    llmCalls: r.llmCalls,
    tokens: r.tokens,
    planners: r.planners,
    planner,
    gameMinutes: +(r.ticks / 1200).toFixed(2),
    wallSeconds: +(r.wallMs / 1000).toFixed(2),
    deaths: r.deaths,
    memory: dir,
    goals: r.rounds.map((x) => ({ item: x.item, ok: x.ok, gameMinutes: +(x.ticks / 1200).toFixed(2), reason: x.reason })),
  };
  if (json) return void process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  const plans = Object.entries(r.planners).map(([p, n]) => `${p} ${n}`);
  process.stdout.write(
    `LEARNED: ${reached} of ${r.rounds.length} self-chosen goals reached in ${summary.gameMinutes} game minutes\n` +
      `goals: ${r.rounds.map((x) => `${x.ok ? '✓' : '✗'} ${x.item}`).join(', ') || 'none'}\n` +
      `memory: ${summary.newEntries} new entries (${r.entriesBefore} → ${r.entriesAfter}; ${r.recorded} runs and sub-goals recorded) in ${dir}\n` +
      `plans: ${plans.join(', ') || 'none'} · LLM calls ${r.llmCalls} · tokens ${r.tokens} · ${r.deaths} deaths · wall ${summary.wallSeconds} s · planner ${planner}\n`,
  );
}
