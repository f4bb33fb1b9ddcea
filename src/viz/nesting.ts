/**
 * The renderers recurse over the model. A plan at the validator's 32 levels,
 * compiled with its prerequisites and the reflex layer, nests about 150 JSON
 * levels deep; input far beyond that is refused before anything recurses,
 * so a hostile file gets a VizError rather than a stack overflow.
 */
import { VizError } from './errors.js';

export const MAX_NESTING = 512;

/** How deep a JSON value nests, without recursion, counting no further than `limit + 1`. */
export function nesting(value: unknown, limit = MAX_NESTING): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function assertDrawable(value: unknown): void {
  if (nesting(value) > MAX_NESTING)
    throw new VizError(`it nests more than ${MAX_NESTING} levels deep (plans may nest 32 levels; \`sapling validate\` says where)`);
}
