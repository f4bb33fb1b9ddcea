import type { Section } from './diamond.js';
import type { EpisodeJob, EpisodeResult, NoisyRun } from './episode.js';
import { createEpisodePool, poolLine, type EpisodePool } from './pool.js';
import { median, table } from './stats.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';

const GOALS = ['obtain an iron pickaxe', 'obtain a diamond'];

/** The noisy-LLM stand-in (a loopback chat-completions server that errs with probability p), through the real openai client. */
export async function benchNoisy(seeds: number, honesty: Honesty = HONEST, pool: EpisodePool = createEpisodePool(1)): Promise<Section> {
  const rows: (string | number)[][] = [];
  const data: unknown[] = [];
  const cases: [number, 'auto' | 'text'][] = [
    [0, 'auto'],
    [0.2, 'auto'],
    [0.5, 'auto'],
    [0.2, 'text'],
    [0.5, 'text'],
  ];
  // Every case's seeds in one batch, so the workers stay busy to the end; the tables read them back case by case.
  const jobs: EpisodeJob[] = cases.flatMap(([p, mode]) =>
    GOALS.flatMap((goal) =>
      Array.from({ length: seeds }, (_, i): EpisodeJob => ({
        suite: 'noisy',
        task: `${goal} p=${p} ${mode}`,
        seed: i + 1,
        senses: honesty.xray ? 'xray' : 'honest',
        options: { goal, p, mode, pauseWhileThinking: honesty.pauseWhileThinking },
      })),
    ),
  );
  const all = (await pool.run(jobs, { label: 'noisy' })).map(noisyRun);
  for (const [p, mode] of cases) {
    for (const goal of GOALS) {
      const runs = all.filter((_, i) => jobs[i]!.task === `${goal} p=${p} ${mode}`);
      const ok = runs.filter((r) => r.ok).length;
      const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
      rows.push([
        p,
        mode === 'auto' ? 'strict json_schema' : 'plain text',
        goal,
        `${ok}/${runs.length}`,
        median(runs.map((r) => r.llmCalls)),
        mean(runs.map((r) => r.llmCalls)),
        median(runs.map((r) => r.repairs)),
        runs.reduce((n, r) => n + r.mistakes, 0),
      ]);
      data.push({ p, mode, goal, runs });
      process.stderr.write(`  p=${p} ${mode} ${goal}: ${ok}/${runs.length}\n`);
    }
  }
  const markdown = [
    `### Noisy-LLM stand-in — simulated world, LLM planner + rules-then-LLM critic, survival with mobs, ${honestyLabel(honesty)}, ${seeds} seeds`,
    '',
    poolLine(pool),
    '',
    table(
      [
        'p (mistake rate)',
        'output mode',
        'goal',
        'success',
        'median LLM calls per goal',
        'mean LLM calls',
        'median repairs per goal',
        'mistakes injected (all seeds)',
      ],
      rows,
    ),
    '',
    'Strict json_schema mode lets only schema-valid mistakes through (wrong item names, dropped steps, wrong counts). Validation feedback fixes names in a second call; dropped steps and short counts are absorbed by the compiler, which obtains every missing prerequisite, so they cost no call and no repair. Plain-text mode (for servers without structured output) also gets prose around the JSON, invalid JSON and unknown skills.',
    '',
    'Published LLM calls: GITM up to 30 per sub-goal; Odyssey 6–38 per task; Voyager 19–100; JARVIS-1 2–3 replans per task.',
  ].join('\n');
  return { markdown, data };
}

/** An episode that threw (its stand-in server did not start, say) is a failed seed with no calls counted. */
const noisyRun = (r: EpisodeResult): NoisyRun =>
  r.ok
    ? (r.value as NoisyRun)
    : { seed: r.job.seed, ok: false, reason: `the episode threw: ${r.error}`, llmCalls: 0, mistakes: 0, repairs: 0, ticks: 0, wallMs: 0 };
