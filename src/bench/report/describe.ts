/**
 * What every section of the report names, as the bench's own tables do: the
 * world it ran in (rules, senses, clock) and the planner. Suites carry their
 * rules in their data; the other sections' rules are fixed in their code
 * (diamond.ts, noisy.ts, explore.ts, trees.ts), and are restated here.
 */
import type { Name } from '../args.js';
import type { WorldRules } from '../suites/task.js';
import type { Variant } from './load.js';

export interface SectionInfo {
  title: string;
  planner: string;
  /** Rules of sections whose data does not carry them. */
  world?: string;
}

const SIM = 'simulated world (MC 1.20.4 rules)';
const OFFLINE = 'offline knowledge planner, rules repairer, no LLM';

export const SECTION_INFO: Record<Name, SectionInfo> = {
  diamond: {
    title: 'ObtainDiamond milestones',
    planner: 'offline knowledge planner + rule repairs',
    world: `${SIM}, survival with mobs, keepInventory off, 60 game minutes`,
  },
  noisy: {
    title: 'LLM in the loop (noisy stand-in)',
    planner: 'LLM planner + rules-then-LLM critic, through the real openai client against the noisy-LLM stand-in',
    world: `${SIM}, survival with mobs, keepInventory off`,
  },
  explore: {
    title: 'Autonomous exploration',
    planner: 'offline curriculum + knowledge planner + rule repairs',
    world: `${SIM}, no goal, 60 game minutes, survival with mobs, keepInventory off`,
  },
  learning: {
    title: 'Learning: LLM calls before and after `sapling learn`',
    planner: 'the noisy stand-in LLM (p 0.3) through the openai client, memory first',
    world: `${SIM}, survival with mobs, clock paused while thinking`,
  },
  trees: { title: 'Shipped trees', planner: 'a plan calling the tree, rule repairs', world: `${SIM}, survival with mobs, from an empty inventory` },
  plan4mc: { title: 'Plan4MC', planner: OFFLINE },
  jarvis: { title: 'JARVIS-1 task groups', planner: OFFLINE },
  techtree: { title: 'Technology tree (GITM)', planner: OFFLINE },
  odyssey: { title: 'Odyssey: combat (open world) and farming', planner: OFFLINE },
  'odyssey-arena': { title: "Odyssey: combat in the arena (Odyssey's protocol)", planner: OFFLINE },
  compile: { title: 'Compile time', planner: 'offline knowledge planner (plan → tree only)', world: 'no world: the compiler alone, 200 runs, serial' },
  sim: { title: 'Simulated world speed', planner: 'none (a walk-and-dig workload)', world: `${SIM}, serial` },
  server: {
    title: 'Real bot vs simulated world',
    planner: 'offline knowledge planner',
    world: 'embedded flying-squid 1.20.4 + mineflayer, and the simulated world; serial',
  },
};

/** The order sections appear in the page: the papers' headline first, speed last. */
export const SECTION_ORDER: Name[] = [
  'diamond',
  'plan4mc',
  'jarvis',
  'techtree',
  'odyssey',
  'odyssey-arena',
  'explore',
  'noisy',
  'learning',
  'trees',
  'compile',
  'sim',
  'server',
];

export const sensesText = (v: Pick<Variant, 'xray' | 'paused'>): string =>
  `${v.xray ? 'x-ray senses (every loaded block)' : 'honest senses (line of sight, memory)'}, ${v.paused ? 'clock paused while thinking' : 'clock runs while thinking'}`;

/** A suite's world as its environment line words it. */
export const rulesText = (r: WorldRules): string =>
  `${SIM}, ${r.mobs ? 'survival with mobs' : 'peaceful (no mobs)'}, keepInventory ${r.keepInventory ? 'on' : 'off'}, ${sensesText({ xray: r.xray, paused: r.pauseWhileThinking })}`;

/** Sections that run once whatever the senses (speed): their runs are just "Sapling". */
const SENSELESS = ['compile', 'sim', 'server'];
export const runLabel = (name: Name, v: Variant): string => (SENSELESS.includes(name) && !v.xray && !v.paused ? 'Sapling' : v.label);

/** The world of one run of a section: from its data where it carries rules, else from the section's fixed rules and its senses. */
export function worldOf(name: Name, v: Variant): string {
  const rules = (v.data as { rules?: WorldRules } | null)?.rules;
  if (rules) return rulesText(rules);
  const world = SECTION_INFO[name].world ?? SIM;
  return SENSELESS.includes(name) ? world : `${world}, ${sensesText(v)}`;
}
