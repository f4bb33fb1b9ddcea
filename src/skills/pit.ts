/**
 * Fighting a pack from a pit, as players do: two blocks down a 1×1 hole,
 * the mobs on the rim can be hit and cannot hit back.
 *
 * - Vanilla 1.20.4 `Mob.isWithinMeleeAttackRange`: the attacker's box, widened
 *   sideways only (by √2.04 − 0.6), must meet the target's. A zombie (1.95
 *   tall) on the rim stands above the head of a player two blocks down.
 * - The player's hand reaches 3 blocks from its eyes (1.62 above its feet) to
 *   the mob's box (`GameRenderer.pick`): the rim is within it.
 * - A skeleton shoots only along a clear line from its eyes to the player's,
 *   which the rim cuts for all but the nearest.
 *
 * Creepers are not fought from a pit: a blast at the rim does not need to
 * reach the bottom. Sand and gravel fall into a pit, and a pit into a cave is
 * a door: both are left alone.
 */
import type { Body, SeenEntity, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { ascendToSky } from './ascend.js';
import { add, floor, HORIZONTAL, isKnownEmpty, isSolid } from './geometry.js';
import { isNeutralMob } from '../knowledge/tables/combat.js';
import { isFalling } from '../knowledge/tables/falling.js';

const DEPTH = 2;
/** Ground a pit may be dug into: solid, not a block that falls into the hole (sand, gravel), not leaves. */
const firm = (n: string | null): boolean => isSolid(n) && !isFalling(n!) && !n!.endsWith('_leaves');
/**
 * The land's own ground (soil, stone and its kinds): a pit is dug only into that. A floor of anything else is
 * built (planks, a sea-lantern arena in the sky), and what lies under a built floor is not known: it may be a drop.
 */
const GROUND =
  /^(grass_block|dirt|coarse_dirt|rooted_dirt|podzol|mycelium|mud|clay|moss_block|snow_block|stone|deepslate|tuff|andesite|diorite|granite|calcite|sandstone|red_sandstone|terracotta|[a-z_]+_terracotta|netherrack)$/;

/** Whether a block is the land's own ground, which a hole may go down into (not a built floor with a drop under it). */
export const isLandGround = (name: string | null): boolean => name !== null && GROUND.test(name);

/** The cells a pit here would open, top first, and the walls they need. */
function cells(feet: Vec3Like): { hole: Vec3Like[]; walls: Vec3Like[]; floor: Vec3Like } {
  const hole = Array.from({ length: DEPTH }, (_, i) => add(feet, 0, -1 - i, 0));
  const walls = hole.flatMap((c) => HORIZONTAL.map((d) => add(c, d.x, 0, d.z)));
  return { hole, walls, floor: add(feet, 0, -1 - DEPTH, 0) };
}

/**
 * Two blocks down a 1×1 hole with open sky: walls round feet and head, air over the head. Leaves are no wall: the
 * way out (ascend.ts) walks through them, so a bot that stepped into a gap in a canopy is not in a pit (seed 1's
 * spider hunt stood in one at y 86 for two days, leaving a pit it was never in every 60 ticks).
 */
export function inPit(body: Body): boolean {
  const feet = floor(body.position());
  const around = [0, 1].flatMap((dy) => HORIZONTAL.map((d) => add(feet, d.x, dy, d.z)));
  const wall = (c: Vec3Like): boolean => isSolid(body.blockAt(c)) && !body.blockAt(c)!.endsWith('_leaves');
  return around.every(wall) && isKnownEmpty(body.blockAt(add(feet, 0, 2, 0)));
}

/** Whether a pit may be dug here, as far as seen: firm ground, no fluid or hole in view around it (unseen cells are checked as they open). */
export function pitHere(body: Body): boolean {
  const { hole, walls, floor: under } = cells(floor(body.position()));
  const known = (c: Vec3Like): string | null => body.blockAt(c);
  // The block under the feet is known by touch; the rest comes into view as the pit opens.
  const top = known(hole[0]!);
  return firm(top) && GROUND.test(top!) && [...hole.slice(1), ...walls, under].every((c) => known(c) === null || firm(known(c)));
}

/**
 * Dig the pit under the feet and drop in. True when in it; false when the ground turned out unfit (a wall that
 * is not firm, as seen once dug). A death or an abort comes back as the outcome.
 */
export async function digPit(body: Body, signal: AbortSignal, what: string): Promise<Outcome | boolean> {
  const { hole, walls, floor: under } = cells(floor(body.position()));
  for (const c of hole) {
    if (!firm(body.blockAt(c))) return false;
    const d = await act(what, signal, () => body.dig(c, signal));
    if (!d.ok) return fatal(d) ? d : false;
  }
  if (![...walls, under].every((c) => firm(body.blockAt(c)))) return false;
  const g = await act(what, signal, () => body.goto(hole[DEPTH - 1]!, 0, signal));
  if (!g.ok) return fatal(g) ? g : false;
  return inPit(body);
}

/** Climb out (dig nothing, pillar up the shaft). */
export const leavePit = (body: Body, signal: AbortSignal, what: string): Promise<Outcome> => ascendToSky(body, signal, what);

/** Hostiles that walk up to hit: a pack of these (zombies come in fours) is fought from a pit. */
const MELEE = new Set(['zombie', 'zombie_villager', 'husk', 'spider', 'cave_spider', 'wither_skeleton']);
/** Melee mobs this close are met from a pit: a zombie fought in the open lands a hit or two (3 each), one on the rim none. */
const PACK_RANGE = 12;
/** Mobs on the rim or a step back from it are within the hand's reach from the bottom (eyes to box, 3 blocks). */
const RIM_REACH = 3.7;
/** A creeper this close ends the stand: out and away. */
const CREEPER_NEAR = 8;

/**
 * Two or more melee hostiles coming, and no creeper among them: time to dig in
 * and fight from the pit. A lone one is fought in the open, as a player does:
 * digging in by hand with it at arm's length costs more hits than the fight.
 */
export function packComing(body: Body): boolean {
  // Mobs more than 4 blocks above or below (in a cave under the feet) do not take the player as a target.
  const y = body.position().y;
  const near = body.entities({ maxDistance: PACK_RANGE }).filter((e) => e.kind === 'hostile' && Math.abs(e.pos.y - y) <= 4);
  return !near.some((e) => e.name === 'creeper' && e.distance <= CREEPER_NEAR) && near.filter((e) => MELEE.has(e.name)).length >= 2;
}

export type HoldMove = { hit: SeenEntity } | 'wait' | 'leave';

/**
 * What to do from a spot the mobs cannot get into (a pit, a perch): hit what is within `reach` (the hunted first),
 * wait while `coming` says more are on the way, or get out (nothing near, or a creeper).
 */
export function holdMove(body: Body, hunted: readonly string[], reach: number, coming: (near: SeenEntity[]) => boolean): HoldMove {
  const near = body.entities({ maxDistance: 16 }).filter((e) => e.kind === 'hostile');
  if (near.some((e) => e.name === 'creeper' && e.distance <= CREEPER_NEAR)) return 'leave';
  // A neutral mob in reach that is not hunted is left be: hit, it fights back.
  const inReach = near.filter((e) => e.distance <= reach && (!isNeutralMob(e.name) || hunted.includes(e.name)));
  const hit = inReach.find((e) => hunted.includes(e.name)) ?? inReach[0];
  if (hit) return { hit };
  return coming(near) ? 'wait' : 'leave';
}

/** What to do in the pit now: hit what is on the rim, wait for what is coming, or climb out. */
export const pitMove = (body: Body, hunted: readonly string[]): HoldMove =>
  holdMove(body, hunted, RIM_REACH, (near) => near.some((e) => MELEE.has(e.name) && e.distance <= PACK_RANGE));
