/**
 * Where the LLM settings come from: flags override the environment, which
 * overrides the config file (`~/.config/sapling/config.json` or `--config`).
 * The file takes the same keys as the environment (OPENAI_API_KEY,
 * OPENAI_BASE_URL, SAPLING_MODEL, SAPLING_LLM_MODE, SAPLING_LLM_TIMEOUT_MS,
 * SAPLING_LLM_RETRY_BUDGET_MS) or their camelCase names (apiKey, baseURL,
 * model, mode, requestTimeoutMs, retryBudgetMs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const OUTPUT_MODES = ['json_schema', 'json_object', 'text'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

export interface LlmConfig {
  apiKey: string | null;
  baseURL: string | null;
  model: string;
  /** `auto` starts with strict json_schema and falls back when the server rejects it. */
  mode: OutputMode | 'auto';
  /** Total deadline of one HTTP request: connecting, the headers and the whole body. */
  timeoutMs: number;
  /** Retries per call for timeouts, 429, 5xx, connection errors and truncated replies. */
  retries: number;
  /** First backoff delay; doubles per retry. */
  backoffMs: number;
  /**
   * Time the whole run may spend waiting between retries (backoff and the
   * server's Retry-After); a Retry-After beyond what is left fails at once.
   * Default DEFAULT_RETRY_BUDGET_MS.
   */
  retryBudgetMs?: number;
  /** Record every exchange to this cassette file. */
  record: string | null;
  /** Serve exchanges from this cassette file instead of the network. */
  replay: string | null;
}

export interface LlmFlags {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  mode?: string;
  timeoutMs?: number;
  retryBudgetMs?: number;
  retries?: number;
  record?: string;
  replay?: string;
  config?: string;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_RETRY_BUDGET_MS = 120_000;
export const DEFAULT_CONFIG_PATH = join(homedir(), '.config', 'sapling', 'config.json');

const KEYS = {
  apiKey: ['OPENAI_API_KEY', 'apiKey'],
  baseURL: ['OPENAI_BASE_URL', 'baseURL'],
  model: ['SAPLING_MODEL', 'model'],
  mode: ['SAPLING_LLM_MODE', 'mode'],
  timeoutMs: ['SAPLING_LLM_TIMEOUT_MS', 'requestTimeoutMs'],
  retryBudgetMs: ['SAPLING_LLM_RETRY_BUDGET_MS', 'retryBudgetMs'],
} as const;

export class LlmConfigError extends Error {
  override name = 'LlmConfigError';
}

/**
 * The resolved settings, or null when no LLM is configured (no key, no base
 * URL, no cassette): callers then use the knowledge planner and rule repairs.
 */
export function resolveLlmConfig(flags: LlmFlags = {}, env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const file = readConfigFile(flags.config ?? null);
  const pick = (k: keyof typeof KEYS, flag: string | undefined): string | null => {
    if (flag !== undefined && flag !== '') return flag;
    const [envKey, camel] = KEYS[k];
    const fromEnv = env[envKey];
    if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
    const fromFile = file[envKey] ?? file[camel];
    if (typeof fromFile === 'number') return String(fromFile);
    return typeof fromFile === 'string' && fromFile !== '' ? fromFile : null;
  };
  const ms = (k: 'timeoutMs' | 'retryBudgetMs', flag: number | undefined): number | undefined => {
    if (flag !== undefined) return flag;
    const v = pick(k, undefined);
    return v === null ? undefined : Number(v);
  };
  const apiKey = pick('apiKey', flags.apiKey);
  const baseURL = pick('baseURL', flags.baseURL);
  const replay = flags.replay ?? null;
  if (apiKey === null && baseURL === null && replay === null) return null;
  return {
    apiKey,
    baseURL,
    model: pick('model', flags.model) ?? DEFAULT_MODEL,
    mode: parseMode(pick('mode', flags.mode) ?? 'auto'),
    timeoutMs: positive(ms('timeoutMs', flags.timeoutMs), 'request timeout (SAPLING_LLM_TIMEOUT_MS)', DEFAULT_TIMEOUT_MS),
    retryBudgetMs: positive(ms('retryBudgetMs', flags.retryBudgetMs), 'retry budget (SAPLING_LLM_RETRY_BUDGET_MS)', DEFAULT_RETRY_BUDGET_MS),
    retries: Math.max(0, Math.floor(flags.retries ?? 3)),
    backoffMs: 500,
    record: flags.record ?? null,
    replay,
  };
}

export function parseMode(s: string): OutputMode | 'auto' {
  if (s === 'auto' || (OUTPUT_MODES as readonly string[]).includes(s)) return s as OutputMode | 'auto';
  throw new LlmConfigError(`unknown LLM output mode '${s}': use auto, ${OUTPUT_MODES.join(', ')}`);
}

function positive(v: number | undefined, what: string, dflt: number): number {
  if (v === undefined) return dflt;
  if (!Number.isFinite(v) || v <= 0) throw new LlmConfigError(`LLM ${what} must be a positive number of milliseconds, got ${v}`);
  return v;
}

function readConfigFile(explicit: string | null): Record<string, unknown> {
  const path = explicit ?? DEFAULT_CONFIG_PATH;
  if (!existsSync(path)) {
    if (explicit) throw new LlmConfigError(`config file ${path} does not exist; create it or drop --config`);
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new LlmConfigError(`config file ${path} is not valid JSON (${(e as Error).message.split('\n')[0]}); fix or remove it`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new LlmConfigError(`config file ${path} must hold a JSON object like {"OPENAI_BASE_URL": "http://localhost:11434/v1"}`);
  }
  return parsed as Record<string, unknown>;
}
