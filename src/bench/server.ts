import { getKnowledge } from '../knowledge/index.js';
import { createRuleRepairer } from '../llm/index.js';
import { knowledgePlan } from '../plan/index.js';
import { runTree } from '../run/index.js';
import { SKILLS } from '../skills/index.js';
import type { Section } from './diamond.js';
import { SERIAL_LINE } from './pool.js';
import { runSeed } from './obtain.js';
import { table } from './stats.js';

const GOAL = 'obtain a stone pickaxe';

/** The same goal through the same pipeline (chop log → wooden pickaxe → stone pickaxe), on the real bot and on the simulated world. */
export async function benchServer(): Promise<Section> {
  const real = await onServer();
  const sim = await runSeed({ goal: GOAL, seed: 42, milestones: [] });
  const markdown = [
    `### Real bot vs simulated world: "${GOAL}" from an empty inventory, offline planner`,
    '',
    SERIAL_LINE,
    '',
    table(
      ['world', 'ok', 'wall s', 'game s', 'actions'],
      [
        [
          'embedded flying-squid 1.20.4 + mineflayer (server start and login excluded)',
          real.ok ? 'yes' : 'no',
          (real.wallMs / 1000).toFixed(1),
          (real.ticks / 20).toFixed(0),
          real.actions,
        ],
        ['simulated world, seed 42', sim.ok ? 'yes' : 'no', (sim.wallMs / 1000).toFixed(2), (sim.ticks / 20).toFixed(0), sim.actions],
        ['wall-time ratio (real / sim)', '', (real.wallMs / Math.max(sim.wallMs, 1)).toFixed(0), '', ''],
      ],
    ),
  ].join('\n');
  return { markdown, data: { real, sim } };
}

async function onServer() {
  const { startServer } = await import('../server/index.js');
  const { createMineflayerBody } = await import('../body/mineflayer/index.js');
  const server = await startServer({ port: 0, seed: 42 });
  const body = await createMineflayerBody({ host: '127.0.0.1', port: server.port, username: 'bench', log: () => {} });
  try {
    const k = getKnowledge();
    const r = await runTree({
      body,
      knowledge: k,
      skills: SKILLS,
      goal: GOAL,
      plan: knowledgePlan(GOAL, k),
      repairer: createRuleRepairer(k),
      budgets: { wallMs: 180_000 },
    });
    return { ok: r.ok, reason: r.reason, wallMs: r.wallMs, ticks: r.ticks, actions: r.actions };
  } finally {
    await body.close();
    await server.close();
  }
}
