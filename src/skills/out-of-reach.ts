/**
 * Blocks a mine loop cannot walk up to, handled as a player does: the easy
 * ones first (a log in reach beats the one at the top of the tree), then the
 * hard ones from a spot under or beside them, pillaring up a block or two
 * (./reach.ts), and when the ones in sight cannot be had, walking on to look
 * for others rather than giving up.
 */
import type { Body } from '../contracts/body.js';
import { fail, type Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { add, distance, isFluid } from './geometry.js';
import { reachBlock } from './reach.js';
import { WORK_RANGE } from './stations.js';
import { posKey, type Sighting } from './target.js';

/** Misses in a row before the blocks in sight are given up and the bot walks on, and how many times it walks on. */
const MAX_MISSES = 8;
const MAX_WALK_ONS = 3;

export class OutOfReach {
  /** Seen but out of a walk's reach, or under water, kept for when no easier one is left. */
  private hard: Sighting[] = [];
  /** Walked toward in vain: tried from a stand next time. */
  private readonly tried = new Set<string>();
  /** Under water: put off while a dry one is in sight (no diving for sand a beach has), then walked (swum) to. */
  private readonly wet = new Set<string>();
  private misses = 0;
  private walkOns = 0;

  constructor(
    private readonly body: Body,
    private readonly blocks: readonly string[],
    /** The loop's skip set: positions its senses look past. */
    private readonly skip: Set<string>,
    private readonly label: string,
  ) {}

  /** A hard one to try now that no easy one is in sight, nearest first; null when none is left. */
  next(): Sighting | null {
    const here = this.body.position();
    this.hard.sort((a, b) => distance(a.pos, here) - distance(b.pos, here));
    for (let s = this.hard.shift(); s; s = this.hard.shift()) {
      const name = this.body.blockAt(s.pos);
      if (name !== null && this.blocks.includes(name)) return { name, pos: s.pos };
    }
    return null;
  }

  /** Walk within reach of the block: an easy one by walking up to it, a hard one from a spot reachBlock finds. Null: put off for now (under water). */
  approach(seen: Sighting, signal: AbortSignal, what: string): Promise<Outcome> | null {
    const key = posKey(seen.pos);
    if (this.tried.has(key)) return reachBlock(this.body, seen.pos, signal, what);
    if (!this.wet.has(key) && isFluid(this.body.blockAt(add(seen.pos, 0, 1, 0)))) {
      this.wet.add(key);
      this.skip.add(key);
      this.hard.push(seen);
      return null;
    }
    return act(what, signal, () => this.body.goto(seen.pos, WORK_RANGE, signal));
  }

  /** The approach failed: keep an easy one for later, and after too many misses in a row walk on. A failure when it has walked on too often. */
  missed(seen: Sighting, what: string): Outcome | null {
    const key = posKey(seen.pos);
    this.skip.add(key);
    if (!this.tried.has(key)) {
      this.tried.add(key);
      this.hard.push(seen);
    }
    if (++this.misses < MAX_MISSES) return null;
    // Those in sight here cannot be had (across a ravine, up a cliff): the search goes on past them.
    if (++this.walkOns > MAX_WALK_ONS) return fail('unreachable', `${what}: ${this.label} in sight in ${this.walkOns} places but none reachable`);
    for (const b of this.body.findBlocks(this.blocks, { count: 64 })) this.skip.add(posKey(b.pos));
    this.hard = [];
    this.misses = 0;
    return null;
  }

  /** One was dug: the misses start again. */
  reached(): void {
    this.misses = 0;
  }
}
