/**
 * prismarine-viewer is an optional dependency: the default install stays free
 * of it, and `--viewer` loads it only when asked. Only its pieces that need
 * no native module are loaded: the WorldView (which chunks to send as the bot
 * moves), the static routes of the browser page, and the express, socket.io
 * and prismarine-chunk it depends on. Its package entry and its mineflayer
 * plugin (lib/mineflayer.js) require `canvas`, a native module that is only
 * a devDependency of prismarine-viewer 1.33, so they fail to load in a plain
 * install (PrismarineJS/prismarine-viewer#498 makes it optional upstream).
 */
import { createRequire } from 'node:module';
import type { RequestListener, Server as HttpServer } from 'node:http';
import { dirname, join } from 'node:path';

export const VIEWER_PACKAGE = 'prismarine-viewer';

/** `--viewer` without the optional package: a usage problem with the fix in the message. */
export class ViewerMissing extends Error {
  override name = 'ViewerMissing';
  constructor(pkg: string, cause: unknown) {
    super(`--viewer needs the optional package ${pkg}, which is not installed; run: npm install ${pkg}`, { cause });
  }
}

/** The emitter a WorldView talks to: a socket.io socket, or a stand-in that translates ids on the way. */
export interface ViewEmitter {
  emit(event: string, data: unknown): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
}

export interface ViewPos {
  x: number;
  y: number;
  z: number;
}

/** prismarine-viewer's WorldView (viewer/lib/worldView.js), as far as Sapling uses it. */
export interface WorldView {
  loadedChunks: Record<string, boolean>;
  init(pos: ViewPos): Promise<void>;
  updatePosition(pos: ViewPos, force?: boolean): Promise<void>;
  loadChunk(pos: ViewPos): Promise<void>;
  unloadChunk(pos: ViewPos): void;
  listenToBot(bot: unknown): void;
  removeListenersFromBot(bot: unknown): void;
}

/** A world a WorldView reads: columns at block positions (x, z multiples of 16). */
export interface ViewWorld {
  getColumnAt(pos: ViewPos): Promise<ViewColumn | null>;
  raycast(): null;
}

/** A prismarine-chunk column. */
export interface ViewColumn {
  toJson(): string;
  getBlockStateId(pos: ViewPos): number;
  setBlockStateId(pos: ViewPos, stateId: number): void;
  sections: ({ isEmpty(): boolean } | null)[];
}

export interface ViewerPackage {
  /** The package's folder; its public/ is the browser page. */
  dir: string;
  WorldView: new (world: ViewWorld, viewDistance: number, position: unknown, emitter: ViewEmitter) => WorldView;
  express: Express;
  /** socket.io's Server factory. */
  io: (http: HttpServer, opts: object) => SocketServer;
  /** prismarine-chunk's column class for a version. */
  Column: (version: string) => new (opts: { minY: number; worldHeight: number }) => ViewColumn;
  Vec3: new (x: number, y: number, z: number) => ViewPos;
}

export interface Express {
  (): RequestListener & { use(handler: unknown): void };
  static(dir: string): unknown;
}

export interface SocketServer {
  on(event: 'connection', listener: (socket: ViewSocket) => void): void;
  close(done?: (err?: Error) => void): void;
}

export interface ViewSocket extends ViewEmitter {
  disconnect(close?: boolean): void;
}

/** Load the parts of prismarine-viewer Sapling uses, or throw ViewerMissing. `pkg` is for tests. */
export async function loadViewer(pkg: string = VIEWER_PACKAGE): Promise<ViewerPackage> {
  let WorldView: ViewerPackage['WorldView'];
  try {
    // A dynamic import, so that a missing optional package is an error here and not when the CLI starts.
    WorldView = ((await import(`${pkg}/viewer/lib/worldView.js`)) as { default: { WorldView: ViewerPackage['WorldView'] } }).default.WorldView;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') throw new ViewerMissing(pkg, e);
    throw e;
  }
  // Its own dependencies, resolved from its folder as it resolves them.
  const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
  const own = createRequire(manifest);
  return {
    dir: dirname(manifest),
    WorldView,
    express: own('express') as Express,
    io: own('socket.io') as ViewerPackage['io'],
    Column: own('prismarine-chunk') as ViewerPackage['Column'],
    Vec3: (own('vec3') as { Vec3: ViewerPackage['Vec3'] }).Vec3,
  };
}

/** The folder of the browser page. */
export const pageDir = (pv: ViewerPackage): string => join(pv.dir, 'public');
