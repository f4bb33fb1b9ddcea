import { sensedNear } from './near-block.js';
import type { CheckDef } from './types.js';

/** Blocks counted at most: past a full inventory's worth, a count means nothing more. */
const MOST = 2304;

/** Made blocks that are no item (farmland) are judged by counting them in the world, as a player would look. */
export const blocksNear: CheckDef<{ block: string; count: number; distance: number }> = {
  kind: 'blocks_near',
  description: 'At least count blocks of this kind are sensed within distance.',
  args: {
    block: { type: 'string', description: 'block name, or a group such as #logs' },
    count: { type: 'integer', description: 'how many at least', minimum: 1 },
    distance: { type: 'integer', description: 'blocks from the bot', minimum: 1 },
  },
  label: (a) => `${a.block} ≥ ${a.count} within ${a.distance}`,
  holds: (body, a, k) => sensedNear(body, k, a.block, a.distance, Math.min(a.count ?? 1, MOST)) >= (a.count ?? 1),
  failure: 'not_found',
};
