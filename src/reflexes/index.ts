/**
 * The reflex registry, in priority order: when several are due, the first
 * runs first. `--reflexes` picks which of them a run wraps around its plan.
 */
import { arm } from './arm.js';
import { bed } from './bed.js';
import { breathe } from './breathe.js';
import { defend } from './defend.js';
import { eat } from './eat.js';
import { lava } from './lava.js';
import { light } from './light.js';
import { retreat } from './retreat.js';
import { shelter } from './shelter.js';
import { sleep } from './sleep.js';
import { sparePickaxe } from './spare-pickaxe.js';
import { tossJunk } from './toss-junk.js';
import { unbury } from './unbury.js';
import { wear } from './wear.js';
import type { Reflex } from './types.js';

export type { Reflex, ReflexContext } from './types.js';
export { JUNK_BLOCKS } from './toss-junk.js';

export const REFLEXES: readonly Reflex[] = [lava, unbury, breathe, defend, retreat, arm, wear, sleep, shelter, eat, light, bed, tossJunk, sparePickaxe];

const BY_NAME = new Map(REFLEXES.map((r) => [r.name, r]));

export const getReflex = (name: string): Reflex | undefined => BY_NAME.get(name);
export const reflexNames = (): string[] => REFLEXES.map((r) => r.name);
