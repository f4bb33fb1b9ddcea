import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';

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

/**
 * Walk `blocks` straight away from a danger (turning left, then right, then back, when that way is blocked);
 * a non-null result (aborted or died) ends the caller.
 */
export async function flee(body: Body, from: Vec3Like, signal: AbortSignal, what: string, blocks = FLEE): Promise<Outcome | null> {
  const p = body.position();
  const d = away(body, from);
  for (const [cx, cz] of [
    [d.x, d.z],
    [-d.z, d.x],
    [d.z, -d.x],
  ] as const) {
    const to = { x: Math.round(p.x + cx * blocks), y: Math.floor(p.y), z: Math.round(p.z + cz * blocks) };
    const r = await act(what, signal, () => body.goto(to, 3, signal));
    if (!r.ok && (r.code === 'aborted' || r.code === 'died')) return r;
    if (r.ok) return null;
  }
  return null;
}
