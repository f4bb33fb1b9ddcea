/**
 * Chunk columns of the simulated world as prismarine-chunk columns the
 * viewer page reads. The simulated world stores one block id per cell (no
 * block states), so each cell is shown in its block's default state: facing
 * and crop age are not drawn, blocks are.
 */
import { createRequire } from 'node:module';
import type { IndexedData } from 'minecraft-data';
import type { World } from '../sim/index.js';
import { MIN_Y, MAX_Y, BIOMES } from '../sim/index.js';
import { mcData } from '../sim/data.js';
import type { ViewColumn, ViewerPackage } from './load.js';
import { VIEW_VERSION, viewState } from './states.js';

const require = createRequire(import.meta.url);
const HEIGHT = MAX_Y - MIN_Y + 1;
const SECTIONS = HEIGHT >> 4;

let simStates: Uint32Array | null = null;

/** Simulated block id → the view state of its default state; air, cave air and void air are 0 (nothing to draw). */
export function viewStateOfBlock(id: number): number {
  if (!simStates) {
    simStates = new Uint32Array(mcData.blocksArray.length);
    for (const b of mcData.blocksArray) simStates[b.id] = /^(cave_|void_)?air$/.test(b.name) ? 0 : viewState(b.defaultState!);
  }
  return simStates[id] ?? 0;
}

let biomeIds: number[] | null = null;

/** The view version's biome id per simulated biome (grass, leaves and water take their tint from it). */
function biomeId(index: number): number {
  if (!biomeIds) {
    const view: IndexedData = require('minecraft-data')(VIEW_VERSION);
    biomeIds = BIOMES.map((name) => view.biomesByName[name]?.id ?? view.biomesByName.plains!.id);
  }
  return biomeIds[index] ?? biomeIds[0]!;
}

/**
 * The column of chunk (cx, cz) if the simulated world has generated it, else
 * null: generating a chunk here would make a run with the viewer differ from
 * the same run without it.
 */
export function viewColumn(pv: ViewerPackage, world: World, cx: number, cz: number): ViewColumn | null {
  const chunk = world.loadedChunk(cx, cz);
  if (!chunk) return null;
  const Column = pv.Column(VIEW_VERSION);
  const column = new Column({ minY: MIN_Y, worldHeight: HEIGHT }) as ViewColumn & { setBiome(pos: object, id: number): void };
  const p = { x: 0, y: 0, z: 0 };
  for (let s = 0; s < SECTIONS; s++) {
    // The ids a section may hold (a superset): skip sections of air alone.
    if (![...chunk.sectionIds[s]!].some((id) => viewStateOfBlock(id) !== 0)) continue;
    const base = s << 12;
    for (let i = 0; i < 4096; i++) {
      const state = viewStateOfBlock(chunk.blocks[base + i]!);
      if (state === 0) continue;
      p.x = i & 15;
      p.z = (i >> 4) & 15;
      p.y = MIN_Y + (s << 4) + (i >> 8);
      column.setBlockStateId(p, state);
    }
  }
  // Biomes are stored per 4×4×4 cell; the simulated world has one per block column.
  for (let x = 0; x < 16; x += 4)
    for (let z = 0; z < 16; z += 4) {
      const id = biomeId(chunk.biome[(z << 4) | x]!);
      for (let y = MIN_Y; y <= MAX_Y; y += 4) column.setBiome({ x, y, z }, id);
    }
  return column;
}
