import type { EpisodeJob, EpisodeResult, ObtainRun } from './episode.js';
import { DIAMOND_MILESTONES } from './obtain.js';
import { createEpisodePool, poolLine, type EpisodePool } from './pool.js';
import { median, pct, table } from './stats.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';

export interface Section {
  markdown: string;
  data: unknown;
}

/** GITM's ObtainDiamond milestones, offline planner and rule repairs, on the simulated world. */
export async function benchDiamond(seeds: number, honesty: Honesty = HONEST, pool: EpisodePool = createEpisodePool(1)): Promise<Section> {
  const goal = 'obtain a diamond pickaxe';
  const jobs: EpisodeJob[] = Array.from({ length: seeds }, (_, i) => ({
    suite: 'diamond',
    task: goal,
    seed: i + 1,
    senses: honesty.xray ? 'xray' : 'honest',
    options: { goal, pauseWhileThinking: honesty.pauseWhileThinking },
  }));
  const results = await pool.run(jobs, {
    label: 'diamond',
    onResult: (r, log) => {
      const run = diamondRun(r);
      log(`  seed ${run.seed}: ${run.ok ? 'ok' : run.reason}`);
    },
  });
  const runs = results.map(diamondRun);
  const ok = runs.filter((r) => r.ok);
  const rows = DIAMOND_MILESTONES.map((m) => {
    const reached = runs.filter((r) => r.milestones[m] !== null);
    return [m, pct(reached.length, runs.length), reached.length ? (median(reached.map((r) => r.milestones[m]!)) / 20 / 60).toFixed(2) : '-'];
  });
  const ticksPerSecond = runs.reduce((n, r) => n + r.ticks, 0) / (runs.reduce((n, r) => n + r.wallMs, 0) / 1000);
  const markdown = [
    `### ObtainDiamond milestones — simulated world (MC 1.20.4 rules), offline knowledge planner + rule repairs, survival with mobs, ${honestyLabel(honesty)}, ${seeds} seeds`,
    '',
    poolLine(pool),
    '',
    table(['milestone', 'success', 'median game minutes to reach'], rows),
    '',
    table(
      [
        'diamond pickaxe success',
        'median game minutes',
        'deaths per run (median / total)',
        'median wall s',
        'max wall s',
        'median repairs',
        'simulated ticks per wall second',
      ],
      [
        [
          `${ok.length}/${runs.length}`,
          (median(ok.map((r) => r.ticks)) / 1200).toFixed(2),
          `${median(runs.map((r) => r.deaths))} / ${runs.reduce((n, r) => n + r.deaths, 0)}`,
          (median(runs.map((r) => r.wallMs)) / 1000).toFixed(2),
          (Math.max(...runs.map((r) => r.wallMs)) / 1000).toFixed(2),
          median(runs.map((r) => r.repairs)),
          Math.round(ticksPerSecond),
        ],
      ],
    ),
    '',
    'Published, real Minecraft with an LLM in the loop: GITM diamond 55.0% (40 games); Odyssey diamond 6.48 ± 2.02 min mean; JARVIS-1 diamond pickaxe 6.22% within 20 min.',
    '',
    table(
      ['seed', 'ok', 'game min', 'deaths (what killed the bot)', 'wall s', 'repairs', 'reason'],
      runs.map((r) => [
        r.seed,
        r.ok ? 'yes' : 'no',
        (r.ticks / 1200).toFixed(2),
        r.deaths ? `${r.deaths} (${r.deathCauses.join(', ')})` : 0,
        (r.wallMs / 1000).toFixed(2),
        r.repairs,
        r.ok ? '' : r.reason.slice(0, 90),
      ]),
    ),
  ].join('\n');
  return { markdown, data: runs };
}

/** A seed's run; an episode that threw is a failed run that reached no milestone. */
function diamondRun(r: EpisodeResult): ObtainRun {
  if (r.ok) return r.value as ObtainRun;
  const milestones = Object.fromEntries(DIAMOND_MILESTONES.map((m) => [m, null]));
  const reason = `the episode threw: ${r.error}`;
  return {
    seed: r.job.seed,
    ok: false,
    reason,
    ticks: 0,
    wallMs: 0,
    actions: 0,
    repairs: 0,
    milestones,
    llmCalls: 0,
    health: 0,
    deaths: 0,
    deathCauses: [],
    code: 'threw',
    lastStep: null,
  };
}
