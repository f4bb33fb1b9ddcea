/**
 * The noisy-LLM stand-in as a loopback chat-completions server, for tests and
 * benchmarks on machines without a model. It speaks POST /v1/chat/completions,
 * honours response_format (and can refuse modes, like servers without
 * structured output), and answers through NoisyModel.
 *
 *   node dist/llm/noisy-server.js --p 0.2 --seed 7 [--port 0] [--reject json_schema,json_object]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Knowledge } from '../knowledge/types.js';
import { NoisyModel, type ChatBody } from './noisy.js';

export interface NoisyServerOptions {
  knowledge: Knowledge;
  /** Probability of a mistake per answer, 0..1. */
  p: number;
  seed: number;
  port?: number;
  /** response_format types to refuse with a 400, e.g. ['json_schema']. */
  reject?: string[];
}

export interface NoisyServer {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  model: NoisyModel;
  close(): Promise<void>;
}

export async function startNoisyServer(opts: NoisyServerOptions): Promise<NoisyServer> {
  if (!(opts.p >= 0 && opts.p <= 1)) throw new Error(`noisy server: p must be between 0 and 1, got ${opts.p}`);
  const model = new NoisyModel(opts.knowledge, opts.p, opts.seed);
  const reject = new Set(opts.reject ?? []);
  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => handle(req, res, raw, model, reject))
      .catch((e) => send(res, 500, { error: { message: `noisy server: ${(e as Error).message}` } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    model,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function handle(req: IncomingMessage, res: ServerResponse, raw: string, model: NoisyModel, reject: Set<string>): void {
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    send(res, 404, { error: { message: `noisy server: only POST /v1/chat/completions is served, not ${req.method} ${req.url}` } });
    return;
  }
  let body: ChatBody;
  try {
    body = JSON.parse(raw) as ChatBody;
  } catch {
    send(res, 400, { error: { message: 'request body is not JSON' } });
    return;
  }
  const format = body.response_format?.type;
  if (format && reject.has(format)) {
    send(res, 400, {
      error: { message: `response_format type '${format}' is not supported by this server`, type: 'invalid_request_error', param: 'response_format' },
    });
    return;
  }
  const a = model.answer(body);
  const promptChars = (body.messages ?? []).reduce((n, m) => n + String(m.content ?? '').length, 0);
  send(res, 200, {
    id: `noisy-${model.stats.requests}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'noisy',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: a.content } }],
    // Roughly four characters a token, like English text.
    usage: {
      prompt_tokens: Math.ceil(promptChars / 4),
      completion_tokens: Math.ceil(a.content.length / 4),
      total_tokens: Math.ceil((promptChars + a.content.length) / 4),
    },
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const { getKnowledge } = await import('../knowledge/index.js');
  const server = await startNoisyServer({
    knowledge: getKnowledge(),
    p: Number(flag(argv, 'p') ?? 0.2),
    seed: Number(flag(argv, 'seed') ?? 1),
    port: Number(flag(argv, 'port') ?? 0),
    reject: flag(argv, 'reject')?.split(',').filter(Boolean),
  });
  process.stdout.write(`noisy LLM stand-in listening: OPENAI_BASE_URL=${server.url}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((e) => {
    process.stderr.write(`noisy server: ${(e as Error).message}\n`);
    process.exit(1);
  });
}
