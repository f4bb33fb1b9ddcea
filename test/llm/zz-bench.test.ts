import { it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { startStandInSession } from '../../src/llm/stand-in.js';
import { runSeed } from '../../src/bench/obtain.js';
it('bench', async () => {
  const k = getKnowledge();
  const p = Number(process.env.P ?? 0.2);
  const seeds = Number(process.env.SEEDS ?? 3);
  const goal = process.env.GOAL ?? 'obtain a diamond';
  const rows: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const s = await startStandInSession({ knowledge: k, p, seed });
    const t = Date.now();
    try {
      const r = await runSeed({ goal, seed, plan: s.plan, repairer: s.repairer });
      rows.push(`${seed} ok=${r.ok} calls=${s.client.stats.calls} plannerCalls=${r.llmCalls} repairs=${r.repairs} ticks=${r.ticks} wall=${Date.now() - t}ms ${r.ok ? '' : r.reason.slice(0, 200)} mistakes=${JSON.stringify(s.server.model.stats.mistakes)} critic=${s.server.model.stats.critic}`);
    } catch (e) {
      rows.push(`${seed} ERROR ${(e as Error).stack?.slice(0, 1500)}`);
    } finally {
      await s.close();
    }
    console.log(rows.at(-1));
  }
}, 600_000);
