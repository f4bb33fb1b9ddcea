/**
 * Blocks that open a window on right-click: crafting tables, chests that keep
 * what is put in them, and furnaces that smelt with fuel over game ticks.
 * Contents live in memory, keyed by block position, for the server's lifetime.
 */
import type { SquidItem, SquidPlayer, SquidServer } from 'flying-squid';
import type { Vec3 } from 'vec3';
import { squidItemClass } from './squid-require.js';
import type { Windows } from './windows.js';

import type { SmeltingFacts } from '../../knowledge/smelting-facts.js';

export type { SmeltingFacts };

interface Furnace {
  pos: Vec3;
  /** input, fuel, output */
  slots: (SquidItem | null)[];
  burnLeft: number;
  burnMax: number;
  progress: number;
}

export interface Containers {
  chest(pos: Vec3): (SquidItem | null)[];
  furnace(pos: Vec3): (SquidItem | null)[];
}

export function installContainers(serv: SquidServer, windows: Windows, smelting: SmeltingFacts, cookTicks: number): Containers {
  const Item = squidItemClass(serv.registry);
  const key = (p: Vec3) => `${p.x},${p.y},${p.z}`;
  const chests = new Map<string, (SquidItem | null)[]>();
  const furnaces = new Map<string, Furnace>();

  const chestAt = (pos: Vec3) => {
    let c = chests.get(key(pos));
    if (!c) chests.set(key(pos), (c = new Array(27).fill(null)));
    return c;
  };
  const furnaceAt = (pos: Vec3): Furnace => {
    let f = furnaces.get(key(pos));
    if (!f) furnaces.set(key(pos), (f = { pos: pos.clone(), slots: [null, null, null], burnLeft: 0, burnMax: 0, progress: 0 }));
    return f;
  };

  const interact =
    (kind: 'crafting' | 'chest' | 'furnace') =>
    ({ block, player }: { block: { position: Vec3 }; player: SquidPlayer }) => {
      // Sneaking players place blocks against containers instead, as in vanilla.
      if (player.crouching) return false;
      const pos = block.position.clone();
      if (kind === 'crafting') windows.open(player, 'crafting', pos, new Array(10).fill(null), 'Crafting');
      else if (kind === 'chest') windows.open(player, 'chest', pos, chestAt(pos), 'Chest');
      else windows.open(player, 'furnace', pos, furnaceAt(pos).slots, 'Furnace');
      if (kind === 'furnace') sendProgress(furnaceAt(pos));
      return true;
    };
  serv.onBlockInteraction('crafting_table', interact('crafting'));
  serv.onBlockInteraction('chest', interact('chest'));
  serv.onBlockInteraction('furnace', interact('furnace'));

  serv.on('tick', () => {
    for (const f of furnaces.values()) tickFurnace(f);
  });

  return { chest: chestAt, furnace: (pos) => furnaceAt(pos).slots };

  function tickFurnace(f: Furnace): void {
    const [input, fuel, output] = f.slots;
    const outName = input ? smelting.smeltOutput(input.name) : null;
    const outItem = outName ? serv.registry.itemsByName[outName] : null;
    const room = !!outItem && (!output || (output.type === outItem.id && output.count < output.stackSize));
    let changed = false;
    if (f.burnLeft <= 0 && room && fuel && smelting.burnTicks(fuel.name) > 0) {
      f.burnMax = f.burnLeft = smelting.burnTicks(fuel.name);
      f.slots[1] = fuel.count > 1 ? new Item(fuel.type, fuel.count - 1) : null;
      changed = true;
    }
    if (f.burnLeft <= 0) {
      if (f.progress > 0) {
        f.progress = 0;
        sendProgress(f);
      }
      return;
    }
    f.burnLeft--;
    if (room) {
      f.progress++;
      if (f.progress >= cookTicks) {
        f.progress = 0;
        f.slots[0] = input!.count > 1 ? new Item(input!.type, input!.count - 1) : null;
        f.slots[2] = new Item(outItem.id, (output?.count ?? 0) + 1);
        changed = true;
      }
    } else f.progress = 0;
    if (changed) for (const v of windows.viewers(f.pos)) for (let i = 0; i < 3; i++) windows.setSlot(v.player, v.id, i, f.slots[i]);
    if (changed || serv.tickCount % 5 === 0) sendProgress(f);
  }

  function sendProgress(f: Furnace): void {
    const props = [f.burnLeft, f.burnMax, f.progress, cookTicks];
    for (const v of windows.viewers(f.pos)) {
      props.forEach((value, property) => v.player._client.write('craft_progress_bar', { windowId: v.id, property, value }));
    }
  }
}
