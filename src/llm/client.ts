/**
 * The one LLM client: the `openai` package against any OpenAI-compatible
 * server. It asks for JSON in the best mode the server accepts (strict
 * json_schema, then json_object, then plain text), extracts the JSON, retries
 * what is worth retrying within a budget, and counts tokens for the run.
 */
import OpenAI from 'openai';
import type { TraceEvent } from '../contracts/trace.js';
import { redact, recordingFetch, replayFetch, type Replayer } from './cassette.js';
import { OUTPUT_MODES, type LlmConfig, type OutputMode } from './config.js';
import { extractJson } from './extract.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LlmRole = 'planner' | 'critic';

export interface JsonRequest {
  role: LlmRole;
  messages: ChatMessage[];
  /** Name sent with json_schema mode: `plan` or `repair`. */
  schemaName: string;
  schema: object;
}

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
  /** Trace sink for `llm` events; bodies are scrubbed of the API key. */
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
}

export class LlmError extends Error {
  override name = 'LlmError';
}

const MAX_DELAY_MS = 60_000;

export class LlmClient {
  readonly stats: LlmStats = { calls: 0, requests: 0, retries: 0, promptTokens: 0, completionTokens: 0, mode: null, fallbacks: [] };
  private mode: OutputMode;
  private readonly openai: OpenAI;
  private readonly where: string;
  private readonly replayer: Replayer | null = null;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    readonly config: LlmConfig,
    private readonly opts: ClientOptions = {},
  ) {
    this.mode = config.mode === 'auto' ? 'json_schema' : config.mode;
    const base = config.baseURL ?? 'https://api.openai.com/v1';
    this.where = safeOrigin(base);
    let f: Fetch | undefined = opts.fetch;
    if (config.replay) {
      this.replayer = replayFetch(config.replay);
      f = this.replayer.fetch;
    } else if (config.record) {
      f = recordingFetch(config.record, [config.apiKey], f ?? fetch);
    }
    this.openai = new OpenAI({
      // Local servers (Ollama, llama.cpp) need no key, but the package insists on one.
      apiKey: config.apiKey ?? 'no-key',
      baseURL: base,
      timeout: config.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
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
    let retriesLeft = this.config.retries;
    let problem = '';
    for (;;) {
      const mode = this.mode;
      const body = this.body(req, mode);
      let res: OpenAI.Chat.Completions.ChatCompletion;
      try {
        this.stats.requests++;
        res = await this.openai.chat.completions.create(body as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming);
      } catch (e) {
        if (this.replayer?.problem) throw new LlmError(this.replayer.problem);
        if (this.fallBack(e)) continue;
        const verdict = this.classify(e);
        problem = verdict.problem;
        if (!verdict.retry) {
          this.emit(req, mode, null, false);
          throw new LlmError(`LLM at ${this.where} ${problem}`);
        }
        if (retriesLeft-- <= 0) break;
        this.stats.retries++;
        await this.sleep(verdict.delayMs ?? this.backoff());
        continue;
      }
      const usage = res.usage;
      this.stats.promptTokens += usage?.prompt_tokens ?? 0;
      this.stats.completionTokens += usage?.completion_tokens ?? 0;
      const choice = res.choices?.[0];
      const content = choice?.message?.content ?? '';
      const extracted = extractJson(content);
      const cut = choice?.finish_reason === 'length' || (!extracted.ok && extracted.truncated);
      if (cut) {
        problem = 'cut its reply short (finish_reason length)';
        if (retriesLeft-- <= 0) break;
        this.stats.retries++;
        await this.sleep(this.backoff());
        continue;
      }
      this.stats.calls++;
      this.stats.mode = mode;
      this.emit(req, mode, content, true, usage);
      return extracted.ok ? { value: extracted.value, parseError: null, content, mode } : { value: undefined, parseError: extracted.error, content, mode };
    }
    this.emit(req, this.mode, null, false);
    throw new LlmError(`LLM at ${this.where} ${problem} after ${this.config.retries} retries`);
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

  private classify(e: unknown): { retry: boolean; problem: string; delayMs?: number } {
    if (e instanceof OpenAI.APIConnectionTimeoutError) return { retry: true, problem: 'timed out' };
    if (e instanceof OpenAI.APIConnectionError) return { retry: true, problem: 'could not be reached' };
    if (e instanceof OpenAI.APIError && typeof e.status === 'number') {
      const status = e.status;
      const said = this.scrub(firstLine(e.message));
      if (status === 429) return { retry: true, problem: `kept rate-limiting (429: ${said})`, delayMs: retryAfter(e.headers) };
      if (status >= 500) return { retry: true, problem: `kept failing (${status}: ${said})`, delayMs: retryAfter(e.headers) };
      if (status === 408) return { retry: true, problem: 'timed out (408)' };
      const fix = status === 401 ? '; check OPENAI_API_KEY' : status === 404 ? '; check OPENAI_BASE_URL and SAPLING_MODEL' : '';
      return { retry: false, problem: `rejected the request (${status}: ${said})${fix}` };
    }
    return { retry: false, problem: `failed: ${this.scrub(firstLine(String((e as Error)?.message ?? e)))}` };
  }

  private backoff(): number {
    return Math.min(MAX_DELAY_MS, this.config.backoffMs * 2 ** this.stats.retries);
  }

  private scrub(s: string): string {
    return redact(s, [this.config.apiKey]);
  }

  private emit(req: JsonRequest, mode: OutputMode, content: string | null, ok: boolean, usage?: OpenAI.CompletionUsage): void {
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
    this.opts.trace(JSON.parse(this.scrub(JSON.stringify(ev))) as TraceEvent);
  }
}

function schemaMessage(schema: object): ChatMessage {
  return {
    role: 'system',
    content: `Reply with exactly one JSON object, no prose, matching this JSON Schema:\n\`\`\`json\n${JSON.stringify(schema)}\n\`\`\``,
  };
}

/** Milliseconds the server asked us to wait, from retry-after-ms or retry-after (seconds or a date). */
export function retryAfter(headers: Headers | undefined | null): number | undefined {
  if (!headers || typeof headers.get !== 'function') return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_DELAY_MS);
  const raw = headers.get('retry-after');
  if (raw === null) return undefined;
  const secs = Number(raw);
  if (Number.isFinite(secs) && secs >= 0) return Math.min(secs * 1000, MAX_DELAY_MS);
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.min(Math.max(0, at - Date.now()), MAX_DELAY_MS) : undefined;
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
