/**
 * Record and replay LLM exchanges. Both work as a `fetch` handed to the openai
 * client, so a replayed run goes through exactly the client code of a live
 * one (retries, mode fallback, parsing). Request headers are never stored, and
 * every configured secret is scrubbed from what is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { redactSecrets, redactString, type Secrets } from '../contracts/redact.js';
import { writeJsonAtomic } from '../memory/atomic.js';

export interface Exchange {
  request: { method: string; path: string; body: unknown };
  response: { status: number; headers: Record<string, string>; body: string } | null;
  /** A fetch that threw (connection refused, timeout: no response), or a body that broke off (response holds what came). */
  error: { name: string; message: string } | null;
}

export interface Cassette {
  version: 1;
  exchanges: Exchange[];
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const KEPT_HEADERS = ['content-type', 'retry-after', 'retry-after-ms', 'x-should-retry'];

/** Known secrets and URL credentials → "[redacted]" (the shared redactor, kept under its old name). */
export function redact(text: string, secrets: Secrets): string {
  return redactString(text, secrets);
}

/**
 * A fetch that passes through to `inner` and appends each exchange, secrets
 * scrubbed, to `file`. The body streams through as it comes, so the client's
 * deadline sees a stall after the headers as such; a body that breaks off is
 * kept with what arrived and the error.
 */
export function recordingFetch(file: string, secrets: Secrets, inner: Fetch = fetch): Fetch {
  const cassette: Cassette = { version: 1, exchanges: [] };
  const save = (): void => writeJsonAtomic(file, redactSecrets(cassette, secrets));
  save();
  return async (input, init) => {
    const request = describeRequest(input, init);
    let res: Response;
    try {
      res = await inner(input, init);
    } catch (e) {
      const err = e as Error;
      cassette.exchanges.push({ request, response: null, error: { name: err.name, message: err.message } });
      save();
      throw e;
    }
    const headers: Record<string, string> = {};
    for (const h of KEPT_HEADERS) {
      const v = res.headers.get(h);
      if (v !== null) headers[h] = v;
    }
    const response = { status: res.status, headers, body: '' };
    const exchange: Exchange = { request, response, error: null };
    cassette.exchanges.push(exchange);
    save();
    if (!res.body) return new Response(null, { status: res.status, headers });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(ctrl) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            response.body += decoder.decode();
            save();
            ctrl.close();
            return;
          }
          response.body += decoder.decode(value, { stream: true });
          ctrl.enqueue(value);
        } catch (e) {
          const err = e as Error;
          exchange.error = { name: err?.name ?? 'Error', message: err?.message ?? String(e) };
          save();
          ctrl.error(e);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: res.status, headers });
  };
}

export interface Replayer {
  fetch: Fetch;
  /** Set when the run asked for more than the cassette holds. */
  problem: string | null;
  served: number;
  total: number;
}

/** A fetch that serves the cassette's exchanges in order and never touches the network. */
export function replayFetch(file: string): Replayer {
  const cassette = loadCassette(file);
  const state: Replayer = {
    problem: null,
    served: 0,
    total: cassette.exchanges.length,
    fetch: async (input, init) => {
      const request = describeRequest(input, init);
      const ex = cassette.exchanges[state.served];
      if (!ex) {
        state.problem = `cassette ${file} holds ${state.total} exchanges but the run asked for more; record it again with --record`;
        throw new Error(state.problem);
      }
      if (endpoint(ex.request.path) !== endpoint(request.path)) {
        state.problem = `cassette ${file} exchange ${state.served + 1} was a request to ${ex.request.path}, not ${request.path}`;
        throw new Error(state.problem);
      }
      state.served++;
      const err = ex.error ? Object.assign(new Error(ex.error.message), { name: ex.error.name }) : null;
      const r = ex.response;
      if (!r) throw err ?? new Error(`cassette ${file} exchange ${state.served} has neither a response nor an error`);
      if (!err) return new Response(r.body, { status: r.status, headers: r.headers });
      // The body broke off: what came, then the error.
      const partial = new TextEncoder().encode(r.body);
      const body = new ReadableStream<Uint8Array>({
        start(ctrl) {
          if (partial.length) ctrl.enqueue(partial);
          ctrl.error(err);
        },
      });
      return new Response(body, { status: r.status, headers: r.headers });
    },
  };
  return state;
}

export function loadCassette(file: string): Cassette {
  if (!existsSync(file)) throw new Error(`cassette ${file} does not exist; record one with --record ${file}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cassette ${file} is not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const c = parsed as Partial<Cassette>;
  if (c?.version !== 1 || !Array.isArray(c.exchanges)) throw new Error(`cassette ${file} is not a Sapling cassette (expected {"version":1,"exchanges":[...]})`);
  return c as Cassette;
}

function describeRequest(input: string | URL | Request, init?: RequestInit): Exchange['request'] {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  let body: unknown = null;
  if (typeof init?.body === 'string') {
    try {
      body = JSON.parse(init.body);
    } catch {
      body = init.body;
    }
  }
  return { method: init?.method ?? 'GET', path: url.pathname, body };
}

/** `chat/completions`: the part of the path that does not depend on the base URL. */
function endpoint(path: string): string {
  return path.split('/').filter(Boolean).slice(-2).join('/');
}
