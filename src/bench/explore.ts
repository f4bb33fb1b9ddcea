/**
 * Odyssey's autonomous exploration: no goal, an hour of game time, distinct
 * items obtained. Odyssey reports 37 distinct items in 80 LLM iterations
 * (MineMA-8B); Sapling's rounds are offline-planned, so the table reports
 * items per game hour and rounds, beside Odyssey's figure.
 */
import { createSimBody } from '../body/sim/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { createRuleRepairer } from '../llm/rules.js';
import { planSkills } from '../plan/index.js';
import { explore } from '../run/index.js';
import type { Section } from './diamond.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';
import { median, table } from './stats.js';

export const EXPLORE_MINUTES = 60;
/** Odyssey, Table "autonomous exploration": distinct items after 80 iterations. */
const ODYSSEY_ITEMS = 37;

export async function benchExplore(seeds: number, honesty: Honesty = HONEST): Promise<Section> {
  const k = getKnowledge();
  const runs = [];
  for (let seed = 1; seed <= Math.min(seeds, 5); seed++) {
    const body = createSimBody({ seed, xray: honesty.xray, pauseWhileThinking: honesty.pauseWhileThinking });
    const r = await explore({ body, knowledge: k, skills: planSkills(), minutes: EXPLORE_MINUTES, repairer: createRuleRepairer(k) });
    runs.push({
      seed,
      items: r.items.length,
      rounds: r.rounds.length,
      reached: r.rounds.filter((x) => x.ok).length,
      deaths: r.deaths,
      gameMinutes: +(r.ticks / 1200).toFixed(1),
      wallMs: r.wallMs,
      obtained: r.items,
    });
  }
  const rows = runs.map((r) => [
    r.seed,
    r.items,
    ((r.items * 60) / r.gameMinutes).toFixed(1),
    `${r.reached}/${r.rounds}`,
    r.deaths,
    (r.wallMs / 1000).toFixed(1),
  ]);
  rows.push(['median', median(runs.map((r) => r.items)), '', '', median(runs.map((r) => r.deaths)), (median(runs.map((r) => r.wallMs)) / 1000).toFixed(1)]);
  const markdown = [
    `### Autonomous exploration — simulated world (MC 1.20.4 rules), no goal, ${EXPLORE_MINUTES} game minutes, offline curriculum + knowledge planner + rule repairs, survival with mobs, ${honestyLabel(honesty)}`,
    '',
    `Odyssey (MineMA-8B): ${ODYSSEY_ITEMS} distinct items in 80 LLM iterations. Every item name counts once, wood and colour variants included, as in Odyssey's count.`,
    '',
    table(['seed', 'distinct items', 'per game hour', 'goals reached', 'deaths', 'wall s'], rows),
  ].join('\n');
  return { markdown, data: runs };
}
