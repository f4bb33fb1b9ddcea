/**
 * The one LLM client: the `openai` package against any OpenAI-compatible
 * server. It asks for JSON in the best mode the server accepts (strict
 * json_schema, then json_object, then plain text), extracts the JSON, retries
 * what is worth retrying within a budget, and counts tokens for the run.
 */
import OpenAI from 'openai';
import { basicToken, redactSecrets, redactString, redactUrlCredentials, splitUrlCredentials } from '../contracts/redact.js';
import type { TraceEvent } from '../contracts/trace.js';
import { recordingFetch, replayFetch, type Replayer } from './cassette.js';
import { DEFAULT_RETRY_BUDGET_MS, LlmConfigError, OUTPUT_MODES, type LlmConfig, type OutputMode } from './config.js';
import { excerpt, extractJson, notJson } from './extract.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LlmRole = 'planner' | 'critic' | 'quiz';

export interface JsonRequest {
  role: LlmRole;
  messages: ChatMessage[];
  /** Name sent with json_schema mode: `plan` or `repair`. */
  schemaName: string;
  schema: object;
}

/** A reply, with the API key and URL credentials already replaced by "[redacted]" everywhere in it. */
export interface JsonReply {
  /** The parsed JSON, or undefined when the reply held none (see parseError). */
  value: unknown;
  parseError: string | null;
  content: string;
  mode: OutputMode;
}

