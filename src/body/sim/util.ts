/** Small helpers shared by the simulated body's verbs. */
import type { World } from '../../sim/world.js';
import type { Vec3Like } from '../../contracts/body.js';
import { eyeReach } from '../../knowledge/sight.js';

/** Item counts by name, to report what a verb gained or spent. */
export function counts(world: World): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of world.player.inventory.slots) if (s) m.set(s.name, (m.get(s.name) ?? 0) + s.count);
  return m;
}

export { countsDiff as diff } from '../../contracts/stacks.js';

export { BLOCK_REACH as REACH } from '../../contracts/body.js';

/** Distance from the player's eyes to the nearest point of the block at pos (vanilla reach is measured to the block). */
export const reachTo = (world: World, pos: Vec3Like): number => eyeReach(world.player.pos, pos);

export const floorPos = (p: Vec3Like): Vec3Like => ({ x: Math.floor(p.x), y: Math.floor(p.y), z: Math.floor(p.z) });

export function validPos(p: unknown): p is Vec3Like {
  const v = p as Vec3Like | null;
  return !!v && Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.z);
}

export const fmt = (p: Vec3Like): string => `(${p.x}, ${p.y}, ${p.z})`;
