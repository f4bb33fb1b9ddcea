/** The bench's sections by name, each run with the episode pool or, for the speed sections, without it. */
import type { BenchArgs, Name } from './args.js';
import { benchCompile } from './compile.js';
import { benchDiamond, type Section } from './diamond.js';
import { benchExplore } from './explore.js';
import { benchLearning } from './learning.js';
import type { Honesty } from './honesty.js';
import { benchNoisy } from './noisy.js';
import type { EpisodePool } from './pool.js';
import { benchServer } from './server.js';
import { benchSim } from './sim.js';
import { SUITES } from './suites/index.js';
import { taskFilter } from './task-words.js';
import { benchTrees } from './trees.js';

export { createEpisodePool } from './pool.js';
export { createQueuePool } from './queue.js';

/** Sections of independent episodes, run through the pool. */
const POOLED = { diamond: benchDiamond, noisy: benchNoisy, explore: benchExplore } as const;
/** Speed sections: serial, in this thread, so other episodes do not share the cores while they time. */
const SERIAL = { compile: benchCompile, sim: benchSim, server: benchServer } as const;
/** Sections that run their few episodes in this thread (one run per shipped tree; learning, whose second half reads what its first wrote). */
const IN_THREAD = { trees: benchTrees, learning: benchLearning } as const;

export function section(name: Name, a: BenchArgs, honesty: Honesty, pool: EpisodePool): Promise<Section> {
  if (name in POOLED) return POOLED[name as keyof typeof POOLED](a.seeds, honesty, pool);
  if (name in SERIAL) return SERIAL[name as keyof typeof SERIAL](a.seeds);
  if (name in IN_THREAD) return IN_THREAD[name as keyof typeof IN_THREAD](a.seeds, honesty);
  const suite = SUITES[name as keyof typeof SUITES];
  const only = a.tasks ? taskFilter(a.tasks) : undefined;
  return suite.run(a.suiteSeeds ?? suite.seeds, honesty, only, pool);
}
