import { boundsCheck } from './bounds.js';

export const yLevel = boundsCheck('y_level', 'The bot stands within these y levels.', (body) => body.position().y);
