/**
 * One benchmark run's LLM side against the noisy stand-in: a loopback server,
 * a real client pointed at it, the planner, and the repair chain (rules
 * first, the LLM critic when they give up). Used by `npm run bench` and tests.
 */
import type { Knowledge } from '../knowledge/types.js';
import type { Plan } from '../contracts/plan.js';
import type { Repairer } from '../run/types.js';
import { LlmClient } from './client.js';
import type { OutputMode } from './config.js';
import { createLlmCritic } from './critic.js';
import { startNoisyServer, type NoisyServer } from './noisy-server.js';
import { planWithLlm } from './planner.js';
import { createRepairChain, createRuleRepairer } from './rules.js';

export interface StandInSession {
  server: NoisyServer;
  client: LlmClient;
  /** Plan with the LLM; `calls` counts this plan's replies. */
  plan(goal: string): Promise<{ plan: Plan; calls: number }>;
  /** Rules first, then the LLM critic. Make a new session per run: the rules remember what they tried. */
  repairer: Repairer;
  close(): Promise<void>;
}

export async function startStandInSession(opts: {
  knowledge: Knowledge;
  p: number;
  seed: number;
  mode?: OutputMode | 'auto';
  maxCalls?: number;
}): Promise<StandInSession> {
  const k = opts.knowledge;
  const server = await startNoisyServer({ knowledge: k, p: opts.p, seed: opts.seed });
  const client = new LlmClient(
    { apiKey: null, baseURL: server.url, model: 'noisy', mode: opts.mode ?? 'auto', timeoutMs: 30_000, retries: 2, backoffMs: 10, record: null, replay: null },
    { maxCalls: opts.maxCalls },
  );
  return {
    server,
    client,
    plan: async (goal) => {
      const r = await planWithLlm(goal, { client, knowledge: k });
      return { plan: r.plan, calls: r.calls };
    },
    repairer: createRepairChain([createRuleRepairer(k), createLlmCritic({ client, knowledge: k })]),
    close: () => server.close(),
  };
}
