/**
 * Feeding an open page from the simulated world. prismarine-viewer's
 * WorldView chooses the columns around the bot and sends them as it moves;
 * this gives it the columns, and at most every `flushMs` of wall time sends
 * what changed: the bot's position, the blocks dug and placed, the mobs in
 * view. The world runs far faster than real time, so changes are coalesced
 * between flushes rather than sent tick by tick.
 */
import type { World } from '../sim/index.js';
import { mcData } from '../sim/data.js';
import type { Feed } from './server.js';
import type { ViewerPackage, ViewPos, ViewSocket, WorldView } from './load.js';
import { VIEW_VERSION } from './states.js';
import { viewColumn, viewStateOfBlock } from './sim-columns.js';

export interface SimFeedOptions {
  /** prismarine-viewer's view distance: columns less than this many chunks from the bot's chunk are sent. */
  viewDistance: number;
  /** Wall milliseconds between updates of an open page. */
  flushMs: number;
}

/** A column with more changes than this between two flushes is sent again whole instead of block by block. */
const RESEND = 256;

export function simFeed(pv: ViewerPackage, world: World, opts: SimFeedOptions): Feed {
  const columns = { getColumnAt: async (p: ViewPos) => viewColumn(pv, world, Math.floor(p.x / 16), Math.floor(p.z / 16)), raycast: () => null };
  return (socket) => {
    const here = () => ({ ...world.player.pos });
    const view = new pv.WorldView(columns, opts.viewDistance, here(), socket);
    socket.emit('version', VIEW_VERSION);
    // The WorldView loads columns asynchronously; filling in meanwhile would send some twice.
    let loading: Promise<void> | null = view.init(here()).finally(() => (loading = null));
    const changes = new Changes();
    const stopWatching = world.watchBlocks((x, y, z, id) => {
      const p = world.player.pos;
      if (Math.max(Math.abs((x >> 4) - (Math.floor(p.x) >> 4)), Math.abs((z >> 4) - (Math.floor(p.z) >> 4))) <= opts.viewDistance) changes.add(x, y, z, id);
    });
    const mobs = new Map<number, string>();
    let last: ViewPos | null = null;
    let yaw = 0;
    const flush = () => {
      const pos = here();
      if (!last || pos.x !== last.x || pos.y !== last.y || pos.z !== last.z) {
        // Face the way the bot last moved (the simulated player has no look direction).
        if (last && (pos.x !== last.x || pos.z !== last.z)) yaw = Math.atan2(last.x - pos.x, last.z - pos.z);
        socket.emit('position', { pos, yaw, addMesh: true });
        if (!loading) loading = view.updatePosition(pos).finally(() => (loading = null));
        last = pos;
      }
      if (!loading) fillIn(world, view, opts.viewDistance);
      changes.send(view, socket);
      sendMobs(world, socket, mobs, opts.viewDistance);
    };
    const timer = setInterval(flush, opts.flushMs);
    // The page must not keep a finished run alive.
    timer.unref();
    flush();
    return () => {
      clearInterval(timer);
      stopWatching();
    };
  };
}

/**
 * Columns in view that the world generated after the WorldView asked for them
 * (it asks again only when the bot crosses into another chunk).
 */
function fillIn(world: World, view: WorldView, viewDistance: number): void {
  const cx = Math.floor(world.player.pos.x / 16);
  const cz = Math.floor(world.player.pos.z / 16);
  for (let dx = 1 - viewDistance; dx < viewDistance; dx++)
    for (let dz = 1 - viewDistance; dz < viewDistance; dz++) {
      const x = (cx + dx) * 16;
      const z = (cz + dz) * 16;
      if (!view.loadedChunks[`${x},${z}`] && world.loadedChunk(cx + dx, cz + dz)) void view.loadChunk({ x, y: 0, z });
    }
}

/** Block writes since the last flush, per column, coalesced by cell. */
class Changes {
  private readonly byColumn = new Map<string, Map<string, [number, number, number, number]> | 'all'>();

  add(x: number, y: number, z: number, id: number): void {
    const key = `${x & ~15},${z & ~15}`;
    let cells = this.byColumn.get(key);
    if (cells === 'all') return;
    if (!cells) this.byColumn.set(key, (cells = new Map()));
    cells.set(`${x},${y},${z}`, [x, y, z, id]);
    if (cells.size > RESEND) this.byColumn.set(key, 'all');
  }

  send(view: WorldView, socket: ViewSocket): void {
    for (const [key, cells] of this.byColumn) {
      // A column the page does not have yet is built fresh when it is sent.
      if (!view.loadedChunks[key]) continue;
      const [x, z] = key.split(',').map(Number) as [number, number];
      if (cells === 'all') void view.loadChunk({ x, y: 0, z });
      else for (const [cx, cy, cz, id] of cells.values()) socket.emit('blockUpdate', { pos: { x: cx, y: cy, z: cz }, stateId: viewStateOfBlock(id) });
    }
    this.byColumn.clear();
  }
}

/** Mobs within view as the page's entities, sent when they appear or move; those gone or out of view are deleted. */
function sendMobs(world: World, socket: ViewSocket, shown: Map<number, string>, viewDistance: number): void {
  const p = world.player.pos;
  const reach = viewDistance * 16;
  const seen = new Set<number>();
  for (const m of world.mobs.values()) {
    if (Math.abs(m.x - p.x) > reach || Math.abs(m.z - p.z) > reach) continue;
    seen.add(m.id);
    const at = `${m.x},${m.y},${m.z}`;
    if (shown.get(m.id) === at) continue;
    const e = mcData.entitiesByName[m.name];
    socket.emit('entity', { id: m.id, name: m.name, pos: { x: m.x, y: m.y, z: m.z }, width: e?.width ?? 0.6, height: e?.height ?? 1.8 });
    shown.set(m.id, at);
  }
  for (const id of shown.keys())
    if (!seen.has(id)) {
      socket.emit('entity', { id, delete: true });
      shown.delete(id);
    }
}
