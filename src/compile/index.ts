export { compilePlan, CompileError, type CompileOptions, type Def } from './compile.js';
export { loadTreeText, TreeSyntaxError } from './tree-file.js';
export { wrapReflexes, reflexPath, REFLEX_ROOT, REFLEX_PLAN, REFLEX_WATCH, type ReflexOptions } from './reflexes.js';
export type { Tree, LeafInfo, ChainInfo, RootNodeDefinition } from './types.js';
