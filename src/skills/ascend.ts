/** Going up to open sky: dig the block over the head, then let the body climb or pillar one block. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act } from './act.js';
import { add, floor, fmt, HORIZONTAL, isEmpty, isFluid, isKnownEmpty, isLava, isSolid } from './geometry.js';
import { isPassable } from './passable.js';
import { fillerIn } from './filler.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';

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

/** A cell to walk through: air or a plant, or not seen (the body has not looked that way). */
const walkable = (name: string | null): boolean => name === null || isPassable(name);

/**
 * On the surface: open sky (or a tree's leaves) overhead and room to walk out sideways
 * onto ground under the sky too. At the bottom of a shaft that broke into a cave, the
 * cave beside the feet leads under rock, not out; beside the top of a shaft, the shaft
 * is a drop, not ground.
 */
export function atSurface(body: Body, feet: Vec3Like): boolean {
  if (!skyAbove(body, feet, emptyOrLeaves)) return false;
  return HORIZONTAL.some((d) => {
    const side = add(feet, d.x, 0, d.z);
    if (!walkable(body.blockAt(side)) || !walkable(body.blockAt(add(side, 0, 1, 0)))) return false;
    return !isKnownEmpty(body.blockAt(add(side, 0, -1, 0))) && skyAbove(body, side, emptyOrLeaves);
  });
}

/**
 * Is the column over `feet` free of fluid that would pour in once the block above is dug,
 * as far as seen? The block over the one above the head is out of sight until that one is dug.
 */
const dryAbove = (body: Body, feet: Vec3Like): boolean => !isFluid(body.blockAt(add(feet, 0, 2, 0))) && !isLava(body.blockAt(add(feet, 0, 3, 0)));

/**
 * With nothing to pillar with, a player climbs a shaft by cutting a staircase: dig into
 * the wall at head height and step up onto the block below it. The blocks dug out are
 * picked up, so the next climb can be a pillar again. A step whose floor is not seen
 * solid (a cave beside the shaft), or with fluid in it or over it, is not taken.
 */
function stairStep(body: Body, feet: Vec3Like): Vec3Like | null {
  const step = HORIZONTAL.map((d) => add(feet, d.x, 1, d.z)).find(
    (s) => isSolid(body.blockAt(add(s, 0, -1, 0))) && !isFluid(body.blockAt(s)) && dryAbove(body, add(s, 0, -1, 0)),
  );
  return step ?? null;
}

export async function ascendToSky(body: Body, signal: AbortSignal, what: string): Promise<Outcome> {
  for (let i = 0; i < 1024; i++) {
    let feet = floor(body.position());
    if (atSurface(body, feet)) return ok(undefined, { pos: feet });
    if (!dryAbove(body, feet)) {
      const side = HORIZONTAL.map((d) => add(feet, d.x, 0, d.z)).find(
        (s) => isEmpty(body.blockAt(s)) && isEmpty(body.blockAt(add(s, 0, 1, 0))) && dryAbove(body, s),
      );
      if (!side) return fail('unreachable', `${what}: water or lava above ${fmt(feet)} and no dry column beside it`);
      const r = await act(what, signal, () => body.goto(side, 0, signal));
      if (!r.ok) return r;
      feet = side;
    }
    const above = add(feet, 0, 2, 0);
    if (!isEmpty(body.blockAt(above))) {
      const r = await act(what, signal, () => body.dig(above, signal));
      if (!r.ok) return r;
      // The block over the dug one is in view now: do not climb under lava or water.
      if (!dryAbove(body, feet)) continue;
    }
    const up = fillerIn(body) ? add(feet, 0, 1, 0) : stairStep(body, feet);
    if (!up) return fail('unreachable', `${what}: no block to pillar with and no wall beside ${fmt(feet)} to cut a step into`);
    const g = await act(what, signal, () => body.goto(up, 0, signal));
    if (!g.ok) return g;
  }
  return fail('timeout', `${what}: gave up climbing to the surface`);
}
