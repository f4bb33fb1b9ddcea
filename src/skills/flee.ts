import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';

const FLEE = 12;

/** Walk `blocks` straight away from a danger; a non-null result (aborted or died) ends the caller. */
export async function flee(body: Body, from: Vec3Like, signal: AbortSignal, what: string, blocks = FLEE): Promise<Outcome | null> {
  const p = body.position();
  const dx = p.x - from.x,
    dz = p.z - from.z;
  const len = Math.hypot(dx, dz) || 1;
  const away = { x: Math.round(p.x + (dx / len) * blocks), y: Math.floor(p.y), z: Math.round(p.z + (dz / len) * blocks) };
  const r = await act(what, signal, () => body.goto(away, 3, signal));
  return !r.ok && (r.code === 'aborted' || r.code === 'died') ? r : null;
}
