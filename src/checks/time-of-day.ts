import { periodAt } from '../skills/night.js';
import type { CheckDef } from './types.js';

export const timeOfDay: CheckDef<{ period: 'day' | 'night' }> = {
  kind: 'time_of_day',
  description: 'It is day or night.',
  args: { period: { type: 'string', description: 'day or night', enum: ['day', 'night'] } },
  label: (a) => `is ${a.period}`,
  holds: (body, a) => periodAt(body.timeOfDay()) === a.period,
  failure: 'not_found',
};
