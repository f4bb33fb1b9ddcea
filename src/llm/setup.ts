import type { TraceEvent } from '../contracts/trace.js';
import { LlmClient } from './client.js';
import { resolveLlmConfig, type LlmFlags } from './config.js';

/** Where the client says it is waiting (a retry, a slow reply) unless told otherwise: one line on stderr. */
const toStderr = (line: string): void => void process.stderr.write(`sapling: ${line}\n`);

/**
 * The client a run uses, from flags, environment and config file; null when
 * no LLM is configured (then the knowledge planner and the rules do the work).
 * `progress` gets a line whenever the client waits (default: stderr; pass
 * `() => {}` to silence it).
 */
export function createLlmClient(
  flags: LlmFlags = {},
  trace?: (ev: TraceEvent) => void,
  tick?: () => number,
  progress: (line: string) => void = toStderr,
): LlmClient | null {
  const config = resolveLlmConfig(flags);
  return config ? new LlmClient(config, { trace, tick, progress }) : null;
}
