import { getKnowledge } from '../knowledge/index.js';
import { startStandInSession } from '../llm/stand-in.js';
import type { Section } from './diamond.js';
import { runSeed } from './obtain.js';
import { median, table } from './stats.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';

const GOALS = ['obtain an iron pickaxe', 'obtain a diamond'];

/** The noisy-LLM stand-in (a loopback chat-completions server that errs with probability p), through the real openai client. */
export async function benchNoisy(seeds: number, honesty: Honesty = HONEST): Promise<Section> {
  const k = getKnowledge();
  const rows: (string | number)[][] = [];
  const data: unknown[] = [];
  const cases: [number, 'auto' | 'text'][] = [
    [0, 'auto'],
    [0.2, 'auto'],
    [0.5, 'auto'],
    [0.2, 'text'],
    [0.5, 'text'],
  ];
  for (const [p, mode] of cases) {
    for (const goal of GOALS) {
      const runs = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const session = await startStandInSession({ knowledge: k, p, seed, mode });
        const mistakes = () => Object.values(session.server.model.stats.mistakes).reduce((n, m) => n + (m ?? 0), 0);
        try {
          const r = await runSeed({ goal, seed, plan: session.plan, repairer: session.repairer, milestones: [], ...honesty });
          runs.push({ ...r, llmCalls: session.client.stats.calls, mistakes: mistakes() });
        } catch (e) {
          runs.push({
            seed,
            ok: false,
            reason: (e as Error).message,
            llmCalls: session.client.stats.calls,
            mistakes: mistakes(),
            repairs: 0,
            ticks: 0,
            wallMs: 0,
          });
        } finally {
          await session.close();
        }
      }
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
