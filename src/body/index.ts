export * from './types.js';
export { countsOf, countsDiff } from './stacks.js';
