/**
 * Roaming open ground at night, as a player out hunting monsters does. They
 * spawn 24–128 blocks from a player (vanilla `NaturalSpawner`), and come only
 * for a player they see within their follow range (16 blocks, 35 for a
 * zombie): one who stands still meets few, one who walks the land meets more.
 * The walk goes in short hops over ground in view, so fights and reflexes come
 * between hops rather than after a long blind walk.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { skyAbove } from './ascend.js';
import { at, floor, isKnownEmpty, isSolid } from './geometry.js';

/** Blocks per hop: under half the 32-block view, so the ground at the end of it has been seen. */
export const HOP = 12;
/** Turns tried when the way ahead is not open ground, in degrees. */
const TURNS = [0, 35, -35, 70, -70, 110, -110, 150, -150, 180];
/** How far up or down a hop may end. */
const CLIMB = 8;
/** A hop is done this near its end (a blind hop's end may be in the ground). */
const BLIND_RANGE = 3;

/** Grass, flowers, snow layers: walked through. */
const PLANT = /(^short_grass|^tall_grass|^fern|^large_fern|^dead_bush|^snow|_flower$|^dandelion|^poppy|_tulip$|^azure_bluet|^oxeye_daisy|^cornflower|^allium)$/;
const passable = (n: string | null): boolean => isKnownEmpty(n) || (n !== null && PLANT.test(n));

/** The standing spot on column (x, z) near height y, from what the bot has seen: solid ground under two open cells and open sky, not water or leaves. */
export function standAt(body: Body, x: number, z: number, y: number): Vec3Like | null {
  for (let fy = y + CLIMB; fy >= y - CLIMB; fy--) {
    const ground = body.blockAt(at(x, fy - 1, z));
    if (ground === null || !isSolid(ground) || PLANT.test(ground)) continue;
    if (ground.endsWith('_leaves')) return null;
    const open = passable(body.blockAt(at(x, fy, z))) && passable(body.blockAt(at(x, fy + 1, z)));
    // Under the open sky: a cave mouth or an overhang is no place to roam.
    return open && skyAbove(body, at(x, fy, z)) ? at(x, fy, z) : null;
  }
  return null;
}

/** A creeper seen or heard this close shortens the hops and turns them away from it. */
const WARY = 16;
/** Hop ends remembered, and how near one a new hop may not end: the walk goes on to new ground rather than back and forth. */
const RECENT = 8;
const REVISIT = 6;

/** Keeps a heading from hop to hop, turning where the land ahead is not open ground. */
export class Prowl {
  private heading: number;
  private readonly recent: Vec3Like[] = [];

  /** `wary`: keep away from creepers (not when they are what is hunted). */
  constructor(
    heading = 0,
    private readonly wary = true,
  ) {
    this.heading = heading;
  }

  /** The next hop's end: open ground about HOP blocks along the heading, or turned as little as will do, not where it has just been; null when none is in view. */
  next(body: Body): Vec3Like | null {
    const p = floor(body.position());
    const fresh = (s: Vec3Like): boolean => this.recent.every((r) => Math.hypot(r.x - s.x, r.z - s.z) >= REVISIT);
    // A walk cannot be broken off half way: with a creeper about, the hops are short and lead away from it.
    const creeper = this.wary ? body.entities({ names: ['creeper'], maxDistance: WARY }).find((e) => e.kind === 'hostile') : undefined;
    if (creeper) this.heading = Math.atan2(p.z - creeper.pos.z, p.x - creeper.pos.x);
    const hops = creeper ? [Math.ceil(HOP / 2), Math.ceil(HOP / 3)] : [HOP, Math.ceil(HOP * 1.5), Math.ceil(HOP / 2)];
    for (const turn of creeper ? TURNS.slice(0, 5) : TURNS) {
      for (const hop of hops) {
        const a = this.heading + (turn * Math.PI) / 180;
        const spot = standAt(body, Math.round(p.x + Math.cos(a) * hop), Math.round(p.z + Math.sin(a) * hop), p.y);
        if (!spot || !fresh(spot)) continue;
        this.heading = a;
        this.recent.push(spot);
        if (this.recent.length > RECENT) this.recent.shift();
        return spot;
      }
    }
    return null;
  }

  /**
   * Walk one hop: to open ground in view, else (in a hollow, on a steep slope) blindly along the heading, which
   * the way finder may climb or dig. Not ok when the way is blocked; the heading then turns.
   */
  async hop(body: Body, signal: AbortSignal, what: string): Promise<Outcome> {
    const p = floor(body.position());
    const next = this.next(body);
    // With a creeper about and no open ground in view, the blind hop is a short one along the heading `next` turned
    // away from it: standing still instead left the bot on a mountain with a stuck creeper and zombie for a night.
    const blind = this.wary && body.entities({ names: ['creeper'], maxDistance: WARY }).length ? Math.ceil(HOP / 2) : HOP;
    const to = next ?? at(Math.round(p.x + Math.cos(this.heading) * blind), p.y, Math.round(p.z + Math.sin(this.heading) * blind));
    const g = await act(what, signal, () => body.goto(to, BLIND_RANGE, signal));
    if (!g.ok) this.heading += Math.PI / 2;
    return g;
  }
}
