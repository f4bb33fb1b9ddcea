/**
 * A goal run over seeds on the simulated world, with GITM's ObtainDiamond
 * milestones: the first game tick at which each item was in the inventory.
 */
import { createSimBody } from '../body/sim/index.js';
import { getKnowledge } from '../knowledge/index.js';
import { knowledgePlan, type Plan } from '../plan/index.js';
import { runTree, type Repairer, type TraceEvent } from '../run/index.js';
import { SKILLS } from '../skills/index.js';
import { createRuleRepairer } from '../llm/rules.js';
import type { BiomeName } from '../sim/biomes.js';
import type { Check } from '../contracts/plan.js';

export const DIAMOND_MILESTONES = ['crafting_table', 'wooden_pickaxe', 'stone_pickaxe', 'iron_pickaxe', 'diamond', 'diamond_pickaxe'];

export interface SeedRun {
  seed: number;
  ok: boolean;
  reason: string;
  ticks: number;
  wallMs: number;
  actions: number;
  repairs: number;
  /** Milestone → first tick it was held, or null. */
  milestones: Record<string, number | null>;
}

export interface ObtainRunOptions {
  goal: string;
  seed: number;
  mobs?: boolean;
  /** With mobs, spawn hostile mobs too (default true); false keeps only the passive animals. */
  hostiles?: boolean;
  /** Start in one of these biomes where the world has one near (a task suite's biome). */
  spawnBiomes?: readonly BiomeName[];
  xray?: boolean;
  /** Stop the clock while planning and repairing; by default their wall time passes as game time. */
  pauseWhileThinking?: boolean;
  keepInventory?: boolean;
  milestones?: string[];
  maxMinutes?: number;
  plan?: (goal: string) => Promise<{ plan: Plan; calls: number }>;
  repairer?: Repairer;
  /** Items in the inventory before the run starts (a task suite's starting kit), 1.20.4 names. */
  start?: Record<string, number>;
  /** Checks that must hold when the run ends, beyond the plan succeeding (farmland counted by the bot). */
  goalChecks?: readonly Check[];
}

/** What a run left the player with: Odyssey's combat tasks report remaining health. */
export interface SeedEnd {
  health: number;
  deaths: number;
  /** What killed the player each time ("zombie", "lava", "fall"), in order. */
  deathCauses: string[];
  /** The biome the run started in. */
  startBiome?: string;
  /** The failing step's outcome code, null when the run succeeded. */
  code: string | null;
  /** The plan step still running when the run ended ("kill cow"): where a spent budget went. */
  lastStep: string | null;
}

const stepLabel = (skill: string, args: Record<string, unknown>): string => [skill, args.item ?? args.mob ?? args.block ?? args.food ?? ''].join(' ').trim();

export async function runSeed(o: ObtainRunOptions): Promise<SeedRun & SeedEnd & { llmCalls: number }> {
  // The planner, the compiler's prerequisites and the repairs all know which mobs this world spawns.
  const k = getKnowledge(undefined, { mobs: o.mobs !== false, hostiles: o.hostiles !== false });
  const body = createSimBody({
    seed: o.seed,
    mobs: o.mobs !== false,
    hostiles: o.hostiles !== false,
    ...(o.spawnBiomes ? { spawnBiomes: o.spawnBiomes } : {}),
    xray: Boolean(o.xray),
    keepInventory: Boolean(o.keepInventory),
    pauseWhileThinking: Boolean(o.pauseWhileThinking),
  });
  for (const [item, count] of Object.entries(o.start ?? {})) body.world.give(item, count);
  const thinking = Date.now();
  const planned = o.plan ? await o.plan(o.goal) : { plan: knowledgePlan(o.goal, k), calls: 0 };
  const thoughtMs = Date.now() - thinking;
  const milestones = Object.fromEntries((o.milestones ?? DIAMOND_MILESTONES).map((m) => [m, null as number | null]));
  const running: string[] = [];
  const onEvent = (e: TraceEvent) => {
    if (e.type === 'skill_start') running.push(stepLabel(e.skill, e.args));
    // A spent budget aborts the running step: keep it as the one the budget went on.
    if (e.type === 'skill_end' && e.code !== 'aborted') running.pop();
    if (e.type !== 'inventory') return;
    for (const s of e.items) if (s.name in milestones && milestones[s.name] === null) milestones[s.name] = e.tick;
  };
  const r = await runTree({
    body,
    knowledge: k,
    skills: SKILLS,
    goal: o.goal,
    plan: planned.plan,
    onEvent,
    wallTimes: true,
    thoughtMs,
    repairer: o.repairer ?? createRuleRepairer(k),
    budgets: { ticks: (o.maxMinutes ?? 60) * 60 * 20, wallMs: 120_000 },
    ...(o.goalChecks ? { goalChecks: o.goalChecks } : {}),
  });
  return {
    seed: o.seed,
    ok: r.ok,
    reason: r.reason,
    ticks: r.ticks,
    wallMs: r.wallMs,
    actions: r.actions,
    repairs: r.repairs,
    milestones,
    llmCalls: planned.calls,
    health: body.vitals().health,
    deaths: body.world.deaths.length,
    deathCauses: body.world.deaths.map((d) => d.cause),
    startBiome: body.world.biomeAt(body.world.spawn.x, body.world.spawn.z),
    code: r.code,
    lastStep: running.at(-1) ?? null,
  };
}
