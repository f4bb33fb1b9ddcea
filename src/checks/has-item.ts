import { countOf } from '../skills/inventory.js';
import type { CheckDef } from './types.js';

export const hasItem: CheckDef<{ item: string; count: number }> = {
  kind: 'has_item',
  description: 'The inventory holds at least count of item.',
  args: {
    item: { type: 'string', description: 'item name, or a group such as #logs' },
    count: { type: 'integer', description: 'how many at least', minimum: 1 },
  },
  label: (a) => `has ${a.item} ≥ ${a.count}`,
  holds: (body, a, k) => countOf(body, k, a.item) >= (a.count ?? 1),
  failure: 'missing_item',
  guarantees: (a) => [{ item: a.item, count: a.count ?? 1 }],
};
