/**
 * The world's truth about a tunnel a scenario dug: which cells are open, where
 * the torches are, and the block light at each cell by the vanilla rule (a
 * torch gives 14, one less per block of open space crossed, stopped by opaque
 * blocks: https://minecraft.wiki/w/Light#Block_light,
 * https://minecraft.wiki/w/Torch). Read with getBlock, so it holds on every
 * world, flying-squid included, which has no light engine of its own.
 *
 * The tunnel is what is open and joined to the foot of the shaft, however far
 * the bot took it: a search that walks off and starts again elsewhere (its
 * relocation) is still counted whole, and still has to be lit.
 */
import type { Vec3Like } from '../../src/contracts/body.js';
import { FACE_NEIGHBOURS } from '../../src/knowledge/sight.js';
import { offset, type ConformanceWorld } from './harness.js';

const TORCH_LIGHT = 14;
const TORCHES = new Set(['torch', 'wall_torch']);
const OPEN = new Set(['air', 'cave_air', ...TORCHES]);
const key = (p: Vec3Like) => `${p.x},${p.y},${p.z}`;
/** How far from the shaft a tunnel is followed; far beyond any scenario's length plus a relocation. */
const REACH = 48;
/** Levels around the tunnel's feet level a turn, a cave leg or a pathfinder's step may take it to. */
const BAND = { below: 3, above: 3 };

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

/** Open cells joined to the foot of the shaft at `top`, within the band around feet level `y`, with their block names. */
async function dug(w: ConformanceWorld, top: Vec3Like, y: number): Promise<Map<string, { pos: Vec3Like; name: string }>> {
  const open = new Map<string, { pos: Vec3Like; name: string }>();
  const seen = new Set<string>();
  let frontier: Vec3Like[] = [{ x: top.x, y, z: top.z }];
  while (frontier.length) {
    const next: Vec3Like[] = [];
    for (const p of frontier) {
      if (seen.has(key(p))) continue;
      seen.add(key(p));
      if (p.y < y - BAND.below || p.y > y + BAND.above || Math.abs(p.x - top.x) > REACH || Math.abs(p.z - top.z) > REACH) continue;
      const name = await w.getBlock(p);
      if (!OPEN.has(name)) continue;
      open.set(key(p), { pos: p, name });
      for (const [dx, dy, dz] of FACE_NEIGHBOURS) next.push(offset(p, dx, dy, dz));
    }
    frontier = next;
  }
  return open;
}

/** Fill what a scenario dug around feet level `y` from the shaft at `top` back with stone, so later scenarios dig fresh rock. */
export async function fillTunnel(w: ConformanceWorld, top: Vec3Like, y: number): Promise<void> {
  for (const { pos } of (await dug(w, top, y)).values()) await w.setBlock(pos, 'stone');
}

/**
 * Open cells of a tunnel dug at feet level `y` from the shaft at `top`, the
 * torches among them and up the shaft, and the cells whose block light is 0.
 * The shaft above the tunnel is left out: the sky lights it. Light is followed
 * through these cells only: the levels found are never higher than the world's.
 */
export async function litCells(w: ConformanceWorld, top: Vec3Like, y: number) {
  const open = await dug(w, top, y);
  const cells: Vec3Like[] = [];
  const torches: Vec3Like[] = [];
  for (const { pos: p, name } of open.values()) {
    if (TORCHES.has(name)) torches.push(p);
    else if (p.y <= y + 1 || p.x !== top.x || p.z !== top.z) cells.push(p);
  }
  for (let yy = y + BAND.above + 1; yy < top.y; yy++)
    if (TORCHES.has(await w.getBlock({ x: top.x, y: yy, z: top.z }))) torches.push({ x: top.x, y: yy, z: top.z });
  const level = lightFrom(torches, new Set(open.keys()));
  return { cells, torches, dark: cells.filter((c) => (level.get(key(c)) ?? 0) < 1) };
}

/** Breadth-first from every torch at once through the open cells: the best level at each. */
function lightFrom(torches: Vec3Like[], open: Set<string>): Map<string, number> {
  const level = new Map<string, number>();
  let frontier = torches.filter((t) => open.has(key(t)));
  for (const t of frontier) level.set(key(t), TORCH_LIGHT);
  for (let l = TORCH_LIGHT - 1; l >= 1 && frontier.length; l--) {
    const next: Vec3Like[] = [];
    for (const p of frontier) {
      for (const [dx, dy, dz] of FACE_NEIGHBOURS) {
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