export interface LlmStats {
  /** Replies received and handed back (one per `json()` call that returned). */
  calls: number;
  /** HTTP requests sent, counting retries and mode fallbacks. */
  requests: number;
  retries: number;
  promptTokens: number;
  completionTokens: number;
  /** The mode of the last successful call. */
  mode: OutputMode | null;
  /** Mode changes forced by the server, e.g. `json_schema → json_object`. */
  fallbacks: string[];
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Trace sink for `llm` events; bodies are scrubbed of the API key and URL credentials. */
  trace?: (ev: TraceEvent) => void;
  /** Game tick for trace events. */
  tick?: () => number;
  /** Put request messages and reply text in trace events (default true). */
  traceBodies?: boolean;
  /** The fetch under the client (tests, cassettes). */
  fetch?: Fetch;
  sleep?: (ms: number) => Promise<void>;
  /** LLM replies allowed for the whole run (planner and critic together); unlimited when unset. */
  maxCalls?: number;
  /** One line for a person whenever the client waits: before each retry, and every `progressEveryMs` of a slow request or a long wait. */
  progress?: (line: string) => void;
  /** How often a slow request or a long retry wait reports (default 15 s). */
  progressEveryMs?: number;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

/** The longest backoff of our own between retries (a server's Retry-After is bounded by the retry budget instead). */
const MAX_DELAY_MS = 60_000;
const PROGRESS_EVERY_MS = 15_000;

interface Completion {
  choices: { message?: { content?: unknown; refusal?: unknown } | null; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

interface Failure {
  retry: boolean;
  problem: string;
  /** The wait the server asked for (Retry-After). */
  delayMs?: number;
  /** What the server said, e.g. `429: quota exceeded`. */
  said?: string;
}

type Attempt = { kind: 'fallback' } | { kind: 'reply'; completion: Completion } | ({ kind: 'failed' } & Failure);

export class LlmClient {
  readonly stats: LlmStats = { calls: 0, requests: 0, retries: 0, promptTokens: 0, completionTokens: 0, mode: null, fallbacks: [] };
  /** The settings in use; a base URL's user:pass@ is not kept here. */
  readonly config: LlmConfig;
  private mode: OutputMode;
  private readonly openai: OpenAI;
  private readonly where: string;
  private readonly replayer: Replayer | null = null;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Everything that must never be written: the API key and a base URL's credentials, in every form. */
  private readonly secrets: string[];
  private readonly retryBudgetMs: number;
  /** Time spent waiting between retries this run. */
  private waitedMs = 0;

  constructor(
    config: LlmConfig,
    private readonly opts: ClientOptions = {},
  ) {
    const rawBase = config.baseURL ?? 'https://api.openai.com/v1';
    // fetch refuses a URL with credentials, so they leave the URL and travel as a header.
    const creds = splitUrlCredentials(rawBase);
    if (creds && config.apiKey) {
      throw new LlmConfigError(
        `the base URL ${redactUrlCredentials(rawBase)} carries a user name and password and an API key is set too; both would go in the Authorization header, so drop one (without a key the URL's credentials are sent as Basic auth)`,
      );
    }
    const base = creds?.url ?? rawBase;
    this.config = { ...config, baseURL: config.baseURL === null ? null : base };
    this.secrets = [...(config.apiKey ? [config.apiKey] : []), ...(creds?.secrets ?? [])];
    this.retryBudgetMs = config.retryBudgetMs ?? DEFAULT_RETRY_BUDGET_MS;
    this.mode = config.mode === 'auto' ? 'json_schema' : config.mode;
    this.where = safeOrigin(base);
    let f: Fetch | undefined = opts.fetch;
    if (config.replay) {
      this.replayer = replayFetch(config.replay);
      f = this.replayer.fetch;
    } else if (config.record) {
      f = recordingFetch(config.record, this.secrets, f ?? fetch);
    }
    this.openai = new OpenAI({
      // Local servers (Ollama, llama.cpp) need no key, but the package insists on one.
      apiKey: config.apiKey ?? 'no-key',
      baseURL: base,
      timeout: config.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
      ...(creds ? { defaultHeaders: { Authorization: `Basic ${basicToken(creds.username, creds.password)}` } } : {}),
      ...(f ? { fetch: f } : {}),
    });
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** The mode the next call will use. */
  currentMode(): OutputMode {
    return this.mode;
  }

  async json(req: JsonRequest): Promise<JsonReply> {
    if (this.opts.maxCalls !== undefined && this.stats.calls >= this.opts.maxCalls) {
      throw new LlmError(`LLM call budget of ${this.opts.maxCalls} used up (${this.stats.calls} calls this run); raise it with --llm-calls`);
    }
    let retried = 0;
    let last: Failure = { retry: false, problem: 'failed' };
    for (;;) {
      const mode = this.mode;
      const a = await this.attempt(req, mode);
      if (a.kind === 'fallback') continue;
      if (a.kind === 'failed') {
        last = a;
        if (!a.retry) {
          this.emit(req, mode, null, false);
          throw this.error(a.problem);
        }
      } else {
        const usage = a.completion.usage;
        this.stats.promptTokens += usage?.prompt_tokens ?? 0;
        this.stats.completionTokens += usage?.completion_tokens ?? 0;
        const choice = a.completion.choices[0];
        const content = typeof choice?.message?.content === 'string' ? choice.message.content : '';
        const extracted = extractJson(content);
        if (choice?.finish_reason === 'length' || (!extracted.ok && extracted.truncated)) {
          last = { retry: true, problem: 'cut its reply short (finish_reason length)' };
        } else {
          this.stats.calls++;
          this.stats.mode = mode;
          // The model may echo a secret (the key, a URL password): nothing it said leaves here unscrubbed.
          const clean = this.scrub(content);
          this.emit(req, mode, clean, true, usage);
          if (extracted.ok) return { value: redactSecrets(extracted.value, this.secrets), parseError: null, content: clean, mode };
          const refusal = content === '' && typeof choice?.message?.refusal === 'string' ? `the model refused: ${choice.message.refusal}` : null;
          return { value: undefined, parseError: this.scrub(refusal ?? extracted.error), content: clean, mode };
        }
      }
      if (retried >= this.config.retries) break;
      const wait = this.retryWait(last);
      if (typeof wait === 'string') {
        this.emit(req, mode, null, false);
        throw this.error(wait);
      }
      retried++;
      this.stats.retries++;
      this.say(`LLM at ${this.where} ${last.problem}; retry ${retried} of ${this.config.retries} in ${secs(wait)}`);
      this.waitedMs += wait;
      await this.watch(
        () => this.sleep(wait),
        (ms) => `waiting to retry the LLM at ${this.where}: ${secs(ms)} of ${secs(wait)}`,
      );
    }
    this.emit(req, this.mode, null, false);
    throw this.error(`${last.problem}; gave up after ${retried} ${retried === 1 ? 'retry' : 'retries'}`);
  }

  /** One HTTP request under a total deadline that covers the headers and the whole body. */
  private async attempt(req: JsonRequest, mode: OutputMode): Promise<Attempt> {
    const body = this.body(req, mode);
    const limit = this.config.timeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), limit);
    const at: { stage: 'headers' | 'body' } = { stage: 'headers' };
    this.stats.requests++;
    try {
      return await this.watch(
        async () => {
          const params = body as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
          const res = await this.openai.chat.completions.create(params, { signal: deadline.signal }).asResponse();
          at.stage = 'body';
          return this.read(res, await res.text());
        },
        (ms) =>
          `still waiting for the LLM at ${this.where}: ${at.stage === 'headers' ? 'no answer' : 'headers came but the body has not'} after ${secs(ms)} (gives up at ${secs(limit)})`,
      );
    } catch (e) {
      if (this.replayer?.problem) throw new LlmError(this.replayer.problem);
      if (at.stage === 'headers' && this.fallBack(e)) return { kind: 'fallback' };
      return { kind: 'failed', ...this.classify(e, at.stage, deadline.signal.aborted) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The HTTP body of a 2xx: a chat completion, or a clear reason why not. */
  private read(res: Response, text: string): Attempt {
    const what = `HTTP ${res.status}, ${res.headers.get('content-type') ?? 'no content-type'}`;
    if (text.trim() === '') return { kind: 'failed', retry: true, problem: `sent an empty body (${what})` };
    const ex = extractJson(text);
    if (!ex.ok) {
      if (ex.truncated) return { kind: 'failed', retry: true, problem: `cut its reply off mid-body (${what}, the JSON never closes)` };
      return {
        kind: 'failed',
        retry: false,
        problem: `sent something that is not a chat completion (${what}): ${notJson(text)}; check that OPENAI_BASE_URL is an OpenAI-compatible API (it usually ends in /v1)`,
      };
    }
    const v = ex.value as { choices?: unknown; error?: { message?: unknown } } | null;
    if (v && typeof v === 'object' && Array.isArray(v.choices)) return { kind: 'reply', completion: v as Completion };
    const said =
      typeof v?.error?.message === 'string'
        ? `an error: ${excerpt(v.error.message, 200)}`
        : `JSON that is not a chat completion (no "choices"): ${excerpt(text)}`;
    return { kind: 'failed', retry: false, problem: `answered with ${said} (${what}); check OPENAI_BASE_URL and SAPLING_MODEL` };
  }

  /** How long to wait before the next retry, or why not to. */
  private retryWait(f: Failure): number | string {
    const left = Math.max(0, this.retryBudgetMs - this.waitedMs);
    if (f.delayMs !== undefined) {
      if (f.delayMs > left) {
        return `asked to retry after ${secs(f.delayMs)} (${f.said ?? f.problem}), beyond the run's budget of ${secs(this.retryBudgetMs)} for retry waits (${secs(left)} left); try later or another server`;
      }
      return f.delayMs;
    }
    if (left <= 0) return `${f.problem}; gave up: the run's budget of ${secs(this.retryBudgetMs)} for retry waits is spent`;
    return Math.min(this.backoff(), left);
  }

  private body(req: JsonRequest, mode: OutputMode): Record<string, unknown> {
    const messages = mode === 'json_schema' ? req.messages : [...req.messages, schemaMessage(req.schema)];
    const body: Record<string, unknown> = { model: this.config.model, messages };
    if (mode === 'json_schema') {
      // Identification keywords are for files and editors; some servers refuse them in a request.
      const { $schema: _s, $id: _i, ...schema } = req.schema as Record<string, unknown>;
      body.response_format = { type: 'json_schema', json_schema: { name: req.schemaName, strict: true, schema } };
    } else if (mode === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    return body;
  }

  /** On a server that rejects the structured-output mode, step down to the next one. */
  private fallBack(e: unknown): boolean {
    if (this.config.mode !== 'auto') return false;
    if (!(e instanceof OpenAI.APIError) || (e.status !== 400 && e.status !== 422 && e.status !== 501)) return false;
    if (!/response_format|json_schema|json_object|structured|unsupported|not supported/i.test(e.message)) return false;
    const next = OUTPUT_MODES[OUTPUT_MODES.indexOf(this.mode) + 1];
    if (!next) return false;
    this.stats.fallbacks.push(`${this.mode} → ${next}`);
    this.mode = next;
    return true;
  }

  private classify(e: unknown, stage: 'headers' | 'body', deadlineHit: boolean): Failure {
    const limit = secs(this.config.timeoutMs);
    if (stage === 'body') {
      // An abort during the body is the deadline's (a replayed cassette has only the error's name).
      if (deadlineHit || (e as Error)?.name === 'AbortError') return { retry: true, problem: `sent headers, then the body stalled past the ${limit} deadline` };
      return { retry: true, problem: `cut its reply off mid-body (${this.scrub(rootCause(e))})` };
    }
    if (deadlineHit || e instanceof OpenAI.APIConnectionTimeoutError || e instanceof OpenAI.APIUserAbortError) {
      return { retry: true, problem: `did not answer within ${limit}` };
    }
    if (e instanceof OpenAI.APIConnectionError) return { retry: true, problem: `could not be reached (${this.scrub(rootCause(e))})` };
    if (e instanceof OpenAI.APIError && typeof e.status === 'number') {
      const status = e.status;
      // The package's message starts with the status: "429 slow down".
      const said = `${status}: ${this.scrub(firstLine(e.message.replace(new RegExp(`^${status}\\s+`), '')))}`;
      if (status === 429) return { retry: true, problem: `kept rate-limiting (${said})`, delayMs: retryAfter(e.headers), said };
      if (status >= 500) return { retry: true, problem: `kept failing (${said})`, delayMs: retryAfter(e.headers), said };
      if (status === 408) return { retry: true, problem: 'timed out (408)' };
      const fix = status === 401 ? '; check OPENAI_API_KEY' : status === 404 ? '; check OPENAI_BASE_URL and SAPLING_MODEL' : '';
      return { retry: false, problem: `rejected the request (${said})${fix}` };
    }
    return { retry: false, problem: `failed: ${this.scrub(rootCause(e))}` };
  }

  private backoff(): number {
    return Math.min(MAX_DELAY_MS, this.config.backoffMs * 2 ** (this.stats.retries + 1));
  }

  private scrub(s: string): string {
    return redactString(s, this.secrets);
  }

  private error(problem: string): LlmError {
    return new LlmError(this.scrub(`LLM at ${this.where} ${problem}`));
  }

  private say(line: string): void {
    this.opts.progress?.(this.scrub(line));
  }

  /** Runs `task`, reporting `line(elapsed)` every progressEveryMs until it settles. */
  private async watch<T>(task: () => Promise<T>, line: (elapsedMs: number) => string): Promise<T> {
    if (!this.opts.progress) return task();
    const started = Date.now();
    const ticker = setInterval(() => this.say(line(Date.now() - started)), this.opts.progressEveryMs ?? PROGRESS_EVERY_MS);
    try {
      return await task();
    } finally {
      clearInterval(ticker);
    }
  }

  private emit(
    req: JsonRequest,
    mode: OutputMode,
    content: string | null,
    ok: boolean,
    usage?: { prompt_tokens?: number; completion_tokens?: number } | null,
  ): void {
    if (!this.opts.trace) return;
    const bodies = this.opts.traceBodies !== false;
    const ev: TraceEvent = {
      type: 'llm',
      t: Date.now(),
      tick: this.opts.tick?.() ?? 0,
      role: req.role,
      mode,
      promptTokens: usage?.prompt_tokens ?? 0,
      completionTokens: usage?.completion_tokens ?? 0,
      ok,
      ...(bodies ? { request: { model: this.config.model, messages: req.messages }, response: content } : {}),
    };
    this.opts.trace(redactSecrets(ev, this.secrets));
  }
}

function schemaMessage(schema: object): ChatMessage {
  return {
    role: 'system',
    content: `Reply with exactly one JSON object, no prose, matching this JSON Schema:\n\`\`\`json\n${JSON.stringify(schema)}\n\`\`\``,
  };
}

/** Milliseconds the server asked us to wait, from retry-after-ms or retry-after (seconds or a date); not capped. */
export function retryAfter(headers: Headers | undefined | null): number | undefined {
  if (!headers || typeof headers.get !== 'function') return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers.get('retry-after');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/** `0.3 s`, `60 s`, `3600 s`. */
function secs(ms: number): string {
  return `${+(ms / 1000).toFixed(1)} s`;
}

/** The innermost message of an error's cause chain ("connect ECONNREFUSED …", "other side closed"). */
function rootCause(e: unknown): string {
  let err = e as { message?: unknown; cause?: unknown } | null;
  let msg = String((err as Error | null)?.message ?? e);
  for (let i = 0; i < 5 && err && typeof err === 'object' && err.cause; i++) {
    err = err.cause as typeof err;
    if (typeof err?.message === 'string' && err.message !== '') msg = err.message;
  }
  return firstLine(msg);
}

function firstLine(s: string): string {
  return s.split('\n')[0].slice(0, 200);
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
