/**
 * Loads minecraft-data for a version. minecraft-data is CommonJS, so it is
 * required rather than imported; the typed view below is the part we read.
 */
import { createRequire } from 'node:module';
import { KnowledgeError } from './types.js';

const require = createRequire(import.meta.url);

export interface McItem { id: number; name: string; displayName: string; stackSize: number }
export interface McBlock { id: number; name: string; displayName: string; hardness: number | null; harvestTools?: Record<string, boolean>; material?: string }
export interface McEntity { id: number; name: string; displayName: string; type: string; category?: string }
export interface McFood { name: string; foodPoints: number; saturation: number }
export interface McShapedRecipe { inShape: (number | null)[][]; result: { id: number; count: number } }
export interface McShapelessRecipe { ingredients: number[]; result: { id: number; count: number } }
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
  version: { minecraftVersion: string };
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

export function loadData(version: string): McData {
  const mcData = require('minecraft-data') as (v: string) => McData | null;
  const data = mcData(version);
  if (!data || !data.itemsArray || !data.recipes) {
    throw new KnowledgeError(`minecraft-data has no item/recipe data for version '${version}'; use a release such as 1.20.4`, version);
  }
  return data;
}
