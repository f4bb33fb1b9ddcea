import { getKnowledge } from '../knowledge/index.js';
import { startStandInSession } from '../llm/stand-in.js';
import type { Section } from './diamond.js';
import { runSeed } from './obtain.js';
import { median, table } from './stats.js';

const GOALS = ['obtain an iron pickaxe', 'obtain a diamond'];

/** The noisy-LLM stand-in (a loopback chat-completions server that errs with probability p), through the real openai client. */
export async function benchNoisy(seeds: number): Promise<Section> {
  const k = getKnowledge();
  const rows: (string | number)[][] = [];
  const data: unknown[] = [];
  for (const p of [0, 0.2, 0.5]) {
    for (const goal of GOALS) {
      const runs = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const session = await startStandInSession({ knowledge: k, p, seed });
        try {
          const r = await runSeed({ goal, seed, plan: session.plan, repairer: session.repairer, milestones: [] });
          runs.push({ ...r, llmCalls: session.client.stats.calls });
        } catch (e) {
          runs.push({ seed, ok: false, reason: (e as Error).message, llmCalls: session.client.stats.calls, repairs: 0, ticks: 0, wallMs: 0 });
        } finally {
          await session.close();
        }
      }
      const ok = runs.filter((r) => r.ok).length;
      rows.push([p, goal, `${ok}/${runs.length}`, median(runs.map((r) => r.llmCalls)), median(runs.map((r) => r.repairs))]);
      data.push({ p, goal, runs });
      process.stderr.write(`  p=${p} ${goal}: ${ok}/${runs.length}\n`);
    }
  }
  const markdown = [
    `### Noisy-LLM stand-in — simulated world, LLM planner + rules-then-LLM critic, ${seeds} seeds`,
    '',
    table(['p (mistake rate)', 'goal', 'success', 'median LLM calls per goal', 'median repairs per goal'], rows),
    '',
    'Published LLM calls: GITM up to 30 per sub-goal; Odyssey 6–38 per task; Voyager 19–100; JARVIS-1 2–3 replans per task.',
  ].join('\n');
  return { markdown, data };
}
