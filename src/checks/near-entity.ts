import type { CheckDef } from './types.js';

export const nearEntity: CheckDef<{ entity: string; distance: number }> = {
  kind: 'near_entity',
  description: 'A mob of this kind is sensed within distance.',
  args: {
    entity: { type: 'string', description: 'entity name, such as cow or zombie' },
    distance: { type: 'integer', description: 'blocks from the bot', minimum: 1 },
  },
  label: (a) => `near ${a.entity} ≤ ${a.distance}`,
  holds: (body, a) => body.entities({ names: [a.entity], maxDistance: a.distance ?? body.senses.radius }).length > 0,
  failure: 'not_found',
};
