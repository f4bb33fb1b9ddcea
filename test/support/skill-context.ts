import type { Knowledge } from '../../src/knowledge/types.js';
import type { SkillContext } from '../../src/skills/types.js';
import { getKnowledge } from '../../src/knowledge/index.js';

export const skillContext = (knowledge: Knowledge = getKnowledge(), path = '/plan/steps/0'): SkillContext => ({
  knowledge,
  blackboard: new Map(),
  path,
});

export const live = (): AbortSignal => new AbortController().signal;
