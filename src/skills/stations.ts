/** Crafting tables, furnaces and chests: found within senses, remembered, or placed from the inventory. */
import type { Body, Vec3Like } from '../contracts/body.js';
import { act, fatal } from './act.js';
import { add, distance, floor, HORIZONTAL, isEmpty, isFluid, isKnownHole, isSolid } from './geometry.js';
import { fail, ok, type Outcome } from '../contracts/outcome.js';
import type { SkillContext } from './types.js';

/**
 * How close a skill walks to a block it uses or digs: well inside the
 * player's reach (BLOCK_REACH, 4.5), so a step or a slab in the way still
 * leaves the block in reach.
 */
export const WORK_RANGE = 3;

/** Stations stay usable once made: the craft and smelt skills pick them back up. */
export const STATIONS: readonly string[] = ['crafting_table', 'furnace'];

/** A station farther than this is not walked back to when another is in the inventory. */
const NEAR = 12;

export const stationKey = (name: string): string => `station:${name}`;

function known(body: Body, ctx: SkillContext, name: string): Vec3Like | null {
  const seen = body.findBlocks([name], { count: 1 })[0];
  if (seen) return seen.pos;
  // A station placed earlier may be out of sight but still standing.
  const remembered = ctx.blackboard.get(stationKey(name)) as Vec3Like | undefined;
  return remembered && body.blockAt(remembered) === name ? remembered : null;
}

/**
 * Walk to a station, placing one from the inventory when none is around.
 * `data.pos` is where it stands; a placed station is remembered on the blackboard.
 */
export async function reachStation(
  body: Body,
  ctx: SkillContext,
  name: string,
  signal: AbortSignal,
  what: string,
  opts: { place: boolean } = { place: true },
): Promise<Outcome> {
  const canPlace = opts.place && body.count(name) > 0;
  const seen = known(body, ctx, name);
  // One carried along is put down here rather than walking back to a far one.
  const far = seen !== null && distance(seen, body.position()) > NEAR;
  if (seen && !(far && canPlace)) {
    const g = await walkTo(body, seen, signal, what);
    if (g.ok || g.code !== 'unreachable' || !canPlace) return g;
  }
  if (!canPlace) {
    const inv = opts.place ? ' and none in the inventory' : '';
    return fail('missing_item', `${what}: no ${name} within ${body.senses.radius} blocks${inv}`, { needs: name });
  }
  const placed = await placeBeside(body, name, signal, what);
  if (!placed.ok) return seen && far ? walkTo(body, seen, signal, what) : placed;
  const pos = (placed.data?.pos as Vec3Like | undefined) ?? known(body, ctx, name);
  if (!pos) return fail('world_error', `${what}: placed a ${name} but cannot tell where`);
  ctx.blackboard.set(stationKey(name), pos);
  return walkTo(body, pos, signal, what);
}

/**
 * Place a block next to the bot. With no free cell with ground beside it (a
 * one-wide shaft, a pillar top, water), dig a cell out of a wall, or else step
 * a few blocks aside, and try again.
 */
export async function placeBeside(body: Body, item: string, signal: AbortSignal, what: string): Promise<Outcome> {
  const first = await act(what, signal, () => body.place(item, null, signal));
  if (first.ok || first.code !== 'not_found') return first;
  if (await makeRoom(body, signal, what)) {
    const again = await act(what, signal, () => body.place(item, null, signal));
    if (again.ok || again.code !== 'not_found') return again;
  }
  const feet = floor(body.position());
  for (const d of HORIZONTAL) {
    const moved = await act(what, signal, () => body.goto(groundBeside(body, add(feet, 3 * d.x, 0, 3 * d.z)), 1, signal));
    if (!moved.ok) {
      if (moved.code === 'aborted' || moved.code === 'died') return moved;
      continue;
    }
    const r = await act(what, signal, () => body.place(item, null, signal));
    if (r.ok || r.code !== 'not_found') return r;
  }
  return first;
}

/**
 * Where to stand a few blocks aside: the ground seen in that column, down to 6 blocks below (off a pillar top, the
 * cell at the bot's height is in the air and no walk reaches it), else the cell at the bot's height.
 */
function groundBeside(body: Body, p: Vec3Like): Vec3Like {
  for (let dy = 0; dy >= -6; dy--) {
    const q = add(p, 0, dy, 0);
    if (isEmpty(body.blockAt(q)) && isSolid(body.blockAt(add(q, 0, -1, 0)))) return q;
  }
  return p;
}

/**
 * In a one-wide shaft or tunnel there is no free cell beside the bot: dig one out at feet level.
 * The cells around it are in the rock, out of sight: only those seen to be fluid or a hole rule it out.
 */
async function makeRoom(body: Body, signal: AbortSignal, what: string): Promise<boolean> {
  const feet = floor(body.position());
  for (const d of HORIZONTAL) {
    const q = add(feet, d.x, 0, d.z);
    const around = [add(q, 0, 1, 0), add(q, d.x, 0, d.z), add(q, 0, -1, 0)];
    if (!isSolid(body.blockAt(q)) || isKnownHole(body.blockAt(add(q, 0, -1, 0))) || around.some((p) => isFluid(body.blockAt(p)))) continue;
    const r = await act(what, signal, () => body.dig(q, signal));
    if (r.ok) return true;
  }
  return false;
}

/**
 * Take a crafting table the bot put down back into the inventory, as a player
 * carries theirs: walking back to it from the next mine costs more than the
 * few seconds of breaking it. Null when done (or not ours to take).
 */
export async function packUp(body: Body, ctx: SkillContext, name: string, pos: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const placed = ctx.blackboard.get(stationKey(name)) as Vec3Like | undefined;
  if (!placed || distance(placed, pos) > 0 || body.count(name) > 0) return null;
  const r = await act(what, signal, () => body.dig(pos, signal));
  if (!r.ok) return fatal(r) ? r : null;
  if (body.count(name) > 0) ctx.blackboard.delete(stationKey(name));
  return null;
}

async function walkTo(body: Body, pos: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  const g = await act(what, signal, () => body.goto(pos, WORK_RANGE, signal));
  return g.ok ? ok(undefined, { pos }) : g;
}
