/**
 * Feeding an open page from a mineflayer bot, as prismarine-viewer's
 * mineflayer plugin does (third person: the camera orbits the bot): a
 * WorldView over the bot's world, its listeners for chunks, blocks and
 * entities, and the bot's position on every move. Two differences: state ids
 * are translated to the page's version on the way (see states.ts), and the
 * bot is asked for at each new page, so a page opened after a reconnect
 * follows the new bot.
 */
import type { Bot } from 'mineflayer';
import type { Feed } from './server.js';
import type { ViewColumn, ViewEmitter, ViewerPackage, ViewPos } from './load.js';
import { VIEW_VERSION, viewState } from './states.js';

export function botFeed(pv: ViewerPackage, bot: () => Bot, viewDistance: number): Feed {
  return (socket) => {
    const b = bot();
    const world = {
      getColumnAt: async (p: ViewPos) => {
        const column = (await b.world.getColumnAt(p as never)) as unknown as ViewColumn | null;
        return column ? translated(pv, column) : null;
      },
      raycast: () => null,
    };
    // The WorldView's block updates carry the server's state ids.
    const emitter: ViewEmitter = {
      emit: (event, data) => socket.emit(event, event === 'blockUpdate' ? withViewState(data as { stateId: number }) : data),
      on: (event, listener) => socket.on(event, listener),
    };
    socket.emit('version', VIEW_VERSION);
    const view = new pv.WorldView(world, viewDistance, b.entity.position, emitter);
    void view.init(b.entity.position);
    const moved = () => {
      socket.emit('position', { pos: b.entity.position, yaw: b.entity.yaw, addMesh: true });
      void view.updatePosition(b.entity.position);
    };
    b.on('move', moved);
    view.listenToBot(b);
    return () => {
      b.removeListener('move', moved);
      view.removeListenersFromBot(b);
    };
  };
}

interface Biomes {
  getBiome(p: ViewPos): number;
  setBiome(p: ViewPos, id: number): void;
}

const withViewState = (update: { stateId: number }) => ({ ...update, stateId: viewState(update.stateId) });

/** A copy of a server column (1.20.4 state ids) in the page's version. Biome ids are the same in 1.20.1 and 1.20.4. */
function translated(pv: ViewerPackage, column: ViewColumn): ViewColumn {
  const minY = (column as unknown as { minY: number }).minY;
  const Column = pv.Column(VIEW_VERSION);
  const out = new Column({ minY, worldHeight: column.sections.length * 16 }) as ViewColumn & Biomes;
  const p = { x: 0, y: 0, z: 0 };
  // Grass, leaves and water take their tint from the biome.
  for (p.y = minY; p.y < minY + column.sections.length * 16; p.y += 4)
    for (p.x = 0; p.x < 16; p.x += 4) for (p.z = 0; p.z < 16; p.z += 4) out.setBiome(p, (column as ViewColumn & Biomes).getBiome(p));
  column.sections.forEach((section, s) => {
    if (!section || section.isEmpty()) return;
    for (let i = 0; i < 4096; i++) {
      p.x = i & 15;
      p.z = (i >> 4) & 15;
      p.y = minY + (s << 4) + (i >> 8);
      const state = viewState(column.getBlockStateId(p));
      if (state !== 0) out.setBlockStateId(p, state);
    }
  });
  return out;
}
