/** Looking for something on the surface: an outward square spiral, scanning as it goes. */
import type { Body } from '../contracts/body.js';
import { act } from './act.js';
import { at, floor, HORIZONTAL, isFluid, isSolid } from './geometry.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { found } from './found.js';
import type { Target } from './target.js';

export const DEFAULT_SURFACE_RADIUS = 128;

/**
 * Walk legs of 1,1,2,2,3,3… × 1.5 senses radii, scanning every senses radius
 * along each leg (not only at its corners, where a long leg would pass
 * animals by), until `radius` from the start.
 */
export async function surfaceSpiral(body: Body, target: Target, radius: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const start = floor(body.position());
  const sensed = Math.max(8, Math.floor(body.senses.radius));
  // Arms 1.5 radii apart, scanned every radius: no spot is farther than 0.9 radius from a scan.
  const arm = Math.floor(sensed * 1.5);
  const range = Math.max(3, Math.floor(sensed / 4));
  let cur = start;
  let failures = 0;
  let lastFailure: Outcome | null = null;
  for (let leg = 0; ; leg++) {
    const dir = HORIZONTAL[leg % 4]!;
    const length = (Math.floor(leg / 2) + 1) * arm;
    const end = at(cur.x + dir.x * length, start.y, cur.z + dir.z * length);
    if (Math.max(Math.abs(end.x - start.x), Math.abs(end.z - start.z)) > radius) break;
    const stretches = Math.ceil(length / sensed);
    for (let s = 0; s < stretches; s++) {
      const step = Math.min(sensed, length - s * sensed);
      const hit = found(body, target);
      if (hit) return hit;
      // Aim at the ground there: a target inside a hill is reached by digging (slow by hand) rather than walking over it.
      const nx = cur.x + dir.x * step,
        nz = cur.z + dir.z * step;
      const next = at(nx, groundY(body, nx, nz, Math.floor(body.position().y)), nz);
      const r = await act(what, signal, () => body.goto(next, range, signal));
      if (!r.ok && (r.code === 'aborted' || r.code === 'died')) return r;
      // A blocked stretch (ocean, cliff) is skipped; the spiral goes on from where it was planned.
      failures = r.ok ? 0 : failures + 1;
      if (!r.ok) lastFailure = r;
      if (failures >= 4) return fail('unreachable', `${what}: four spiral stretches in a row failed (${(lastFailure as { message: string }).message})`);
      cur = next;
    }
  }
  return found(body, target) ?? fail('not_found', `${what}: no ${target.label} within ${radius} blocks of the start (surface spiral)`);
}

const SEE_UP = 48;
const SEE_DOWN = 24;
/** The standing height at a column (first solid, non-leaf block from above with room over it), or `guess` when not known. */
export function groundY(body: Body, x: number, z: number, guess: number): number {
  for (let y = guess + SEE_UP; y >= guess - SEE_DOWN; y--) {
    const n = body.blockAt(at(x, y, z));
    if (n === null || !isSolid(n) || n.endsWith('_leaves') || isFluid(n)) continue;
    return isSolid(body.blockAt(at(x, y + 1, z))) ? guess : y + 1;
  }
  return guess;
}
