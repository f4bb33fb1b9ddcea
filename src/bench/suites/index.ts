/**
 * The published task suites (../shared/BENCHMARKS.md) as bench sections:
 * GITM's technology tree, Plan4MC, JARVIS-1 and Odyssey (open world, and
 * Odyssey's own arena protocol). Each runs its tasks
 * over its own default number of seeds, chosen so the default bench stays
 * within about 20 minutes on two cores.
 */
import type { Section } from '../diamond.js';
import type { Honesty } from '../honesty.js';
import type { EpisodePool } from '../pool.js';
import { benchJarvis, JARVIS_SEEDS } from './jarvis.js';
import { benchOdyssey, ODYSSEY_SEEDS } from './odyssey.js';
import { benchOdysseyArena, ARENA_SEEDS } from './odyssey-arena.js';
import { benchPlan4Mc, PLAN4MC_SEEDS } from './plan4mc.js';
import { benchTechTree, TECHTREE_SEEDS } from './techtree.js';

export type SuiteSection = (seeds: number, honesty: Honesty, only?: (name: string) => boolean, pool?: EpisodePool) => Promise<Section>;

export const SUITES: Record<'techtree' | 'plan4mc' | 'jarvis' | 'odyssey' | 'odyssey-arena', { run: SuiteSection; seeds: number }> = {
  techtree: { run: benchTechTree, seeds: TECHTREE_SEEDS },
  plan4mc: { run: benchPlan4Mc, seeds: PLAN4MC_SEEDS },
  jarvis: { run: benchJarvis, seeds: JARVIS_SEEDS },
  odyssey: { run: benchOdyssey, seeds: ODYSSEY_SEEDS },
  'odyssey-arena': { run: benchOdysseyArena, seeds: ARENA_SEEDS },
};

export { benchTechTree, benchPlan4Mc, benchJarvis, benchOdyssey };
export { GITM_TASKS, gitmTasks, type GitmTask } from './techtree.js';
export { gitmItem, GITM_NOT_MODELLED, GITM_RENAMED, type GitmItem } from './gitm-names.js';
export { PLAN4MC_TASKS, PLAN4MC_EMPTY } from './plan4mc-tasks.js';
export { JARVIS_TASKS } from './jarvis-tasks.js';
export { ODYSSEY_COMBAT, ODYSSEY_FARMING } from './odyssey-tasks.js';
export { renderTechTree } from './techtree.js';
export { renderPlan4Mc } from './plan4mc.js';
export { renderJarvis } from './jarvis.js';
export { renderOdyssey } from './odyssey.js';
export { renderOdysseyArena, ARENA_TASKS } from './odyssey-arena.js';
export { runTasks } from './run-tasks.js';
export { runTaskSeed, taskPlan, whyNotRun, mobsNeeded, failureKind, type SuiteTask, type TaskResult, type TaskRun } from './task.js';
