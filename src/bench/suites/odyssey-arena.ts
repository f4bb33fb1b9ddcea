/**
 * `odyssey-arena`: Odyssey's own combat protocol (arena.ts): preparation in the survival world, then the fight in a
 * lit sea-lantern box with the mobs summoned. Every combat task of Odyssey's list is run, Nether mobs included, plus
 * Odyssey's multi-monster test (1 zombie, 1 skeleton, 1 spider). The open-world table (`odyssey`) is Sapling's
 * harder protocol: the bot must find the mobs at night.
 */
import { HONEST, type Honesty } from '../honesty.js';
import { meanText, table } from '../stats.js';
import type { Section } from '../diamond.js';
import { ODYSSEY_COMBAT, type OdysseyTask } from './odyssey-tasks.js';
import { environmentLine } from './report.js';
import { taskPlan } from './task.js';
import { arenaRun, FIGHT_MINUTES, PREP_MINUTES, type ArenaRun } from './arena.js';
import { COMBAT_KIT } from '../../knowledge/index.js';

export const ARENA_SEEDS = 5;
const RULES = { mobs: true, keepInventory: false };

/** Odyssey's tasks as arena tasks: every mob runs here, so none is marked unsupported. */
export const ARENA_TASKS: readonly OdysseyTask[] = [
  ...ODYSSEY_COMBAT.map(({ unsupported: _, ...t }) => t),
  {
    name: '1 zombie + 1 skeleton + 1 spider',
    goal: 'kill 1 zombie',
    then: ['kill 1 skeleton', 'kill 1 spider'],
    minutes: PREP_MINUTES + FIGHT_MINUTES,
    published: "Odyssey's multiMonsterTask level 1; no published figure",
  },
];

export interface ArenaResult {
  name: string;
  goal: string;
  runs: ArenaRun[];
}

const mean = (xs: number[]): string => meanText(xs, 1);

export async function benchOdysseyArena(seeds = ARENA_SEEDS, honesty: Honesty = HONEST, only?: (name: string) => boolean): Promise<Section> {
  const rules = { ...RULES, ...honesty };
  const results: ArenaResult[] = [];
  for (const t of ARENA_TASKS.filter((x) => !only || only(x.name))) {
    const plan = taskPlan(t);
    const runs: ArenaRun[] = [];
    for (let seed = 1; seed <= seeds; seed++) runs.push(await arenaRun(plan, seed, rules));
    process.stderr.write(`  ${t.name}: ${runs.filter((r) => r.win).length}/${seeds}\n`);
    results.push({ name: t.name, goal: [t.goal, ...(t.then ?? [])].join(' + '), runs });
  }
  return { markdown: renderOdysseyArena(results, seeds, honesty), data: { seeds, rules, prepMinutes: PREP_MINUTES, fightMinutes: FIGHT_MINUTES, results } };
}

/** The kit most runs brought, shortened: "stone sword, iron sword, shield, 2 iron armour". */
function kitLine(runs: ArenaRun[]): string {
  const pieces = COMBAT_KIT.map((p) => p.item).filter((item) => runs.filter((r) => r.kit.includes(item)).length * 2 > runs.length);
  const armour = pieces.filter((p) => /^iron_(helmet|chestplate|leggings|boots)$/.test(p)).length;
  const rest = pieces.filter((p) => !/^iron_(helmet|chestplate|leggings|boots)$/.test(p)).map((p) => p.replace(/_/g, ' '));
  return [...rest, ...(armour ? [`${armour} iron armour`] : [])].join(', ') || 'nothing';
}

function rows(results: ArenaResult[]): (string | number)[][] {
  return results.map((r) => {
    const t = ARENA_TASKS.find((x) => x.name === r.name)!;
    const wins = r.runs.filter((x) => x.win);
    const fail = r.runs.find((x) => !x.win);
    return [
      r.name,
      `${wins.length}/${r.runs.length}`,
      mean(wins.map((x) => x.health)),
      r.runs.reduce((n, x) => n + x.fightDeaths, 0),
      `${r.runs.filter((x) => x.prepared).length}/${r.runs.length}, ${mean(r.runs.map((x) => x.prepMinutes))} min, ${r.runs.reduce((n, x) => n + x.prepDeaths, 0)} deaths`,
      kitLine(r.runs),
      mean(wins.map((x) => x.fightMinutes)),
      t.published,
      (fail ? fail.reason : '').replace(/\|/g, '/').slice(0, 90),
    ];
  });
}

export function renderOdysseyArena(results: ArenaResult[], seeds: number, honesty: Honesty = HONEST): string {
  return [
    "### Odyssey — combat, arena (Odyssey's protocol)",
    '',
    environmentLine(
      { ...RULES, ...honesty },
      seeds,
      `difficulty normal (Odyssey: easy); preparation from an empty inventory in the survival world with hostile mobs ` +
        `(Odyssey: peaceful) within ${PREP_MINUTES} game minutes, making the kill plan's kit (iron only by day); then a ` +
        `sea-lantern box 31×31×11 at y 100 with the mobs summoned 5–10 blocks off on x and z, ${FIGHT_MINUTES} game minutes to win; a death is a loss`,
    ),
    '',
    'Published: MineMA-8B, 8 runs per task, 10–15 LLM iterations.',
    '',
    table(
      [
        'task',
        'Sapling wins',
        'mean health left /20 (wins)',
        'deaths in the arena',
        'preparation: done, mean game min, deaths',
        'kit brought (most runs)',
        'mean fight game min (wins)',
        'Odyssey',
        'first loss',
      ],
      rows(results),
    ),
  ].join('\n');
}
