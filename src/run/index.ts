export { runTree, subtreePath, nodeAt, type RunInput, type RunOutput } from './runner.js';
export { admit, PlanRefused } from './gate.js';
export { TraceRecorder, toJsonl } from './trace-recorder.js';
export { DoneChecker } from './done.js';
export { nodeLabel } from './node-index.js';
export type { TraceEvent, TraceEventType } from '../contracts/trace.js';
export * from './types.js';
export { explore, ROUND_MINUTES, type ExploreInput, type ExploreResult, type ExploreRound } from './explore.js';
