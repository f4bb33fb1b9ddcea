/**
 * Getting within arm's reach of a block no walk stands next to: a log left
 * hanging where the trunk under it was cut, the top of a tall tree. A player
 * stands under it or beside it, pillars up a block or two when it is still
 * too high, and chops.
 */
import { BLOCK_REACH, type Body, type Vec3Like } from '../contracts/body.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import { eyeReach } from '../knowledge/sight.js';
import { act, fatal } from './act.js';
import { fillerIn } from './filler.js';
import { add, at, distance, fmt } from './geometry.js';
import { isFloor, isPassable } from './passable.js';
import { WORK_RANGE } from './stations.js';

/** Reach is measured to the block's nearest point (vanilla 1.20.4 survival block reach 4.5); a margin for standing off the cell centre. */
const REACH = BLOCK_REACH - 0.3;
/** Columns either side of the block searched for a place to stand. */
const AROUND = 4;
/** Standing spots looked for this far below the block. */
const BELOW = 10;
/** Pillar at most this high: more is a tower, not a step up to a branch. */
export const MAX_PILLAR = 3;
/** Standing spots tried before the block is given up. */
const TRIES = 3;
/** Blocks of walking one block of pillar weighs as (a jump and a place, about 12 ticks against 4.6 a block walked: sim/path.ts PILLAR_TICKS). */
const PILLAR_COST = 3;

export interface Stand {
  /** The feet cell on the ground. */
  feet: Vec3Like;
  /** Blocks to pillar up from there. */
  pillar: number;
}

/** The highest seen standing cell of column (x, z) from `top` down to `bottom`: a floor under two open cells. */
function standing(body: Body, x: number, z: number, top: number, bottom: number): Vec3Like | null {
  for (let y = top; y > bottom; y--) {
    if (isFloor(body.blockAt(at(x, y - 1, z))) && isPassable(body.blockAt(at(x, y, z))) && isPassable(body.blockAt(at(x, y + 1, z)))) return at(x, y, z);
  }
  return null;
}

/** The least pillar from `feet` that brings the block within reach through open cells, or -1. */
function pillarFor(body: Body, feet: Vec3Like, block: Vec3Like): number {
  for (let h = 0; h <= MAX_PILLAR; h++) {
    if (h > 0 && !isPassable(body.blockAt(add(feet, 0, h + 1, 0)))) return -1;
    if (eyeReach(add(feet, 0.5, h, 0.5), block) <= REACH) return h;
  }
  return -1;
}

/** Seen places to work on the block from, cheapest first (walking distance from the body, plus the pillar). */
export function standsFor(body: Body, block: Vec3Like): Stand[] {
  const here = body.position();
  const out: (Stand & { cost: number })[] = [];
  for (let dx = -AROUND; dx <= AROUND; dx++) {
    for (let dz = -AROUND; dz <= AROUND; dz++) {
      const feet = standing(body, block.x + dx, block.z + dz, block.y + 2, block.y - BELOW);
      if (!feet || (feet.x === block.x && feet.z === block.z && feet.y > block.y)) continue;
      const pillar = pillarFor(body, feet, block);
      if (pillar >= 0) out.push({ feet, pillar, cost: distance(here, feet) + pillar * PILLAR_COST });
    }
  }
  return out.sort((a, b) => a.cost - b.cost).map(({ feet, pillar }) => ({ feet, pillar }));
}

/** Ground a hand digs for blocks to pillar with (grass blocks drop dirt). */
const DIRT = ['grass_block', 'dirt'];

/** Blocks to pillar with: `n` of a filler, digging dirt nearby when there is none. */
async function scaffold(body: Body, n: number, keep: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  for (let i = 0; i < n + 2; i++) {
    const have = fillerIn(body);
    if (have && body.count(have) >= n) return ok();
    // Not the ground to stand on, nor a block under the feet.
    const feet = body.position();
    const d = body
      .findBlocks(DIRT, { maxDistance: 8, count: 24 })
      .find((b) => !(b.pos.x === keep.x && b.pos.z === keep.z) && !(b.pos.x === Math.floor(feet.x) && b.pos.z === Math.floor(feet.z)));
    if (!d) return fail('missing_item', `${what}: nothing to pillar with and no dirt in view`);
    const g = await act(what, signal, () => body.goto(d.pos, WORK_RANGE, signal));
    if (!g.ok) return g;
    const r = await act(what, signal, () => body.dig(d.pos, signal));
    if (!r.ok) return r;
  }
  return fail('missing_item', `${what}: could not dig dirt to pillar with`);
}

/** Stand where the block is within reach, pillaring up to MAX_PILLAR blocks. `unreachable` when no seen spot works. */
export async function reachBlock(body: Body, block: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  let last = `no seen ground within ${AROUND} columns of ${fmt(block)} to work from`;
  for (const s of standsFor(body, block).slice(0, TRIES)) {
    if (s.pillar > 0) {
      const sc = await scaffold(body, s.pillar, s.feet, signal, what);
      if (fatal(sc)) return sc;
      if (!sc.ok) {
        last = sc.message;
        continue;
      }
    }
    const g = await act(what, signal, () => body.goto(s.feet, 0, signal));
    if (fatal(g)) return g;
    // Pillaring is a goto straight up: the body jumps and places a block under its feet.
    const up = g.ok && s.pillar > 0 ? await act(what, signal, () => body.goto(add(s.feet, 0, s.pillar, 0), 0, signal)) : g;
    if (fatal(up)) return up;
    if (up.ok && eyeReach(body.position(), block) <= BLOCK_REACH) return ok(undefined, { pos: body.position() });
    last = up.ok ? `${fmt(block)} still out of reach from ${fmt(body.position())}` : up.message;
  }
  return fail('unreachable', `${what}: ${last}`);
}
