import type { RunStats } from './entry.js';

/** Run statistics worth keeping with a remembered plan, from a run result and the LLM client's counters. */
export function runStats(
  result: { ticks: number; wallMs: number; actions: number; repairs: number },
  llm?: { calls: number; promptTokens: number; completionTokens: number } | null,
): RunStats {
  return {
    ticks: result.ticks,
    wallMs: result.wallMs,
    actions: result.actions,
    repairs: result.repairs,
    llmCalls: llm?.calls ?? 0,
    tokens: (llm?.promptTokens ?? 0) + (llm?.completionTokens ?? 0),
  };
}
