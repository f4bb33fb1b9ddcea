/** Condition nodes over the body. Each takes the plan path first (ignored here) and the check's values. */
import type { Body } from '../body/types.js';
import type { Knowledge } from '../knowledge/types.js';
import { countOf } from '../skills/inventory.js';

type Cond = (body: Body, k: Knowledge, ...args: (string | number | null)[]) => boolean;

const within = (v: number, min: number | null, max: number | null) => (min === null || v >= min) && (max === null || v <= max);


export const CONDITIONS: Record<string, Cond> = {
  has_item: (body, k, item, count) => countOf(body, k, String(item)) >= Number(count ?? 1),
  near_block: (body, k, block, distance) =>
    body.findBlocks(k.members(String(block)), { maxDistance: Number(distance ?? body.senses.radius), count: 1 }).length > 0,
  near_entity: (body, _k, entity, distance) => body.entities({ names: [String(entity)], maxDistance: Number(distance ?? body.senses.radius) }).length > 0,
  // Mobs burn and villagers sleep by these bounds: day is 0..12999.
  time_of_day: (body, _k, period) => (body.timeOfDay() < 13000) === (period === 'day'),
  health: (body, _k, min, max) => within(body.vitals().health, min as number | null, max as number | null),
  food: (body, _k, min, max) => within(body.vitals().food, min as number | null, max as number | null),
  y_level: (body, _k, min, max) => within(body.position().y, min as number | null, max as number | null),
};
