import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { woodenPickaxeTrace } from './fixtures/trace.js';
import { woodenPickaxeTree } from './fixtures/tree.js';
import { woodenPickaxePlan } from './fixtures/plan.js';
import { fromTrace } from '../../src/viz/fromTrace.js';
import { fromTree, fromMdsl } from '../../src/viz/fromTree.js';
import { fromPlan } from '../../src/viz/fromPlan.js';
import { renderAscii } from '../../src/viz/ascii.js';
it('x', () => {
  console.log(renderAscii(fromPlan(woodenPickaxePlan)));
  console.log(renderAscii(fromTree(woodenPickaxeTree)));
  console.log(renderAscii(fromMdsl(readFileSync('test/viz/fixtures/tree.mdsl', 'utf8'))));
  console.log(renderAscii(fromTrace(woodenPickaxeTrace)));
});
