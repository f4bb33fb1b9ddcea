/**
 * Loads minecraft-data for a version. minecraft-data is CommonJS, so it is
 * required rather than imported; the typed view below is the part we read.
 */
import { createRequire } from 'node:module';
import { KnowledgeError } from './types.js';

const require = createRequire(import.meta.url);

export interface McItem {
  id: number;
  name: string;
  displayName: string;
  stackSize: number;
}
export interface McBlock {
  id: number;
  name: string;
  displayName: string;
  hardness: number | null;
  harvestTools?: Record<string, boolean>;
  material?: string;
}
export interface McEntity {
  id: number;
  name: string;
  displayName: string;
  type: string;
  category?: string;
}
export interface McFood {
  name: string;
  foodPoints: number;
  saturation: number;
}
export interface McShapedRecipe {
  inShape: (number | null)[][];
  result: { id: number; count: number };
}
export interface McShapelessRecipe {
  ingredients: number[];
  result: { id: number; count: number };
}
export type McRecipe = McShapedRecipe | McShapelessRecipe;
export interface McLootDrop {
  item: string;
  dropChance: number;
  stackSizeRange: (number | null)[];
  silkTouch?: boolean;
  noSilkTouch?: boolean;
  blockAge?: number;
  playerKill?: boolean;
}

export interface McData {
  version: string;
  items: Record<number, McItem>;
  itemsByName: Record<string, McItem>;
  itemsArray: McItem[];
  blocksByName: Record<string, McBlock>;
  blocksArray: McBlock[];
  entitiesByName: Record<string, McEntity>;
  entitiesArray: McEntity[];
  foodsByName: Record<string, McFood>;
  foodsArray: McFood[];
  recipes: Record<string, McRecipe[]>;
  blockLoot: Record<string, { block: string; drops: McLootDrop[] }>;
  entityLoot: Record<string, { entity: string; drops: McLootDrop[] }>;
}

/** The raw per-version files minecraft-data exposes through lazy getters. */
interface RawFiles {
  items?: McItem[];
  blocks?: McBlock[];
  entities?: McEntity[];
  foods?: McFood[];
  recipes?: Record<string, McRecipe[]>;
  blockLoot?: { block: string; drops: McLootDrop[] }[];
  entityLoot?: { entity: string; drops: McLootDrop[] }[];
}

function byName<T extends { name: string }>(list: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of list) out[x.name] = x;
  return out;
}

/**
 * Reads only the files Knowledge needs (items, blocks, entities, foods,
 * recipes, loot): indexing the whole version, protocol included, takes several
 * times longer. Versions named loosely ("1.20") fall back to the full loader.
 */
function rawFiles(version: string): RawFiles | null {
  const table = require('minecraft-data/data.js') as { pc: Record<string, RawFiles | undefined> };
  const direct = table.pc[version];
  if (direct) return direct;
  const full = require('minecraft-data') as (v: string) => (RawFiles & { version: { majorVersion: string; minecraftVersion: string } }) | null;
  const data = full(version);
  return data ? (table.pc[data.version.minecraftVersion] ?? null) : null;
}

export function loadData(version: string): McData {
  const raw = rawFiles(version);
  if (!raw || !raw.items || !raw.blocks || !raw.recipes || !raw.blockLoot || !raw.entityLoot || !raw.entities) {
    throw new KnowledgeError(`minecraft-data has no item, recipe or loot data for Minecraft '${version}'; use a release such as 1.20.4`, version);
  }
  const items: Record<number, McItem> = {};
  for (const i of raw.items) items[i.id] = i;
  const foods = raw.foods ?? [];
  return {
    version,
    items,
    itemsByName: byName(raw.items),
    itemsArray: raw.items,
    blocksByName: byName(raw.blocks),
    blocksArray: raw.blocks,
    entitiesByName: byName(raw.entities),
    entitiesArray: raw.entities,
    foodsByName: byName(foods),
    foodsArray: foods,
    recipes: raw.recipes,
    blockLoot: Object.fromEntries(raw.blockLoot.map((b) => [b.block, b])),
    entityLoot: Object.fromEntries(raw.entityLoot.map((e) => [e.entity, e])),
  };
}

/** The whole minecraft-data for the version, for callers that need more than Knowledge reads. */
export function loadFullData(version: string): unknown {
  const full = require('minecraft-data') as (v: string) => unknown;
  return full(version);
}
