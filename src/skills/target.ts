/** What a search looks for, and whether the body senses it now. */
import type { Body, SeenEntity, Vec3Like } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { fmt } from './geometry.js';

/** `exclude`: positions (or `#id`s) already found useless, which a search looks past. */
export type Target = ({ kind: 'block'; label: string; blocks: string[] } | { kind: 'mob'; label: string; mobs: string[]; wool?: string }) & {
  exclude?: ReadonlySet<string>;
};

export interface Sighting {
  name: string;
  pos: Vec3Like;
  /** Set for mobs. */
  entityId?: number;
}

/**
 * A name as a search target: a mob, a block, a group (`#logs`: its block
 * members), or an item that blocks drop (`diamond`: the diamond ores).
 */
export function resolveTarget(k: Knowledge, name: string): Target | null {
  if (k.isMob(name)) return { kind: 'mob', label: name, mobs: [name] };
  if (k.isGroup(name)) {
    const blocks = k.members(name).filter((m) => k.isBlock(m));
    return blocks.length ? { kind: 'block', label: name, blocks } : null;
  }
  if (k.isBlock(name)) return { kind: 'block', label: name, blocks: [name] };
  const blocks = k.blocksDropping(name);
  return blocks.length ? { kind: 'block', label: name, blocks } : null;
}

export const posKey = (p: Vec3Like): string => fmt(p);

/** The nearest sensed instance, skipping positions (or entity ids) in `exclude`. */
export function sense(body: Body, target: Target, exclude: ReadonlySet<string> = target.exclude ?? new Set()): Sighting | null {
  if (target.kind === 'block') {
    const seen = body.findBlocks(target.blocks, { count: 16 + exclude.size });
    const b = seen.find((s) => !exclude.has(posKey(s.pos)));
    return b ? { name: b.name, pos: b.pos } : null;
  }
  // A sheep whose wool is not yet known (metadata still on its way) is worth walking to.
  const woolOk = (s: SeenEntity): boolean => !target.wool || !s.wool || (s.wool.color === target.wool && !s.wool.sheared);
  const e = body.entities({ names: target.mobs }).find((s) => s.kind !== 'item' && !exclude.has(`#${s.id}`) && woolOk(s));
  return e ? { name: e.name, pos: e.pos, entityId: e.id } : null;
}
