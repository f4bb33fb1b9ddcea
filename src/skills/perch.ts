/**
 * Fighting from a perch, as players do where no pit can be dug (a built floor, an arena): a pillar two blocks
 * high against zombies, three against a wither skeleton or an enderman. Checked against vanilla 1.20.4 in
 * test/sim/melee-reach.test.ts:
 *
 * - `Mob.isWithinMeleeAttackRange`: the mob's box, widened sideways only, must meet the player's box. A zombie
 *   (1.95 tall) at the foot of a 2-block pillar ends below the player's feet; a wither skeleton (2.4) or an enderman
 *   (2.9) needs a third block.
 * - `GameRenderer.pick`: the hand reaches 3 blocks from the eyes to the mob's box, so the mobs at the foot (and a
 *   step back) are hit from the top.
 * - Spiders climb (they are fought on the top as on the ground) and skeletons shoot: neither calls for a perch.
 *
 * On a server the pillar is mineflayer-pathfinder's own (a jump and a block placed under the feet), and the fight
 * from the top is `swing`, which never steps off.
 */
import type { Body, SeenEntity, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act } from './act.js';
import { add, floor, HORIZONTAL, isKnownEmpty, isSolid } from './geometry.js';
import { fillerCount } from './filler.js';
import { isNeutralMob } from '../knowledge/tables/combat.js';
import { holdMove, type HoldMove } from './pit.js';

/** Mobs whose box stands taller than two blocks (minecraft-data heights: wither skeleton 2.4, enderman 2.9). */
const TALL = new Set(['wither_skeleton', 'enderman']);
/** Lone mobs that hit hard enough to be met from a perch: 7 to 8 a hit on normal, and an enderman has 40 health. */
export const HEAVY = new Set(['wither_skeleton', 'enderman', 'zombified_piglin']);
/** Walkers that come to the foot of the pillar (spiders climb it: they are fought on the top as anywhere). */
const WALKERS = new Set(['zombie', 'zombie_villager', 'husk', 'drowned', 'wither_skeleton', 'enderman', 'zombified_piglin']);
/** Walkers follow a target 16 blocks (35 for zombies): within this they are coming. */
const NEAR = 16;
/** A creeper this close ends the stand: its blast at the foot reaches the top. */
const CREEPER_NEAR = 8;
/** Mobs at the foot or a step back are within the hand's reach from the top of a 3-block pillar (feet to feet). */
const FOOT_REACH = 3.8;

/** Blocks high the perch must be against these mobs: one more than the tallest is tall. */
export const perchHeight = (names: readonly string[]): number => (names.some((n) => TALL.has(n)) ? 3 : 2);

/** Walkers after the bot (or the hunted neutral one) within `NEAR` and 4 blocks up or down. */
export function walkersNear(body: Body, hunted: readonly string[]): SeenEntity[] {
  const y = body.position().y;
  return body
    .entities({ maxDistance: NEAR })
    .filter((e) => e.kind === 'hostile' && WALKERS.has(e.name) && Math.abs(e.pos.y - y) <= 4 && (!isNeutralMob(e.name) || hunted.includes(e.name)));
}

/** Whether a perch `height` high can go up here: blocks enough to stand on, free cells over the head, no creeper near. */
export function perchHere(body: Body, height: number): boolean {
  // Counted over every kind: 2 andesite before 92 cobblestone kept an arena's perch from going up (wither skeleton seed 4).
  if (fillerCount(body) < height) return false;
  if (body.entities({ names: ['creeper'], maxDistance: CREEPER_NEAR }).length) return false;
  const feet = floor(body.position());
  if (!isSolid(body.blockAt(add(feet, 0, -1, 0)))) return false;
  for (let dy = 0; dy <= height + 1; dy++) if (!isKnownEmpty(body.blockAt(add(feet, 0, dy, 0)))) return false;
  return true;
}

/** Pillar straight up `height` blocks (the body jumps and places a block under its feet). The outcome of the climb. */
export const perchUp = (body: Body, height: number, signal: AbortSignal, what: string): Promise<Outcome> => {
  const top = add(floor(body.position()), 0, height, 0);
  return act(what, signal, () => body.goto(top, 0, signal));
};

/** Whether the bot stands `height` blocks over the ground of `base` (the cell it pillared from), on its column. */
export function onPerch(body: Body, base: Vec3Like, height: number): boolean {
  const feet = floor(body.position());
  return feet.x === base.x && feet.z === base.z && feet.y === base.y + height;
}

/** What to do on the perch: hit what stands at the foot, wait for walkers coming, or come down. */
export const perchMove = (body: Body, hunted: readonly string[]): HoldMove => holdMove(body, hunted, FOOT_REACH, () => walkersNear(body, hunted).length > 0);

/** Step off the perch onto the ground beside its foot (a drop of 2 or 3 blocks: no fall damage under 4). */
export async function comeDown(body: Body, base: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  const beside = HORIZONTAL.map((d) => add(base, d.x, 0, d.z)).find(
    (c) => isKnownEmpty(body.blockAt(c)) && isKnownEmpty(body.blockAt(add(c, 0, 1, 0))) && isSolid(body.blockAt(add(c, 0, -1, 0))),
  );
  return act(what, signal, () => body.goto(beside ?? base, beside ? 0 : 1, signal));
}
