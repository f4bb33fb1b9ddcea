/**
 * A 3D view of the bot in the browser (prismarine-viewer, an optional
 * dependency): of the server's world through the mineflayer bot, or of the
 * simulated world fed column by column.
 */
import type { Bot } from 'mineflayer';
import type { Body } from '../contracts/body.js';
import type { World } from '../sim/index.js';
import { botFeed } from './bot-feed.js';
import { loadViewer, type ViewerPackage } from './load.js';
import { serveViewer, type ViewerServer } from './server.js';
import { simFeed } from './sim-feed.js';

export { loadViewer, ViewerMissing, VIEWER_PACKAGE, type ViewerPackage } from './load.js';
export { ViewerPortError, type ViewerServer } from './server.js';
export { VIEW_VERSION, WORLD_VERSION, viewState } from './states.js';
export { viewColumn } from './sim-columns.js';

export interface ViewerOptions {
  /** 0 lets the OS choose; the bound port is in the result. */
  port: number;
  host?: string;
  /** Chunks (prismarine-viewer's view distance): columns less than this many chunks from the bot's are sent. */
  viewDistance?: number;
  /** Wall milliseconds between updates of a page on the simulated world. */
  flushMs?: number;
  /** The package, when the caller loaded it already (to fail before the run starts). */
  viewer?: ViewerPackage;
}

/** Serve the view of a body's world: the simulated world, or a server's through its mineflayer bot. */
export async function startViewer(body: Body, opts: ViewerOptions): Promise<ViewerServer> {
  const pv = opts.viewer ?? (await loadViewer());
  const viewDistance = opts.viewDistance ?? 4;
  const serve = { port: opts.port, host: opts.host ?? '127.0.0.1' };
  if (body.kind === 'sim') {
    const world = (body as Body & { world: World }).world;
    return serveViewer(pv, simFeed(pv, world, { viewDistance, flushMs: opts.flushMs ?? 100 }), serve);
  }
  if (body.kind === 'mineflayer')
    return serveViewer(
      pv,
      botFeed(pv, () => (body as Body & { bot: Bot }).bot, viewDistance),
      serve,
    );
  throw new Error(`the viewer shows the simulated world or a server, not a ${body.kind} body`);
}
