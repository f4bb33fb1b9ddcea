import type { TraceEvent } from '../contracts/trace.js';
import { LlmClient } from './client.js';
import { resolveLlmConfig, type LlmFlags } from './config.js';

/**
 * The client a run uses, from flags, environment and config file; null when
 * no LLM is configured (then the knowledge planner and the rules do the work).
 */
export function createLlmClient(flags: LlmFlags = {}, trace?: (ev: TraceEvent) => void, tick?: () => number): LlmClient | null {
  const config = resolveLlmConfig(flags);
  return config ? new LlmClient(config, { trace, tick }) : null;
}
