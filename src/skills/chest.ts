/** Shared by store and take: a chest within senses (or remembered), walked up to. */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { SkillContext } from './types.js';
import { reachStation } from './stations.js';
import { fail, type Outcome } from '../contracts/outcome.js';

/** `place`: store may put down a chest from the inventory; take needs one that already holds things. */
export async function reachChest(body: Body, ctx: SkillContext, place: boolean, signal: AbortSignal, what: string): Promise<Outcome> {
  const r = await reachStation(body, ctx, 'chest', signal, what, { place });
  return !r.ok && r.code === 'missing_item' && !place ? fail('not_found', r.message) : r;
}

export const chestPos = (o: Outcome): Vec3Like => (o.ok ? (o.data!.pos as Vec3Like) : { x: 0, y: 0, z: 0 });
