/**
 * The world's truth about a tunnel a scenario dug: which cells are open, where
 * the torches are, and the block light at each cell by the vanilla rule (a
 * torch gives 14, one less per block of open space crossed, stopped by opaque
 * blocks: https://minecraft.wiki/w/Light#Block_light,
 * https://minecraft.wiki/w/Torch). Read with getBlock, so it holds on every
 * world, flying-squid included, which has no light engine of its own.
 */
import type { Vec3Like } from '../../src/contracts/body.js';
import { offset, type ConformanceWorld } from './harness.js';

const TORCH_LIGHT = 14;
const TORCHES = new Set(['torch', 'wall_torch']);
const OPEN = new Set(['air', 'cave_air', ...TORCHES]);
const key = (p: Vec3Like) => `${p.x},${p.y},${p.z}`;

export interface SavedCell {
  pos: Vec3Like;
  name: string;
}

/** The column under `top` down to `y`, as it is before a scenario digs its shaft there. */
export async function saveColumn(w: ConformanceWorld, top: Vec3Like, y: number): Promise<SavedCell[]> {
  const out: SavedCell[] = [];
  for (let yy = y; yy < top.y; yy++) {
    const pos = { x: top.x, y: yy, z: top.z };
    out.push({ pos, name: await w.getBlock(pos) });
  }
  return out;
}

export async function restoreColumn(w: ConformanceWorld, cells: SavedCell[]): Promise<void> {
  for (const c of cells) if ((await w.getBlock(c.pos)) !== c.name) await w.setBlock(c.pos, c.name);
}

/** Fill what a scenario dug around feet level `y` within `r` of the shaft back with stone, so later scenarios dig fresh rock. */
export async function fillTunnel(w: ConformanceWorld, top: Vec3Like, y: number, r: number): Promise<void> {
  for (let x = top.x - r; x <= top.x + r; x++)
    for (let z = top.z - r; z <= top.z + r; z++)
      for (let yy = y - 3; yy <= y + 3; yy++) {
        const p = { x, y: yy, z };
        if (OPEN.has(await w.getBlock(p))) await w.setBlock(p, 'stone');
      }
}

/**
 * Open cells of a tunnel dug at feet level `y` within `r` of the shaft at
 * `top` (a cave leg or a turn may take it a level or two up or down), the
 * torches among them and up the shaft, and the cells whose block light is 0.
 * The shaft above the tunnel is left out: the sky lights it. Light is followed
 * through these cells only: the levels found are never higher than the world's.
 */
export async function litCells(w: ConformanceWorld, top: Vec3Like, y: number, r: number) {
  const open = new Map<string, Vec3Like>();
  const cells: Vec3Like[] = [];
  const torches: Vec3Like[] = [];
  for (let x = top.x - r; x <= top.x + r; x++) {
    for (let z = top.z - r; z <= top.z + r; z++) {
      for (let yy = y - 2; yy <= y + 3; yy++) {
        const p = { x, y: yy, z };
        const name = await w.getBlock(p);
        if (!OPEN.has(name)) continue;
        open.set(key(p), p);
        if (TORCHES.has(name)) torches.push(p);
        else if (yy <= y + 1 || x !== top.x || z !== top.z) cells.push(p);
      }
    }
  }
  for (let yy = y + 4; yy < top.y; yy++) if (TORCHES.has(await w.getBlock({ x: top.x, y: yy, z: top.z }))) torches.push({ x: top.x, y: yy, z: top.z });
  const level = lightFrom(torches, open);
  return { cells, torches, dark: cells.filter((c) => (level.get(key(c)) ?? 0) < 1) };
}

/** Breadth-first from every torch at once through the open cells: the best level at each. */
function lightFrom(torches: Vec3Like[], open: Map<string, Vec3Like>): Map<string, number> {
  const level = new Map<string, number>();
  let frontier = torches.filter((t) => open.has(key(t)));
  for (const t of frontier) level.set(key(t), TORCH_LIGHT);
  for (let l = TORCH_LIGHT - 1; l >= 1 && frontier.length; l--) {
    const next: Vec3Like[] = [];
    for (const p of frontier) {
      for (const [dx, dy, dz] of [
        [1, 0, 0],
        [-1, 0, 0],
        [0, 1, 0],
        [0, -1, 0],
        [0, 0, 1],
        [0, 0, -1],
      ] as const) {
        const q = offset(p, dx, dy, dz);
        const k = key(q);
        if (!open.has(k) || level.has(k)) continue;
        level.set(k, l);
        next.push(q);
      }
    }
    frontier = next;
  }
  return level;
}
