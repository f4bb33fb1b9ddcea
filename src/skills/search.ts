/**
 * Looking for something not yet sensed: on the surface (./surface.ts) or by
 * tunnelling at an ore's depth (./tunnel.ts).
 */
import { fatal } from './act.js';
import type { Body } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import type { Outcome } from '../contracts/outcome.js';
import { ascendToSky, skyAbove } from './ascend.js';
import { found } from './found.js';
import { descendTo } from './descend.js';
import { at, distance, floor, isEmpty } from './geometry.js';
import { DEFAULT_SURFACE_RADIUS, surfaceSpiral } from './surface.js';
import { inVillagesOnly, signsOf } from './habitat.js';
import { farLandSweep, villageSweep } from './sweep.js';
import { farOnly, farSign } from './far-sight.js';
import { exploredBy } from './explored.js';
import { inMountains, inMountainsOnly, intoTheMountain, reachMountains } from './mountains.js';
import { DEFAULT_TUNNEL_LENGTH, stripMine } from './tunnel.js';
import { sense, type Target } from './target.js';

export { DEFAULT_SURFACE_RADIUS, groundY, surfaceSpiral } from './surface.js';
export { DEFAULT_TUNNEL_LENGTH, stripMine } from './tunnel.js';

export type Strategy = 'surface' | 'strip_mine';

export interface SearchOptions {
  strategy: Strategy | null;
  y: number | null;
  radius: number | null;
}

/**
 * The y-level to strip-mine for a block target: the shallowest best depth of
 * its ores (iron_ore at 16 rather than deepslate_iron_ore at 0: less to dig),
 * else where the bot stands.
 */
export function miningY(body: Body, k: Knowledge, target: Target): number {
  const feet = Math.floor(body.position().y);
  const depths = target.kind === 'block' ? target.blocks.map((b) => k.oreDepth(b)).filter((d) => d !== null) : [];
  if (!depths.length) return feet;
  // Coal is commonest at y 95, in mountains: on lower ground, tunnel a few blocks under the feet rather than pillar up into the air.
  // Iron, commonest at 16, is climbed back up to from a diamond tunnel: below its band it is scarce.
  const best = Math.max(...depths.map((d) => d.mineY));
  const lowest = Math.min(...depths.map((d) => d.minY));
  return best > SEA_LEVEL && best > feet - UNDER_GROUND ? Math.max(lowest, feet - UNDER_GROUND) : best;
}

const UNDER_GROUND = 4;
/** Blocks under the feet a tunnel into a mountain runs: below the band of open ground a tunnel walks as caves (tunnel.ts). */
const UNDER_MOUNTAIN = 6;
/** How far a sweep reaches: for a village, a region and a half of StructureSets.VILLAGES (34 chunks) either way. */
const VILLAGE_RADIUS = 816;
const SEA_LEVEL = 63;

/** Ores are strip-mined at their depth; everything else is looked for on the surface. */
export const defaultStrategy = (k: Knowledge, target: Target): Strategy =>
  target.kind === 'block' && target.blocks.some((b) => k.oreDepth(b) !== null) ? 'strip_mine' : 'surface';

/** Stone lies a few blocks under almost every column: digging down to it beats walking to the nearest hillside. */
export const liesUnderfoot = (target: Target): boolean => target.kind === 'block' && target.blocks.includes('stone');

/** Stone farther than this is not walked to when it can be dug out from under the feet. */
export const DIG_DOWN_BEYOND = 10;
const DIG_STEP = 2;
const DIG_DOWN_TO = 40;

/** Dig down a couple of blocks at a time until the target shows in the shaft's walls; null when no safe way down. */
async function digDownFor(body: Body, target: Target, signal: AbortSignal, what: string): Promise<Outcome | null> {
  for (let i = 0; i < 16; i++) {
    const near = sense(body, target);
    if (near && distance(near.pos, body.position()) <= DIG_DOWN_BEYOND) return found(body, target);
    const feet = floor(body.position());
    if (feet.y <= DIG_DOWN_TO) return null;
    const d = await descendTo(body, feet.y - DIG_STEP, signal, what);
    if (!d.ok) return fatal(d) ? d : null;
  }
  return null;
}

/** Rock (not a tree's leaves or logs) over the head with no sky in view: in a cave, tunnel or shaft. */
function underground(body: Body): boolean {
  const feet = floor(body.position());
  if (skyAbove(body, feet)) return false;
  for (let y = feet.y + 2; y < feet.y + 64; y++) {
    const name = body.blockAt(at(feet.x, y, feet.z));
    if (name === null) return false;
    if (!isEmpty(name)) return !/_(leaves|log|wood)$/.test(name);
  }
  return false;
}

export async function search(body: Body, k: Knowledge, target: Target, opts: SearchOptions, signal: AbortSignal, what: string): Promise<Outcome> {
  const hit = found(body, target);
  if (hit) return hit;
  const strategy = opts.strategy ?? defaultStrategy(k, target);
  if (strategy === 'surface') {
    // A surface search from a tunnel would spiral through the rock: climb out first.
    if (underground(body)) {
      const up = await ascendToSky(body, signal, what);
      if (fatal(up)) return up;
    }
    if (liesUnderfoot(target)) {
      const dug = await digDownFor(body, target, signal, what);
      if (dug) return dug;
    }
    if (inVillagesOnly(target)) return villageSweep(body, target, opts.radius ?? VILLAGE_RADIUS, signal, what);
    // Far sight shows none of it: the surface search round about would comb land that holds none.
    if (body.landmarks && farOnly(target) && !farSign(body, target, exploredBy(body), signsOf(target))) {
      return farLandSweep(body, target, opts.radius ?? VILLAGE_RADIUS, signal, what);
    }
    return surfaceSpiral(body, target, opts.radius ?? DEFAULT_SURFACE_RADIUS, signal, what);
  }
  // An ore of the mountains only (emerald) is tunnelled for inside them, toward the peak, a little under where the bot
  // stands at or on them: elsewhere no tunnel meets one. Not level with the feet: a tunnel's cave walks would take
  // the open ground outside for a cave. A level given by the plan is tunnelled at where the bot is, as asked.
  if (inMountainsOnly(target) && opts.y === null) {
    const there = inMountains(body) ? null : await reachMountains(body, signal, what);
    if (there && !there.ok) return there;
    return stripMine(body, target, Math.floor(body.position().y) - UNDER_MOUNTAIN, opts.radius ?? DEFAULT_TUNNEL_LENGTH, signal, what, intoTheMountain(body));
  }
  return stripMine(body, target, opts.y ?? miningY(body, k, target), opts.radius ?? DEFAULT_TUNNEL_LENGTH, signal, what);
}
