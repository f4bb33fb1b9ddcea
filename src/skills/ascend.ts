/** Going up to open sky: dig the block over the head, then let the body climb or pillar one block. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { add, floor, fmt, HORIZONTAL, isEmpty, isFluid, isKnownEmpty, isLava, isSolid } from './geometry.js';
import { isPassable } from './passable.js';
import { fill, fillerIn } from './filler.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { detour } from './descend.js';

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

/** A canopy is no roof to someone finding their way: under a tree (leaves, vines hanging from it) is on the surface. */
export const emptyOrLeaves = (name: string): boolean => isEmpty(name) || name.endsWith('_leaves') || isPassable(name);

/** A cell to walk through: air or a plant, or leaves (a hand clears them at once: a jungle floor is all bushes), or not seen (the body has not looked that way). */
const walkable = (name: string | null): boolean => name === null || isPassable(name) || name.endsWith('_leaves');

/** A side cell to walk out onto: room for the body, ground under it (not a drop), and sky (or leaves) over it. */
function exitTo(body: Body, side: Vec3Like): boolean {
  if (!walkable(body.blockAt(side)) || !walkable(body.blockAt(add(side, 0, 1, 0)))) return false;
  return !isKnownEmpty(body.blockAt(add(side, 0, -1, 0))) && skyAbove(body, side, emptyOrLeaves);
}

const exitsBeside = (body: Body, feet: Vec3Like): Vec3Like[] => HORIZONTAL.map((d) => add(feet, d.x, 0, d.z)).filter((s) => exitTo(body, s));

/**
 * On top of a pillar (a perch): open sky overhead, and open air on every side from the block underfoot to the head.
 * There is no ground to walk out onto, yet nothing to climb out of either: a climb from here only builds the pillar
 * higher (a hunt that ate on its 2-block perch in a desert went up to y 106 and stood there 17 game minutes). A cave
 * under a shaft is not this: its floor lies beside the feet.
 */
export function onPillarTop(body: Body, feet: Vec3Like): boolean {
  const open = (s: Vec3Like): boolean => [-1, 0, 1].every((dy) => isKnownEmpty(body.blockAt(add(s, 0, dy, 0))));
  return skyAbove(body, feet, emptyOrLeaves) && HORIZONTAL.every((d) => open(add(feet, d.x, 0, d.z)));
}

/** Out in the open for a hunter: on the surface, or on a perch's top, from which it fights or steps down. */
export const outInTheOpen = (body: Body, feet: Vec3Like): boolean => atSurface(body, feet) || onPillarTop(body, feet);

/**
 * On the surface: open sky (or a tree's leaves) overhead and room to walk out sideways
 * onto ground under the sky too. At the bottom of a shaft that broke into a cave, the
 * cave beside the feet leads under rock, not out; beside the top of a shaft, the shaft
 * is a drop, not ground.
 */
export function atSurface(body: Body, feet: Vec3Like): boolean {
  return skyAbove(body, feet, emptyOrLeaves) && exitsBeside(body, feet).length > 0;
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
    if (fatal(back)) return back;
  }
  const plugged = await fill(body, hole, signal, what);
  if (plugged.out) return plugged.out;
  return detour(body, turn, signal, what);
}

/**
 * With nothing to pillar with, a player climbs a shaft by cutting a staircase: dig into
 * the wall at head height and step up onto the block below it. The blocks dug out are
 * picked up, so the next climb can be a pillar again. A step whose floor is not seen
 * solid (a cave beside the shaft), or with fluid in it or over it, is not taken.
 */
function stairStep(body: Body, feet: Vec3Like): Vec3Like | null {
  const steps = HORIZONTAL.map((d) => add(feet, d.x, 1, d.z)).filter(
    (s) => isSolid(body.blockAt(add(s, 0, -1, 0))) && !isFluid(body.blockAt(s)) && dryAbove(body, add(s, 0, -1, 0)),
  );
  // The step with least to dig, and not into a tree's trunk: that way leads up the tree, not out.
  const work = (s: Vec3Like): number => [s, add(s, 0, 1, 0)].reduce((n, c) => n + digWork(body.blockAt(c)), 0);
  return steps.sort((a, b) => work(a) - work(b))[0] ?? null;
}

const digWork = (name: string | null): number => (name === null ? 1 : name.endsWith('_log') ? 3 : isSolid(name) ? 1 : 0);

/**
 * Climb to the surface. `keepBlocks`: the dirt and stone carried are wanted (a build's materials), so the
 * climb cuts steps rather than pillars (the body picks which block goes under the feet).
 */
export async function ascendToSky(body: Body, signal: AbortSignal, what: string, keepBlocks = false): Promise<Outcome> {
  let detours = 0;
  const goRound = async (feet: Vec3Like, plug: boolean): Promise<Outcome> => {
    if (++detours > MAX_DETOURS) return fail('unreachable', `${what}: water or lava above ${fmt(feet)} and no dry way round it`);
    return plug ? plugAndGoRound(body, feet, detours, signal, what) : detour(body, detours, signal, what);
  };
  for (let i = 0; i < 1024; i++) {
    let feet = floor(body.position());
    if (atSurface(body, feet)) return ok(undefined, { pos: feet });
    // Out of a pit under a branch or an overhang: ground under the sky is one step aside, not through the roof.
    const out = exitsBeside(body, feet)[0];
    if (out) {
      const r = await act(what, signal, () => body.goto(out, 0, signal));
      if (!r.ok) return r;
      continue;
    }
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
    // Kept blocks still make a pillar where no step can be cut (a cave all round): short of them is better than stuck.
    const pillar = fillerIn(body) ? add(feet, 0, 1, 0) : null;
    const up = (keepBlocks ? null : pillar) ?? stairStep(body, feet) ?? pillar;
    if (!up) return fail('unreachable', `${what}: no block to pillar with and no wall beside ${fmt(feet)} to cut a step into`);
    const g = await act(what, signal, () => body.goto(up, 0, signal));
    if (!g.ok) return g;
  }
  return fail('timeout', `${what}: gave up climbing to the surface`);
}
