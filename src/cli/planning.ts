/**
 * Which planner and which critic a run uses. Without an LLM configured, the
 * offline knowledge planner and the rule-based repairer do everything.
 */
import type { Knowledge } from '../knowledge/types.js';
import { knowledgePlan, GoalNotUnderstood, type Plan } from '../plan/index.js';
import type { Repairer, RunResult } from '../run/index.js';
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

/** What the run summary reports about planning, and how to remember a success. */
export interface PlanningUsage {
  planner?: string;
  llmCalls?: number;
  tokens?: number;
  memoryHit?: boolean;
  remember?: (plan: Plan, result: RunResult) => Promise<void>;
}

export async function makePlan(goal: string, opts: PlanningOptions, k: Knowledge): Promise<{ plan: Plan; usage: PlanningUsage }> {
  const planner = opts.planner ?? 'knowledge';
  if (planner !== 'knowledge' && planner !== 'llm') throw new UsageError(`--planner takes llm or knowledge, got '${planner}'`);
  try {
    return { plan: knowledgePlan(goal, k), usage: { planner: 'knowledge', llmCalls: 0 } };
  } catch (e) {
    if (e instanceof GoalNotUnderstood) throw new CliError(e.message);
    throw e;
  }
}

export async function makeRepairer(opts: PlanningOptions, k: Knowledge): Promise<Repairer | undefined> {
  const critic = opts.critic ?? 'rules';
  if (!['llm', 'rules', 'off'].includes(critic)) throw new UsageError(`--critic takes llm, rules or off, got '${critic}'`);
  if (critic === 'off') return undefined;
  const { createRuleRepairer } = await import('../llm/rules.js');
  return createRuleRepairer(k);
}
