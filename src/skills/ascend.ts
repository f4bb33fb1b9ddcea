/** Going up to open sky: dig the block over the head, then let the body climb or pillar one block. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act } from './act.js';
import { add, floor, fmt, HORIZONTAL, isEmpty, isFluid, isLava } from './geometry.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { detour } from './descend.js';
import { fill } from './filler.js';

/** Above the build limit of every version Sapling targets. */
const WORLD_TOP = 320;

/**
 * True when nothing but air lies between the head and the top of the world, as
 * far as the bot can see: looking straight up an open column, every cell in
 * sight is seen, so the first unknown one is beyond view (or not loaded).
 */
export function skyAbove(body: Body, feet: Vec3Like, through: (name: string) => boolean = isEmpty): boolean {
  for (let y = feet.y + 2; y < WORLD_TOP; y++) {
    const name = body.blockAt({ x: feet.x, y, z: feet.z });
    if (name === null) return true;
    if (!through(name)) return false;
  }
  return true;
}

/** A canopy is no roof to someone finding their way: under a tree is on the surface. */
const emptyOrLeaves = (name: string): boolean => isEmpty(name) || name.endsWith('_leaves');

/** On the surface: open sky (or a tree's leaves) overhead and room to walk out sideways (not at the bottom of a shaft). */
export function atSurface(body: Body, feet: Vec3Like): boolean {
  if (!skyAbove(body, feet, emptyOrLeaves)) return false;
  return HORIZONTAL.some((d) => isEmpty(body.blockAt(add(feet, d.x, 0, d.z))) && isEmpty(body.blockAt(add(feet, d.x, 1, d.z))));
}

/**
 * Is the column over `feet` free of fluid that would pour in once the block above is dug,
 * as far as seen? The block over the one above the head is out of sight until that one is dug.
 */
const dryAbove = (body: Body, feet: Vec3Like): boolean => !isFluid(body.blockAt(add(feet, 0, 2, 0))) && !isLava(body.blockAt(add(feet, 0, 3, 0)));

/** Ways round water found over the shaft before the climb gives up. */
const MAX_DETOURS = 8;

/**
 * The dug block let water in from a pocket over it (an aquifer or a lake's bed: out of sight until dug).
 * As a player does: back down under the hole, plug it with rubble while the breath lasts, and tunnel a few
 * blocks aside through dry rock to climb there instead.
 */
async function plugAndGoRound(body: Body, feet: Vec3Like, turn: number, signal: AbortSignal, what: string): Promise<Outcome> {
  const hole = add(feet, 0, 2, 0);
  if (floor(body.position()).y !== feet.y) {
    // Collecting the dug block's drop may have taken the bot up into the water.
    const back = await act(what, signal, () => body.goto(feet, 0, signal));
    if (!back.ok && (back.code === 'aborted' || back.code === 'died')) return back;
  }
  const plugged = await fill(body, hole, signal, what);
  if (plugged.out) return plugged.out;
  return detour(body, turn, signal, what);
}

export async function ascendToSky(body: Body, signal: AbortSignal, what: string): Promise<Outcome> {
  let detours = 0;
  const goRound = async (feet: Vec3Like, plug: boolean): Promise<Outcome> => {
    if (++detours > MAX_DETOURS) return fail('unreachable', `${what}: water or lava above ${fmt(feet)} and no dry way round it`);
    return plug ? plugAndGoRound(body, feet, detours, signal, what) : detour(body, detours, signal, what);
  };
  for (let i = 0; i < 1024; i++) {
    let feet = floor(body.position());
    if (atSurface(body, feet)) return ok(undefined, { pos: feet });
    if (!dryAbove(body, feet)) {
      const side = HORIZONTAL.map((d) => add(feet, d.x, 0, d.z)).find(
        (s) => isEmpty(body.blockAt(s)) && isEmpty(body.blockAt(add(s, 0, 1, 0))) && dryAbove(body, s),
      );
      if (!side) {
        // No open dry column beside: tunnel aside through the rock and climb there.
        const d = await goRound(feet, false);
        if (!d.ok) return d;
        continue;
      }
      const r = await act(what, signal, () => body.goto(side, 0, signal));
      if (!r.ok) return r;
      feet = side;
    }
    const above = add(feet, 0, 2, 0);
    if (!isEmpty(body.blockAt(above))) {
      const r = await act(what, signal, () => body.dig(above, signal));
      if (!r.ok) return r;
      // The block over the dug one is in view now: water or lava there pours into the shaft.
      if (isFluid(body.blockAt(above)) || isFluid(body.blockAt(add(above, 0, 1, 0)))) {
        const d = await goRound(feet, true);
        if (!d.ok) return d;
        continue;
      }
    }
    const up = add(feet, 0, 1, 0);
    const g = await act(what, signal, () => body.goto(up, 0, signal));
    if (!g.ok) return g;
  }
  return fail('timeout', `${what}: gave up climbing to the surface`);
}
