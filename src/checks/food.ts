import { boundsCheck } from './bounds.js';

export const food = boundsCheck('food', 'Food (0-20) is within bounds.', (body) => body.vitals().food);
