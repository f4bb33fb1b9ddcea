/** Crafting tables, furnaces and chests: found within senses, remembered, or placed from the inventory. */
import type { Body, Vec3Like } from '../body/types.js';
import { act } from './act.js';
import { add, distance, floor, HORIZONTAL, isFluid, isSolid } from './geometry.js';
import { fail, ok, type Outcome } from './outcome.js';
import type { SkillContext } from './types.js';

/** How close the bot stands to a block it uses or digs (mineflayer reaches 4.5). */
export const REACH = 3;

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
  let placed = await act(what, signal, () => body.place(name, null, signal));
  if (!placed.ok && placed.code === 'not_found' && (await makeRoom(body, signal, what))) {
    placed = await act(what, signal, () => body.place(name, null, signal));
  }
  if (!placed.ok) return seen && far ? walkTo(body, seen, signal, what) : placed;
  const pos = (placed.data?.pos as Vec3Like | undefined) ?? known(body, ctx, name);
  if (!pos) return fail('world_error', `${what}: placed a ${name} but cannot tell where`);
  ctx.blackboard.set(stationKey(name), pos);
  return walkTo(body, pos, signal, what);
}

/** In a one-wide shaft or tunnel there is no free cell beside the bot: dig one out at feet level. */
async function makeRoom(body: Body, signal: AbortSignal, what: string): Promise<boolean> {
  const feet = floor(body.position());
  for (const d of HORIZONTAL) {
    const q = add(feet, d.x, 0, d.z);
    const around = [add(q, 0, 1, 0), add(q, d.x, 0, d.z), add(q, 0, -1, 0)];
    if (!isSolid(body.blockAt(q)) || !isSolid(body.blockAt(add(q, 0, -1, 0))) || around.some((p) => isFluid(body.blockAt(p)))) continue;
    const r = await act(what, signal, () => body.dig(q, signal));
    if (r.ok) return true;
  }
  return false;
}

async function walkTo(body: Body, pos: Vec3Like, signal: AbortSignal, what: string): Promise<Outcome> {
  const g = await act(what, signal, () => body.goto(pos, REACH, signal));
  return g.ok ? ok(undefined, { pos }) : g;
}
