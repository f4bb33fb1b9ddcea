import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { isCollider } from './passable.js';
import { wallOff } from './wall-off.js';

const FLEE = 12;

/** Unit vector from `from` to the bot; when they stand in the same spot, away from the other hostiles about (else east). */
function away(body: Body, from: Vec3Like): { x: number; z: number } {
  const p = body.position();
  let dx = p.x - from.x,
    dz = p.z - from.z;
  if (Math.hypot(dx, dz) < 0.5) {
    for (const e of body.entities({ maxDistance: 16 }).filter((e) => e.kind === 'hostile')) {
      dx += p.x - e.pos.x;
      dz += p.z - e.pos.z;
    }
  }
  const len = Math.hypot(dx, dz);
  return len < 0.5 ? { x: 1, z: 0 } : { x: dx / len, z: dz / len };
}

/** Running is not digging: the shortest run worth making before a seen wall. */
const MIN_RUN = 3;

/**
 * How far the bot can run along (dx, dz), up to `blocks`, before a block seen at head height stands in the way (a
 * wall or a roof; a one-block step is jumped). A path would dig through the wall, and past an arena's wall is a drop.
 */
function openRun(body: Body, p: Vec3Like, dx: number, dz: number, blocks: number): number {
  for (let i = 1; i <= blocks; i++) {
    const head = { x: Math.floor(p.x + dx * i), y: Math.floor(p.y) + 1, z: Math.floor(p.z + dz * i) };
    // Tall grass and sugar cane fill the head's cell without a box to stop at: only a collider is a wall.
    if (isCollider(body.blockAt(head))) return i - 1;
  }
  return blocks;
}

/**
 * Get away from a danger: in a passage with one way in from its side, wall that way off (see ./wall-off.ts); else walk up
 * to `blocks` straight away from it, stopping short of a seen wall (turning left, then right, when that way is blocked).
 * A non-null result (aborted or died) ends the caller.
 */
export async function flee(body: Body, from: Vec3Like, signal: AbortSignal, what: string, blocks = FLEE): Promise<Outcome | null> {
  const wall = await wallOff(body, from, signal, what);
  if (wall.out || wall.walled) return wall.out;
  const p = body.position();
  const d = away(body, from);
  for (const [cx, cz] of [
    [d.x, d.z],
    [-d.z, d.x],
    [d.z, -d.x],
  ] as const) {
    const run = openRun(body, p, cx, cz, blocks);
    if (run < MIN_RUN) continue;
    const to = { x: Math.floor(p.x + cx * run), y: Math.floor(p.y), z: Math.floor(p.z + cz * run) };
    const r = await act(what, signal, () => body.goto(to, 3, signal));
    if (fatal(r)) return r;
    if (r.ok) return null;
  }
  return null;
}
