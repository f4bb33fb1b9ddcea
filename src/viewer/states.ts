/**
 * Block state ids as the browser viewer reads them. prismarine-viewer 1.33
 * ships textures and block states for 1.20.1 as its newest 1.20 (its own
 * getVersion maps 1.20.4 to 1.20.1), and its page decodes chunks with
 * 1.20.1's state ids. 1.20.3 inserted blocks into the registry, so 666 of
 * 1.20.4's blocks have other ids there (deepslate 24905 is no 1.20.1 id at
 * all): every id is translated by block name before it is sent.
 */
import { createRequire } from 'node:module';
import type { IndexedData } from 'minecraft-data';

const require = createRequire(import.meta.url);

/** The Minecraft version Sapling's worlds speak. */
export const WORLD_VERSION = '1.20.4';
/** The version whose textures and state ids the viewer page uses for WORLD_VERSION. */
export const VIEW_VERSION = '1.20.1';

/** 1.20.3 renamed grass to short_grass. */
const RENAMED: Record<string, string> = { short_grass: 'grass' };
/** For blocks 1.20.1 lacks (the tuff and copper building blocks of 1.20.3's experiments): something solid rather than a hole. */
const FALLBACK = 'stone';

let table: Uint32Array | null = null;

/** world (1.20.4) state id → view (1.20.1) state id, built once. */
export function viewStates(): Uint32Array {
  if (table) return table;
  const world: IndexedData = require('minecraft-data')(WORLD_VERSION);
  const view: IndexedData = require('minecraft-data')(VIEW_VERSION);
  const max = Math.max(...world.blocksArray.map((b) => b.maxStateId ?? b.id));
  table = new Uint32Array(max + 1);
  for (const b of world.blocksArray) {
    const there = view.blocksByName[RENAMED[b.name] ?? b.name] ?? view.blocksByName[FALLBACK]!;
    const lo = b.minStateId ?? b.id;
    const hi = b.maxStateId ?? lo;
    // Same properties (same count of states): state for state. Otherwise (heads gained `powered`) the default state.
    const sameShape = there.maxStateId! - there.minStateId! === hi - lo;
    for (let s = lo; s <= hi; s++) table[s] = sameShape ? there.minStateId! + (s - lo) : there.defaultState!;
  }
  return table;
}

/** The view state id for a world state id (air for an id the world does not have). */
export const viewState = (worldState: number): number => viewStates()[worldState] ?? 0;
