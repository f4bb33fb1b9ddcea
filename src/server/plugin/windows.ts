/**
 * Inventory windows done server-side: the player's own inventory with its 2x2
 * grid, crafting tables, chests and furnaces. flying-squid's stock click
 * handler never fills the crafting result and has no containers, so this
 * replaces it. Clicks are applied with prismarine-windows (the same logic the
 * mineflayer client predicts with) to the server's own copy of the items, never
 * to what the client claims.
 */
import type { SquidItem, SquidPlayer, SquidServer, SquidWindow } from 'flying-squid';
import type { Vec3 } from 'vec3';
import { createRecipeBook } from './recipes.js';
import { squidItemClass, squidWindows } from './squid-require.js';

export type ContainerKind = 'crafting' | 'chest' | 'furnace';

/** Window type numbers of the 1.20.3+ protocol (prismarine-windows' table). */
const WINDOW_TYPE: Record<ContainerKind, number> = { chest: 2, crafting: 12, furnace: 14 };

interface OpenContainer {
  id: number;
  kind: ContainerKind;
  pos: Vec3;
  /** Live container slots: a chest's 27, a furnace's 3, a table's result + 9 grid. */
  slots: (SquidItem | null)[];
}

interface Session {
  cursor: SquidItem | null;
  open: OpenContainer | null;
  nextId: number;
  stateId: number;
}

interface Click {
  windowId: number;
  stateId: number;
  slot: number;
  mouseButton: number;
  mode: number;
}

export interface Windows {
  /** Open a container for the player; `slots` is the live store it edits. */
  open(player: SquidPlayer, kind: ContainerKind, pos: Vec3, slots: (SquidItem | null)[], title: string): void;
  /** Players looking into the container at pos, with the window id each sees it under. */
  viewers(pos: Vec3): { player: SquidPlayer; id: number }[];
  setSlot(player: SquidPlayer, windowId: number, slot: number, item: SquidItem | null): void;
  /** Put items in the inventory, merging stacks; returns what did not fit. */
  addToInventory(player: SquidPlayer, item: SquidItem): number;
  /** Send the whole window (0: the inventory) to the client again. */
  resync(player: SquidPlayer, windowId: number): void;
}

