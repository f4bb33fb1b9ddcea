/**
 * The skill registry: every skill a plan or a hand-written tree may call, by name.
 *
 * Counts are absolute wherever an item is produced or fetched (mine, craft,
 * smelt, gather, take, obtain): `count` is how many the inventory should hold
 * when the skill ends, so `done()` is a plain inventory check and a re-run
 * after a repair does only what is still missing. Groups (`#logs`) count every
 * member. `kill` counts kills per plan path on the blackboard. `store` and
 * `drop` move items away, so their counts are relative and they are never done.
 */
import type { AnySkill } from './types.js';
import { approach } from './approach.js';
import { build } from './build.js';
import { craft } from './craft.js';
import { digDown } from './dig-down.js';
import { drop } from './drop.js';
import { eat } from './eat.js';
import { equip } from './equip.js';
import { explore } from './explore.js';
import { farm } from './farm.js';
import { gather } from './gather.js';
import { goUp } from './go-up.js';
import { goto } from './goto.js';
import { kill } from './kill.js';
import { mine } from './mine.js';
import { obtain } from './obtain.js';
import { place } from './place.js';
import { rest } from './rest.js';
import { smelt } from './smelt.js';
import { store } from './store.js';
import { take } from './take.js';
import { till } from './till.js';
import { wait } from './wait.js';

export * from '../contracts/outcome.js';
export * from './types.js';
export {
  approach,
  build,
  craft,
  digDown,
  drop,
  eat,
  equip,
  explore,
  farm,
  gather,
  goUp,
  goto,
  kill,
  mine,
  obtain,
  place,
  rest,
  smelt,
  store,
  take,
  till,
  wait,
};
export { mineTarget } from './mine.js';
export { killKey } from './kill.js';
export { farmlandNear, TILL_RADIUS, type TillArgs } from './till.js';
export { seedsFor, type FarmArgs, type FarmItem } from './farm.js';
export { stationKey } from './stations.js';
export { buildKey, type BuildArgs } from './build.js';
export { tunnelYFor, UNDERGROUND_BELOW } from './habitat.js';
export { inventoryMap } from './inventory.js';

export const SKILLS: readonly AnySkill[] = [
  explore,
  goto,
  approach,
  mine,
  craft,
  smelt,
  equip,
  place,
  build,
  digDown,
  goUp,
  kill,
  eat,
  rest,
  gather,
  farm,
  till,
  store,
  take,
  drop,
  obtain,
  wait,
];

export const getSkill = (name: string): AnySkill | undefined => skillNamed(SKILLS, name);
export const skillNames = (): string[] => SKILLS.map((s) => s.name);

const INDEXES = new WeakMap<readonly AnySkill[], Map<string, AnySkill>>();

/** The skill of that name in a registry (the default one, or a test's own list). */
export function skillNamed(skills: readonly AnySkill[], name: string): AnySkill | undefined {
  let index = INDEXES.get(skills);
  if (!index) INDEXES.set(skills, (index = new Map(skills.map((s) => [s.name, s]))));
  return index.get(name);
}
