/**
 * Which planner and which critic a run uses. Without an LLM configured, the
 * offline knowledge planner and the rule-based repairer do everything; with
 * one, memory is asked first, then the LLM, and rules repair before the LLM
 * critic is called.
 */
import type { Command } from 'commander';
import type { Body } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import type { LlmClient } from '../llm/index.js';
import type { MemoryStore } from '../memory/index.js';
import { knowledgePlan, GoalNotUnderstood, type Plan } from '../plan/index.js';
import { inventoryMap } from '../skills/index.js';
import type { Repairer, RunResult, TraceEvent } from '../run/index.js';
import { CliError, UsageError } from './errors.js';
import { DEFAULT_MEMORY_TEXT, MEMORY_ENV, memoryDir, memoryNamed } from './memory-dir.js';

export interface PlanningOptions {
  planner?: string;
  critic?: string;
  config?: string;
  model?: string;
  baseUrl?: string;
  memory?: string;
  record?: string;
  replay?: string;
}

/** Where the LLM is and which model, shared by `plan`, `run` and `llm check`. */
export const withLlmOptions = (cmd: Command): Command =>
  cmd.option('--config <file>', 'LLM config file').option('--model <model>', 'LLM model name').option('--base-url <url>', 'OpenAI-compatible base URL');

const MEMORY_HELP = `where experience is kept (default: $${MEMORY_ENV}, else ${DEFAULT_MEMORY_TEXT}); runs of the offline planner are kept only when one is named`;

/** The options that choose and configure the planner, shared by `plan`, `run` and `learn` (which says what it keeps). */
export const withPlanningOptions = (cmd: Command, memoryHelp = MEMORY_HELP): Command =>
  withLlmOptions(cmd.option('--planner <planner>', 'llm or knowledge (default: llm when one is configured)'))
    .option('--memory <dir>', memoryHelp)
    .option('--record <cassette.json>', 'record every LLM exchange')
    .option('--replay <cassette.json>', 're-run recorded LLM exchanges, without network');

/** What the run summary reports about planning, and how to remember a success. */
export interface PlanningUsage {
  planner?: string;
  llmCalls?: () => number;
  tokens?: () => number;
  memoryHit?: boolean;
  /** Record the run (success or failure) and the sub-goals reached inside it. */
  remember?: (result: RunResult, trace: readonly TraceEvent[]) => Promise<void>;
}

export interface Planning {
  plan: Plan;
  usage: PlanningUsage;
  client: LlmClient | null;
  /** Where the run is remembered; the LLM critic takes its examples from it. */
  memory?: MemoryStore | null;
}

export async function llmClient(opts: PlanningOptions, onEvent?: (e: TraceEvent) => void): Promise<LlmClient | null> {
  const { createLlmClient, LlmConfigError } = await import('../llm/index.js');
  try {
    return createLlmClient({ config: opts.config, model: opts.model, baseURL: opts.baseUrl, record: opts.record, replay: opts.replay }, onEvent);
  } catch (e) {
    if (e instanceof LlmConfigError) throw new CliError(e.message);
    throw e;
  }
}

/**
 * The plan for a goal. `body` is the world the run will act in: its state is
 * the situation memory ranks and replays by, and what the LLM planner is shown.
 */
export async function makePlan(goal: string, opts: PlanningOptions, k: Knowledge, onEvent?: (e: TraceEvent) => void, body?: Body | null): Promise<Planning> {
  if (opts.planner && opts.planner !== 'knowledge' && opts.planner !== 'llm') throw new UsageError(`--planner takes llm or knowledge, got '${opts.planner}'`);
  const client = opts.planner === 'knowledge' ? null : await llmClient(opts, onEvent);
  if (opts.planner === 'llm' && !client)
    throw new CliError('--planner llm needs an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server), or pass --base-url, --config or --replay');
  const llm = await import('../llm/index.js');
  const mem = await import('../memory/index.js');
  const snap = body ? llm.snapshotOf(body, k) : null;
  const situation = snap ? mem.situationOf(snap) : null;
  // Keys are resolved with this run's knowledge, so an entry is reused only for the very goal it reached.
  const memory = client || memoryNamed(opts.memory) ? new mem.MemoryStore(memoryDir(opts.memory, mem.DEFAULT_MEMORY_DIR), { knowledge: k }) : null;
  const remember =
    (planner: string, replayed?: MemoryEntryLike): PlanningUsage['remember'] =>
    async (result, trace) => {
      if (!memory) return;
      const record = { goal, situation, trace, stats: mem.runStats(result, client?.stats), planner };
      for (const x of mem.experiencesOfRun(record, k, memory.keyOf(goal))) memory.record(x);
      if (replayed) memory.noteReplay(replayed, result.ok);
    };
  if (!client) {
    try {
      return {
        plan: knowledgePlan(goal, k, body ? inventoryMap(body) : {}),
        usage: { planner: 'knowledge', remember: remember('knowledge') },
        client: null,
        memory,
      };
    } catch (e) {
      if (e instanceof GoalNotUnderstood) throw new CliError(e.message);
      throw e;
    }
  }
  try {
    const r = await llm.planWithLlm(goal, { client, knowledge: k, memory, state: snap });
    const usage: PlanningUsage = {
      planner:
        r.memory === 'exact'
          ? 'memory'
          : r.memory === 'composed'
            ? `memory (composed from ${r.parts?.length ?? 0} sub-goals)`
            : `llm (${client.stats.mode ?? 'json_schema'})`,
      llmCalls: () => client.stats.calls,
      tokens: () => client.stats.promptTokens + client.stats.completionTokens,
      memoryHit: r.memory === 'exact',
      remember: remember(r.memory === 'exact' ? 'memory' : r.memory === 'composed' ? 'memory (composed)' : 'llm', r.replayed),
    };
    return { plan: r.plan, usage, client, memory };
  } catch (e) {
    if (e instanceof llm.PlanningFailed || e instanceof llm.LlmError) throw new CliError(e.message);
    throw e;
  }
}

type MemoryEntryLike = import('../memory/index.js').MemoryEntry;

export async function makeRepairer(opts: PlanningOptions, k: Knowledge, client: LlmClient | null, memory?: MemoryStore | null): Promise<Repairer | undefined> {
  const critic = opts.critic ?? (client ? 'rules+llm' : 'rules');
  if (!['llm', 'rules', 'off', 'rules+llm'].includes(critic)) throw new UsageError(`--critic takes llm, rules or off, got '${critic}'`);
  if (critic === 'off') return undefined;
  const llm = await import('../llm/index.js');
  const rules = llm.createRuleRepairer(k);
  if (critic === 'rules') return rules;
  const c = client ?? (await llmClient(opts));
  if (!c) throw new CliError('--critic llm needs an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server), or pass --base-url or --config');
  const critique = llm.createLlmCritic({ client: c, knowledge: k, memory });
  return critic === 'llm' ? critique : llm.createRepairChain([rules, critique]);
}
