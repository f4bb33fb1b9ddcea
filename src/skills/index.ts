/** The skill registry: every skill a plan or a hand-written tree may call, by name. */
import type { AnySkill } from './types.js';
import { approach } from './approach.js';
import { craft } from './craft.js';
import { digDown } from './dig-down.js';
import { drop } from './drop.js';
import { eat } from './eat.js';
import { equip } from './equip.js';
import { explore } from './explore.js';
import { gather } from './gather.js';
import { goUp } from './go-up.js';
import { goto } from './goto.js';
import { kill } from './kill.js';
import { mine } from './mine.js';
import { obtain } from './obtain.js';
import { place } from './place.js';
import { smelt } from './smelt.js';
import { store } from './store.js';
import { take } from './take.js';

export * from './outcome.js';
export * from './types.js';
export { approach, craft, digDown, drop, eat, equip, explore, gather, goUp, goto, kill, mine, obtain, place, smelt, store, take };
export { mineTarget } from './mine.js';
export { killKey } from './kill.js';
export { stationKey } from './stations.js';

export const SKILLS: readonly AnySkill[] = [
  explore,
  goto,
  approach,
  mine,
  craft,
  smelt,
  equip,
  place,
  digDown,
  goUp,
  kill,
  eat,
  gather,
  store,
  take,
  drop,
  obtain,
];

const BY_NAME = new Map(SKILLS.map((s) => [s.name, s]));

export const getSkill = (name: string): AnySkill | undefined => BY_NAME.get(name);
export const skillNames = (): string[] => SKILLS.map((s) => s.name);
