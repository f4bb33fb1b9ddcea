/**
 * The HTTP and socket.io server of the 3D view, built as prismarine-viewer's
 * own mineflayer plugin builds it (express serving its browser page, one
 * socket.io connection per open page), with what the plugin lacks: a host to
 * bind (127.0.0.1, not every interface), port 0, the bound port, no line on
 * stdout, and a close that ends open pages too so the process can exit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageDir, type ViewerPackage, type ViewSocket } from './load.js';

/** What feeds one open page: called on connection, returns the function that stops feeding it. */
export type Feed = (socket: ViewSocket) => () => void;

export interface ViewerServer {
  url: string;
  /** The bound port (the one the OS chose when asked for port 0). */
  port: number;
  /** Pages connected so far, and the messages sent to them by kind (loadChunk, blockUpdate, position, entity …): measures for tests. */
  connections(): number;
  sent(): Readonly<Record<string, number>>;
  close(): Promise<void>;
}

export interface ServeOptions {
  port: number;
  host: string;
}

/** A port the viewer cannot bind: the message names the flag and a way out. */
export class ViewerPortError extends Error {
  override name = 'ViewerPortError';
}

export async function serveViewer(pv: ViewerPackage, feed: Feed, { port, host }: ServeOptions): Promise<ViewerServer> {
  const app = pv.express();
  // No compression: the page is read over loopback, and gzipping its 63 MB worker would cost seconds of CPU per page load.
  app.use(pv.express.static(pageDir(pv)));
  // The page has no icon; answer the browser's request for one instead of logging a 404 in its console.
  app.use((req: { url: string }, res: { statusCode: number; end(): void }, next: () => void) => {
    if (req.url !== '/favicon.ico') return next();
    res.statusCode = 204;
    res.end();
  });
  const http = createServer(app);
  const io = pv.io(http, { path: '/socket.io' });
  const stops = new Set<() => void>();
  let connections = 0;
  const sent: Record<string, number> = {};
  io.on('connection', (socket) => {
    connections++;
    const emit = socket.emit.bind(socket);
    socket.emit = (event: string, data: unknown) => {
      sent[event] = (sent[event] ?? 0) + 1;
      return emit(event, data);
    };
    const stop = feed(socket);
    stops.add(stop);
    socket.on('disconnect', () => {
      stop();
      stops.delete(stop);
    });
  });
  const bound = await listen(http, port, host);
  return {
    url: `http://${host}:${bound}/`,
    port: bound,
    connections: () => connections,
    sent: () => ({ ...sent }),
    close: () => closeAll(http, io, stops),
  };
}

function listen(http: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.once('error', (e: NodeJS.ErrnoException) => {
      const why = e.code === 'EADDRINUSE' ? 'is in use' : e.code === 'EACCES' ? 'is not allowed' : `cannot be bound (${e.message})`;
      reject(
        new ViewerPortError(
          `--viewer: port ${port} on ${host} ${why}; pass another port, e.g. --viewer ${port === 3007 ? 3008 : 3007}, or --viewer 0 for any free port`,
        ),
      );
    });
    http.listen(port, host, () => resolve((http.address() as AddressInfo).port));
  });
}

async function closeAll(http: Server, io: { close(done?: (err?: Error) => void): void }, stops: Set<() => void>): Promise<void> {
  for (const stop of stops) stop();
  stops.clear();
  if (!http.listening) return;
  const closed = new Promise<void>((resolve) => http.once('close', () => resolve()));
  // socket.io disconnects every page and closes the HTTP server; a page still downloading keeps its connection until cut.
  io.close();
  http.closeAllConnections();
  await closed;
}
