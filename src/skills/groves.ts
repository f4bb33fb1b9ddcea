/**
 * A grove seen on the skyline (Body.landmarks 'grove'): when the search is for
 * one kind of tree's logs (a dark oak boat's planks, acacia, jungle, spruce,
 * birch), the crowns of that kind seen far off are walked to, as a player
 * heads for the dark canopy of a roofed forest on the horizon, rather than
 * combing the land nearer the start for a tree its biome does not grow.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { GROVE_LEAVES } from '../contracts/body.js';
import type { ExploredMap } from './explored.js';
import type { Target } from './target.js';

const GROVE_LOGS = new Set(Object.values(GROVE_LEAVES));
/** A crown this near one already walked to is the same grove. */
const SAME_GROVE = 16;
/** How near the crown the walk goes: its trunk and its neighbours' are then in view. */
export const GROVE_RANGE = 8;

/** The one grove log the target is (any form of it: stripped, wood), or null for any other target (oak, logs of any tree). */
export function groveLog(target: Target): string | null {
  if (target.kind !== 'block') return null;
  const logs = new Set(target.blocks.filter((b) => b.endsWith('_log')).map((b) => b.replace(/^stripped_/, '')));
  const [log] = logs;
  return logs.size === 1 && GROVE_LOGS.has(log!) ? log! : null;
}

/** The nearest crown in sight of the target's tree not yet walked to (map.grovesVisited), or null. */
export function groveInSight(body: Body, target: Target, map: ExploredMap): Vec3Like | null {
  const log = groveLog(target);
  if (!log) return null;
  const p = body.position();
  for (const l of body.landmarks?.('grove') ?? []) {
    if (l.log !== log) continue;
    const walked = (v: Vec3Like): boolean => Math.hypot(v.x - l.pos.x, v.z - l.pos.z) <= SAME_GROVE;
    if (Math.hypot(l.pos.x - p.x, l.pos.z - p.z) <= GROVE_RANGE || map.grovesVisited.some(walked)) continue;
    return l.pos;
  }
  return null;
}
