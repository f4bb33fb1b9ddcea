/** Crafting tables, furnaces and chests: found within senses, remembered, or placed from the inventory. */
import type { Body, Vec3Like } from '../body/types.js';
import { act } from './act.js';
import { fail, ok, type Outcome } from './outcome.js';
import type { SkillContext } from './types.js';

/** How close the bot stands to a block it uses or digs (mineflayer reaches 4.5). */
export const REACH = 3;

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
  let pos = known(body, ctx, name);
  if (!pos) {
    if (!opts.place || body.count(name) < 1) {
      const inv = opts.place ? ' and none in the inventory' : '';
      return fail('missing_item', `${what}: no ${name} within ${body.senses.radius} blocks${inv}`, { needs: name });
    }
    const placed = await act(what, signal, () => body.place(name, null, signal));
    if (!placed.ok) return placed;
    pos = (placed.data?.pos as Vec3Like | undefined) ?? known(body, ctx, name);
    if (!pos) return fail('world_error', `${what}: placed a ${name} but cannot tell where`);
    ctx.blackboard.set(stationKey(name), pos);
  }
  const g = await act(what, signal, () => body.goto(pos, REACH, signal));
  if (!g.ok) return g;
  return ok(undefined, { pos });
}
