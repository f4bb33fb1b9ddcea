export {
  MemoryStore,
  DEFAULT_MEMORY_DIR,
  MAX_ENTRY_BYTES,
  STALE_TEMP_MS,
  type MemoryEntry,
  type MemoryOptions,
  type RunStats,
  type SimilarHit,
} from './store.js';
export { exactKey, textKey, goalTokens, overlap } from './goal.js';
export { writeJsonAtomic, removeStaleTemps } from './atomic.js';
export { runStats } from './stats.js';
