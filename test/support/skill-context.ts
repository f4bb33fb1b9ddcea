import type { Knowledge } from '../../src/knowledge/types.js';
import type { SkillContext } from '../../src/skills/types.js';
import { fakeKnowledge } from './fake-knowledge.js';

export const skillContext = (knowledge: Knowledge = fakeKnowledge(), path = '/plan/steps/0'): SkillContext => ({
  knowledge,
  blackboard: new Map(),
  path,
});

export const live = (): AbortSignal => new AbortController().signal;
