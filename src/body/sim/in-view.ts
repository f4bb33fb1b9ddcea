/**
 * Bulk blocks (stone, dirt, sand…) in view now, found by flooding outward from
 * the eyes through see-through cells. A ray from the eyes walks from cell to
 * face-adjacent cell through see-through cells only, so every block in view
 * borders a cell this flood reaches: in a tunnel the flood is the tunnel, and
 * only the blocks around it are tested with rays. The open sky (the air above
 * each column's heightmap) is not flooded cell by cell: once the flood reaches
 * it, the blocks bordering it are the column tops and the cliff faces between
 * columns of different heights.
 */
import { MIN_Y, MAX_Y } from '../../sim/chunk.js';
import { blockName } from '../../sim/data.js';
import type { World } from '../../sim/world.js';
import type { SeenBlock } from '../../contracts/body.js';
import { blockVisible, EYE_HEIGHT, type Sight } from '../../knowledge/sight.js';

/** Flood state reused between calls: cells are marked with the call's number, so nothing is cleared. */
interface Grid {
  R: number;
  S: number;
  mark: Uint32Array;
  queue: Int32Array;
  /** Heightmap of the grid's columns, for this call. */
  height: Int32Array;
  call: number;
}
let grid: Grid | null = null;
function gridFor(r: number): Grid {
  // The flood runs to r + 2 from the feet (a ray to a face within r brushes cells up to r + 1.8 away); the eyes are 1.62 above the feet.
  const R = Math.ceil(r) + 5;
  if (!grid || grid.R < R) {
    const S = 2 * R + 1;
    grid = { R, S, mark: new Uint32Array(S * S * S), queue: new Int32Array(S * S * S), height: new Int32Array(S * S), call: 0 };
  }
  grid.call++;
  return grid;
}

/** What the flood reads: blocks, and the heightmap (the highest non-air y of a column, or MAX_Y where unknown). */
export interface FloodWorld {
  sight: Sight;
  heightAt(x: number, z: number): number;
}

