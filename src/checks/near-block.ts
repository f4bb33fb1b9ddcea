import type { CheckDef } from './types.js';

export const nearBlock: CheckDef<{ block: string; distance: number }> = {
  kind: 'near_block',
  description: 'A block of this kind is sensed within distance.',
  args: {
    block: { type: 'string', description: 'block name, or a group such as #logs' },
    distance: { type: 'integer', description: 'blocks from the bot', minimum: 1 },
  },
  label: (a) => `near ${a.block} ≤ ${a.distance}`,
  holds: (body, a, k) => body.findBlocks(k.members(a.block), { maxDistance: a.distance ?? body.senses.radius, count: 1 }).length > 0,
  failure: 'not_found',
};
