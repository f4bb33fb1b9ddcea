import type { Expected } from './types.js';

/** An empty inventory, for requirements asked without a plan around them. */
export const NOTHING: Expected = { count: () => 0 };
