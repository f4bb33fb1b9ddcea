/**
 * Which planner and which critic a run uses. Without an LLM configured, the
 * offline knowledge planner and the rule-based repairer do everything; with
 * one, memory is asked first, then the LLM, and rules repair before the LLM
 * critic is called.
 */
import type { Command } from 'commander';
import type { Knowledge } from '../knowledge/types.js';
import type { LlmClient } from '../llm/index.js';
import { knowledgePlan, GoalNotUnderstood, type Plan } from '../plan/index.js';
import type { Repairer, RunResult, TraceEvent } from '../run/index.js';
import { CliError, UsageError } from './errors.js';

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

/** The options that choose and configure the planner, shared by `plan` and `run`. */
export const withPlanningOptions = (cmd: Command): Command =>
  withLlmOptions(cmd.option('--planner <planner>', 'llm or knowledge (default: llm when one is configured)'))
    .option('--memory <dir>', 'where successful plans are kept')
    .option('--record <cassette.json>', 'record every LLM exchange')
    .option('--replay <cassette.json>', 're-run recorded LLM exchanges, without network');

/** What the run summary reports about planning, and how to remember a success. */
export interface PlanningUsage {
  planner?: string;
  llmCalls?: () => number;
  tokens?: () => number;
  memoryHit?: boolean;
  remember?: (plan: Plan, result: RunResult) => Promise<void>;
}

export interface Planning {
  plan: Plan;
  usage: PlanningUsage;
  client: LlmClient | null;
}

async function llmClient(opts: PlanningOptions, onEvent?: (e: TraceEvent) => void): Promise<LlmClient | null> {
  const { createLlmClient, LlmConfigError } = await import('../llm/index.js');
  try {
    return createLlmClient({ config: opts.config, model: opts.model, baseURL: opts.baseUrl, record: opts.record, replay: opts.replay }, onEvent);
  } catch (e) {
    if (e instanceof LlmConfigError) throw new CliError(e.message);
    throw e;
  }
}

export async function makePlan(goal: string, opts: PlanningOptions, k: Knowledge, onEvent?: (e: TraceEvent) => void): Promise<Planning> {
  if (opts.planner && opts.planner !== 'knowledge' && opts.planner !== 'llm') throw new UsageError(`--planner takes llm or knowledge, got '${opts.planner}'`);
  const client = opts.planner === 'knowledge' ? null : await llmClient(opts, onEvent);
  if (opts.planner === 'llm' && !client)
    throw new CliError('--planner llm needs an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server), or pass --base-url, --config or --replay');
  if (!client) {
    try {
      return { plan: knowledgePlan(goal, k), usage: { planner: 'knowledge' }, client: null };
    } catch (e) {
      if (e instanceof GoalNotUnderstood) throw new CliError(e.message);
      throw e;
    }
  }
  const { planWithLlm, PlanningFailed, LlmError } = await import('../llm/index.js');
  const { MemoryStore, runStats } = await import('../memory/index.js');
  // Keys are resolved with this run's knowledge, so an entry is reused only for the very goal it reached.
  const memory = new MemoryStore(opts.memory, { knowledge: k });
  try {
    const r = await planWithLlm(goal, { client, knowledge: k, memory });
    const usage: PlanningUsage = {
      planner: r.memory === 'exact' ? 'memory' : `llm (${client.stats.mode ?? 'json_schema'})`,
      llmCalls: () => client.stats.calls,
      tokens: () => client.stats.promptTokens + client.stats.completionTokens,
      memoryHit: r.memory === 'exact',
      remember: async (plan, result) => void memory.save(goal, plan, {}, runStats(result, client.stats)),
    };
    return { plan: r.plan, usage, client };
  } catch (e) {
    if (e instanceof PlanningFailed || e instanceof LlmError) throw new CliError(e.message);
    throw e;
  }
}

export async function makeRepairer(opts: PlanningOptions, k: Knowledge, client: LlmClient | null): Promise<Repairer | undefined> {
  const critic = opts.critic ?? (client ? 'rules+llm' : 'rules');
  if (!['llm', 'rules', 'off', 'rules+llm'].includes(critic)) throw new UsageError(`--critic takes llm, rules or off, got '${critic}'`);
  if (critic === 'off') return undefined;
  const llm = await import('../llm/index.js');
  const rules = llm.createRuleRepairer(k);
  if (critic === 'rules') return rules;
  const c = client ?? (await llmClient(opts));
  if (!c) throw new CliError('--critic llm needs an LLM: set OPENAI_API_KEY (and OPENAI_BASE_URL for a local server), or pass --base-url or --config');
  const critique = llm.createLlmCritic({ client: c, knowledge: k });
  return critic === 'llm' ? critique : llm.createRepairChain([rules, critique]);
}
