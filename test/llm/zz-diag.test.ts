import { it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { startStandInSession } from '../../src/llm/stand-in.js';
import { createSimBody } from '../../src/body/sim/index.js';
import { runTree } from '../../src/run/index.js';
import { SKILLS } from '../../src/skills/index.js';
it('diag', async () => {
  const k = getKnowledge();
  const seed = Number(process.env.SEED ?? 1);
  const s = await startStandInSession({ knowledge: k, p: 0.2, seed });
  const { plan } = await s.plan('obtain a diamond');
  const body = createSimBody({ seed, mobs: true, xray: false, keepInventory: false });
  const r = await runTree({ body, knowledge: k, skills: SKILLS, goal: 'obtain a diamond', plan, wallTimes: true, repairer: s.repairer, budgets: { ticks: 72000, wallMs: 120_000 },
    onEvent: (e: any) => { if ((e.type === 'skill_end' && !e.ok) || e.type === 'repair') console.log(e.tick, e.type, e.path, e.skill ?? e.kind, e.code ?? '', (e.message ?? e.explanation).slice(0, 200)); } });
  console.log(r.ok, r.reason, body.inventory().map((i) => `${i.name}:${i.count}`).join(' '));
  await s.close();
}, 600_000);
