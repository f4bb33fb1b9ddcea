/**
 * The result of every skill and every Body verb. The code is a closed set: the
 * rule-based repairer and the LLM critic branch on it; the message is for people
 * and prompts.
 */
export const OUTCOME_CODES = ['missing_item', 'no_tool', 'not_found', 'unreachable', 'inventory_full', 'died', 'timeout', 'aborted', 'world_error'] as const;

export type OutcomeCode = (typeof OUTCOME_CODES)[number];

export interface Success {
  ok: true;
  /** Items gained (negative: spent), by name. */
  gained?: Record<string, number>;
  /** Verb-specific data, e.g. `{ pos }` from place. */
  data?: Record<string, unknown>;
  message?: string;
}

export interface Failure {
  ok: false;
  code: OutcomeCode;
  message: string;
  /**
   * Machine-readable facts for repairers. By convention `missing_item` carries
   * `missing: {item, count}[]` (what is short) and `no_tool` carries `tools`
   * (what would do); `died` carries `lost` (the inventory at death).
   */
  details?: Record<string, unknown>;
}

export type Outcome = Success | Failure;

export const ok = (gained?: Record<string, number>, data?: Record<string, unknown>, message?: string): Success => ({
  ok: true,
  ...(gained ? { gained } : {}),
  ...(data ? { data } : {}),
  ...(message ? { message } : {}),
});

export const fail = (code: OutcomeCode, message: string, details?: Record<string, unknown>): Failure => ({
  ok: false,
  code,
  message,
  ...(details ? { details } : {}),
});

export const isOutcomeCode = (s: unknown): s is OutcomeCode => typeof s === 'string' && (OUTCOME_CODES as readonly string[]).includes(s);
