/**
 * The hunt's perch (perch.ts): up a pillar when a pack of walkers comes (and no pit can be dug), or to meet a
 * heavy hitter (a wither skeleton, an enderman, a zombified piglin) alone; then swing at what reaches the foot,
 * and come down when nothing is coming. A neutral quarry does not come to the bot until hit, so the pillar goes up
 * beside it.
 */
import type { Body, SeenEntity, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal, stopped } from './act.js';
import { floor } from './geometry.js';
import { watch } from './watch.js';
import { packComing } from './pit.js';
import { comeDown, HEAVY, onPerch, perchHeight, perchHere, perchMove, perchUp, walkersNear } from './perch.js';
import { isNeutralMob } from '../knowledge/tables/combat.js';

export interface Perch {
  /** The ground cell the pillar rose from, and how high; null when not perched. */
  base: Vec3Like | null;
  height: number;
  /** Tick of the last blow struck from the top (or of getting up), and before which no new perch is built. */
  active: number;
  restUntil: number;
  /** Neutral mobs hit from the top: angry now, they come to the foot by themselves. */
  provoked: Set<number>;
}

export const newPerch = (): Perch => ({ base: null, height: 0, active: 0, restUntil: 0, provoked: new Set() });

export interface PerchHunt {
  body: Body;
  signal: AbortSignal;
  what: string;
  hunted: readonly string[];
  /** The hunt's blow from where the bot stands (it counts the kill). */
  swing: (foe: SeenEntity) => Promise<Outcome>;
}

/** Nothing has come to the foot for this long: what is near is not coming; come down, and build no perch for a while. */
const PATIENCE = 300;
const REST = 600;
const WAIT = 10;
/** At or below this health any walker coming is met from a perch. */
const HURT = 10;
/** A skeleton this close shoots a bot on a pillar as well as one on the ground: no perch then. */
const SKELETON_NEAR = 16;

/** One turn on or up a perch: an outcome ends the hunt, null when it acted, false when the hunt goes on without one. */
export async function perchTurn(h: PerchHunt, p: Perch): Promise<Outcome | null | false> {
  if (p.base && !onPerch(h.body, p.base, p.height)) p.base = null;
  return p.base ? fromPerch(h, p, p.base) : climb(h, p);
}

async function fromPerch(h: PerchHunt, p: Perch, base: Vec3Like): Promise<Outcome | null> {
  const { body, signal, what } = h;
  const bored = body.gameTick() - p.active > PATIENCE;
  const move = bored ? 'leave' : perchMove(body, h.hunted);
  // A neutral quarry that was never hit wanders; it is met again from a pillar beside it.
  const idle = move === 'wait' && walkersNear(body, h.hunted).every((e) => isNeutralMob(e.name) && !p.provoked.has(e.id));
  if (move === 'leave' || idle) {
    if (bored) p.restUntil = body.gameTick() + REST;
    p.base = null;
    const down = await comeDown(body, base, signal, what);
    return stopped(down);
  }
  if (move !== 'wait') {
    const a = await h.swing(move.hit);
    // Only a blow that landed angers it: a swing short of its box left arena seed 3's piglin strolling off, unprovoked,
    // while the bot waited on the pillar for it to come.
    if (isNeutralMob(move.hit.name) && !a.ok && Number(a.details?.hits) > 0) p.provoked.add(move.hit.id);
    if (fatal(a)) return a;
    if (a.ok) {
      p.active = body.gameTick();
      return null;
    }
  }
  const w = await watch(body, WAIT, signal, what);
  return stopped(w);
}

async function climb(h: PerchHunt, p: Perch): Promise<Outcome | null | false> {
  const { body, signal, what } = h;
  if (body.gameTick() < p.restUntil) return false;
  if (body.entities({ names: ['skeleton'], maxDistance: SKELETON_NEAR }).length) return false;
  const near = walkersNear(body, h.hunted);
  const heavy = near.find((e) => HEAVY.has(e.name));
  // Hurt, even a lone zombie is met from the top: a hit or two more would end the hunt.
  const hurt = body.vitals().health <= HURT && near.length > 0;
  if (!heavy && !hurt && !packComing(body)) return false;
  const height = perchHeight(near.map((e) => e.name));
  if (!perchHere(body, height)) return false;
  if (heavy && isNeutralMob(heavy.name) && !p.provoked.has(heavy.id) && heavy.distance > 2) {
    const g = await act(what, signal, () => body.goto(heavy.pos, 1.5, signal));
    if (fatal(g)) return g;
    if (!perchHere(body, height)) return false;
  }
  const base = floor(body.position());
  const up = await perchUp(body, height, signal, what);
  if (fatal(up)) return up;
  if (!onPerch(body, base, height)) return false;
  p.base = base;
  p.height = height;
  p.active = body.gameTick();
  return null;
}
