/**
 * Sapling's gameplay plugin for flying-squid: crafting (2x2 and table),
 * furnaces, chests, eating, death and respawn, item pickup, mobs with loot,
 * and hostile melee mobs that come for players.
 */
import type { SquidServer } from 'flying-squid';
import { installContainers, type Containers, type SmeltingFacts } from './containers.js';
import { installFood } from './food.js';
import { installLife } from './life.js';
import { installMelee } from './melee.js';
import { installMobs, type Mobs } from './mobs.js';
import { installWindows, type Windows } from './windows.js';

export type { SmeltingFacts } from './containers.js';

export interface GameplayOptions {
  keepInventory: boolean;
  smelting: SmeltingFacts;
  /** Ticks to smelt one item; vanilla is 200. */
  cookTicks: number;
}

export interface Gameplay {
  windows: Windows;
  containers: Containers;
  mobs: Mobs;
}

export function installGameplay(serv: SquidServer, opts: GameplayOptions): Gameplay {
  const windows = installWindows(serv);
  const containers = installContainers(serv, windows, opts.smelting, opts.cookTicks);
  installFood(serv);
  installLife(serv, windows, { keepInventory: opts.keepInventory });
  const mobs = installMobs(serv);
  installMelee(serv);
  return { windows, containers, mobs };
}
