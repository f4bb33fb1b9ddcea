/**
 * `--live-html`: an HTTP server on loopback that serves the HTML report and
 * streams the trace as it grows by server-sent events. Every pushed event is
 * sent as a plain SSE message (id = its index, so a reconnecting browser
 * resumes); a re-rendered report follows as an `event: report` message, at
 * most a few times a second.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TraceEvent } from '../contracts/trace.js';
import { fromTrace } from './fromTrace.js';
import { esc } from './html/escape.js';
import { renderHtml, reportBody } from './html/render.js';
import { makeNode, type VizModel } from './model.js';

export interface LiveHtmlOptions {
  /** 0 picks a free port (default). */
  port?: number;
  /** Default 127.0.0.1: the report may hold prompts and should not leave the machine. */
  host?: string;
  /** Events already recorded. */
  events?: TraceEvent[];
  /** Shortest wall time between two report renders (default 250 ms). */
  renderIntervalMs?: number;
}

export interface LiveHtmlServer {
  url: string;
  push(event: TraceEvent): void;
  close(): Promise<void>;
}

const EVENTS_PATH = '/events';

export async function serveLiveHtml(opts: LiveHtmlOptions = {}): Promise<LiveHtmlServer> {
  const events: TraceEvent[] = [...(opts.events ?? [])];
  const clients = new Set<ServerResponse>();
  const interval = opts.renderIntervalMs ?? 250;
  let timer: NodeJS.Timeout | null = null;
  let lastRender = -Infinity;

  const body = () => {
    const model = liveModel(events);
    return typeof model === 'string' ? `<p class="empty">${esc(model)}</p>` : reportBody(model);
  };
  const sendReport = () => {
    timer = null;
    lastRender = Date.now();
    const msg = `event: report\ndata: ${JSON.stringify({ html: body() })}\n\n`;
    for (const c of clients) c.write(msg);
  };
  const scheduleReport = () => {
    if (timer) return;
    timer = setTimeout(sendReport, Math.max(0, lastRender + interval - Date.now()));
    timer.unref();
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return void res.writeHead(405).end('GET only\n');
    if (path === '/') return page(res, events);
    if (path === EVENTS_PATH) return stream(req, res, events, clients, body);
    if (path === '/trace.jsonl') {
      res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
      return void res.end(events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : ''));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: try / or /events\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}/`,
    push(event) {
      events.push(event);
      const msg = `id: ${events.length - 1}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const c of clients) c.write(msg);
      if (clients.size) scheduleReport();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      for (const c of clients) c.end();
      clients.clear();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The model so far, or why there is none yet. */
function liveModel(events: TraceEvent[]): VizModel | string {
  if (!events.some((e) => e.type === 'run_start')) return 'Waiting for the run to start…';
  try {
    return fromTrace(events);
  } catch (e) {
    return `Cannot draw this trace: ${(e as Error).message}`;
  }
}

function page(res: ServerResponse, events: TraceEvent[]): void {
  const model = liveModel(events);
  const shown: VizModel = typeof model === 'string' ? { title: 'live run', source: 'trace', root: makeNode({ id: 'n0', kind: 'root', label: model }) } : model;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(renderHtml(shown, { liveEventsUrl: EVENTS_PATH }));
}

function stream(req: IncomingMessage, res: ServerResponse, events: TraceEvent[], clients: Set<ServerResponse>, body: () => string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write('retry: 1000\n\n');
  const last = Number(req.headers['last-event-id']);
  if (Number.isInteger(last)) {
    events.slice(last + 1).forEach((e, i) => res.write(`id: ${last + 1 + i}\ndata: ${JSON.stringify(e)}\n\n`));
  }
  res.write(`event: report\ndata: ${JSON.stringify({ html: body() })}\n\n`);
  clients.add(res);
  req.on('close', () => clients.delete(res));
}
