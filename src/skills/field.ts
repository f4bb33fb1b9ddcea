/**
 * Where a field goes: soil (grass or dirt) within 4 blocks of water,
 * horizontally, at the water's level or one below it, so the farmland stays
 * moist (https://minecraft.wiki/w/Farmland#Hydration). Plots are laid out as
 * rows along z on even x, the layout that skips the crowding penalty; the
 * soil around the plots is tilled too, which speeds the crops beside it.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { emptyOrLeaves, skyAbove } from './ascend.js';
import { add, at, distance, floor, HORIZONTAL } from './geometry.js';
import { isFloor, isPassable } from './passable.js';
import { posKey } from './target.js';

/**
 * Soil a hoe tills (HoeItem.TILLABLES, 1.20.4): grass, dirt and a path turn to farmland; coarse and
 * rooted dirt turn to dirt first, so they take two strokes. Podzol, mycelium and mud do not till.
 */
export const SOIL = ['grass_block', 'dirt', 'dirt_path', 'coarse_dirt', 'rooted_dirt'];
/** Crops on farmland: a plot in use, not a plant to clear. */
const CROP_BLOCKS = new Set(['wheat', 'carrots', 'potatoes', 'beetroots', 'melon_stem', 'pumpkin_stem', 'attached_melon_stem', 'attached_pumpkin_stem']);
/**
 * What may stand on soil that is to be tilled: air, or a plant without a collision box (grass, a flower,
 * a tall plant's lower half), which the farm breaks first: the hoe tills only under air.
 */
export const clearable = (name: string | null): boolean => name === 'air' || (name !== null && isPassable(name) && !CROP_BLOCKS.has(name));
export const HYDRATION = 4;

export interface Field {
  water: Vec3Like;
  /** Soil to plant, nearest the water first. */
  plots: Vec3Like[];
  /** Soil around the plots (the eight cells around each), tilled but left bare. */
  margins: Vec3Like[];
}

/** Can this soil cell be tilled and hold a crop (open above, dry and solid)? */
function usable(body: Body, p: Vec3Like): boolean {
  const top = body.blockAt(at(p.x, p.y + 1, p.z));
  const above = body.blockAt(at(p.x, p.y + 2, p.z));
  return SOIL.includes(body.blockAt(p) ?? '') && clearable(top) && clearable(above);
}

/** Farmland already tilled (by an earlier run) counts as a plot too. */
function tilled(body: Body, p: Vec3Like): boolean {
  return body.blockAt(p) === 'farmland' && clearable(body.blockAt(at(p.x, p.y + 1, p.z)));
}

/** The best field beside one water block, or null when no soil is in range. */
export function fieldAt(body: Body, water: Vec3Like, want: number): Field | null {
  const rows: Vec3Like[] = [];
  const between: Vec3Like[] = [];
  for (const dy of [0, -1]) {
    for (let dx = -HYDRATION; dx <= HYDRATION; dx++) {
      for (let dz = -HYDRATION; dz <= HYDRATION; dz++) {
        const p = at(water.x + dx, water.y + dy, water.z + dz);
        if (!usable(body, p) && !tilled(body, p)) continue;
        ((p.x & 1) === 0 ? rows : between).push(p);
      }
    }
  }
  if (rows.length + between.length === 0) return null;
  const near = (a: Vec3Like, b: Vec3Like) => distance(a, water) - distance(b, water);
  rows.sort(near);
  between.sort(near);
  // Rows first; a field short of row soil plants between the rows too.
  const plots = [...rows, ...between].slice(0, want);
  const chosen = new Set(plots.map(posKey));
  // Every moist farmland block of the eight around a crop's own adds to its growth points (a lone crop: 1/6 a
  // stage with one tilled beside it, 1/3 with all eight), and bare ones never count as crowding: till them all.
  const around = (p: Vec3Like) => plots.some((q) => q.y === p.y && Math.max(Math.abs(q.x - p.x), Math.abs(q.z - p.z)) === 1);
  const margins = [...rows, ...between].filter((p) => !chosen.has(posKey(p)) && around(p));
  return { water, plots, margins };
}

/** Water blocks looked at for a field, nearest first: a lake's shore may be far round from the nearest of them. */
export const WATER_LOOKED_AT = 256;

/** The field by the sensed water that holds the most plots (up to `want`), nearest first on ties. */
export function chooseField(body: Body, want: number, exclude: ReadonlySet<string>): Field | null {
  let best: Field | null = null;
  for (const w of body.findBlocks(['water'], { count: WATER_LOOKED_AT })) {
    if (exclude.has(posKey(w.pos))) continue;
    const f = fieldAt(body, w.pos, want);
    if (f && (!best || f.plots.length > best.plots.length)) best = f;
    if (best && best.plots.length >= want) break;
  }
  return best;
}

/** The bot's feet are in the cell (`dy` 0) or on it (`dy` 1). */
export function standsAt(body: Body, p: Vec3Like, dy: number): boolean {
  const f = floor(body.position());
  return f.x === p.x && f.z === p.z && f.y - dy === p.y;
}

/**
 * Off a cell the bot's feet are in (a seed is not planted there, nor water poured: a player steps aside first), onto a
 * side with room and a floor. Null when the bot is not there or no side has room.
 */
export async function stepOff(body: Body, cell: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  if (!standsAt(body, cell, 0)) return null;
  const room = (c: Vec3Like): boolean => isPassable(body.blockAt(c)) && isPassable(body.blockAt(add(c, 0, 1, 0))) && isFloor(body.blockAt(add(c, 0, -1, 0)));
  const side = HORIZONTAL.map((d) => add(cell, d.x, 0, d.z)).find(room);
  return side ? act(what, signal, () => body.goto(side, 0, signal)) : null;
}

/**
 * A cell with nothing over it but air, plants or leaves, as far as the bot has seen: a crop needs light 9 or more
 * (CropBlock.canSurvive), which a pond dug in a cave's dirt never gives its field. (Natural water is not held to it:
 * measured on GITM's seeds, the check turned away fields by water that did grow, and hay on seed 4 ran out of time.)
 */
export const openToSky = (body: Body, p: Vec3Like): boolean => skyAbove(body, add(p, 0, -1, 0), emptyOrLeaves);
