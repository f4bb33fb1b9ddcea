/**
 * A real chat-completions server on 127.0.0.1 port 0 for tests: it answers
 * from a script, one entry per request, and captures every request (body and
 * headers) so tests can assert what the real `openai` client sent.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scripted =
  /** A normal completion with this content. */
  | { content: string; finish?: 'stop' | 'length'; usage?: { prompt: number; completion: number } }
  /** Any HTTP error. */
  | { status: number; error: string; headers?: Record<string, string> }
  /** Never answer (the client must time out). */
  | { hang: true }
  /** Send 200 and the headers, then part of the body, then nothing more. */
  | { stallAfterHeaders: true }
  /** Promise a whole completion (content-length), send half of it, then drop the connection. */
  | { cutBody: true }
  /** Any body at all, e.g. garbage text/plain. */
  | { raw: string; contentType?: string; status?: number }
  /** Compute the reply from the request. */
  | { reply: (body: ChatBody) => Scripted };

/** A chat-completions request body as the `openai` client sends it: the parts the tests read, and the rest. */
export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  /** Absent in plain-text mode. */
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [key: string]: unknown;
}

export interface Captured {
  body: ChatBody;
  headers: IncomingHttpHeaders;
  path: string;
}

export interface FakeOpenAI {
  url: string;
  requests: Captured[];
  /** Appends more scripted replies. */
  push(...s: Scripted[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAI(script: Scripted[] = [], fallback?: Scripted): Promise<FakeOpenAI> {
  const queue = [...script];
  const requests: Captured[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ body, headers: req.headers, path: req.url ?? '' });
      let next = queue.shift() ?? fallback;
      if (!next) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake-openai: script exhausted' } }));
        return;
      }
      while ('reply' in next) next = next.reply(body);
      if ('hang' in next) {
        hanging.add(res);
        return;
      }
      if ('stallAfterHeaders' in next) {
        hanging.add(res);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"chatcmpl-stall","object":"chat.completion","choices":[');
        return;
      }
      if ('cutBody' in next) {
        const whole = completion(body, { content: '{"never":"arrives"}' }, requests.length);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(whole)) });
        res.write(whole.slice(0, whole.length >> 1), () => res.socket?.destroy());
        return;
      }
      if ('raw' in next) {
        res.writeHead(next.status ?? 200, { 'content-type': next.contentType ?? 'text/plain' });
        res.end(next.raw);
        return;
      }
      if ('status' in next) {
        res.writeHead(next.status, { 'content-type': 'application/json', ...(next.headers ?? {}) });
        res.end(JSON.stringify({ error: { message: next.error, type: 'invalid_request_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(body, next, requests.length));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    push: (...s) => queue.push(...s),
    close: () =>
      new Promise<void>((r) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function completion(body: ChatBody | null, next: Extract<Scripted, { content: string }>, n: number): string {
  const usage = next.usage ?? { prompt: 10, completion: 5 };
  return JSON.stringify({
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: 0,
    model: body?.model ?? 'fake',
    choices: [{ index: 0, finish_reason: next.finish ?? 'stop', message: { role: 'assistant', content: next.content } }],
    usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
  });
}

export const SECRET = 'sk-test-SECRET-do-not-leak-0123456789';
/** A password for base URLs (user:pass@), as fake and as findable as SECRET. */
export const URL_PASSWORD = 'hunter2-URLPASS-do-not-leak-9876';
