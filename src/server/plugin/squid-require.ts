/**
 * Load prismarine modules through flying-squid's own dependency tree, so the
 * Item and Window classes we create are the very classes the server uses.
 */
import type { SquidItem, SquidWindow } from 'flying-squid';
import type { IndexedData } from 'minecraft-data';
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);
export const requireFromSquid = createRequire(requireHere.resolve('flying-squid'));

/** prismarine-item's Item class: its instances are the items flying-squid keeps in windows. */
export interface SquidItemClass {
  new (type: number, count: number, metadata?: number, nbt?: unknown): SquidItem;
  toNotch(item: SquidItem | null): unknown;
}

export function squidItemClass(registry: IndexedData): SquidItemClass {
  return requireFromSquid('prismarine-item')(registry);
}

export function squidWindows(registry: IndexedData): { createWindow(id: number, type: number | string, title: string, slots?: number): SquidWindow } {
  return requireFromSquid('prismarine-windows')(registry);
}
