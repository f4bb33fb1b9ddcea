/** Cells a player walks through: air, grass, flowers, torches, a snow layer. */
import { loadData } from '../knowledge/data.js';
import { isFluid, isKnownEmpty } from './geometry.js';

let open: Set<string> | null = null;

/** Blocks without a collision box: minecraft-data 1.20.4 `boundingBox: 'empty'` (fluids have none either, but they are swum, not walked). */
function noCollision(): Set<string> {
  if (!open) {
    const blocks = loadData('1.20.4').blocksArray as readonly { name: string; boundingBox?: string }[];
    open = new Set(blocks.filter((b) => b.boundingBox === 'empty').map((b) => b.name));
  }
  return open;
}

/** Seen to be a cell the body can stand in: known air, or a block without collision that is not a fluid. Unknown (null) is not. */
export const isPassable = (name: string | null): boolean => isKnownEmpty(name) || (name !== null && !isFluid(name) && noCollision().has(name));

/** Seen to be a block with a collision box (not a fluid): it stops a walker, a sight line, and a head, which suffocates in it. */
export const isCollider = (name: string | null): boolean => name !== null && !isPassable(name) && !isFluid(name);

/** Seen to be something to stand on: a block with a collision box, not leaves (a tree's crown is no place to work from). */
export const isFloor = (name: string | null): boolean => isCollider(name) && !name!.endsWith('_leaves');
