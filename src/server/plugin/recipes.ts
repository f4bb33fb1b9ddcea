/**
 * Matching a crafting grid against minecraft-data's recipes (the game's own
 * recipe list, never a hand-written one). Every recipe is folded into a key
 * once: shaped recipes by their trimmed shape (and its mirror), shapeless ones
 * by their sorted ingredients. A grid then matches with one map lookup.
 */
import type { IndexedData } from 'minecraft-data';

export interface GridResult {
  id: number;
  count: number;
}

type Cell = number | null;

/** A recipe as minecraft-data's pc data lists it; its typings allow more shapes than the data has. */
interface DataRecipe {
  result: { id: number; count: number };
  inShape?: (number | null | { id: number })[][];
  ingredients?: (number | null | { id: number })[];
}

export interface RecipeBook {
  /** The result for a width x width grid of item ids (null = empty), or null. */
  match(grid: Cell[], width: number): GridResult | null;
}

export function createRecipeBook(registry: IndexedData): RecipeBook {
  const byKey = new Map<string, GridResult>();
  for (const list of Object.values(registry.recipes as Record<string, DataRecipe[]>)) {
    for (const r of list) {
      const result = { id: r.result.id, count: r.result.count };
      if (r.inShape) {
        const rows: Cell[][] = r.inShape.map((row: (number | null | { id: number })[]) => row.map(idOf));
        byKey.set(shapedKey(trimRows(rows)), result);
        byKey.set(shapedKey(trimRows(rows.map((row) => [...row].reverse()))), result);
      } else if (r.ingredients) {
        byKey.set(shapelessKey(r.ingredients.map(idOf)), result);
      }
    }
  }
  return {
    match(grid, width) {
      const filled = grid.filter((c): c is number => c !== null);
      if (filled.length === 0) return null;
      return byKey.get(shapedKey(trim(grid, width))) ?? byKey.get(shapelessKey(filled)) ?? null;
    },
  };
}

function idOf(c: number | null | undefined | { id: number }): Cell {
  if (c === null || c === undefined) return null;
  if (typeof c === 'number') return c < 0 ? null : c;
  return c.id < 0 ? null : c.id;
}

/** Rows of the grid with empty outer rows and columns removed. */
function trim(grid: Cell[], width: number): Cell[][] {
  const rows: Cell[][] = [];
  for (let y = 0; y < grid.length / width; y++) rows.push(grid.slice(y * width, y * width + width));
  return trimRows(rows);
}

function trimRows(ragged: Cell[][]): Cell[][] {
  const width = Math.max(...ragged.map((r) => r.length));
  const rows = ragged.map((r) => Array.from({ length: width }, (_, x) => r[x] ?? null));
  const used = (c: Cell) => c !== null;
  const ys = rows.map((r, i) => (r.some(used) ? i : -1)).filter((i) => i >= 0);
  const xs = Array.from({ length: width }, (_, x) => (rows.some((r) => used(r[x])) ? x : -1)).filter((i) => i >= 0);
  return rows.slice(ys[0], ys[ys.length - 1] + 1).map((r) => r.slice(xs[0], xs[xs.length - 1] + 1));
}

const shapedKey = (rows: Cell[][]): string => 's:' + rows.map((r) => r.map((c) => c ?? '_').join(',')).join('/');
const shapelessKey = (ids: Cell[]): string =>
  'l:' +
  ids
    .filter((c) => c !== null)
    .sort((a, b) => (a as number) - (b as number))
    .join(',');
