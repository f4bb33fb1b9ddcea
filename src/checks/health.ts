import { boundsCheck } from './bounds.js';

export const health = boundsCheck('health', 'Health (0-20) is within bounds.', (body) => body.vitals().health);
