/**
 * Walling off a danger that comes down a passage one block wide (a tunnel, a
 * cave's neck): the miner's answer to a creeper from behind. Running leads
 * into the tunnel's dead end; two blocks across the way, feet and head, do
 * not. A creeper's fuse runs down once it cannot see its target (vanilla
 * `SwellGoal`), and no overworld walker digs.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { fillerIn } from './filler.js';
import { add, floor, HORIZONTAL } from './geometry.js';
import { isCollider } from './passable.js';
import { EYE_FRACTION, EYE_HEIGHT } from '../knowledge/sight.js';

const dist2 = (a: Vec3Like, b: Vec3Like): number => (a.x + 0.5 - b.x) ** 2 + (a.z + 0.5 - b.z) ** 2;

/**
 * A cell with a collision box, or not seen (rock, as far as the bot knows): it stops a walker and a mob's line of
 * sight (vanilla's `hasLineOfSight` clips on colliders), while grass, flowers, torches and water do neither.
 */
const blocks = (name: string | null): boolean => name === null || isCollider(name);

/** Open at feet or head, as far as seen: a way a walker could come in by. */
const open = (body: Body, c: Vec3Like): boolean => !blocks(body.blockAt(c)) || !blocks(body.blockAt(add(c, 0, 1, 0)));

/**
 * The one way in from the danger's side, when the bot stands in a passage: of the feet's open neighbours (two at
 * most), the one nearer to the danger than the bot is. Null in open ground, with no way in, or when the danger stands in it.
 */
export function wayIn(body: Body, from: Vec3Like): Vec3Like | null {
  const p = body.position();
  const feet = floor(p);
  const here = dist2(feet, from);
  const opens = HORIZONTAL.map((d) => add(feet, d.x, 0, d.z)).filter((c) => open(body, c));
  // A passage has two ways on at most (a dead end, one); a walker in a room comes round a single block.
  const ways = opens.length <= 2 ? opens.filter((c) => dist2(c, from) < here) : [];
  const way = ways.length === 1 ? ways[0]! : null;
  if (!way) return null;
  const inIt = Math.floor(from.x) === way.x && Math.floor(from.z) === way.z;
  return inIt ? null : way;
}

/**
 * Put a block in the way in, feet then head, when the bot stands in a passage with one way in from the danger and
 * carries rubble to spare. `walled` when both cells are solid afterwards; a non-null `out` (aborted, died) ends the caller.
 */
export async function wallOff(body: Body, from: Vec3Like, signal: AbortSignal, what: string): Promise<{ walled: boolean; out: Outcome | null }> {
  const way = wayIn(body, from);
  if (!way || !fillerIn(body)) return { walled: false, out: null };
  for (const c of [way, add(way, 0, 1, 0)]) {
    if (blocks(body.blockAt(c))) continue;
    // Into air, water or grass (1.20.4's replaceable blocks); a flower refuses the block, and the bot runs instead.
    const block = fillerIn(body);
    if (!block) return { walled: false, out: null };
    const r = await act(what, signal, () => body.place(block, c, signal));
    if (fatal(r)) return { walled: false, out: r };
    if (!blocks(body.blockAt(c))) return { walled: false, out: null };
  }
  return { walled: true, out: null };
}

const SIGHT_STEP = 0.25;

/**
 * Whether a mob standing at `feet` has the bot in sight, as far as the bot knows the cells between: the line from the
 * bot's eyes to the mob's eye height crosses no solid cell (an unseen cell counts as rock). A creeper heard behind a
 * wall cannot see the bot, and its fuse does not run (vanilla `SwellGoal` wants its target in sight).
 */
export function inSightOf(body: Body, feet: Vec3Like, height = 1.7): boolean {
  const p = body.position();
  const a = { x: p.x, y: p.y + EYE_HEIGHT, z: p.z };
  const b = { x: feet.x, y: feet.y + height * EYE_FRACTION, z: feet.z };
  const len = Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z);
  const end = floor(b);
  for (let t = 0; t < len; t += SIGHT_STEP) {
    const c = floor({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len, z: a.z + ((b.z - a.z) * t) / len });
    if (c.x === end.x && c.y === end.y && c.z === end.z) return true;
    if (blocks(body.blockAt(c))) return false;
  }
  return true;
}
