/**
 * What the surface search walks to when it sees it far off on the skyline
 * (Body.landmarks), as a player heads for what the horizon shows rather than
 * combing the land nearer the start for something it does not hold:
 * - the crowns of a grove of the tree whose logs are sought (a dark oak
 *   boat's planks, acacia, jungle, spruce, birch);
 * - ground whose colour is a sign of the target (./habitat.ts): the white of a
 *   snowfield for snowballs, the red of the badlands for terracotta, the
 *   purple of mushroom fields.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { FAR_GROUND, GROVE_LEAVES } from '../contracts/body.js';
import { SURVEY, type ExploredMap } from './explored.js';
import type { Target } from './target.js';

const GROVE_LOGS = new Set(Object.values(GROVE_LEAVES));
/** A landmark this near one already walked to is the same grove or the same stretch of ground. */
const SAME_PLACE = 16;
/** How near the landmark the walk goes: a crown's trunk, or the ground's blocks, are then in view. */
export const FAR_RANGE = 8;

/** The one grove log the target is (any form of it: stripped, wood), or null for any other target (oak, logs of any tree). */
export function groveLog(target: Target): string | null {
  if (target.kind !== 'block') return null;
  const logs = new Set(target.blocks.filter((b) => b.endsWith('_log')).map((b) => b.replace(/^stripped_/, '')));
  const [log] = logs;
  return logs.size === 1 && GROVE_LOGS.has(log!) ? log! : null;
}

/** Ground that lies only under a top far sight tells (SurfaceRuleData): snow on snowy land and peaks, red sand and terracotta in the badlands. */
const FAR_ONLY_GROUND: ReadonlySet<string> = new Set(['snow', 'snow_block', 'red_sand', 'terracotta']);

/**
 * A target found only where far sight tells: the logs of a grove's tree, or ground of a colour seen far off. From a
 * start with none of it on the skyline, the land round about holds none (./sweep.ts walks farther).
 */
export const farOnly = (target: Target): boolean =>
  groveLog(target) !== null || (target.kind === 'block' && target.blocks.every((b) => FAR_ONLY_GROUND.has(b)));

/**
 * The nearest landmark in sight that tells of the target and was not walked to yet (map.farWalked): a grove of its
 * tree, else ground with a sign of it (`signs`) beyond the ground the map's survey already looks over. Null if none.
 */
export function farSign(body: Body, target: Target, map: ExploredMap, signs: ReadonlySet<string>): Vec3Like | null {
  if (!body.landmarks) return null;
  const p = body.position();
  const fresh = (pos: Vec3Like): boolean =>
    Math.hypot(pos.x - p.x, pos.z - p.z) > FAR_RANGE && !map.farWalked.some((v) => Math.hypot(v.x - pos.x, v.z - pos.z) <= SAME_PLACE);
  const log = groveLog(target);
  if (log) {
    const grove = body.landmarks('grove').find((l) => l.log === log && fresh(l.pos));
    if (grove) return grove.pos;
  }
  // Looking over the land costs a scan of the skyline: only when the target has a sign far sight tells.
  if (!FAR_GROUND.some((t) => signs.has(t))) return null;
  const ground = body
    .landmarks('ground')
    .find((l) => l.top !== undefined && signs.has(l.top) && Math.hypot(l.pos.x - p.x, l.pos.z - p.z) > SURVEY && fresh(l.pos));
  return ground?.pos ?? null;
}
