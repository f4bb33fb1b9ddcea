/** The shipped trees, each run once from an empty inventory on the seed its case names (tree-cases.ts). */
import { createSimBody } from '../body/sim/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { createRuleRepairer } from '../llm/rules.js';
import { planSkills, type Plan } from '../plan/index.js';
import { runTree } from '../run/index.js';
import type { Section } from './diamond.js';
import { HONEST, honestyLabel, type Honesty } from './honesty.js';
import { table } from './stats.js';
import { TREE_CASES, type TreeCase } from './tree-cases.js';

export interface TreeRun {
  tree: string;
  seed: number;
  args: TreeCase['args'];
  ok: boolean;
  ran: boolean;
  held: boolean;
  minutes: number;
  deaths: number;
  wallMs: number;
  reason: string;
}

/** A plan of one call to a shipped tree; arguments left out are null (the tree's default). */
export function treeCallPlan(tree: string, args: TreeCase['args'] = {}): Plan {
  const skill = planSkills().find((s) => s.name === tree);
  if (!skill) throw new Error(`no shipped tree '${tree}'`);
  const all = { ...Object.fromEntries(Object.keys(skill.args).map((a) => [a, null])), ...args };
  return { goal: tree, thoughts: `call the ${tree} tree`, plan: { type: 'skill', skill: tree, args: all } };
}

/** One case on its seed, optionally from a head start. */
export async function runTreeCase(t: TreeCase, honesty: Honesty = HONEST, start: Record<string, number> = {}) {
  const k = getKnowledge();
  const body = createSimBody({ seed: t.seed, xray: honesty.xray });
  for (const [item, n] of Object.entries(start)) body.world.give(item, n);
  const plan = treeCallPlan(t.tree, t.args);
  const started = Date.now();
  const r = await runTree({
    body,
    knowledge: k,
    skills: planSkills(),
    goal: plan.goal,
    plan,
    repairer: createRuleRepairer(k),
    ...(t.ticks ? { budgets: { ticks: t.ticks } } : {}),
  });
  return { r, body, wallMs: Date.now() - started };
}

export async function benchTrees(_seeds: number, honesty: Honesty = HONEST): Promise<Section> {
  const runs: TreeRun[] = [];
  for (const t of TREE_CASES) {
    const { r, body, wallMs } = await runTreeCase(t, honesty);
    const held = t.holds(body);
    const w = body.world;
    runs.push({
      tree: t.tree,
      seed: t.seed,
      args: t.args,
      ok: r.ok && held,
      ran: r.ok,
      held,
      minutes: w.tick / 1200,
      deaths: w.deaths.length,
      wallMs,
      reason: r.reason,
    });
    process.stderr.write(`  ${t.tree} seed ${t.seed}: ${runs.at(-1)!.ok ? 'ok' : r.reason}\n`);
  }
  const ok = runs.filter((r) => r.ok).length;
  const markdown = [
    `### Shipped trees — each called from a plan on the seed its case names, from an empty inventory; simulated world, survival with mobs, ${honestyLabel(honesty)}, rule repairs`,
    '',
    `${ok}/${runs.length} cases end with what the tree promises.`,
    '',
    table(
      ['tree', 'args', 'seed', 'ok', 'game min', 'deaths', 'wall s', 'why not'],
      runs.map((r) => [
        r.tree,
        JSON.stringify(r.args),
        r.seed,
        r.ok ? 'yes' : 'no',
        r.minutes.toFixed(2),
        r.deaths,
        (r.wallMs / 1000).toFixed(2),
        r.ok ? '' : r.ran ? 'ran, but the world does not hold what it promised' : r.reason.replace(/\|/g, '/').slice(0, 80),
      ]),
    ),
  ].join('\n');
  return { markdown, data: { runs } };
}
