/**
 * Looking into the open: from the eyes, follow sight lines through the air in
 * view to the farthest ground a player could walk to. Underground this is a
 * cave seen from a tunnel; walking it shows far more rock face per minute than
 * digging does (a 1x2 tunnel shows about six new blocks per step).
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import { EYE_HEIGHT } from '../knowledge/sight.js';
import { at, floor, isEmpty, isKnownEmpty, isLava, isSolid } from './geometry.js';

/** Headings every 22.5° and pitches from -75° (into a cave below) to +35°: 112 sight lines. */
const YAWS = 16;
const PITCHES = [-75, -50, -35, -17, 0, 17, 35].map((d) => (d * Math.PI) / 180);
const STEP = 0.5;
/** Ground closer than this is not worth a leg of its own. */
const MIN_LEG = 5;
/** A coarse cell of the map of where the body has been: 4 blocks a side. */
const CELL = 4;

export const cellOf = (p: Vec3Like): string => `${Math.floor(p.x / CELL)},${Math.floor(p.y / CELL)},${Math.floor(p.z / CELL)}`;

/** Where a body has stood, coarsely: a search never walks back into ground it has already looked over. */
const BEEN = new WeakMap<Body, Set<string>>();

export function beenThere(body: Body): Set<string> {
  let s = BEEN.get(body);
  if (!s) BEEN.set(body, (s = new Set()));
  return s;
}

/** Note the ground around the feet as looked over. */
export const markBeen = (body: Body): void => void beenThere(body).add(cellOf(floor(body.position())));

/** Standing room at `p` (feet), as far as seen: two cells of air over a solid floor that is not lava. */
function standable(body: Body, p: Vec3Like): boolean {
  const under = body.blockAt(at(p.x, p.y - 1, p.z));
  return isKnownEmpty(body.blockAt(p)) && isEmpty(body.blockAt(at(p.x, p.y + 1, p.z))) && isSolid(under) && !isLava(under);
}

export interface OpenGround {
  pos: Vec3Like;
  distance: number;
}

/**
 * The farthest standable cell in view, within `range` blocks, from `below`
 * levels under `y` to `above` levels over it, in ground the body has not
 * looked over; null when the view is all rock (or all looked over).
 */
export function openGround(body: Body, y: number, band: { below: number; above: number }, range: number): OpenGround | null {
  const p = body.position();
  const been = beenThere(body);
  const eye = at(p.x, p.y + EYE_HEIGHT, p.z);
  let best: OpenGround | null = null;
  for (let i = 0; i < YAWS; i++) {
    const yaw = (i / YAWS) * 2 * Math.PI;
    for (const pitch of PITCHES) {
      const dx = Math.cos(pitch) * Math.cos(yaw),
        dy = Math.sin(pitch),
        dz = Math.cos(pitch) * Math.sin(yaw);
      let last: Vec3Like | null = null;
      for (let t = STEP; t <= range; t += STEP) {
        const c = floor(at(eye.x + dx * t, eye.y + dy * t, eye.z + dz * t));
        if (last && c.x === last.x && c.y === last.y && c.z === last.z) continue;
        last = c;
        if (!isKnownEmpty(body.blockAt(c))) break;
        // Ground under the sight line: the first solid cell straight down from it, a few blocks at most.
        const g = groundBelow(body, c);
        if (!g || g.y < y - band.below || g.y > y + band.above || been.has(cellOf(g))) continue;
        const distance = Math.hypot(g.x + 0.5 - p.x, g.y - p.y, g.z + 0.5 - p.z);
        if (distance >= MIN_LEG && (!best || distance > best.distance)) best = { pos: g, distance };
      }
    }
  }
  return best;
}

/** The standable cell at or up to three below `c`, as seen. */
function groundBelow(body: Body, c: Vec3Like): Vec3Like | null {
  for (let d = 0; d <= 3; d++) {
    const q = at(c.x, c.y - d, c.z);
    if (standable(body, q)) return q;
    if (!isKnownEmpty(body.blockAt(q))) return null;
  }
  return null;
}
