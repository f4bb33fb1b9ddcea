/**
 * Crafting recipes from minecraft-data, with per-variant recipes folded into
 * one recipe over a group (`3 #planks + 2 stick → wooden_pickaxe`).
 */
import type { McData, McRecipe } from './data.js';
import type { Groups } from './groups.js';
import type { CraftRecipe, ItemCount } from './types.js';

interface Flat {
  cells: (number | null)[];
  rows: number;
  cols: number;
  shaped: boolean;
  yields: number;
}

function flatten(r: McRecipe): Flat {
  if ('inShape' in r) {
    const cols = Math.max(...r.inShape.map((row) => row.length));
    const cells = r.inShape.flatMap((row) => Array.from({ length: cols }, (_, i) => row[i] ?? null));
    return { cells, rows: r.inShape.length, cols, shaped: true, yields: r.result.count };
  }
  return { cells: [...r.ingredients], rows: 0, cols: 0, shaped: false, yields: r.result.count };
}

/** Recipes that can be variants of each other: same shape, same holes, same yield. */
function clusterKey(f: Flat): string {
  const mask = f.cells.map((c) => (c === null ? 0 : 1)).join('');
  return `${f.shaped ? 'S' : 'I'}${f.rows}x${f.cols}:${mask}:${f.yields}:${f.cells.length}`;
}

function toRecipe(result: string, f: Flat, names: (string | null)[]): CraftRecipe {
  const counts = new Map<string, number>();
  for (const n of names) if (n !== null) counts.set(n, (counts.get(n) ?? 0) + 1);
  const ingredients: ItemCount[] = [...counts].map(([item, count]) => ({ item, count }));
  const needsTable = f.shaped ? f.rows > 2 || f.cols > 2 : f.cells.length > 4;
  return { result, yields: f.yields, ingredients, needsTable };
}

/**
 * Fold one cluster: cells that vary together form a slot; a slot whose set of
 * items a group rule names becomes that group, any other slot keeps one
 * recipe per item it takes.
 */
function foldCluster(result: string, flats: Flat[], name: (id: number) => string, groups: Groups): CraftRecipe[] {
  const first = flats[0]!;
  const width = first.cells.length;
  const slotOf: number[] = new Array(width).fill(-1);
  const slots: number[][] = [];
  for (let i = 0; i < width; i++) {
    const seen = new Set(flats.map((f) => f.cells[i]));
    if (seen.size < 2) continue;
    const slot = slots.findIndex((s) => flats.every((f) => f.cells[s[0]!] === f.cells[i]));
    if (slot >= 0) {
      slots[slot]!.push(i);
      slotOf[i] = slot;
    } else {
      slotOf[i] = slots.length;
      slots.push([i]);
    }
  }
  const slotGroup = slots.map((s) => {
    const ids = [...new Set(flats.map((f) => f.cells[s[0]!]))].filter((x): x is number => x !== null);
    return groups.classify(ids.map(name));
  });
  const out = new Map<string, CraftRecipe>();
  for (const f of flats) {
    const names = f.cells.map((c, i) => {
      if (c === null) return null;
      const g = slotOf[i]! >= 0 ? slotGroup[slotOf[i]!] : null;
      return g ?? name(c);
    });
    const key = names.join(',');
    if (!out.has(key)) out.set(key, toRecipe(result, f, names));
  }
  return [...out.values()];
}

/** Every crafting recipe by result item name. Registers the groups it finds. */
export function buildRecipes(data: McData, groups: Groups): Map<string, CraftRecipe[]> {
  const name = (id: number) => data.items[id]?.name ?? `item_${id}`;
  const out = new Map<string, CraftRecipe[]>();
  for (const [id, list] of Object.entries(data.recipes)) {
    const result = name(Number(id));
    const clusters = new Map<string, Flat[]>();
    for (const r of list) {
      const f = flatten(r);
      const key = clusterKey(f);
      clusters.set(key, [...(clusters.get(key) ?? []), f]);
    }
    const recipes: CraftRecipe[] = [];
    for (const flats of clusters.values()) recipes.push(...foldCluster(result, flats, name, groups));
    out.set(result, recipes);
  }
  groups.finish();
  return out;
}
