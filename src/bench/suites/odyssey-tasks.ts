/**
 * Odyssey's combat ("long-term planning") and farming ("dynamic-immediate
 * planning") tasks as offline-planner goals. Odyssey's starting kit and time
 * limits are not in BENCHMARKS.md: Sapling starts empty (the planner makes a
 * stone sword before a fight) with 30 game minutes, enough for a night.
 */
import { MONSTERS } from '../../sim/spawning.js';
import type { SuiteTask } from './task.js';

export const ODYSSEY_MINUTES = 30;

export interface OdysseyTask extends SuiteTask {
  /** Odyssey's published result, as text (MineMA-8B for combat, GPT-4o for farming). */
  published: string;
}

/** Monsters the simulated overworld spawns naturally; the others (cave spiders, Nether mobs) are fought only in the arena. */
export const simMobs = (): string[] => MONSTERS.flatMap((m) => (m.name ? [m.name] : []));

const kills = (mobs: string[]): Pick<SuiteTask, 'goal' | 'then'> => {
  const counts = new Map<string, number>();
  for (const m of mobs) counts.set(m, (counts.get(m) ?? 0) + 1);
  const goals = [...counts].map(([m, n]) => `kill ${n} ${m}${n > 1 ? 's' : ''}`);
  return { goal: goals[0]!, ...(goals.length > 1 ? { then: goals.slice(1) } : {}) };
};

function combat(name: string, mobs: string[], published: string): OdysseyTask {
  const missing = mobs.filter((m) => !simMobs().includes(m));
  return {
    name,
    ...kills(mobs),
    minutes: ODYSSEY_MINUTES,
    published,
    ...(missing.length
      ? { unsupported: `${[...new Set(missing)].join(', ')} does not spawn naturally in the simulated overworld (fought in the arena: odyssey-arena)` }
      : {}),
  };
}

export const ODYSSEY_COMBAT: readonly OdysseyTask[] = [
  combat('1 zombie', ['zombie'], '8/8'),
  combat('1 spider', ['spider'], '8/8'),
  combat('1 skeleton', ['skeleton'], '8/8'),
  combat('1 zombified piglin', ['zombified_piglin'], 'most single mobs 8/8'),
  combat('1 enderman', ['enderman'], 'most single mobs 8/8'),
  combat('1 zombie villager', ['zombie_villager'], 'most single mobs 8/8'),
  combat('1 cave spider', ['cave_spider'], 'most single mobs 8/8'),
  combat('1 wither skeleton', ['wither_skeleton'], 'most single mobs 8/8'),
  combat('1 creeper', ['creeper'], 'not run by Odyssey'),
  combat('1 zombie + 1 spider', ['zombie', 'spider'], '5/8'),
  combat('1 zombie + 1 skeleton', ['zombie', 'skeleton'], '3/8'),
  combat('3 zombies', ['zombie', 'zombie', 'zombie'], '1/8'),
];

const farm = (name: string, goal: string, published: string, unsupported?: string): OdysseyTask => ({
  name,
  goal,
  minutes: ODYSSEY_MINUTES,
  published,
  ...(unsupported ? { unsupported } : {}),
});

export const ODYSSEY_FARMING: readonly OdysseyTask[] = [
  farm('collect seeds', 'obtain 1 wheat_seeds', '5/5'),
  farm('hoe farmland', 'till 1 farmland', '5/5'),
  farm('shear sheep', 'obtain 1 white_wool', '5/5'),
  farm('milk cow', 'obtain 1 milk_bucket', '3/5'),
  farm('cook meat', 'cook 1 beef', '3/5'),
  farm('obtain leather', 'obtain 1 leather', '5/5'),
  farm('make sugar', 'obtain 1 sugar', '5/5'),
  farm('collect water', 'obtain 1 water_bucket', '5/5'),
];
