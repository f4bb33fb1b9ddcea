import { benchWalkDig } from './walk-dig.js';
import type { Section } from './diamond.js';
import { SERIAL_LINE } from './pool.js';
import { median, table } from './stats.js';

/** The simulated world alone: chop, dig to y -58, strip-mine, climb back, over seeds. */
export async function benchSim(seeds: number): Promise<Section> {
  const runs = [];
  for (let seed = 1; seed <= Math.min(seeds, 10); seed++) runs.push(await benchWalkDig(seed));
  const heap = process.memoryUsage().heapUsed / 2 ** 20;
  const markdown = [
    '### Simulated world speed (walk + dig workload)',
    '',
    SERIAL_LINE,
    '',
    table(
      ['runs', 'median wall ms', 'median game ticks', 'median ticks per wall second', 'heap after (MiB)'],
      [
        [
          runs.length,
          median(runs.map((r) => r.wallMs)).toFixed(0),
          median(runs.map((r) => r.gameTicks)),
          median(runs.map((r) => r.ticksPerSecond)).toFixed(0),
          heap.toFixed(0),
        ],
      ],
    ),
  ].join('\n');
  return { markdown, data: runs };
}
