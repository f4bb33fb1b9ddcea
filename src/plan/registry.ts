/** Everything a plan may call: the registered skills and the shipped trees (trees/), read once per game knowledge. */
import { getKnowledge } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { SKILLS } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';
import { withTrees } from './tree-library.js';

// Trees are checked against the knowledge they are read with (item names differ between versions), so each
// Knowledge (one per Minecraft version from getKnowledge) gets its own registry.
const registries = new WeakMap<Knowledge, readonly AnySkill[]>();

export function planSkills(k: Knowledge = getKnowledge()): readonly AnySkill[] {
  let registry = registries.get(k);
  if (!registry) registries.set(k, (registry = withTrees(SKILLS, k)));
  return registry;
}
