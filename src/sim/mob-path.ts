/**
 * Path search for mobs: A* over the cells a mob can stand in, like vanilla's `WalkNodeEvaluator` in
 * blocks: walk to the 8 neighbours (no corner cutting), jump up one, drop up to 3 (vanilla `getMaxFallDistance`
 * 3). Climbers (spiders, vanilla `WallClimberNavigation`) also move straight up or down a wall they touch.
 * A mob needs as many free cells as its box is tall, rounded up (vanilla `WalkNodeEvaluator` tests the mob's box):
 * a cave spider (0.5) or a spider (0.9) passes 1-block gaps, a zombie (1.95) needs 2, and a wither skeleton (2.4) or
 * an enderman (2.9) needs 3, so a 2-high roof keeps them out.
 * The node budget is vanilla's `PathNavigation` maxVisitedNodes = follow range × 16; when it runs out, the
 * path leads to the node closest to the target, as vanilla's does.
 */
import { MinHeap } from './heap.js';
import { isPassable, isSolid } from './data.js';

export interface MobPathWorld {
  blockId(x: number, y: number, z: number): number;
}

export interface Cell {
  x: number;
  y: number;
  z: number;
}

const MAX_DROP = 3;
const JUMP_COST = 2;
const DIRS = [1, 0, -1, 0, 0, 1, 0, -1, 1, 1, 1, -1, -1, 1, -1, -1];

/** Free cells a mob needs to stand: its height in whole blocks, rounded up (set per search; searches are synchronous). */
let tall = 2;
/** The `cells` cells from (x, y, z) up are passable: room for a mob's body. */
export function free(w: MobPathWorld, x: number, y: number, z: number, cells = tall): boolean {
  for (let i = 0; i < Math.max(1, cells); i++) if (!isPassable(w.blockId(x, y + i, z))) return false;
  return true;
}

/** Cells of headroom a mob of this height needs (at least one). */
export const cellsFor = (height: number): number => Math.max(1, Math.ceil(height - 1e-9));

/** A climber clings where a wall touches its feet or the cell below them. */
export function clinging(w: MobPathWorld, x: number, y: number, z: number): boolean {
  for (let i = 0; i < 8; i += 2) {
    const dx = DIRS[i],
      dz = DIRS[i + 1];
    if (isSolid(w.blockId(x + dx, y, z + dz)) || isSolid(w.blockId(x + dx, y - 1, z + dz))) return true;
  }
  return false;
}

/** Whether a mob can be at (x,y,z): feet and head free, and ground below (or, for a climber, a wall alongside). */
export function canStand(w: MobPathWorld, x: number, y: number, z: number, climber: boolean, cells = 2): boolean {
  if (!free(w, x, y, z, cells)) return false;
  return isSolid(w.blockId(x, y - 1, z)) || (climber && clinging(w, x, y, z));
}

const key = (x: number, y: number, z: number, o: Cell): number => ((x - o.x + 512) * 1024 + (z - o.z + 512)) * 1024 + (y + 512);

/** Node pools reused by every search (a search is synchronous): coordinates, cost so far, parent, closed. */
const CAPACITY = 1 << 14;
const NX = new Int32Array(CAPACITY),
  NY = new Int32Array(CAPACITY),
  NZ = new Int32Array(CAPACITY),
  G = new Float64Array(CAPACITY),
  PARENT = new Int32Array(CAPACITY),
  CLOSED = new Uint8Array(CAPACITY);

/** Cells to walk from `from` (exclusive) toward `to`; empty when there is no step to take. */
export function mobPath(w: MobPathWorld, from: Cell, to: Cell, maxNodes: number, climber: boolean, cells = 2): Cell[] {
  tall = cells;
  let count = 1;
  NX[0] = from.x;
  NY[0] = from.y;
  NZ[0] = from.z;
  G[0] = 0;
  PARENT[0] = -1;
  CLOSED[0] = 0;
  const index = new Map<number, number>([[key(from.x, from.y, from.z, from), 0]]);
  const open = new MinHeap();
  open.push(0, h(from.x, from.y, from.z, to));
  let best = 0,
    bestH = h(from.x, from.y, from.z, to);
  let n = 0;
  const visit = (x: number, y: number, z: number, cost: number): void => {
    const k = key(x, y, z, from);
    let i = index.get(k);
    const ng = G[n] + cost;
    if (i === undefined) {
      if (count >= CAPACITY) return;
      i = count++;
      NX[i] = x;
      NY[i] = y;
      NZ[i] = z;
      CLOSED[i] = 0;
      index.set(k, i);
    } else if (CLOSED[i] || ng >= G[i]) return;
    G[i] = ng;
    PARENT[i] = n;
    open.push(i, ng + h(x, y, z, to));
  };
  let expanded = 0;
  while (open.size > 0 && expanded < maxNodes) {
    n = open.pop();
    if (CLOSED[n]) continue;
    CLOSED[n] = 1;
    expanded++;
    const hn = h(NX[n], NY[n], NZ[n], to);
    if (hn < bestH) {
      best = n;
      bestH = hn;
    }
    if (hn === 0) break;
    neighbours(w, NX[n], NY[n], NZ[n], climber, visit);
  }
  const out: Cell[] = [];
  for (let i = best; i > 0; i = PARENT[i]) out.push({ x: NX[i], y: NY[i], z: NZ[i] });
  return out.reverse();
}

function neighbours(w: MobPathWorld, cx: number, cy: number, cz: number, climber: boolean, add: (x: number, y: number, z: number, cost: number) => void): void {
  const c = { x: cx, y: cy, z: cz };
  const headroom = isPassable(w.blockId(c.x, c.y + tall, c.z));
  for (let i = 0; i < 16; i += 2) {
    const dx = DIRS[i],
      dz = DIRS[i + 1];
    const diagonal = dx !== 0 && dz !== 0;
    const x = c.x + dx,
      z = c.z + dz;
    if (diagonal && (!free(w, c.x + dx, c.y, c.z) || !free(w, c.x, c.y, c.z + dz))) continue;
    const step = diagonal ? Math.SQRT2 : 1;
    if (canStand(w, x, c.y, z, climber, tall)) add(x, c.y, z, step);
    else if (!diagonal && headroom && canStand(w, x, c.y + 1, z, climber, tall)) add(x, c.y + 1, z, step + JUMP_COST);
    else if (free(w, x, c.y, z))
      for (let d = 1; d <= MAX_DROP; d++) {
        if (!isPassable(w.blockId(x, c.y - d, z))) break;
        if (isSolid(w.blockId(x, c.y - d - 1, z))) {
          add(x, c.y - d, z, step + d * 0.5);
          break;
        }
      }
  }
  if (!climber) return;
  if (headroom && canStand(w, c.x, c.y + 1, c.z, true, tall)) add(c.x, c.y + 1, c.z, 1);
  if (canStand(w, c.x, c.y - 1, c.z, true, tall)) add(c.x, c.y - 1, c.z, 1);
}

/** Octile distance plus the climb. */
function h(x: number, y: number, z: number, b: Cell): number {
  const dx = Math.abs(x - b.x),
    dz = Math.abs(z - b.z);
  return Math.max(dx, dz) + (Math.SQRT2 - 1) * Math.min(dx, dz) + Math.abs(y - b.y);
}