export function installWindows(serv: SquidServer): Windows {
  const Item = squidItemClass(serv.registry);
  const windows = squidWindows(serv.registry);
  const book = createRecipeBook(serv.registry);
  const sessions = new WeakMap<SquidPlayer, Session>();
  const session = (p: SquidPlayer): Session => {
    let s = sessions.get(p);
    if (!s) sessions.set(p, (s = { cursor: null, open: null, nextId: 1, stateId: 1 }));
    return s;
  };
  const clone = (it: SquidItem | null): SquidItem | null => (it ? new Item(it.type, it.count, it.metadata, it.nbt) : null);
  const same = (a: SquidItem | null, b: SquidItem | null) => (a?.type ?? -1) === (b?.type ?? -1) && (a?.count ?? 0) === (b?.count ?? 0);

  const api: Windows = {
    open(player, kind, pos, slots, title) {
      const s = session(player);
      returnCursor(player);
      s.nextId = (s.nextId % 100) + 1;
      s.open = { id: s.nextId, kind, pos, slots };
      player._client.write('open_window', {
        windowId: s.open.id,
        inventoryType: WINDOW_TYPE[kind],
        windowTitle: serv._createChatComponent({ text: title }).toNetworkFormat(),
      });
      sendAll(player, s.open.id, containerWindow(player, s.open));
    },
    viewers(pos) {
      return serv.players
        .map((player) => ({ player, open: session(player).open }))
        .filter((v): v is { player: SquidPlayer; open: OpenContainer } => !!v.open && v.open.pos.equals(pos))
        .map((v) => ({ player: v.player, id: v.open.id }));
    },
    setSlot(player, windowId, slot, item) {
      const s = session(player);
      player._client.write('set_slot', { windowId, stateId: ++s.stateId, slot, item: Item.toNotch(item) });
    },
    addToInventory,
    resync,
  };

  serv.on('newPlayer', (player: SquidPlayer) => {
    player._client.removeAllListeners('window_click');
    player._client.on('window_click', (click: Click) => {
      try {
        onClick(player, click);
      } catch (err) {
        serv.debug?.(`window click failed: ${(err as Error).message}`);
        resync(player, click.windowId);
      }
    });
    player._client.on('close_window', ({ windowId }: { windowId: number }) => onClose(player, windowId));
  });

  return api;

  function onClick(player: SquidPlayer, click: Click): void {
    const s = session(player);
    // Drags and double clicks are not modelled; answering with the full window
    // state is also how mineflayer asks for a resync (mode 5, stateId -1).
    if (click.mode === 5 || click.mode === 6 || click.stateId === -1) return resync(player, click.windowId);
    if (click.windowId === 0) return clickInventory(player, s, click);
    if (!s.open || s.open.id !== click.windowId) return;
    const open = s.open;
    const win = containerWindow(player, open);
    const resultBefore = open.kind === 'crafting' ? clone(win.slots[0]) : null;
    win.selectedItem = clone(s.cursor);
    win.acceptClick({ slot: click.slot, mouseButton: click.mouseButton, mode: click.mode, item: win.slots[click.slot] }, player.gameMode);
    s.cursor = win.selectedItem;
    if (open.kind === 'crafting' && click.slot >= 0 && click.slot <= 9) {
      if (click.slot === 0 && resultBefore && !same(resultBefore, win.slots[0])) consumeGrid(win, 1, 9);
      win.slots[0] = craftResult(win, 1, 3);
    }
    writeBack(player, open, win);
    if (open.kind === 'crafting' && click.slot >= 0 && click.slot <= 9) {
      for (let i = 0; i <= 9; i++) api.setSlot(player, open.id, i, win.slots[i]);
    }
  }

  function clickInventory(player: SquidPlayer, s: Session, click: Click): void {
    const inv = player.inventory;
    const resultBefore = clone(inv.slots[0]);
    inv.selectedItem = s.cursor;
    inv.acceptClick({ slot: click.slot, mouseButton: click.mouseButton, mode: click.mode, item: inv.slots[click.slot] ?? null }, player.gameMode);
    s.cursor = inv.selectedItem;
    if (click.slot >= 0 && click.slot <= 4) {
      if (click.slot === 0 && resultBefore && !same(resultBefore, inv.slots[0])) consumeGrid(inv, 1, 4);
      // Always answer: mineflayer waits for slot 0 after every click in the grid.
      inv.updateSlot(0, craftResult(inv, 1, 2));
    }
  }

  function craftResult(win: { slots: (SquidItem | null)[] }, first: number, width: number): SquidItem | null {
    const grid = win.slots.slice(first, first + width * width).map((it) => (it ? it.type : null));
    const r = book.match(grid, width);
    return r ? new Item(r.id, r.count) : null;
  }

  function consumeGrid(win: SquidWindow | { slots: (SquidItem | null)[] }, first: number, last: number): void {
    for (let i = first; i <= last; i++) {
      const it = win.slots[i];
      if (!it) continue;
      const left = it.count > 1 ? new Item(it.type, it.count - 1, it.metadata, it.nbt) : null;
      if ('updateSlot' in win) win.updateSlot(i, left);
      else win.slots[i] = left;
    }
  }

  /** A prismarine window holding copies of the container's and the player's items. */
  function containerWindow(player: SquidPlayer, open: OpenContainer): SquidWindow {
    const win: SquidWindow = windows.createWindow(open.id, WINDOW_TYPE[open.kind], open.kind);
    open.slots.forEach((it, i) => {
      win.slots[i] = clone(it);
      const s = win.slots[i];
      if (s) s.slot = i;
    });
    for (let i = 0; i < 36; i++) {
      const slot = win.inventoryStart + i;
      const copy = clone(player.inventory.slots[9 + i]);
      if (copy) copy.slot = slot;
      win.slots[slot] = copy;
    }
    return win;
  }

  function writeBack(player: SquidPlayer, open: OpenContainer, win: SquidWindow): void {
    for (let i = 0; i < open.slots.length; i++) open.slots[i] = win.slots[i];
    for (let i = 0; i < 36; i++) {
      const it = win.slots[win.inventoryStart + i];
      if (!same(it, player.inventory.slots[9 + i])) player.inventory.updateSlot(9 + i, clone(it));
    }
  }

  function sendAll(player: SquidPlayer, windowId: number, win: SquidWindow): void {
    const s = session(player);
    player._client.write('window_items', {
      windowId,
      stateId: ++s.stateId,
      items: win.slots.map((it) => Item.toNotch(it)),
      carriedItem: Item.toNotch(s.cursor),
    });
  }

  function resync(player: SquidPlayer, windowId: number): void {
    const s = session(player);
    if (windowId === 0) return sendAll(player, 0, player.inventory);
    if (s.open && s.open.id === windowId) sendAll(player, windowId, containerWindow(player, s.open));
  }

  function onClose(player: SquidPlayer, windowId: number): void {
    const s = session(player);
    if (windowId === 0) {
      for (let i = 1; i <= 4; i++) {
        const it = player.inventory.slots[i];
        if (it) {
          player.inventory.updateSlot(i, null);
          addToInventory(player, it);
        }
      }
      player.inventory.updateSlot(0, null);
    } else if (s.open && s.open.id === windowId) {
      // A table's grid goes back to the inventory, as in vanilla.
      if (s.open.kind === 'crafting') for (let i = 1; i <= 9; i++) if (s.open.slots[i]) addToInventory(player, s.open.slots[i]!);
      s.open = null;
    }
    returnCursor(player);
  }

  function returnCursor(player: SquidPlayer): void {
    const s = session(player);
    if (s.cursor) addToInventory(player, s.cursor);
    s.cursor = null;
  }

  function addToInventory(player: SquidPlayer, item: SquidItem): number {
    const inv = player.inventory;
    let left = item.count;
    const order = [...Array.from({ length: 9 }, (_, i) => 36 + i), ...Array.from({ length: 27 }, (_, i) => 9 + i)];
    for (const slot of order) {
      const it = inv.slots[slot];
      if (!it || it.type !== item.type || it.count >= it.stackSize) continue;
      const n = Math.min(left, it.stackSize - it.count);
      inv.updateSlot(slot, new Item(it.type, it.count + n, it.metadata, it.nbt));
      left -= n;
      if (left === 0) return 0;
    }
    for (const slot of order) {
      if (inv.slots[slot]) continue;
      const n = Math.min(left, new Item(item.type, 1).stackSize);
      inv.updateSlot(slot, new Item(item.type, n, item.metadata, item.nbt));
      left -= n;
      if (left === 0) return 0;
    }
    return left;
  }
}
