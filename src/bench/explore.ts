/**
 * Odyssey's autonomous exploration: no goal, an hour of game time, distinct
 * items obtained. Odyssey reports 37 distinct items in 80 LLM iterations
 * (MineMA-8B); Sapling's rounds are offline-planned, so the table reports
 * items per game hour and rounds, beside Odyssey's figure.
 */
import type { Section } from './diamond.js';
import type { EpisodeJob, EpisodeResult, ExploreRun } from './episode.js';
import { createEpisodePool, poolLine, type EpisodePool } from './pool.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';
import { median, table } from './stats.js';
import { ODYSSEY_EXPLORE_ITEMS as ODYSSEY_ITEMS } from './report/figures.js';

export const EXPLORE_MINUTES = 60;

export async function benchExplore(seeds: number, honesty: Honesty = HONEST, pool: EpisodePool = createEpisodePool(1)): Promise<Section> {
  const jobs: EpisodeJob[] = Array.from({ length: Math.min(seeds, 5) }, (_, i) => ({
    suite: 'explore',
    task: 'explore',
    seed: i + 1,
    senses: honesty.xray ? 'xray' : 'honest',
    options: { minutes: EXPLORE_MINUTES, pauseWhileThinking: honesty.pauseWhileThinking },
  }));
  const results = await pool.run(jobs, {
    label: 'explore',
    onResult: (r, log) => {
      if (!r.ok) log(`  seed ${r.job.seed}: the episode threw: ${r.error}`);
    },
  });
  const runs = results.map(exploreRun);
  const rows = runs.map((r) => [
    r.seed,
    r.items,
    r.gameMinutes ? ((r.items * 60) / r.gameMinutes).toFixed(1) : '-',
    `${r.reached}/${r.rounds}`,
    r.deaths,
    (r.wallMs / 1000).toFixed(1),
  ]);
  rows.push(['median', median(runs.map((r) => r.items)), '', '', median(runs.map((r) => r.deaths)), (median(runs.map((r) => r.wallMs)) / 1000).toFixed(1)]);
  const markdown = [
    `### Autonomous exploration — simulated world (MC 1.20.4 rules), no goal, ${EXPLORE_MINUTES} game minutes, offline curriculum + knowledge planner + rule repairs, survival with mobs, ${honestyLabel(honesty)}`,
    '',
    poolLine(pool),
    '',
    `Odyssey (MineMA-8B): ${ODYSSEY_ITEMS} distinct items in 80 LLM iterations. Every item name counts once, wood and colour variants included, as in Odyssey's count.`,
    '',
    table(['seed', 'distinct items', 'per game hour', 'goals reached', 'deaths', 'wall s'], rows),
  ].join('\n');
  return { markdown, data: runs };
}

/** An episode that threw obtained nothing: a row of zero rounds (its message was logged when it ended). */
const exploreRun = (r: EpisodeResult): ExploreRun =>
  r.ok ? (r.value as ExploreRun) : { seed: r.job.seed, items: 0, rounds: 0, reached: 0, deaths: 0, gameMinutes: 0, wallMs: 0, obtained: [] };
