/**
 * A night's shelter where none can be dug (sand that would fall in, a floor of planks, a cave under the grass): a
 * box of carried blocks round the two cells the bot stands in, walls at feet and head height and a roof, as a
 * player caught out on a desert builds a dirt hut. Each wall block goes against the ground under it or the block
 * placed below it, and the roof against one more block set on top of a wall.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, fatal } from './act.js';
import { add, floor, HORIZONTAL, isFluid, isSolid } from './geometry.js';

/** The cells a box round the bot fills, in the order they can be placed, the roof last. */
export function boxCells(feet: Vec3Like): Vec3Like[] {
  const walls = (dy: number) => HORIZONTAL.map((d) => add(feet, d.x, dy, d.z));
  // The roof has no face to go against but the block set on top of a wall beside it.
  return [...walls(0), ...walls(1), add(feet, 1, 2, 0), add(feet, 0, 2, 0)];
}

/**
 * Box the bot in with the blocks `blocks` picks (for the roof, one that does not fall). True when every cell is solid
 * afterwards; false when the box cannot be closed here (too few blocks, a fluid or an unseen cell in the way, nothing
 * to place a block against); an outcome when the bot died or was stopped.
 */
export async function boxIn(body: Body, blocks: (body: Body, roof: boolean) => string | null, signal: AbortSignal, what: string): Promise<boolean | Outcome> {
  const feet = floor(body.position());
  if (!isSolid(body.blockAt(add(feet, 0, -1, 0)))) return false;
  const cells = boxCells(feet);
  const roof = cells.at(-1);
  const open = cells.filter((c) => !isSolid(body.blockAt(c)));
  // Grass and flowers give way to a placed block; a fluid, or a cell out of sight, rules the box out.
  if (open.some((c) => body.blockAt(c) === null || isFluid(body.blockAt(c)))) return false;
  for (const c of open) {
    const block = blocks(body, c === roof);
    if (!block) return false;
    const r = await act(what, signal, () => body.place(block, c, signal));
    if (!r.ok) return fatal(r) ? r : false;
  }
  return cells.every((c) => isSolid(body.blockAt(c)));
}
