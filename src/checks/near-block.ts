import type { Body } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import type { CheckDef } from './types.js';

/** How many blocks of a kind (or group) the bot senses within distance (its senses' reach when none is given), up to `most`. */
export const sensedNear = (body: Body, k: Knowledge, block: string, distance: number | undefined, most: number): number =>
  body.findBlocks(k.members(block), { maxDistance: distance ?? body.senses.radius, count: most }).length;

export const nearBlock: CheckDef<{ block: string; distance: number }> = {
  kind: 'near_block',
  description: 'A block of this kind is sensed within distance.',
  args: {
    block: { type: 'string', description: 'block name, or a group such as #logs' },
    distance: { type: 'integer', description: 'blocks from the bot', minimum: 1 },
  },
  label: (a) => `near ${a.block} ≤ ${a.distance}`,
  holds: (body, a, k) => sensedNear(body, k, a.block, a.distance, 1) > 0,
  failure: 'not_found',
};
