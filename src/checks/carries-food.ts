import type { Body } from '../contracts/body.js';
import type { Knowledge } from '../knowledge/types.js';
import { isSafeFood } from '../skills/inventory.js';
import type { CheckDef } from './types.js';

/** The hunger points the inventory's safe food would give, every stack eaten (rotten flesh and the like left out). */
export const foodCarried = (body: Body, k: Knowledge): number =>
  body.inventory().reduce((sum, s) => sum + (isSafeFood(s.name) ? k.foodPoints(s.name) * s.count : 0), 0);

/** Whether the bot carries food at all, and how much: any food counts, as a player counts the hotbar's bread and beef together. */
export const carriesFood: CheckDef<{ points: number }> = {
  kind: 'carries_food',
  description:
    'The food in the inventory is worth at least points hunger points (cooked beef 8, bread 5, an apple 4), whatever the food; food with a side effect (rotten flesh, spider eyes, raw chicken) does not count.',
  args: { points: { type: 'integer', minimum: 1, description: 'hunger points at least (20 is a full bar)' } },
  label: (a) => `carries food ≥ ${a.points}`,
  holds: (body, a, k) => foodCarried(body, k) >= a.points,
  failure: 'missing_item',
};
