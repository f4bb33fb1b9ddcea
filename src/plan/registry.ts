/** Everything a plan may call: the registered skills and the shipped trees (trees/), read once. */
import { getKnowledge } from '../knowledge/index.js';
import { SKILLS } from '../skills/index.js';
import type { AnySkill } from '../skills/types.js';
import { withTrees } from './tree-library.js';

let registry: readonly AnySkill[] | null = null;

export const planSkills = (): readonly AnySkill[] => (registry ??= withTrees(SKILLS, getKnowledge()));
