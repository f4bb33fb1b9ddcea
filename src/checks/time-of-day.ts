import type { CheckDef } from './types.js';

/** Mobs burn and villagers sleep by these bounds: day is 0..12999. */
const NIGHTFALL = 13000;

export const timeOfDay: CheckDef<{ period: 'day' | 'night' }> = {
  kind: 'time_of_day',
  description: 'It is day or night.',
  args: { period: { type: 'string', description: 'day or night', enum: ['day', 'night'] } },
  label: (a) => `is ${a.period}`,
  holds: (body, a) => body.timeOfDay() < NIGHTFALL === (a.period === 'day'),
  failure: 'not_found',
};
