/** `sapling run --viewer [port]`: the 3D view of the bot in the browser, on 127.0.0.1. */
import type { Body } from '../contracts/body.js';
import { FlagError, parseWholeFlag, RANGES } from '../contracts/flags.js';
import { UsageError } from './errors.js';

export const DEFAULT_VIEWER_PORT = 3007;

/** The commander parser of `--viewer [port]`; without a value commander passes `true` and this is not called. */
export function viewerPort(text: string): number {
  try {
    return parseWholeFlag('--viewer', text, RANGES.port);
  } catch (e) {
    if (!(e instanceof FlagError)) throw e;
    // `run --viewer "a goal"` hands the goal to --viewer: say how to write it.
    throw new UsageError(`${e.message} (a port; for the default port ${DEFAULT_VIEWER_PORT} put --viewer after the goal)`);
  }
}

type ViewerModule = typeof import('../viewer/index.js');
export interface Viewer {
  module: ViewerModule;
  pkg: Awaited<ReturnType<ViewerModule['loadViewer']>>;
  port: number;
}

/** Load prismarine-viewer before anything else runs, so a missing package is a usage error (exit 2) and not a failed run. */
export async function prepareViewer(flag: number | boolean | undefined): Promise<Viewer | null> {
  if (flag === undefined || flag === false) return null;
  const module = await import('../viewer/index.js');
  try {
    return { module, pkg: await module.loadViewer(), port: flag === true ? DEFAULT_VIEWER_PORT : flag };
  } catch (e) {
    if (e instanceof module.ViewerMissing) throw new UsageError(e.message);
    throw e;
  }
}

/** Serve the view of the body's world and print its address on stderr. */
export async function openViewer(v: Viewer, body: Body): Promise<{ close(): Promise<void> }> {
  try {
    const server = await v.module.startViewer(body, { port: v.port, viewer: v.pkg });
    process.stderr.write(`3D viewer: ${server.url}\n`);
    return server;
  } catch (e) {
    if (e instanceof v.module.ViewerPortError) throw new UsageError(e.message);
    throw e;
  }
}
