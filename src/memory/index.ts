export {
  MemoryStore,
  DEFAULT_MEMORY_DIR,
  MAX_ENTRY_BYTES,
  STALE_TEMP_MS,
  replayable,
  rankOf,
  type Experience,
  type MemoryOptions,
  type SimilarHit,
} from './store.js';
export { FORMAT, readEntry, type MemoryEntry, type ParsedGoal, type RepairRecord, type RunOutcome, type RunStats } from './entry.js';
export { situationOf, situationDistance, compatible, describeSituation, readSituation, type Situation, type SituationInput } from './situation.js';
export { experiencesOfRun, type RunRecord } from './relabel.js';
export { repairBetween, type RepairReply } from './repair-diff.js';
export { examplesFor, subGoals, MAX_EXAMPLES, SUB_GOAL_LEVELS, type Example } from './retrieve.js';
export { exactKey, readableGoals, textKey, goalTokens, overlap } from './goal.js';
export { writeJsonAtomic, removeStaleTemps } from './atomic.js';
export { runStats } from './stats.js';