/** Blocks with an id in `ids` within r of the feet that the eyes see now, nearest first, at most `want`. */
export function bulkInView(world: World, fw: FloodWorld, ids: ReadonlySet<number>, r: number, want: number): SeenBlock[] {
  const { sight } = fw;
  const see = sight.see;
  const p = world.player.pos;
  const ex = p.x,
    ey = p.y + EYE_HEIGHT,
    ez = p.z;
  const { R, S, mark, queue, height, call } = gridFor(r);
  const ox = Math.floor(ex) - R,
    oy = Math.floor(ey) - R,
    oz = Math.floor(ez) - R;
  for (let i = 0; i < S; i++) for (let j = 0; j < S; j++) height[i * S + j] = fw.heightAt(ox + i, oz + j);
  /** Candidates as grid indices, with their squared distance from the feet. */
  const cand: number[] = [];
  const candD2: number[] = [];
  const reach = (r + 2) * (r + 2),
    r2 = r * r;
  let tail = 0;
  let sky = false;
  /** A cell the flood (or the sky) borders: a candidate if wanted, flooded on through if see-through. */
  const visit = (x: number, y: number, z: number, fromSky: boolean): void => {
    const lx = x - ox,
      ly = y - oy,
      lz = z - oz;
    if (y < MIN_Y || y > MAX_Y || lx < 0 || lx >= S || ly < 0 || ly >= S || lz < 0 || lz >= S) return;
    const i = (lx * S + ly) * S + lz;
    if (mark[i] === call) return;
    const fx = x + 0.5 - p.x,
      fy = y + 0.5 - p.y,
      fz = z + 0.5 - p.z;
    const d2 = fx * fx + fy * fy + fz * fz;
    if (d2 > reach) return;
    if (!fromSky && y > height[lx * S + lz]) {
      sky = true;
      return;
    }
    mark[i] = call;
    const id = sight.look(x, y, z);
    if (d2 <= r2 && ids.has(id)) {
      cand.push(i);
      candD2.push(d2);
    }
    if (see[id] === 1) queue[tail++] = i;
  };
  const fx0 = Math.floor(ex),
    fy0 = Math.floor(ey),
    fz0 = Math.floor(ez);
  if (fy0 > height[R * S + R]) sky = true;
  else {
    const start = (R * S + R) * S + R;
    mark[start] = call;
    queue[tail++] = start;
    if (ids.has(sight.look(fx0, fy0, fz0))) {
      cand.push(start);
      candD2.push((fx0 + 0.5 - p.x) ** 2 + (fy0 + 0.5 - p.y) ** 2 + (fz0 + 0.5 - p.z) ** 2);
    }
  }
  let head = 0;
  let skyDone = false;
  for (;;) {
    while (head < tail) {
      const q = queue[head++];
      const cx = ox + Math.floor(q / (S * S)),
        cy = oy + (Math.floor(q / S) % S),
        cz = oz + (q % S);
      visit(cx + 1, cy, cz, false);
      visit(cx - 1, cy, cz, false);
      visit(cx, cy + 1, cz, false);
      visit(cx, cy - 1, cz, false);
      visit(cx, cy, cz + 1, false);
      visit(cx, cy, cz - 1, false);
    }
    if (!sky || skyDone) break;
    skyDone = true;
    borderOfSky(p, r + 2, (x, z) => height[(x - ox) * S + (z - oz)], visit);
  }
  const cell = (i: number): [number, number, number] => [ox + Math.floor(i / (S * S)), oy + (Math.floor(i / S) % S), oz + (i % S)];
  // Nearest first; ties as findBlocks orders them (lower y, then x, then z).
  const order = cand.map((_, k) => k).sort((a, b) => candD2[a] - candD2[b] || cmpCells(cell(cand[a]), cell(cand[b])));
  const out: SeenBlock[] = [];
  for (const k of order) {
    if (out.length >= want) break;
    const [x, y, z] = cell(cand[k]);
    if (blockVisible(sight, ex, ey, ez, x, y, z)) out.push({ name: blockName(sight.look(x, y, z)), pos: { x, y, z }, distance: Math.sqrt(candD2[k]) });
  }
  return out;
}

const cmpCells = (a: [number, number, number], b: [number, number, number]): number => a[1] - b[1] || a[0] - b[0] || a[2] - b[2];

/** Visit every block bordering the open sky within `reach` (horizontally) of p: column tops, and cliff faces where a column stands above its neighbour. */
function borderOfSky(
  p: { x: number; y: number; z: number },
  reach: number,
  heightAt: (x: number, z: number) => number,
  visit: (x: number, y: number, z: number, fromSky: boolean) => void,
): void {
  const x0 = Math.floor(p.x - reach),
    x1 = Math.floor(p.x + reach),
    z0 = Math.floor(p.z - reach),
    z1 = Math.floor(p.z + reach);
  const yMin = Math.floor(p.y - reach),
    yMax = Math.floor(p.y + reach + EYE_HEIGHT);
  for (let x = x0; x <= x1; x++) {
    for (let z = z0; z <= z1; z++) {
      const dx = x + 0.5 - p.x,
        dz = z + 0.5 - p.z;
      if (dx * dx + dz * dz > reach * reach) continue;
      const h = heightAt(x, z);
      if (h >= MAX_Y) continue;
      if (h >= yMin && h <= yMax) visit(x, h, z, true);
      for (let k = 0; k < 4; k++) {
        const nx = x + SIDE_X[k],
          nz = z + SIDE_Z[k];
        const hn = Math.min(heightAt(nx, nz), yMax);
        for (let y = Math.max(h + 1, yMin); y <= hn; y++) visit(nx, y, nz, true);
      }
    }
  }
}

const SIDE_X = [1, -1, 0, 0];
const SIDE_Z = [0, 0, 1, -1];
