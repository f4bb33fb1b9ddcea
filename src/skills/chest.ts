/** Shared by store and take: a chest within senses (or remembered), walked up to. */
import type { Body, Vec3Like } from '../body/types.js';
import type { SkillContext } from './types.js';
import { reachStation } from './stations.js';
import type { Outcome } from './outcome.js';

export const reachChest = (body: Body, ctx: SkillContext, place: boolean, signal: AbortSignal, what: string): Promise<Outcome> =>
  reachStation(body, ctx, 'chest', signal, what, { place });

export const chestPos = (o: Outcome): Vec3Like => (o.ok ? (o.data!.pos as Vec3Like) : { x: 0, y: 0, z: 0 });
