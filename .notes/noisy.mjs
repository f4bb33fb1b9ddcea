import { runSeed } from '../dist/bench/obtain.js';
import { startStandInSession } from '../dist/llm/stand-in.js';
import { getKnowledge } from '../dist/knowledge/index.js';
const k = getKnowledge();
const goal = process.env.GOAL ?? 'obtain a diamond';
const p = Number(process.env.P ?? 0.2);
const seeds = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : Array.from({ length: 20 }, (_, i) => i + 1);
let okN = 0; const calls = [];
for (const seed of seeds) {
  const s = await startStandInSession({ knowledge: k, p, seed });
  const t0 = Date.now();
  let r;
  try {
    r = await runSeed({ goal, seed, plan: s.plan, repairer: s.repairer, milestones: ['iron_pickaxe', 'diamond'] });
  } catch (e) { r = { ok: false, reason: 'threw: ' + e.message, ticks: 0, repairs: 0, llmCalls: 0 }; }
  const wall = (Date.now() - t0) / 1000;
  const total = s.client.stats.calls ?? s.client.stats.requests;
  await s.close();
  if (r.ok) okN++;
  calls.push(total);
  console.log([seed, r.ok ? 'ok' : 'FAIL', (r.ticks / 1200).toFixed(1), wall.toFixed(2), r.repairs, `plan:${r.llmCalls}`, `llm:${total}`, JSON.stringify(s.server.model.stats.mistakes), r.ok ? '' : r.reason.slice(0, 200)].join('\t'));
}
calls.sort((a, b) => a - b);
console.log(`success ${okN}/${seeds.length}, median LLM calls ${calls[Math.floor((calls.length - 1) / 2)]}..${calls[Math.ceil((calls.length - 1) / 2)]}`);
