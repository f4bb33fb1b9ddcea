export * from '../contracts/body.js';
export { countsOf, countsDiff } from '../contracts/stacks.js';
