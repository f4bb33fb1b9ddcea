export { compilePlan, CompileError, positional, checkArgs, type CompileOptions } from './compile.js';
export { loadTreeText, TreeSyntaxError } from './tree-file.js';
export { Ledger, STATIONS } from './ledger.js';
export type { Tree, LeafInfo, ChainInfo, RootNodeDefinition } from './types.js';
