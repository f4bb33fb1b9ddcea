export { MemoryStore, DEFAULT_MEMORY_DIR, type MemoryEntry, type RunStats, type SimilarHit } from './store.js';
export { goalKey, goalTokens, overlap } from './goal.js';
export { writeJsonAtomic } from './atomic.js';
export { runStats } from './stats.js';
