import { compilePlan } from '../compile/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { knowledgePlan } from '../plan/index.js';
import { SKILLS } from '../skills/index.js';
import type { Section } from './diamond.js';
import { SERIAL_LINE } from './pool.js';
import { median, table } from './stats.js';

/** Plan → tree for a diamond pickaxe from an empty inventory; the issue asks for well under 10 ms. */
export async function benchCompile(): Promise<Section> {
  const k = getKnowledge();
  const rows: (string | number)[][] = [];
  const data: Record<string, number> = {};
  for (const goal of ['obtain a wooden pickaxe', 'obtain a diamond pickaxe', 'obtain an enchanting table']) {
    const plan = knowledgePlan(goal, k);
    const obtainOnly = { ...plan, plan: plan.plan.type === 'sequence' ? plan.plan.steps.at(-1)! : plan.plan };
    const ms = medianMs(() => compilePlan(obtainOnly, k, SKILLS));
    const leaves = Object.keys(compilePlan(obtainOnly, k, SKILLS).leaves).length;
    data[goal] = ms;
    rows.push([goal, leaves, ms.toFixed(3)]);
  }
  const knowledge = knowledgeTimes();
  Object.assign(data, knowledge);
  return {
    markdown: [
      '### Compile time (one `obtain` leaf from an empty inventory, 200 runs)',
      '',
      SERIAL_LINE,
      '',
      table(['goal', 'leaves', 'median ms'], rows),
      '',
      table(
        ['knowledge', 'median ms'],
        Object.entries(knowledge).map(([what, ms]) => [what, ms.toFixed(3)]),
      ),
    ].join('\n'),
    data,
  };
}

/** Median milliseconds of 200 calls of `f`, after 20 to warm up. */
function medianMs(f: () => void): number {
  for (let i = 0; i < 20; i++) f();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** What the knowledge layer's answers cost once warm: the recipe chain behind a plan, and a "did you mean" for a misspelt name. */
function knowledgeTimes(): Record<string, number> {
  const k = getKnowledge();
  return {
    'chain(diamond_pickaxe)': medianMs(() => k.chain([{ item: 'diamond_pickaxe', count: 1 }])),
    "suggest('diamnd_pickaxe')": medianMs(() => k.suggest('diamnd_pickaxe', 'item')),
  };
}
